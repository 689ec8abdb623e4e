import Foundation

/// Removes secrets from URLs and messages before they reach a log line, an error or a file.
///
/// Query parameters whose name says they hold a key (`api_key`, `apikey`, `key`, `token`,
/// `access_token`, case-insensitive) get the value `REDACTED`; so does a URL's password. Any
/// string given as a secret (the keys read from the environment) is also replaced wherever it
/// appears, so a server that echoes a key back cannot leak it either.
public struct URLRedactor: Sendable {
    /// Query parameter names that carry credentials.
    public static let secretParameterNames: Set<String> = ["api_key", "apikey", "key", "token", "access_token"]
    /// The text put in place of a secret.
    public static let placeholder = "REDACTED"

    private let secrets: [String]

    /// - Parameter secrets: values to scrub from any text (empty strings are ignored).
    public init(secrets: [String] = []) {
        self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// The URL with credential parameters and userinfo passwords replaced.
    public func redact(url: String) -> String {
        var result = url
        if let schemeEnd = result.range(of: "://") {
            let afterScheme = result[schemeEnd.upperBound...]
            let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? result.endIndex
            if let at = result[schemeEnd.upperBound..<authorityEnd].lastIndex(of: "@") {
                let userinfo = result[schemeEnd.upperBound..<at]
                if let colon = userinfo.firstIndex(of: ":") {
                    result.replaceSubrange(result.index(after: colon)..<at, with: Self.placeholder)
                }
            }
        }
        if let question = result.firstIndex(of: "?") {
            let fragmentStart = result[question...].firstIndex(of: "#") ?? result.endIndex
            let query = result[result.index(after: question)..<fragmentStart]
            let redactedQuery = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
                guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
                let name = pair[..<equals].lowercased()
                return Self.secretParameterNames.contains(name) ? "\(pair[..<equals])=\(Self.placeholder)" : String(pair)
            }.joined(separator: "&")
            result.replaceSubrange(result.index(after: question)..<fragmentStart, with: redactedQuery)
        }
        return scrub(result)
    }

    /// `text` with every known secret replaced.
    public func scrub(_ text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        return result
    }
}
