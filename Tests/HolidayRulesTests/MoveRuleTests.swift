import CalendarCore
import HolidayRules
import Testing

/// `move:` (the holiday itself moves or is dropped), `move-label:`, and the observed periods.
@Suite("Moving holidays")
struct MoveRuleTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          observed-label: %s (observed)
          observed-since: 1988

        holiday flag-day                   # Argentina: Tuesday and Wednesday back to Monday, Thursday and Friday on
          name: Flag Day
          date: 06-20
          move: tue -1, wed -2, thu +4, fri +3
        holiday labelled                   # Colombia: to the next Monday, named with the observed label
          name: Saint Day
          date: 08-24
          move: tue +6, wed +5, thu +4, fri +3, sat +2, sun +1
          move-label: yes
        holiday weekday-only               # Chile: held only on a Monday or a Friday
          name: Bridge
          date: 04-25
          move: tue wed thu sat sun none
        holiday christmas                  # both move to the next free workday, Christmas first
          name: Christmas
          date: 12-25
          move: sat sun next-workday
        holiday boxing
          name: Boxing
          date: 12-26
          move: sat sun next-workday
        holiday new-year                   # Australia: moved on a Saturday, a substitute on a Sunday
          name: New Year
          date: 01-01
          move: sat +2
          observed: sun +1
          observed-during: 1995-01-27..1998-01-09, 1999-04-23..
        holiday forced                     # moves in every year, whatever the country's observed-since
          name: Forced
          date: 06-20
          move: tue -1, wed -2, thu -3, fri +3, sat +2, sun +1
          observed-since: 1900
          in: national
        holiday memorial-day
          name: Memorial Day
          date: 06-06
          in: national
        holiday election                   # South Korea: a week later next to a holiday
          name: Election
          date: wed on-or-after 05-31
          move: near-holiday +7
          in: national
        holiday festival                   # several days from one date, across New Year
          name: Festival
          date: 12-30
          days: 4
          in: national
        holiday decreed
          name: Decreed
          date: 06-20
          move: sat +2
          moved: 2026-06-19
          in: national
        """

    let engine: HolidayEngine
    let region = Region(code: "XX")!

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func holidays(_ key: String, _ year: Int) throws -> [Holiday] {
        try engine.holidays(for: region, year: year).filter { $0.key == key }
    }

    func days(_ key: String, _ year: Int) throws -> [String] {
        try holidays(key, year).map(\.day.description)
    }

    @Test("fixed shifts move the holiday itself")
    func fixedShifts() throws {
        #expect(try days("flag-day", 2023) == ["2023-06-19"])  // Tuesday → Monday
        #expect(try days("flag-day", 2024) == ["2024-06-24"])  // Thursday → next Monday
        #expect(try days("flag-day", 2025) == ["2025-06-23"])  // Friday → next Monday
        #expect(try days("flag-day", 2022) == ["2022-06-20"])  // Monday stays
        #expect(try days("flag-day", 2026) == ["2026-06-20"])  // Saturday: not listed, stays
        let moved = try #require(try holidays("flag-day", 2024).first)
        #expect(moved.name == "Flag Day" && !moved.isSubstitute)  // not labelled by default, not a substitute
    }

    @Test("before observed-since the holiday stays; a block's own observed-since replaces the country's")
    func observedSince() throws {
        #expect(try days("flag-day", 1985) == ["1985-06-20"])  // a Thursday, before 1988
        #expect(try days("forced", 1985) == ["1985-06-17"])  // Thursday → nearest Monday
    }

    @Test("move-label: yes names the moved day with the observed label")
    func label() throws {
        let moved = try #require(try holidays("labelled", 2023).first)  // Thursday 24 August 2023
        #expect(moved.day.description == "2023-08-28")
        #expect(moved.name == "Saint Day (observed)")
        #expect(!moved.isSubstitute)
        #expect(try holidays("labelled", 2026).first?.name == "Saint Day")  // a Monday: not moved, not labelled
    }

    @Test("none drops the holiday that year")
    func none() throws {
        #expect(try days("weekday-only", 2024).isEmpty)  // Thursday
        #expect(try days("weekday-only", 2022) == ["2022-04-25"])  // Monday
        #expect(try days("weekday-only", 2025) == ["2025-04-25"])  // Friday
    }

    @Test("next-workday sees the holidays moved before it, and leaves the actual day free")
    func nextWorkday() throws {
        // 2021: Christmas on Saturday → Monday 27; Boxing Day on Sunday → Tuesday 28.
        #expect(try days("christmas", 2021) == ["2021-12-27"])
        #expect(try days("boxing", 2021) == ["2021-12-28"])
        // 2022: Christmas on Sunday → Tuesday 27 (Monday 26 is Boxing Day, which stays).
        #expect(try days("christmas", 2022) == ["2022-12-27"])
        #expect(try days("boxing", 2022) == ["2022-12-26"])
    }

    @Test("a block may move on some weekdays and add a substitute on others, in its observed periods")
    func moveAndObserve() throws {
        #expect(try days("new-year", 2022) == ["2022-01-03"])  // Saturday: moved to Monday
        #expect(try days("new-year.observed", 2022).isEmpty)
        #expect(try days("new-year", 2023) == ["2023-01-01"])  // Sunday: stays, Monday substitute
        #expect(try days("new-year.observed", 2023) == ["2023-01-02"])
        #expect(try days("new-year", 1994) == ["1994-01-01"])  // Saturday, outside the periods
        #expect(try days("new-year", 1998) == ["1998-01-01"])  // Thursday
        #expect(try days("new-year", 1995) == ["1995-01-01"])  // Sunday, before 27 January 1995
        #expect(try days("new-year.observed", 1995).isEmpty)
        #expect(try days("new-year", 2000) == ["2000-01-03"])  // Saturday, after 23 April 1999
    }

    @Test("near-holiday moves a holiday on or beside another holiday, whatever its weekday")
    func nearHoliday() throws {
        #expect(try days("election", 2018) == ["2018-06-13"])  // 6 June 2018 was a Wednesday
        #expect(try days("election", 2019) == ["2019-06-12"])  // Wednesday 5 June 2019: the day before Memorial Day
        #expect(try days("election", 2017) == ["2017-05-31"])
        #expect(try days("election", 2022) == ["2022-06-01"])
        #expect(try days("election", 2014) == ["2014-06-04"])
    }

    @Test("days: a holiday of several days, across New Year")
    func severalDays() throws {
        #expect(try days("festival", 2025) == ["2025-01-01", "2025-01-02", "2025-12-30", "2025-12-31"])
    }

    @Test("a day moved by decree is not moved again")
    func decree() throws {
        #expect(try days("decreed", 2026) == ["2026-06-19"])
        #expect(try days("decreed", 2037) == ["2037-06-22"])  // 20 June 2037 is a Saturday
    }
}
