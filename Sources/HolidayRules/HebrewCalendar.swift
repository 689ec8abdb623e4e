import CalendarCore

/// The arithmetic Hebrew calendar (molad and postponement rules), after Dershowitz and Reingold,
/// *Calendrical Calculations* (3rd ed.), chapter 8.
///
/// Computed here rather than with Foundation's `.hebrew` calendar because ICU's gets a year wrong
/// within 1950–2100: it makes 5806 a day too long, so every date from Kislev 5806 (December 2045) to
/// Elul 5806 and the new year 5807 (1 October 2046) falls a day late.
enum HebrewCalendar {
    /// The Gregorian days of `year` that are `day` of `month` (none when that month has no such day).
    static func days(month: HebrewMonth, day: Int, inGregorianYear year: Int) -> [CalendarDay] {
        var result: [CalendarDay] = []
        for hebrewYear in (year + 3760)...(year + 3761) {
            let number = monthNumber(month, year: hebrewYear)
            guard day >= 1, day <= lastDay(ofMonth: number, year: hebrewYear) else { continue }
            let found = CalendarDay(dayNumber: fixedDay(year: hebrewYear, month: number, day: day) - unixEpoch)
            if found.year == year { result.append(found) }
        }
        return result
    }

    /// R.D. (days from 1 January 1 proleptic Gregorian, that day being 1) of 1 January 1970.
    private static let unixEpoch = 719_163
    /// R.D. of 1 Tishrei AM 1.
    private static let epoch = -1_373_427

    /// Months counted from Nisan (1) to Adar (12) or, in a leap year, Adar I (12) and Adar II (13).
    private static let nisan = 1, tishrei = 7

    static func isLeapYear(_ year: Int) -> Bool { HebrewMonth.isLeapYear(year) }

    private static func monthNumber(_ month: HebrewMonth, year: Int) -> Int {
        switch month {
        case .nisan: 1
        case .iyar: 2
        case .sivan: 3
        case .tammuz: 4
        case .av: 5
        case .elul: 6
        case .tishrei: 7
        case .cheshvan: 8
        case .kislev: 9
        case .tevet: 10
        case .shevat: 11
        case .adarI: 12
        case .adar: isLeapYear(year) ? 13 : 12
        }
    }

    private static func lastMonth(ofYear year: Int) -> Int { isLeapYear(year) ? 13 : 12 }

    /// Days from the epoch to the mean new year, with the first postponements (molad zaken, lo ADU).
    private static func elapsedDays(_ year: Int) -> Int {
        let months = floorDivide(235 * year - 234, 19)
        let parts = 12_084 + 13_753 * months
        let days = 29 * months + floorDivide(parts, 25_920)
        return (3 * (days + 1)) % 7 < 3 ? days + 1 : days
    }

    /// The further postponement that keeps years between 353 and 385 days long.
    private static func yearLengthCorrection(_ year: Int) -> Int {
        let previous = elapsedDays(year - 1), this = elapsedDays(year), next = elapsedDays(year + 1)
        if next - this == 356 { return 2 }
        if this - previous == 382 { return 1 }
        return 0
    }

    /// R.D. of 1 Tishrei of `year`.
    private static func newYear(_ year: Int) -> Int {
        epoch + elapsedDays(year) + yearLengthCorrection(year)
    }

    private static func daysInYear(_ year: Int) -> Int { newYear(year + 1) - newYear(year) }

    private static func lastDay(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2, 4, 6, 10, 13: return 29
        case 12 where !isLeapYear(year): return 29
        case 8 where ![355, 385].contains(daysInYear(year)): return 29  // Cheshvan is long only in complete years
        case 9 where [353, 383].contains(daysInYear(year)): return 29  // Kislev is short in deficient years
        default: return 30
        }
    }

    /// R.D. of `day` of `month` (numbered from Nisan) of `year`.
    private static func fixedDay(year: Int, month: Int, day: Int) -> Int {
        var days = newYear(year) + day - 1
        if month < tishrei {
            for m in tishrei...lastMonth(ofYear: year) { days += lastDay(ofMonth: m, year: year) }
            for m in nisan..<month { days += lastDay(ofMonth: m, year: year) }
        } else {
            for m in tishrei..<month { days += lastDay(ofMonth: m, year: year) }
        }
        return days
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
