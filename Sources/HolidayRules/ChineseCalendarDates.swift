import CalendarCore
import Foundation

/// The Chinese (or Korean) calendar's days as Foundation (ICU) gives them, computed without ICU where
/// that gives the same days: ICU's calendar costs about a millisecond to load and its conversions are
/// slow, more than the rest of a year of holidays.
///
/// `LunisolarCalendar` at the calendar's meridian (UTC+8 for China, UTC+9 for Korea) follows the same
/// rules from another ephemeris, so it gives ICU's days except where an instant deciding a month (a new
/// moon, a December solstice, the Sun entering a sign in a year of thirteen months) is a few minutes
/// from the midnight it is compared with. Where every such instant of the cycles a conversion uses is
/// at least `margin` minutes from it (`LunisolarCalendar.isSettled`), and the year is in `ownYears`,
/// the days are computed; otherwise ICU's are taken. The tests check that this gives ICU's days for every month-day
/// of 1899–2100 (`ChineseCalendarDatesTests`); ICU's Korean calendar kept other meridians before 1912.
struct ChineseCalendarDates: Sendable {
    private let icu: CalendarDates
    private let own: LunisolarCalendar
    private let ownYears: ClosedRange<Int>
    /// Minutes: where ICU's days differ from this ephemeris's in 1899–2100, the deciding instant is
    /// within a minute of midnight (2057, 2097; Korea before 1912 aside); the tests check every day.
    static let margin = 2.0

    /// China's calendar (`chinese`, UTC+8).
    static func chinese() -> ChineseCalendarDates {
        ChineseCalendarDates(identifier: .chinese, offsetMinutes: 8 * 60, ownYears: 1899...2100)
    }

    /// Korea's (`dangi`, UTC+9, which ICU keeps from 1912).
    static func korean() -> ChineseCalendarDates {
        ChineseCalendarDates(identifier: .dangi, offsetMinutes: 9 * 60, ownYears: 1914...2100)
    }

    private init(identifier: Calendar.Identifier, offsetMinutes: Int, ownYears: ClosedRange<Int>) {
        icu = CalendarDates(identifier)
        own = LunisolarCalendar(offsetMinutes: offsetMinutes)
        self.ownYears = ownYears
    }

    /// Whether the days of Gregorian `year` can be computed without ICU when they depend on the months
    /// of the cycles from the December solstices of `cycles`.
    private func computes(_ year: Int, cycles: ClosedRange<Int>) -> Bool {
        ownYears.contains(year) && own.isSettled(cycles: cycles, minutes: Self.margin)
    }

    /// Whether `days(month:day:inGregorianYear: year)` is computed without ICU.
    func computesDays(month: Int, inGregorianYear year: Int) -> Bool {
        // the lunar years beginning in year − 1 and year: months 1-10 in the cycles from the solstices
        // before them, 11 and 12 in the cycles from the solstices they follow
        computes(year, cycles: month <= 10 ? (year - 2)...(year - 1) : (year - 1)...year)
    }

    /// Every Gregorian day of `year` that is `day` of the regular `month`.
    func days(month: Int, day: Int, inGregorianYear year: Int) -> [CalendarDay] {
        computesDays(month: month, inGregorianYear: year)
            ? own.days(month: month, day: day, inGregorianYear: year)
            : icu.days(monthKey: month, day: day, inGregorianYear: year) { _ in month }
    }

    /// Whether `dayOfMonth` of `day` is computed without ICU.
    func computesDayOfMonth(_ day: CalendarDay) -> Bool {
        computes(day.year, cycles: (day.year - 1)...day.year)
    }

    /// The first day from `start` on (within 31 days) that is day `wanted` of a month, leap months included.
    func firstDay(ofMonthDay wanted: Int, onOrAfter start: CalendarDay) -> CalendarDay? {
        let days = (0..<31).map { start.adding(days: $0) }
        guard days.allSatisfy(computesDayOfMonth) else { return icu.firstDay(ofMonthDay: wanted, onOrAfter: start) }
        return days.first { own.dayOfMonth($0) == wanted }
    }

    /// The day of its month of `day`, leap months included (for the tests).
    func dayOfMonth(_ day: CalendarDay) -> Int? {
        computesDayOfMonth(day) ? own.dayOfMonth(day) : icu.dayOfMonth(day)
    }
}
