import CalendarCore
import Foundation
@testable import HolidayRules
import Testing

/// `ChineseCalendarDates` gives ICU's days wherever it computes them without ICU.
@Suite("Chinese and Korean calendars without ICU")
struct ChineseCalendarDatesTests {
    static let calendars: [(name: String, fast: ChineseCalendarDates, icu: CalendarDates)] = [
        ("chinese", .chinese(), CalendarDates(.chinese)), ("korean", .korean(), CalendarDates(.dangi)),
    ]

    @Test("ICU's month-days in every year, 1899-2100, most computed without it", arguments: [0, 1])
    func monthDays(_ which: Int) {
        let (name, fast, icu) = Self.calendars[which]
        var computed = 0
        for year in 1899...2100 {
            for month in 1...12 {
                if fast.computesDays(month: month, inGregorianYear: year) { computed += 1 }
                for day in [1, 29, 30] {
                    let expected = icu.days(monthKey: month, day: day, inGregorianYear: year) { _ in month }
                    #expect(fast.days(month: month, day: day, inGregorianYear: year) == expected, "\(name) \(year) \(month)-\(day)")
                }
            }
        }
        // most months are computed, or the fast path is pointless (Korea's from 1914 only)
        #expect(computed >= (name == "korean" ? 1_600 : 1_900), "\(name): \(computed) of 2,424 months computed")
    }

    @Test("ICU's day of the month, leap months included, on every day of 1899-2100", arguments: [0, 1])
    func daysOfMonth(_ which: Int) throws {
        let (name, fast, icu) = Self.calendars[which]
        for year in 1899...2100 {
            let first = try #require(CalendarDay(year: year, month: 1, day: 1))
            for offset in 0..<365 {
                let day = first.adding(days: offset)
                #expect(fast.dayOfMonth(day) == icu.dayOfMonth(day), "\(name) \(day)")
            }
        }
    }

    @Test("the first 15th on or after 1 May (Malaysia's Vesak), with or without ICU", arguments: [0, 1])
    func firstDay(_ which: Int) throws {
        let (name, fast, icu) = Self.calendars[which]
        for year in 1899...2100 {
            let start = try #require(CalendarDay(year: year, month: 5, day: 1))
            #expect(fast.firstDay(ofMonthDay: 15, onOrAfter: start) == icu.firstDay(ofMonthDay: 15, onOrAfter: start), "\(name) \(year)")
        }
    }
}
