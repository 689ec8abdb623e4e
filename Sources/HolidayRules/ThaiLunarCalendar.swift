import CalendarCore
import Foundation

/// The Thai lunar calendar (ปฏิทินจันทรคติไทย), computed by the traditional arithmetic of the
/// Suriyayatra as J. C. Eade describes it (*The Calendrical Systems of Mainland South-East Asia*, 1995)
/// with Faraut's weekday rule for placing the leap day (*Astronomie cambodgienne*, 1910).
///
/// A lunar year has twelve months of alternately 29 and 30 days (354 days), counted from the first month
/// (เดือนอ้าย, November or December); an athikawan (อธิกวาร) year adds a day to the seventh month (355),
/// an athikamat (อธิกมาส) year repeats the eighth month (8-8, "แปดสองหน", 384). Which, and where the
/// months fall, follows from the Chula Sakarat year (CS = Gregorian year − 638) that begins in April:
/// - horakhun, the days since the epoch at the CS New Year: ⌊(292207·CS + 373) / 800⌋ + 1;
///   kammacubala, the fraction of the day left: 800 − (292207·CS + 373) mod 800;
/// - avoman, the excess of lunar over solar days in 692ths: (11·horakhun + 650) mod 692; tithi, the
///   lunar day at the New Year: (horakhun + ⌊(11·horakhun + 650) / 692⌋) mod 30;
/// - athikamat when the tithi is 25 or more or 5 or less (not 25 followed by 5; 24 followed by 6 counts);
/// - athikawan when the avoman is at most 137 (126 in a solar leap year, kammacubala ≤ 207); a leap day
///   falling in an athikamat year goes to the year before or after, whichever keeps the weekdays of the
///   New Years in sequence;
/// - the New Year's day is the tithi-th day of the fifth month (of the sixth when the tithi is under 6),
///   one day later when the weekdays of the New Years before and after would otherwise break.
///
/// The Royal Household's published calendars do not always follow these rules (python-holidays reads
/// the kinds of years from a table of published and precomputed calendars): see `Rules/README.md`.
struct ThaiLunarCalendar: Sendable {
    /// The kind of a lunar year.
    enum YearKind: Equatable { case normal, leapDay, leapMonth }

    private let memo = DayMemo()
    private let fifthMonths = FifthMonthMemo()

    /// Every Gregorian day of `year` that is day `day` (1…30; 16 and on are the waning days) of lunar
    /// `month` (1…12, or 88 for the second eighth month of an athikamat year, the only eighth month in
    /// other years); in athikamat years `athikamat` instead, if given.
    func days(month: Int, day: Int, athikamat: (month: Int, day: Int)?, inGregorianYear year: Int) -> [CalendarDay] {
        let key = ((year * 100 + month) * 100 + day) * 10_000 + (athikamat.map { $0.month * 100 + $0.day } ?? 0)
        return memo.value(key) {
            var result: [CalendarDay] = []
            for lunarYear in [year, year + 1] {
                let leap = self.kind(ofLunarYear: lunarYear) == .leapMonth
                let (wantedMonth, wantedDay) = leap ? (athikamat ?? (month, day)) : (month, day)
                guard let found = self.day(month: wantedMonth, day: wantedDay, lunarYear: lunarYear),
                    found.year == year
                else {
                    continue
                }
                result.append(found)
            }
            return result.sorted()
        }
    }

    /// The kind of the lunar year whose months run from November or December of `lunarYear` − 1: its
    /// length from its first day to the next year's.
    func kind(ofLunarYear lunarYear: Int) -> YearKind {
        switch firstDay(ofLunarYear: lunarYear + 1) - firstDay(ofLunarYear: lunarYear) {
        case 355: .leapDay
        case 383...386: .leapMonth
        default: .normal
        }
    }

    /// `day` of `month` of the lunar year `lunarYear` (see `days(month:day:athikamat:inGregorianYear:)`).
    func day(month: Int, day: Int, lunarYear: Int) -> CalendarDay? {
        let kind = self.kind(ofLunarYear: lunarYear)
        var lengths = [29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30]
        if kind == .leapDay { lengths[6] = 30 }
        if kind == .leapMonth { lengths.insert(30, at: 8) }
        let index: Int
        switch month {
        case 1...8: index = month - 1
        case 88: index = kind == .leapMonth ? 8 : 7
        case 9...12: index = month - 1 + (kind == .leapMonth ? 1 : 0)
        default: return nil
        }
        guard (1...lengths[index]).contains(day) else { return nil }
        let start = firstDay(ofLunarYear: lunarYear) + lengths.prefix(index).reduce(0, +)
        return CalendarDay(dayNumber: start + day - 1)
    }

    /// The day number of the first day of the first month of the lunar year: 118 days (four months)
    /// before the first day of its fifth month, which the New Year of CS `lunarYear` − 638 fixes.
    func firstDay(ofLunarYear lunarYear: Int) -> Int {
        fifthMonths.value(lunarYear - 638) { fifthMonth(chulaSakarat: $0) } - 118
    }

    // MARK: - The Suriyayatra arithmetic

    /// One Chula Sakarat year's figures at its New Year.
    private struct Year {
        var horakhun: Int
        var tithi: Int
        var kind: YearKind
        /// A leap day that collides with a leap month and must go to a neighbouring year.
        var displacedLeapDay: Bool
        var newYearDate: Int
        var newYearOffset = false
        /// The weekday (0…6) of the first day of the fifth month, and of the next year's.
        var fifthMonthWeekday: Int
        var nextFifthMonthWeekday: Int
    }

    private static func horakhun(_ cs: Int) -> (horakhun: Int, kammacubala: Int) {
        let n = cs * 292_207 + 373
        return (n.floorDivided(by: 800) + 1, 800 - n.modulo(800))
    }

    private static func tithiAndAvoman(_ cs: Int) -> (tithi: Int, avoman: Int) {
        let h = horakhun(cs).horakhun
        let quotient = (11 * h + 650).floorDivided(by: 692)
        var avoman = (11 * h + 650).modulo(692)
        var tithi = (quotient + h).modulo(30)
        if avoman == 0 {
            avoman = 692
            tithi -= 1
        }
        return (tithi, avoman)
    }

    private static func year(_ cs: Int) -> Year {
        let (h, kammacubala) = horakhun(cs)
        let (tithi, avoman) = tithiAndAvoman(cs)
        let next = tithiAndAvoman(cs + 1).tithi
        let previous = tithiAndAvoman(cs - 1).tithi
        var leapMonth = (tithi > 24 || tithi < 6) && !(tithi == 25 && next == 5)
        if tithi == 24 && next == 6 { leapMonth = true }
        if previous == 24 && tithi == 6 { leapMonth = false }
        let solarLeapYear = kammacubala <= 207
        let leapDay = avoman <= (solarLeapYear ? 126 : 137)
        let kind: YearKind = leapMonth ? .leapMonth : leapDay ? .leapDay : .normal
        let newYearDate = tithi == 0 ? 1 : tithi
        let daysIntoFifthMonth = newYearDate < 6 ? newYearDate + 29 : newYearDate
        let weekday = (h.modulo(7) - daysIntoFifthMonth + 1 + 35).modulo(7)
        return Year(
            horakhun: h, tithi: tithi, kind: kind, displacedLeapDay: leapMonth && leapDay,
            newYearDate: newYearDate, fifthMonthWeekday: weekday,
            nextFifthMonthWeekday: (weekday + Self.length(kind)).modulo(7))
    }

    private static func length(_ kind: YearKind) -> Int {
        switch kind {
        case .normal: 354
        case .leapDay: 355
        case .leapMonth: 384
        }
    }

    /// The day number of the first day of the fifth month of CS year `cs`, the month of its New Year.
    private func fifthMonth(chulaSakarat cs: Int) -> Int {
        var years = (-2...2).map { Self.year(cs + $0) }
        // A leap day in an athikamat year moves to the year whose New Year weekday it mends.
        for i in 1...3 where years[i].displacedLeapDay {
            let target = years[i].fifthMonthWeekday == years[i - 1].nextFifthMonthWeekday ? i + 1 : i - 1
            if years[target].kind == .normal {
                years[target].kind = .leapDay
                years[target].nextFifthMonthWeekday = (years[target].nextFifthMonthWeekday + 1).modulo(7)
            }
        }
        // A New Year out of sequence with both neighbours falls one day later in the month.
        for i in 1...3
        where years[i - 1].nextFifthMonthWeekday != years[i].fifthMonthWeekday
            && years[i].nextFifthMonthWeekday != years[i + 1].fifthMonthWeekday
        {
            years[i].newYearOffset = true
            years[i].newYearDate += 1
            years[i].fifthMonthWeekday = (years[i].fifthMonthWeekday + 6).modulo(7)
            years[i].nextFifthMonthWeekday = (years[i].nextFifthMonthWeekday + 6).modulo(7)
        }
        let year = years[2]
        let daysIntoFifthMonth =
            year.newYearDate < 6 + (year.newYearOffset ? 1 : 0) ? year.newYearDate + 29 : year.newYearDate
        // The CS epoch: horakhun 1 is Julian day 1954168; day numbers count from 1970-01-01 (JD 2440588).
        let newYearDay = year.horakhun + 1_954_167 - 2_440_588
        return newYearDay - daysIntoFifthMonth + 1
    }
}

extension Int {
    /// Division rounding towards negative infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder of `floorDivided(by:)`, in 0 ..< divisor.
    fileprivate func modulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}

/// The first days of the fifth months already computed, by Chula Sakarat year; safe from any thread.
private final class FifthMonthMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var days: [Int: Int] = [:]

    func value(_ year: Int, orCompute compute: (Int) -> Int) -> Int {
        if let known = lock.withLock({ days[year] }) { return known }
        let computed = compute(year)
        lock.withLock { days[year] = computed }
        return computed
    }
}
