import CalendarCore
import Testing

/// Which name a language asks for: exact tag, primary language, the one regional variant, English.
@Suite("Localized names")
struct LocalizedNamesTests {
    static let brazil = LocalizedNames(english: "Carnival", others: ["pt-BR": "Carnaval", "uk": "Карнавал"])

    @Test("a bare language finds its only regional variant", arguments: ["pt", "pt-PT", "PT", "pt_BR", "PT-br"])
    func bareLanguageFindsVariant(language: String) {
        #expect(Self.brazil.name(in: language) == "Carnaval")
        #expect(Self.brazil.tag(for: language) == "pt-BR")
    }

    @Test("the exact tag and the primary language come first")
    func exactThenPrimary() {
        let names = LocalizedNames(
            english: "Christmas Day", others: ["de": "Erster Weihnachtstag", "de-AT": "Christtag"])
        #expect(names.name(in: "de-AT") == "Christtag")
        #expect(names.name(in: "de-CH") == "Erster Weihnachtstag")
        #expect(names.tag(for: "de-CH") == "de")
        #expect(names.name(in: "de") == "Erster Weihnachtstag")
    }

    @Test("two regional variants of a language and no base: English, not a guess")
    func ambiguousVariants() {
        let names = LocalizedNames(
            english: "Midsummer Day", others: ["sv-FI": "Midsommardagen", "sv-SE": "Midsommardagen (SE)"])
        #expect(names.name(in: "sv") == "Midsummer Day")
        #expect(names.tag(for: "sv") == nil)
        #expect(names.name(in: "sv-SE") == "Midsommardagen (SE)")
    }

    @Test("English variants are taken only exactly; other languages without a name give English")
    func englishAndMissing() {
        let names = LocalizedNames(
            english: "Pentecost Monday", others: ["en-GB": "Whit Monday", "cy": "Llun y Sulgwyn"])
        #expect(names.name(in: "en-GB") == "Whit Monday")
        #expect(names.name(in: "en") == "Pentecost Monday")
        #expect(names.name(in: "en-AU") == "Pentecost Monday")
        #expect(names.tag(for: "en-AU") == nil)
        #expect(names.name(in: "fr") == "Pentecost Monday")
        #expect(names.name(in: nil) == "Pentecost Monday")
        #expect(names.name(in: "") == "Pentecost Monday")
    }

    @Test("translations are kept apart from local names")
    func localNames() {
        let names = LocalizedNames(
            english: "German Unity Day", others: ["de": "Tag der Deutschen Einheit", "th": "วันรวมชาติเยอรมัน"],
            translations: ["th"])
        #expect(names.localNames == ["de": "Tag der Deutschen Einheit"])
        #expect(names.name(in: "th") == "วันรวมชาติเยอรมัน")
        #expect(names.languages == ["en", "de", "th"])
    }
}
