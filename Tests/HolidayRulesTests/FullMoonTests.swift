import CalendarCore
import HolidayRules
import Testing

/// `full-moon near DATE`: the local day of the nearest full moon, in the country's astronomy offset.
@Suite("Full moon")
struct FullMoonTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          astronomy-offset: +07:00

        holiday waisak
          name: Vesak Day
          date: full-moon near chinese 04-15
        """

    @Test(
        "Indonesia's decreed Waisak days: the full moon in UTC+7 near the fourth Chinese month's 15th",
        arguments: ["2016-05-22", "2017-05-11", "2022-05-16", "2023-06-04", "2024-05-23", "2025-05-12"])
    func waisak(published: String) throws {
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
        let year = try #require(Int(published.prefix(4)))
        let days = try engine.holidays(for: #require(Region(code: "XX")), year: year).map(\.day.description)
        #expect(days == [published])
    }

    @Test("'full-moon' without 'near' names what was expected")
    func error() {
        let bad = Self.rules.replacingOccurrences(of: "full-moon near", with: "full-moon")
        #expect(throws: (any Error).self) {
            try HolidayEngine(rules: RuleBook(files: [("XX.rules", bad)])).holidays(for: Region(code: "XX")!, year: 2024)
        }
    }
}
