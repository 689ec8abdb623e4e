import CalendarCore
import Testing

@testable import HolidayRules

/// The Thai lunar calendar (`ThaiLunarCalendar`): the shape of its years and the Buddhist holy days the
/// Office of National Buddhism announced for 2023-2026.
@Suite("Thai lunar calendar")
struct ThaiLunarCalendarTests {
    static let calendar = ThaiLunarCalendar()

    func day(_ text: String) -> CalendarDay? { CalendarDay(iso: text) }

    @Test("every year of 1900-2100 has 354, 355 or 384 days, about 7 leap months in 19 years")
    func yearLengths() {
        var counts: [Int: Int] = [:]
        for year in 1900...2100 {
            let length = Self.calendar.firstDay(ofLunarYear: year + 1) - Self.calendar.firstDay(ofLunarYear: year)
            counts[length, default: 0] += 1
        }
        #expect(Set(counts.keys) == [354, 355, 384], "\(counts)")
        let leapMonths = counts[384] ?? 0
        #expect((72...76).contains(leapMonths), "\(leapMonths) athikamat years in 201")
    }

    @Test("Makha, Visakha and Asarnha Bucha, the Lent and Loy Krathong, 2023-2026")
    func holyDays() {
        func holy(_ month: Int, _ day: Int, _ leap: (Int, Int)?, _ year: Int) -> [CalendarDay] {
            Self.calendar.days(month: month, day: day, athikamat: leap, inGregorianYear: year)
        }
        // 2023 (BE 2566) has two eighth months: Makha Bucha in the fourth month, Visakha in the seventh.
        #expect(Self.calendar.kind(ofLunarYear: 2023) == .leapMonth)
        #expect(holy(3, 15, (4, 15), 2023) == [day("2023-03-06")!])
        #expect(holy(6, 15, (7, 15), 2023) == [day("2023-06-03")!])
        #expect(holy(88, 15, nil, 2023) == [day("2023-08-01")!])
        #expect(holy(8, 15, nil, 2023) == [day("2023-07-02")!])  // the first eighth month
        #expect(holy(12, 15, nil, 2023) == [day("2023-11-27")!])
        // 2024: a common year; 88 is the only eighth month.
        #expect(Self.calendar.kind(ofLunarYear: 2024) == .normal)
        #expect(holy(3, 15, (4, 15), 2024) == [day("2024-02-24")!])
        #expect(holy(6, 15, (7, 15), 2024) == [day("2024-05-22")!])
        #expect(holy(88, 15, nil, 2024) == [day("2024-07-20")!])
        #expect(holy(88, 16, nil, 2024) == holy(8, 16, nil, 2024))
        #expect(holy(12, 15, nil, 2024) == [day("2024-11-15")!])
        // 2025: the seventh month has 30 days.
        #expect(Self.calendar.kind(ofLunarYear: 2025) == .leapDay)
        #expect(Self.calendar.day(month: 7, day: 30, lunarYear: 2025) != nil)
        #expect(Self.calendar.day(month: 7, day: 30, lunarYear: 2024) == nil)
        #expect(holy(88, 15, nil, 2025) == [day("2025-07-10")!])
        #expect(holy(88, 15, nil, 2026) == [day("2026-07-29")!])
        #expect(holy(12, 15, nil, 2026) == [day("2026-11-24")!])
    }

    @Test("months 1 and 2 of a lunar year fall in the Gregorian year before")
    func monthsAcrossNewYear() {
        let first = Self.calendar.firstDay(ofLunarYear: 2025)
        #expect(CalendarDay(dayNumber: first).year == 2024)
        #expect(
            Self.calendar.days(month: 1, day: 1, athikamat: nil, inGregorianYear: 2024) == [
                CalendarDay(dayNumber: first)
            ])
        #expect(Self.calendar.day(month: 13, day: 1, lunarYear: 2025) == nil)
        #expect(Self.calendar.day(month: 1, day: 30, lunarYear: 2025) == nil)  // the first month has 29 days
    }
}
