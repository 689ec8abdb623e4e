import AlmanacTestSupport
import CalendarCore
import Foundation
import HolidayRules
import Testing

/// What the parser answers for many values of `date:`, `until:`, `held-if:`, `observed:`, `move:`,
/// `years:`, `categories:`, `in:` and `except-in:`,
/// good and bad (odd spacing, tabs, non-ASCII letters, combining marks), each its parsed value or its
/// whole message (FILE:LINE:COLUMN, block, text), compared with `Fixtures/rule-value-answers.txt`.
///
/// The golden file was recorded with the String-based value parsers, before they were rewritten to
/// read the values' bytes: a speed change must leave every answer the same.
@Suite("Rule value answers")
struct RuleValueAnswersTests {
    static let header = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test

        """

    static let dates = [
        "12-25", "02-29", "2022-06-03", "1st mon of may", "last MON of AUG", "3rd mon of jan -1", "4th thu of nov +1",
        "2nd tue of jun", "wed before 11-23", "sun before easter", "sat on-or-after 06-20", "tue after 1st mon of nov",
        "easter -2", "orthodox-easter +1", "islamic 10-01 +2", "islamic 12-10 -1", "march-equinox",
        "september-equinox +1", "june-solstice", "december-solstice", "solar-longitude 15", "solar-longitude 0",
        "between-holidays", "between-holidays except sun", "hebrew 15 nisan", "hebrew adar-ii 14",
        "hebrew 14 Adar-I", "hebrew 10 tishri -1", "hebrew 15 nisan +1 unless 04-01", "chinese 08-15 +1",
        "persian 01-13", "persian 12-31", "thai 06-15", "thai 03-15 athikamat 04-15", "thai 88-16",
        "hindu deepavali", "full-moon near chinese 04-15", "chinese-day 15 on-or-after 05-01",
        "easter if-on 05-01 then +7", "05-01 if-on easter +1 then -1", "earlier sun on-or-after 03-22 or easter -14",
        "later 05-01 or easter +1", "both easter +2 and solar-longitude 15 +2",
        "10-01 unless chinese 08-16 unless chinese 09-09", "easter +1 unless solar-longitude 15 +1",
        "12-25   +1", "easter  -2  unless  05-01", "12-25 +30000",
        // bad
        "13-01", "02-30", "00-10", "2023-02-29", "2023-13-01", "12-25 +0", "12-25 +x", "12-25 -", "12-25 easter",
        "easter +1 +2", "foo", "1st", "1st xyz of may", "1st mon in may", "1st mon of xyz", "1st mon of", "6th mon of may",
        "wed", "wed near 11-23", "wed before", "wed before foo", "solar-longitude", "solar-longitude 360",
        "solar-longitude +15", "solar-longitude -1", "solar-longitude x", "hebrew", "hebrew 15", "hebrew 15 foo",
        "hebrew foo 15", "hebrew 31 nisan", "hebrew nisan 0", "hebrew nisan x", "chinese", "chinese 13-01",
        "chinese 08-31", "chinese 8-15", "persian 12-32", "thai 89-01", "thai 03-15 athikamat", "thai 03-15 athikamat 04-31",
        "thai 03-31", "full-moon", "full-moon chinese 04-15", "full-moon near", "chinese-day", "chinese-day 31",
        "chinese-day 15 after 05-01", "chinese-day 15 on-or-after", "hindu", "hindu deepavaly", "hindu xyz",
        "islamic", "islamic 13-01", "islamic 01-31", "earlier 05-01", "earlier 05-01 and 05-02", "later",
        "both easter", "both easter or 05-01", "both easter and", "between-holidays except",
        "between-holidays except foo", "between-holidays except sun,foo", "between-holidays except sat,,sun",
        "easter if-on 05-01", "easter if-on 05-01 then", "easter if-on 05-01 then 7", "easter if-on 05-01 then +0",
        "easter if-on 05-01 then +x", "12-25 unless", "12-25 unless foo", "12-25 then +1", "if-on 12-25",
        // non-ASCII, combining marks, tabs
        "ÿaster", "12-25 ünless 05-01", "é 12-25", "hebrew 15 nisän", "hebrew 15 NISAN", "1st mön of may",
        "1st mon of mäy", "wed before 11-23 é", "12-25 +\u{301}1", "easter\u{301}", "12\u{2011}25", "12-25\t+1",
        "hindu dëepavali", "solar-longitude ١٥", "12-25 +١", "éé 1st mon of xyz", "日本 12-25",
        "between-holidays except sün", "thai 03-15 athikamät 04-15", "easter if-on 05-01 then +7 ü",
    ]

    static let observed = [
        "sat +2, sun +1", "sun next-workday", "rest next-workday", "sat sun next-workday, shared next-workday",
        "sat +2,sun +1", "sat +2 ,  sun +1", "shared sat sun +1, sun +1", "none", "sat previous-workday, sun next-workday",
        "rest +1", "fri -1, sat -1, sun -2", "sun +1, shared +1", "rest  next-workday", "SAT +2, Sun +1", "sat +30",
        // bad
        "sat none", "sat", "sat +0", "sat +31", "sat -31", "sat +x", "sat 1", "foo +1", "sat +1, sat +2",
        "shared +1, shared +2", "shared mon +1, shared tue +1", "shared foo +1", "shared mon foo +1", "rest +1, rest +2",
        "rest foo", "rest none", "rest", "rest sat +1", "sat +1,, sun +1", "sat +1,", ", sat +1", "near-holiday +1",
        "rest next-workday, sat +x", "shared sat sun +1, sat +x", "sat +x, rest next-workday",
        "shared sat +1, sun +1, foo +2", "sat +2,sun +x", "sat +2 ,  sun +x", "sat +1,  sun +y, mon +1",
        "shared +1, sun +1, sun +2", "rest +1, sun +x",
        // non-ASCII, tabs
        "sät +1", "sat +1, sün +2", "sat\t+1", "sat +1\t, sun +2", "ü, sat +1", "sat +1, rest ü",
        "shared sät +1", "sat +\u{301}1", "rest\u{301} +1", "sat +1, ßhared +1", "日本 +1, sun +x",
    ]

    static let moves = [
        "sun none", "sun +1", "tue +6, wed +5, thu +4, fri +3, sat +2, sun +1", "mon tue wed thu fri sat none",
        "near-holiday next-workday, sun +1", "shared +1, sun +1", "sat previous-workday", "sun -30",
        // bad
        "sun", "sun +0", "sun never", "near-holiday +1, near-holiday +2", "sun +1, sun none", "xyz none",
        "sun +1,,mon +1", "sün none", "sun +1, mön -1", "sat sat +2", "sun +31", "rest +1", "sun\tnone",
        "shared +1, shared none", "sun +1, mon", "日本 none",
    ]

    static let heldIf = [
        "07-28 on sun", "easter +1 on mon tue", "07-28 on sun, 12-25 on sat", "1st mon of may on mon",
        // bad
        "foo on sun", "07-28 on foo", "07-28", "on sun", "07-28 on", "1st mön of may on sun", "13-01 on sun",
        "07-28  on sun", "07-28 on sun, foo on mon", "ü 07-28 on sun",
    ]

    static let untils = ["12-31", "easter +7", "13-01", "12-31 foo", "ünless"]

    static let years = [
        "2020", "2020-", "-1999", "1990-1999", "2008-2014/2", "1950-, -1940", "2020 , 2022", "1900-/4",
        // bad
        "20", "20200", "2020-2010", "2020--2022", "-", "abcd", "2020/0", "2020/x", "2020/", "2020,,2021", "2020,",
        "+2020", "2020-+202", "２０２０", "ü2020", "2020, ü", "2020\t", "2020\t-2021", "1990-1999/+2",
    ]

    static let categories = [
        "public", "bank, school", "optional,government", "half-day", "public, public",
        // bad
        "pub", "Public", "bank,, school", "bank, ü", "bänk", "bank school",
    ]

    static let scopes = [
        "national", "AA", "national, AA", "AA, BB", "aa", "A-B", "national, ZZ", "nationäl", "AA,, BB", "ÄA",
        "Stadt Zurich", "STADT-ZURICH",
    ]

    func answer(_ field: String, _ value: String, date: String = "01-01") -> String {
        let block = field == "date" ? "  date: \(value)\n" : "  date: \(date)\n  \(field): \(value)\n"
        let shown = "\(field): \(value)".debugDescription
        // `in:` and `except-in:` name subdivisions, which the country declares.
        let header = field.hasSuffix("in") ? Self.header + "  subdivision: AA Alpha\n  subdivision: BB Beta\n" : Self.header
        do {
            let rules = try RuleFileParser(fileName: "XX.rules").parse(header + "holiday h\n  name: H\n" + block)
            guard let holiday = rules.holidays.first else { return "\(shown) -> no holiday" }
            switch field {
            case "date": return "\(shown) -> \(Self.text(holiday.date))"
            case "until": return "\(shown) -> \(holiday.until.map(Self.text) ?? "nil")"
            case "observed": return "\(shown) -> \(holiday.observed.map { "\($0)" } ?? "nil")"
            case "move": return "\(shown) -> \(holiday.move.map { "\($0)" } ?? "nil")"
            case "years": return "\(shown) -> \(holiday.years.spans.map { "\($0.first)...\($0.last.map(String.init) ?? "")/\($0.step)" })"
            case "categories": return "\(shown) -> \(holiday.categories)"
            case "in", "except-in":
                switch holiday.scope {
                case .everywhere: return "\(shown) -> everywhere"
                case .only(let national, let subdivisions): return "\(shown) -> only national: \(national) \(subdivisions.sorted())"
                case .except(let subdivisions): return "\(shown) -> except \(subdivisions.sorted())"
                }
            default:
                let conditions = holiday.heldIf.map { condition in
                    "\(Self.text(condition.date)) on \(condition.weekdays.sorted().map { "\($0)" }.joined(separator: " "))"
                }
                return "\(shown) -> \(conditions.joined(separator: "; "))"
            }
        } catch {
            return "\(shown) -> error \(error)"
        }
    }

    /// A date expression, with the weekday sets sorted (a Set's own order changes from run to run).
    static func text(_ expression: DateExpression) -> String {
        if case .betweenHolidays(let except) = expression {
            return "betweenHolidays(except: \(except.sorted()))"
        }
        return "\(expression)"
    }

    @Test("every answer is the recorded one")
    func answersAsRecorded() throws {
        var lines: [String] = []
        lines += Self.dates.map { answer("date", $0) }
        lines += Self.untils.map { answer("until", $0) }
        lines += Self.heldIf.map { answer("held-if", $0) }
        lines += Self.observed.map { answer("observed", $0) }
        lines += Self.moves.map { answer("move", $0) }
        lines += Self.years.map { answer("years", $0) }
        lines += Self.categories.map { answer("categories", $0) }
        lines += Self.scopes.map { answer("in", $0) }
        lines += Self.scopes.map { answer("except-in", $0) }
        try expectMatchesFixture(lines.joined(separator: "\n") + "\n", named: "rule-value-answers.txt")
    }

    @Test("a shift too large for abs() is refused with the usual message, not a trap")
    func hugeShift() {
        for field in ["move", "observed"] {
            #expect(answer(field, "sun -9223372036854775808").contains("expected a shift such as +1, -1"))
        }
    }

    @Test("the recorded answers hold both parsed values and errors, with their positions")
    func answersCoverBoth() throws {
        let golden = try String(contentsOf: fixtureURL(named: "rule-value-answers.txt"), encoding: .utf8)
        let lines = golden.split(separator: "\n")
        #expect(
            lines.count == Self.dates.count + Self.untils.count + Self.heldIf.count + Self.observed.count + Self.moves.count
                + Self.years.count + Self.categories.count + 2 * Self.scopes.count)
        #expect(lines.filter { $0.contains("-> error XX.rules:") }.count > 150)
        #expect(lines.filter { !$0.contains("-> error") }.count > 60)
    }
}
