/// A holiday's names by language, with English always present.
///
/// Languages are BCP 47 tags as written in rule files (`en`, `de`, `ja`, `en-US`).
/// Lookups fall back from `de-AT` to `de`, then to English.
public struct LocalizedNames: Hashable, Sendable, Codable {
    /// The English name, the default in every output.
    public let english: String
    /// Names in other languages, keyed by language tag (not including `en`).
    public let others: [String: String]

    public init(english: String, others: [String: String] = [:]) {
        self.english = english
        self.others = others.filter { $0.key != "en" }
    }

    /// The name in `language`, falling back to its base language and then to English.
    public func name(in language: String?) -> String {
        guard let language, !language.isEmpty else { return english }
        if language == "en" || language.hasPrefix("en-") { return others[language] ?? english }
        if let exact = others[language] { return exact }
        if let base = language.split(separator: "-").first, let name = others[String(base)] { return name }
        return english
    }

    /// Every language this holiday has a name in, sorted, starting with `en`.
    public var languages: [String] { ["en"] + others.keys.sorted() }
}
