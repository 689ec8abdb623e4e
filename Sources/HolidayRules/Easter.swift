import CalendarCore

/// Easter Sunday computations (computus).
enum Easter {
    /// Western Easter Sunday in the Gregorian calendar: the "Anonymous Gregorian algorithm"
    /// (Meeus/Jones/Butcher), valid for every Gregorian year.
    static func western(year: Int) -> CalendarDay {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CalendarDay(year: year, month: month, day: day) ?? CalendarDay(dayNumber: 0)
    }

    /// Orthodox Easter Sunday: Meeus's Julian computus, converted to the Gregorian calendar.
    static func orthodox(year: Int) -> CalendarDay {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        // The Julian date (year, month, day) as a Gregorian day: count days from the Julian epoch.
        return julianToGregorian(year: year, month: month, day: day)
    }

    /// Converts a Julian-calendar date to the Gregorian `CalendarDay` of the same day.
    static func julianToGregorian(year: Int, month: Int, day: Int) -> CalendarDay {
        // Julian Day Number of a Julian calendar date (Fliegel–Van Flandern style).
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let jdn = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083
        // JDN 2440588 is 1970-01-01.
        return CalendarDay(dayNumber: jdn - 2_440_588)
    }
}
