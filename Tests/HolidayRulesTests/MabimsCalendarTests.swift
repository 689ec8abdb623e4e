import CalendarCore
@testable import HolidayRules
import Testing

/// The MABIMS criteria computed at Singapore, checked against the days MUIS fixed (as the Ministry of
/// Manpower published them, https://www.mom.gov.sg/employment-practices/public-holidays).
@Suite("MABIMS Islamic calendar")
struct MabimsCalendarTests {
    static func day(_ text: String) -> CalendarDay? { RuleText.isoDay(text) }

    /// (Hijri year, month, day, MOM's day): Hari Raya Puasa (1 Shawwal) and Hari Raya Haji (10 Dhu al-Hijjah).
    /// 2005's Hari Raya Puasa needs the 1992 criteria's 2° read as the upper limb's apparent altitude
    /// (1.25° for the centre, `CrescentCriterion.mabims1992`): with 2° for the centre it is 4 November.
    static let announced: [(Int, Int, Int, String)] = [
        (1426, 10, 1, "2005-11-03"),
        (1440, 10, 1, "2019-06-05"), (1440, 12, 10, "2019-08-11"),
        (1441, 10, 1, "2020-05-24"), (1441, 12, 10, "2020-07-31"),
        (1442, 10, 1, "2021-05-13"), (1442, 12, 10, "2021-07-20"),
        (1444, 10, 1, "2023-04-22"), (1444, 12, 10, "2023-06-29"),
        (1445, 10, 1, "2024-04-10"), (1445, 12, 10, "2024-06-17"),
        (1446, 10, 1, "2025-03-31"), (1446, 12, 10, "2025-06-07"),
    ]

    @Test("Hari Raya Puasa and Haji as MUIS fixed them, 2005 and 2019-2025 (but 2022)")
    func announcedDays() throws {
        for (year, month, dayOfMonth, expected) in Self.announced {
            #expect(MabimsCalendar.standard.day(year: year, month: month, day: dayOfMonth) == Self.day(expected), "\(year)-\(month)-\(dayOfMonth)")
        }
    }

    @Test("months of 29 or 30 days, numbered as the Umm al-Qura months they are a day or two from")
    func monthLengths() throws {
        for year in MabimsCalendar.firstYear..<MabimsCalendar.lastYear {
            for month in 1...12 {
                let start = try #require(MabimsCalendar.standard.day(year: year, month: month, day: 1))
                let next = try #require(
                    month == 12
                        ? MabimsCalendar.standard.day(year: year + 1, month: 1, day: 1)
                        : MabimsCalendar.standard.day(year: year, month: month + 1, day: 1))
                #expect([29, 30].contains(start.days(to: next)), "\(year)-\(month)")
                #expect((MabimsCalendar.standard.day(year: year, month: month, day: 30) != nil) == (start.days(to: next) == 30))
                let ummAlQura =
                    year <= UmmAlQuraTable.lastYear
                    ? UmmAlQuraTable.day(year: year, month: month, day: 1) : UmmAlQuraRule.day(year: year, month: month, day: 1)
                let anchor = try #require(ummAlQura)
                #expect(abs(anchor.days(to: start)) <= 2, "\(year)-\(month)")
            }
        }
        #expect(MabimsCalendar.standard.day(year: MabimsCalendar.firstYear - 1, month: 1, day: 1) == nil)
    }

    @Test("a rule file's islamic-calendar: mabims reaches the engine, flagged estimated")
    func throughTheEngine() throws {
        let text = """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test
              islamic-calendar: mabims

            holiday eid
              name: Eid al-Fitr
              date: islamic 10-01
            """
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", text)]))
        let region = try #require(Region(code: "XX"))
        let eid = try engine.holidays(for: region, year: 2024)
        #expect(eid.map(\.day) == [Self.day("2024-04-10")].compactMap { $0 })
        #expect(eid.allSatisfy { $0.isEstimated })
    }
}

/// The days a warning's check takes as surely reliable without ICU (`surelyReliableDays`) are reliable.
@Suite("Reliable Islamic days without ICU")
struct SurelyReliableDaysTests {
    @Test("within the reliable days of the MABIMS and Diyanet calendars, and past 2101", arguments: [
        IslamicCalendarKind.mabims, .diyanet,
    ])
    func withinReliable(_ kind: IslamicCalendarKind) throws {
        let years = try #require(kind.reliableHijriYears)
        let reckonings: [IslamicReckoning] =
            kind == .mabims
            ? [.singapore, IslamicReckoning(latitude: -6.17, longitude: 106.83, utcOffsetMinutes: 420, periods: [])]
            : [.singapore]
        for reckoning in reckonings {
            let dates = IslamicCalendarDates(kind: kind, reckoning: reckoning)
            let reliable = try #require(dates.days(ofHijriYears: years))
            let surely = try #require(dates.surelyReliableDays(ofHijriYears: years))
            #expect(reliable.lowerBound <= surely.lowerBound && surely.upperBound <= reliable.upperBound, "\(kind)")
            #expect(surely.lowerBound.days(to: reliable.lowerBound) > -5, "\(kind): \(surely) in \(reliable)")
            let lastComputed = try #require(CalendarDay(year: HolidayEngine.supportedYears.upperBound + 1, month: 12, day: 31))
            #expect(surely.upperBound >= lastComputed)
        }
    }
}
