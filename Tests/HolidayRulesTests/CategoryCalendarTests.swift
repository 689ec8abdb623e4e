import CalendarCore
import HolidayRules
import Testing

/// `days-taken: by-category` (each category a calendar of its own), `move-name:`, `both … and …`,
/// `… unless …`, and holidays dropped by `none` leaving their day before other moves: Hong Kong's
/// statutory and general holidays in miniature.
@Suite("Category calendars, moved names and date conditions")
struct CategoryCalendarTests {
    static func rules(daysTaken: String) -> String {
        """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          weekend: sun
          days-taken: \(daysTaken)
        holiday labour-day                 # statutory and general, not held on a Sunday
          name: Labour Day
          date: 05-01
          categories: public, optional
          move: sun none
        holiday labour-day-on-sunday       # statutory on a Sunday: a substitute on the next working day
          name: Labour Day
          date: 05-01
          move: mon tue wed thu fri sat none
          observed: sun next-workday
        holiday day-following-labour-day   # general: the day following, when 1 May is a Sunday
          name: The day following Labour Day
          date: 05-02
          categories: optional
          move: tue wed thu fri sat sun none
        holiday national-day               # general: to the next working day on a Sunday, renamed
          name: National Day
          date: 10-01
          categories: optional
          move: sun next-workday
          move-name: The day following National Day
        holiday skipped                    # not held on a Monday: must not stop the walk above
          name: Skipped
          date: 10-02
          categories: optional
          move: mon none
        holiday easter-monday
          name: Easter Monday
          date: easter +1 unless 04-05
          categories: optional
        holiday day-following-easter-monday
          name: The day following Easter Monday
          date: both easter +2 and 04-06
          categories: optional
        """
    }

    func holidays(_ daysTaken: String, _ year: Int) throws -> [String] {
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules(daysTaken: daysTaken))]))
        return try engine.holidays(for: Region(code: "XX")!, year: year).map {
            "\($0.day) \($0.name) [\($0.categories.map(\.rawValue).joined(separator: ","))]"
        }
    }

    @Test("by-category: a statutory substitute skips statutory holidays only")
    func byCategory() throws {
        // 1 May 2022 is a Sunday: the general holiday is the Monday after, and the statutory substitute
        // is that Monday too, since the general holiday is not a statutory one.
        let may = try holidays("by-category", 2022).filter { $0.hasPrefix("2022-05") }
        #expect(
            may == [
                "2022-05-01 Labour Day [public]", "2022-05-02 Labour Day (observed) [public]",
                "2022-05-02 The day following Labour Day [optional]",
            ])
        // With every holiday taking its day, the substitute goes on to the Tuesday.
        let all = try holidays("all", 2022).filter { $0.hasPrefix("2022-05") }
        #expect(all.contains("2022-05-03 Labour Day (observed) [public]"))
        // On a weekday one holiday carries both categories.
        #expect(try holidays("by-category", 2023).contains("2023-05-01 Labour Day [public,optional]"))
    }

    @Test("move-name names the moved day; a holiday dropped on its weekday frees its day first")
    func moveName() throws {
        // 1 October 2023 is a Sunday; 2 October, a Monday, holds 'Skipped' only in years it is not a Monday.
        let october = try holidays("by-category", 2023).filter { $0.hasPrefix("2023-10") }
        #expect(october == ["2023-10-02 The day following National Day [optional]"])
        #expect(try holidays("by-category", 2024).contains("2024-10-01 National Day [optional]"))
    }

    @Test("both gives the day two dates share; unless drops a date that another gives")
    func bothAndUnless() throws {
        // Easter 2026 is 5 April: Easter Monday (6 April) stands.
        // Easter 2021 is 4 April: Easter Monday is 5 April, dropped, and the day following it is 6 April.
        let y2021 = try holidays("all", 2021).filter { $0.contains("Easter") }
        #expect(y2021 == ["2021-04-06 The day following Easter Monday [optional]"])
        let y2026 = try holidays("all", 2026).filter { $0.contains("Easter") }
        #expect(y2026 == ["2026-04-06 Easter Monday [optional]"])
    }
}
