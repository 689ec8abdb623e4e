import CalendarCore
import HolidayRules
import Testing

/// Holidays computed outside the range where their calendar is reliable are kept, with a warning.
@Suite("Calendar warnings")
struct CalendarWarningTests {
    static func rules(_ code: String, calendar: String, eid: String = "") -> String {
        """
        country \(code)
          name: Testland
          revised: 2026-01-01
          source: test
          islamic-calendar: \(calendar)
        holiday eid
          name: Eid
          date: islamic 10-01
          observed: sun +1\(eid)
        holiday new-year
          name: New Year
          date: 01-01
        """
    }

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(
            rules: try RuleBook(files: [
                ("SA.rules", Self.rules("SA", calendar: "umm-al-qura")), ("MA.rules", Self.rules("MA", calendar: "civil")),
                ("AE.rules", Self.rules("AE", calendar: "umm-al-qura", eid: "\n  moved: 2079-08-20")),
            ]))
    }

    @Test("Umm al-Qura dates beyond the published tables (1356-1500 AH) warn, once per region, year and calendar")
    func ummAlQura() throws {
        let region = Region(code: "SA")!
        let evaluation = try engine.evaluation(for: region, in: DayRange(years: 2076...2080))
        #expect(evaluation.warnings.map(\.year) == [2078, 2079, 2080])
        let warning = try #require(evaluation.warnings.first)
        #expect(warning.calendar == "islamic umm-al-qura")
        #expect(warning.holidayKeys == ["eid"])
        #expect(warning.reliableDays.lowerBound.description == "1937-03-14")
        #expect(warning.reliableDays.upperBound.description == "2077-11-16")
        // Nothing is dropped: every year still has its Eid, and only Eid is concerned.
        for year in 2076...2080 {
            #expect(evaluation.holidays.contains { $0.key == "eid" && $0.day.year == year })
        }
        #expect(evaluation.holidays.filter { warning.concerns($0) }.allSatisfy { $0.key.hasPrefix("eid") && $0.day.year == 2078 })
        #expect(try engine.evaluation(for: region, in: DayRange(years: 1950...2050)).warnings.isEmpty)
        #expect(try engine.evaluation(for: region, in: DayRange(year: 1936)).warnings.map(\.year) == [1936])
    }

    @Test("a day declared for a year (moved:) is not an estimate: no warning for that year")
    func declaredDay() throws {
        let evaluation = try engine.evaluation(for: Region(code: "AE")!, in: DayRange(years: 2078...2080))
        #expect(evaluation.warnings.map(\.year) == [2078, 2080])
        #expect(evaluation.holidays.filter { $0.key == "eid" && $0.day.year == 2079 }.map(\.day.description) == ["2079-08-20"])
    }

    @Test("arithmetic Islamic calendars are exact everywhere: no warning")
    func civil() throws {
        #expect(try engine.evaluation(for: Region(code: "MA")!, in: DayRange(years: 1900...2100)).warnings.isEmpty)
    }
}
