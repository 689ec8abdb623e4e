import CalendarCore

/// The complete weeks that show one month: rows of seven days, starting on a given weekday.
///
/// Leading and trailing days of the neighbouring months fill the first and last rows, so every row has
/// seven cells; a month spans four to six rows.
struct MonthGrid {
    /// The first day of the month shown.
    let month: CalendarDay
    /// The week rows, each of seven consecutive days.
    let weeks: [[CalendarDay]]

    /// Lays out the month of `day` with weeks starting on `firstWeekday`.
    init(month day: CalendarDay, firstWeekday: Weekday) {
        let first = day.firstOfMonth
        let last = first.adding(days: CalendarDay.daysInMonth(year: first.year, month: first.month) - 1)
        let leading = (first.weekday.isoNumber - firstWeekday.isoNumber + 7) % 7
        let trailing = (firstWeekday.advanced(by: 6).isoNumber - last.weekday.isoNumber + 7) % 7
        let start = first.adding(days: -leading)
        let count = leading + first.days(to: last) + 1 + trailing
        month = first
        weeks = stride(from: 0, to: count, by: 7).map { offset in
            (0..<7).map { start.adding(days: offset + $0) }
        }
    }

    /// Whether `day` belongs to the month shown (not a leading or trailing day).
    func contains(_ day: CalendarDay) -> Bool {
        day.year == month.year && day.month == month.month
    }
}
