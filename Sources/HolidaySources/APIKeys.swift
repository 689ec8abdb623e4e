import Foundation

/// Reads API keys from the environment or a key file, never from a flag.
///
/// The key file holds `NAME=value` lines (`ALMANAC_ABSTRACT_API_KEY=...`; `#` starts a comment);
/// the environment wins over the file. Its default place is `$XDG_CONFIG_HOME/almanac/keys` (or
/// `~/.config/almanac/keys`); `ALMANAC_KEY_FILE` names another.
public enum APIKeys {
    /// The key in `variable`, from `environment` or the key file; nil when neither has it.
    /// - Throws: `APIKeyError` when a key file named by `ALMANAC_KEY_FILE` cannot be read.
    public static func key(_ variable: String, environment: [String: String]) throws -> String? {
        if let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty { return value }
        let explicit = environment["ALMANAC_KEY_FILE"]
        guard let path = explicit ?? defaultKeyFile(environment: environment) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            if explicit != nil { throw APIKeyError(path: path, message: "cannot read the key file") }
            return nil
        }
        let text = String(decoding: data, as: UTF8.self)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw APIKeyError(path: path, message: "line \(number + 1): expected NAME=value")
            }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            if name == variable {
                let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }

    /// `$XDG_CONFIG_HOME/almanac/keys`, or `$HOME/.config/almanac/keys`.
    public static func defaultKeyFile(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/almanac/keys" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/almanac/keys" }
        return nil
    }
}

/// A key file that cannot be used; the message never contains a key.
public struct APIKeyError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String
    public var description: String { "key file \(path): \(message)" }
}
