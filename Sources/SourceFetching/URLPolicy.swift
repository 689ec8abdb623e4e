import Foundation

/// Decides which URLs may be requested: https anywhere, plain http only to loopback hosts.
public enum URLPolicy {
    /// The host of `url` when it may be requested.
    /// - Throws: `FetchFailure` `.invalidURL` or `.insecureURL` (with the redacted URL).
    public static func check(_ url: String, allowsLoopbackHTTP: Bool, redactedURL: String) throws -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else { throw FetchFailure(url: redactedURL, reason: .invalidURL, attempts: 0) }
        switch scheme {
        case "https": return host
        case "http" where allowsLoopbackHTTP && isLoopback(host: host): return host
        case "http": throw FetchFailure(url: redactedURL, reason: .insecureURL, attempts: 0)
        default: throw FetchFailure(url: redactedURL, reason: .invalidURL, attempts: 0)
        }
    }

    /// True for `localhost`, any `127.0.0.0/8` address and `::1`.
    public static func isLoopback(host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.allSatisfy({ UInt8($0) != nil }) else { return false }
        return octets[0] == "127"
    }
}
