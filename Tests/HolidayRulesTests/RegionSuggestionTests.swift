import CalendarCore
import HolidayRules
import Testing

/// "Did you mean": the regions nearest to an unknown one, by code and by name.
@Suite("Region suggestions")
struct RegionSuggestionTests {
    let book: RuleBook

    init() throws {
        book = try RuleBook.bundled()
    }

    func subdivisionSuggestions(_ region: String) -> [String] {
        do {
            _ = try book.validate(Region(code: region)!)
            return ["(valid)"]
        } catch .unknownSubdivision(_, _, let suggestions) {
            return suggestions
        } catch {
            return ["\(error)"]
        }
    }

    func countrySuggestions(_ code: String) -> [String] {
        do {
            _ = try book.country(named: code)
            return ["(valid)"]
        } catch .unknownCountry(_, let suggestions) {
            return suggestions
        } catch {
            return ["\(error)"]
        }
    }

    @Test("a slip in a subdivision code: the nearest code first")
    func subdivisionSlip() {
        #expect(subdivisionSuggestions("US-NYY").first == "NY (New York)")
        #expect(subdivisionSuggestions("DE-BZ").contains("BY (Bavaria)"))
        #expect(subdivisionSuggestions("DE-BZ").count <= 5)
    }

    @Test("a subdivision's name typed as its code")
    func subdivisionByName() {
        #expect(subdivisionSuggestions("DE-Bavaria") == ["BY (Bavaria)"])
        #expect(subdivisionSuggestions("BE-Flemsh") == ["FLEMISH (Flemish Community)"])
    }

    @Test("unknown country codes: one slip away, same first letter first")
    func countrySlip() {
        #expect(countrySuggestions("DX").first?.hasPrefix("D") == true)
        #expect(countrySuggestions("JA").contains("JP (Japan)"))
        #expect(countrySuggestions("QQ").isEmpty)
    }

    @Test("text that is no region code: countries by name or alpha-3 code, subdivisions by name")
    func regionText() {
        #expect(book.regionSuggestions(for: "Germany").first == "DE (Germany)")
        #expect(book.regionSuggestions(for: "Deutschland").first == "DE (Germany)")
        #expect(book.regionSuggestions(for: "DEU").contains("DE (Germany)"))
        #expect(book.regionSuggestions(for: "Bavaria").first == "DE-BY (Bavaria)")
        #expect(book.regionSuggestions(for: "Zzyzx").isEmpty)
    }

    @Test("word-named subdivisions are regions: BE-FLEMISH, --subdivision Flemish, any case")
    func wordSubdivisions() throws {
        #expect(Region(code: "BE-Flemish")?.description == "BE-FLEMISH")
        #expect(Region(code: "CH-Stadt Zurich")?.description == "CH-STADT-ZURICH")
        #expect(Region(code: "BE-1abc") == nil)  // a word starts with a letter
        #expect(Region(code: "BE-Über") == nil)  // ASCII only
        #expect(Region(code: "BE-Flemish-") == nil)
        #expect(try book.validate(Region(code: "be-flemish")!).code.rawValue == "BE")
    }
}
