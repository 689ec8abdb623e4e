import CalendarCore
import HolidayRules
import Testing

/// `until:` spans and substitute days that cross New Year.
@Suite("Spans and substitutes across New Year")
struct SpanAndCrossYearTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          subdivision: AA Alpha

        holiday new-year
          name: New Year
          date: 01-01
          observed: sat sun next-workday
        holiday old-year
          name: Old Year
          date: 12-31
          observed: sat sun next-workday
        holiday winter-break
          name: Winter Break
          date: mon on-or-after 12-21
          until: 12-31
          in: AA
          categories: school
        holiday winter-break
          name: Winter Break
          date: 01-01
          until: sun on-or-after 01-03
          in: AA
          categories: school
        holiday never-ends
          name: Never Ends
          date: 06-10
          until: 06-01
          in: AA
          categories: school
        """

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func days(_ region: String, _ year: Int, named name: String) throws -> [String] {
        try engine.holidays(for: Region(code: region)!, year: year).filter { $0.name == name }.map(\.day.description)
    }

    @Test("a Saturday 31 December gets its substitute on the next year's first working day")
    func substituteCrossesNewYear() throws {
        // 31 December 2022 is a Saturday, 1 January 2023 a Sunday: the old year's substitute takes
        // Monday 2 January (placed first, in date order), New Year's Tuesday 3 January.
        let holidays = try engine.holidays(for: Region(code: "XX")!, year: 2023)
        let substitutes = holidays.filter(\.isSubstitute)
        #expect(substitutes.map(\.day.description) == ["2023-01-02", "2023-01-03"])
        #expect(substitutes.map(\.name) == ["Old Year (observed)", "New Year (observed)"])
        #expect(substitutes.first?.substitute == .init(actualDay: CalendarDay(iso: "2022-12-31")!, holidayKey: "old-year"))
        // Asked for 2022 alone, the substitute (in 2023) is not listed, the holiday is.
        let previous = try engine.holidays(for: Region(code: "XX")!, year: 2022)
        #expect(previous.contains { $0.day.description == "2022-12-31" && !$0.isSubstitute })
        #expect(!previous.contains { $0.day.year == 2023 })
        // Over both years in one pass, the same days.
        let both = try engine.holidays(for: Region(code: "XX")!, in: DayRange(years: 2022...2023))
        #expect(both.filter { $0.isSubstitute && $0.day.year == 2023 }.map(\.day.description) == ["2023-01-02", "2023-01-03"])
    }

    @Test("the next year's holiday is seen: a Friday 30 December's substitute skips 2 January's holiday")
    func nextWorkdaySeesNextYear() throws {
        let rules = Self.rules + """

            holiday second-january
              name: Second January
              date: 01-02
            """
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", rules)]))
        // 31 December 2016 is a Saturday; 1 January 2017 a Sunday; 2 January a holiday of its own.
        let substitutes = try engine.holidays(for: Region(code: "XX")!, year: 2017).filter(\.isSubstitute)
        #expect(substitutes.map(\.day.description) == ["2017-01-03", "2017-01-04"])
    }

    @Test("a holiday that itself moves to the next working day moves into the next year")
    func moveCrossesNewYear() throws {
        let rules = """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test

            holiday new-year
              name: New Year
              date: 01-01
            holiday old-year
              name: Old Year
              date: 12-31
              move: sat sun next-workday
            """
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", rules)]))
        // 31 December 2022, a Saturday, is held on Monday 2 January 2023 (1 January is a Sunday and a holiday).
        let region = Region(code: "XX")!
        // 31 December 2023, a Sunday, goes to 2 January 2024, past New Year's Day on the Monday.
        #expect(try engine.holidays(for: region, year: 2023).map(\.day.description) == ["2023-01-01", "2023-01-02"])
        #expect(try engine.holidays(for: region, year: 2024).map(\.day.description) == ["2024-01-01", "2024-01-02", "2024-12-31"])
        #expect(try engine.holidays(for: region, year: 2022).map(\.name) == ["New Year"])
    }

    @Test("until: runs from each date through the first day the expression gives on or after it")
    func untilSpans() throws {
        // 25 December 2024 is a Wednesday: the break starts Monday 23 December.
        #expect(try days("XX-AA", 2024, named: "Winter Break") == ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04",
            "2024-01-05", "2024-01-06", "2024-01-07", "2024-12-23", "2024-12-24", "2024-12-25", "2024-12-26",
            "2024-12-27", "2024-12-28", "2024-12-29", "2024-12-30", "2024-12-31"])
        // 1 January 2021 is a Friday: the January part is the 1st to the 3rd.
        #expect(try days("XX-AA", 2021, named: "Winter Break").prefix(4) == ["2021-01-01", "2021-01-02", "2021-01-03", "2021-12-27"])
        // An end before the start gives the one day.
        #expect(try days("XX-AA", 2024, named: "Never Ends") == ["2024-06-10"])
        #expect(try days("XX", 2024, named: "Winter Break").isEmpty)
    }

    @Test("until: and days: together are refused, naming file, line and block")
    func untilWithDays() {
        let text = Self.rules + "\nholiday both\n  name: Both\n  date: 01-01\n  days: 3\n  until: 01-05\n"
        #expect {
            _ = try RuleFileParser(fileName: "XX.rules").parse(text)
        } throws: { error in
            "\(error)".hasPrefix("XX.rules:") && "\(error)".contains("holiday both") && "\(error)".contains("'days:' and 'until:'")
        }
    }
}
