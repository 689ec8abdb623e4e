import CalendarCore

/// Nyepi, the Balinese Day of Silence: the day after Tilem Kesanga, the new moon ending the ninth month
/// of the Balinese Saka year.
///
/// Bali reckons its lunar days by the pengalantaka arithmetic, not by the observed Moon, and inserts
/// its leap months (nampih sasih) by its own rules, which Almanac does not model yet. Nyepi is
/// estimated here from the mean new moon (Meeus chapter 49 without its periodic terms, the quantity the
/// arithmetic approximates): the day after the UTC day of the mean conjunction whose Sun stands in
/// sidereal 318–348° (Lahiri), the month that in most years ends Kesanga. It gives 49 of the 68 days of
/// 1983–2050 in python-holidays' table; the others are a day apart or, in a year of a leap month, a
/// month apart (differences/ID.tsv). Always flagged estimated.
enum BalineseSaka {
    /// The estimated day of Nyepi in Gregorian `year`.
    static func nyepi(year: Int) -> CalendarDay? {
        let start = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 2, day: 1))
        var k = ((start - 2_451_550.097_66) / 29.530_588_861).rounded(.up)
        while true {
            let meanNewMoon = 2_451_550.097_66 + 29.530_588_861 * k
            guard meanNewMoon < start + 80 else { return nil }
            k += 1
            let sun = HinduLunisolar.siderealSun(meanNewMoon)
            guard (318..<348).contains(sun) else { continue }
            let day = Int((meanNewMoon - LunarAstronomy.deltaTDays(meanNewMoon) - 2_440_587.5).rounded(.down))
            return CalendarDay(dayNumber: day + 1)
        }
    }
}
