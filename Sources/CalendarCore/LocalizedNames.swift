/// A holiday's names by language, with English always present.
///
/// Languages are BCP 47 tags as written in rule files (`en`, `de`, `ja`, `pt-BR`, `en-GB`).
/// A lookup takes the exact tag, then its primary language (`de-AT` finds `de`), then the one regional
/// variant of that language if there is exactly one (`pt` and `pt-PT` find `pt-BR`, `sv` finds `sv-FI`),
/// then English. Tags match case-insensitively, and `_` is read as `-` (python-holidays writes `pt_BR`).
public struct LocalizedNames: Hashable, Sendable, Codable {
    /// The English name, the default in every output.
    public let english: String
    /// Names in other languages, keyed by language tag (not including `en`).
    public let others: [String: String]
    /// The tags of `others` that are translations into languages that are not the country's own (Thai
    /// names of German holidays); the rest are local names.
    public let translations: Set<String>

    public init(english: String, others: [String: String] = [:], translations: Set<String> = []) {
        self.english = english
        self.others = others["en"] == nil ? others : others.filter { $0.key != "en" }
        self.translations = translations
    }

    /// The names in the country's own languages, by tag: every name but the English and the translations.
    public var localNames: [String: String] { others.filter { !translations.contains($0.key) } }

    /// The name in `language`, falling back as ``tag(for:)`` says, and then to English.
    public func name(in language: String?) -> String {
        tag(for: language).flatMap { others[$0] } ?? english
    }

    /// The tag of the name ``name(in:)`` gives for `language`, or `nil` when that is the English name.
    ///
    /// The exact tag; then its primary language; then, if the holiday has exactly one name in a regional
    /// variant of that language, that variant. English variants (`en-GB`) are only taken exactly: other
    /// English requests get the English name.
    public func tag(for language: String?) -> String? {
        guard let language, !language.isEmpty, !others.isEmpty else { return nil }
        if others[language] != nil { return language }
        let wanted = language.replacing("_", with: "-").lowercased()
        if let exact = others.keys.first(where: { $0.lowercased() == wanted }) { return exact }
        let primary = Self.primaryLanguage(wanted)
        if primary == "en" { return nil }
        if let base = others.keys.first(where: { $0.lowercased() == primary }) { return base }
        let variants = others.keys.filter { Self.primaryLanguage($0.lowercased()) == primary }
        return variants.count == 1 ? variants.first : nil
    }

    /// The primary language subtag: `pt` for `pt-br`.
    private static func primaryLanguage(_ tag: String) -> String {
        tag.split(separator: "-", maxSplits: 1).first.map(String.init) ?? tag
    }

    /// Every language this holiday has a name in, sorted, starting with `en`.
    public var languages: [String] { ["en"] + others.keys.sorted() }
}
