import CalendarCore
import HolidayRules
import Testing

/// `DATE if-on DATE then ±N` (a day that steps aside when it meets another), `held-if:` (a holiday
/// held only in the years a day falls on given weekdays) and long `days:` spans.
@Suite("Conditional rules")
struct ConditionalRuleTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          subdivision: AA Alpha

        holiday naefelser-fahrt
          name: Näfels
          date: 1st thu of apr if-on easter -3 then +7
        holiday otago
          name: Otago
          date: mon on-or-after 03-20 if-on easter +1 then +1
        holiday easter-monday-replacement
          name: Replacement
          date: easter +1
          held-if: 07-28 on sun
        holiday any-of
          name: Any
          date: 03-19
          held-if: 01-01 on sun, 08-15 on sat sun
        holiday summer
          name: Summer
          date: 2nd mon of sep -65
          days: 65
        """

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func days(_ key: String, _ year: Int) throws -> [String] {
        try engine.holidays(for: Region(code: "XX")!, year: year).filter { $0.key == key }.map(\.day.description)
    }

    @Test("if-on shifts the day only in the years it meets the other day")
    func ifOn() throws {
        // Easter 2026 is 5 April: the first Thursday of April (the 2nd) is Maundy Thursday.
        #expect(try days("naefelser-fahrt", 2026) == ["2026-04-09"])
        // Easter 2025 is 20 April: the first Thursday (the 3rd) is not in Holy Week.
        #expect(try days("naefelser-fahrt", 2025) == ["2025-04-03"])
        // The Monday nearest 23 March 2008 was the 24th, Easter Monday: Otago keeps the Tuesday.
        #expect(try days("otago", 2008) == ["2008-03-25"])
        #expect(try days("otago", 2026) == ["2026-03-23"])
    }

    @Test("held-if: only in the years one of the days falls on the weekdays")
    func heldIf() throws {
        #expect(try days("easter-monday-replacement", 2024) == ["2024-04-01"])  // 28 July 2024: a Sunday
        #expect(try days("easter-monday-replacement", 2025).isEmpty)  // a Monday
        #expect(try days("any-of", 2023) == ["2023-03-19"])  // 1 January 2023: a Sunday
        #expect(try days("any-of", 2026) == ["2026-03-19"])  // 15 August 2026: a Saturday
        #expect(try days("any-of", 2025).isEmpty)  // Wednesday and Friday
    }

    @Test("days: a span of more than 60 days")
    func longSpan() throws {
        let summer = try days("summer", 2026)
        #expect(summer.count == 65)
        #expect(summer.first == "2026-07-11")
        #expect(summer.last == "2026-09-13")
    }

    @Test("bad conditions fail naming line and column", arguments: [
        ("  date: 1st thu of apr if-on easter -3 +7\n", 9, 40, "expected 'then'"),
        ("  date: 1st thu of apr if-on easter -3 then 7\n", 9, 45, "expected a day shift"),
        ("  date: 01-01\n  held-if: 07-28 sun\n", 10, 12, "expected 'DATE on WEEKDAY'"),
        ("  date: 01-01\n  held-if: 07-28 on sunday\n", 10, 21, "expected a weekday"),
        ("  date: 01-01\n  held-if: 07-32 on sun\n", 10, 12, "no such day"),
        ("  date: 01-01\n  days: 121\n", 10, 9, "from 1 to 120"),
    ])
    func reportsPosition(body: String, line: Int, column: Int, message: String) {
        let text = "country XX\n  name: T\n  revised: 2026-01-01\n  source: s\n\n\nholiday h\n  name: H\n" + body
        do {
            _ = try RuleFileParser(fileName: "XX.rules").parse(text)
            Issue.record("expected a RuleSyntaxError for \(body.debugDescription)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("if-on parses into its parts")
    func parses() throws {
        let rules = try RuleFileParser(fileName: "XX.rules").parse(Self.rules)
        #expect(rules.holidays.first?.date == .ifOn(.nthWeekday(ordinal: 1, weekday: .thursday, month: 4),
                                                    other: .offset(.easter, days: -3), days: 7))
        #expect(rules.holidays[3].heldIf == [
            YearCondition(date: .fixed(month: 1, day: 1), weekdays: [.sunday]),
            YearCondition(date: .fixed(month: 8, day: 15), weekdays: [.saturday, .sunday]),
        ])
    }
}
