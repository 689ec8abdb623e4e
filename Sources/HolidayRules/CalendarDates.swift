import CalendarCore
import Foundation

/// Converts month-days of a calendar Foundation (ICU) computes — Chinese, Korean (dangi), Persian —
/// to the Gregorian days of a year, each conversion made once per process.
///
/// A month-day occurs zero times in a Gregorian year when that month is too short (a 30th), once
/// usually; every occurrence is returned.
/// Leap months of the Chinese calendars are never matched: `chinese 04-08` is in the regular fourth month.
struct CalendarDates: Sendable {
    private let calendars: UTCCalendars
    private var calendar: Calendar { calendars.calendar }
    private var gregorian: Calendar { calendars.gregorian }
    /// Conversions already made, keyed by (Gregorian year, month, day).
    private let memo = DayMemo()

    init(_ identifier: Calendar.Identifier) {
        calendars = UTCCalendars(identifier)
    }

    /// Every Gregorian day of `year` that is `day` of a month of this calendar; `month` gives the month's
    /// number in a given year of this calendar (it may depend on the year), `monthKey` names it
    /// for the memo.
    func days(monthKey: Int, day: Int, inGregorianYear year: Int, month: (Int) -> Int) -> [CalendarDay] {
        memo.value((year * 100 + monthKey) * 100 + day) {
            convert(day: day, inGregorianYear: year, month: month)
        }
    }

    /// Searches already made by `firstDay(ofMonthDay:onOrAfter:)`, keyed by start day and month-day.
    private let searches = DayMemo()

    /// The first day from `start` on (within 31 days) that is day `wanted` of a month of this calendar,
    /// leap months included; each search made once per process.
    func firstDay(ofMonthDay wanted: Int, onOrAfter start: CalendarDay) -> CalendarDay? {
        searches.value(start.dayNumber * 32 + wanted) {
            (0..<31).lazy.map { start.adding(days: $0) }.first { dayOfMonth($0) == wanted }.map { [$0] } ?? []
        }.first
    }

    /// The day of the month (1...30) of `day` in this calendar, leap months included.
    func dayOfMonth(_ day: CalendarDay) -> Int? {
        guard let date = gregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
            return nil
        }
        return calendar.component(.day, from: date)
    }

    private func convert(day: Int, inGregorianYear year: Int, month: (Int) -> Int) -> [CalendarDay] {
        var candidates: [(era: Int, year: Int)] = []
        for (m, d) in [(1, 1), (12, 31)] {
            guard let date = gregorian.date(from: DateComponents(year: year, month: m, day: d)) else { continue }
            let parts = calendar.dateComponents([.era, .year], from: date)
            if let era = parts.era, let own = parts.year, !candidates.contains(where: { $0 == (era, own) }) {
                candidates.append((era, own))
            }
        }
        var result: [CalendarDay] = []
        for (era, own) in candidates {
            var wanted = DateComponents(era: era, year: own, month: month(own), day: day)
            wanted.isLeapMonth = false
            guard let date = calendar.date(from: wanted) else { continue }
            let back = calendar.dateComponents([.year, .month, .day, .isLeapMonth], from: date)
            guard back.year == own, back.month == wanted.month, back.day == day, back.isLeapMonth != true else { continue }
            let parts = gregorian.dateComponents([.year, .month, .day], from: date)
            if parts.year == year, let m = parts.month, let d = parts.day, let found = CalendarDay(year: year, month: m, day: d),
                !result.contains(found)
            {
                result.append(found)
            }
        }
        return result.sorted()
    }
}
