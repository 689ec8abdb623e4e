import CalendarCore
import HolidayRules
import Testing

/// `coverageNotes`: why a list comes out empty where a user expects holidays, the years the rules do not
/// cover and categories none of the region's holidays have.
@Suite("Coverage notes")
struct CoverageNotesTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          subdivision: 01 First
          subdivision: 02 Second

        holiday national-day
          name: National Day
          date: 08-31
          years: 1991-1999, 2003-2090

        holiday bank-day
          name: Bank Day
          date: 07-01
          years: 1991-1999, 2003-2090
          categories: bank
          in: 01
        """

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func notes(_ code: String, _ years: ClosedRange<Int>, _ categories: Set<HolidayCategory>? = nil) throws -> [String] {
        try engine.coverageNotes(for: #require(Region(code: code)), in: DayRange(years: years), categories: categories)
    }

    @Test("years before the rules begin, between two spans and after they end, each run once")
    func years() throws {
        #expect(try notes("XX", 1950...1950) == ["XX has no holidays in 1950 in the embedded rules: they begin in 1991 (XX.rules)"])
        #expect(try notes("XX-01", 1989...1991) == ["XX-01 has no holidays in 1989–1990 in the embedded rules: they begin in 1991 (XX.rules)"])
        #expect(try notes("XX", 2001...2004) == ["XX has no holidays in 2001–2002 in the embedded rules: XX.rules has none from 2000 to 2002"])
        #expect(try notes("XX", 2090...2100) == ["XX has no holidays in 2091–2100 in the embedded rules: they end in 2090 (XX.rules)"])
        #expect(
            try notes("XX", 1990...2091) == [
                "XX has no holidays in 1990 in the embedded rules: they begin in 1991 (XX.rules)",
                "XX has no holidays in 2000–2002 in the embedded rules: XX.rules has none from 2000 to 2002",
                "XX has no holidays in 2091 in the embedded rules: they end in 2090 (XX.rules)",
            ])
    }

    @Test("categories the country never uses, and categories its other subdivisions have")
    func categories() throws {
        #expect(
            try notes("XX", 2026...2026, [.school]) == [
                "XX has no holidays of the categories asked for (school) in the embedded rules; its categories: public, bank"
            ])
        #expect(
            try notes("XX-02", 2026...2027, [.bank]) == [
                "XX-02 has no holidays of the categories asked for (bank) in 2026–2027; its holidays there are public"
            ])
        #expect(try notes("XX-01", 2026...2026, [.bank]).isEmpty)
        #expect(try notes("XX-02", 2026...2026, [.bank, .public]).isEmpty)
    }

    @Test("a covered year is quiet, even when the days asked for hold no holiday; known holidays give the same notes")
    func quiet() throws {
        let region = try #require(Region(code: "XX"))
        #expect(try notes("XX", 1991...2026).count == 1)  // 2000–2002 only
        let first = try #require(CalendarDay(year: 2026, month: 12, day: 1))
        let last = try #require(CalendarDay(year: 2026, month: 12, day: 31))
        let december = try #require(DayRange(first: first, last: last))
        #expect(try engine.coverageNotes(for: region, in: december).isEmpty)
        let range = DayRange(years: 1995...2005)
        let known = try engine.holidays(for: region, in: range)
        #expect(try engine.coverageNotes(for: region, in: range, known: known) == engine.coverageNotes(for: region, in: range))
        #expect(try engine.coverageNotes(for: region, in: range).count == 1)
    }
}
