import CalendarCore

/// Where in a year a Hindu festival can fall, known without the astronomy: the engine computes a
/// neighbouring year's festival only when it can land near the years asked for (`HolidayEngine`).
///
/// Every bound comes from how `HinduCalendar` finds the day, with margins: the Sun enters sidereal
/// sign `s` (0 Aries) within 5 days of 14 April + 30.44 × s days in 1900–2100 (the Lahiri ayanamsa
/// moves it 1.4 days a century, the Sun's unequal speed up to 2 days, leap years 1); a nija month `m`'s
/// lunation holds the Sun's entry into sign `m` (a kshaya lunation, both entries); a tithi begins
/// within 2.3 days of its mean instant (the bisection's window), and its day is within a day of it.
/// `HinduFestivalReachTests` checks every festival's days of sampled years against these windows.
extension HinduFestivalRule {
    /// The days from 1 January where the festival's day can fall, in any year: the bounds may leave
    /// the year (below 0 or past 365), to be read modulo the year's length. Nil when not bounded.
    var reach: ClosedRange<Int>? {
        switch self {
        case .tithi(let month, let tithi, _, _, _):
            return Self.tithiReach(month: month, tithi: tithi)
        case .purnimaNight(let month, _), .purnimaAparahna(let month, _):
            return Self.tithiReach(month: month, tithi: 15).map { $0.lowerBound...($0.upperBound + 1) }
        case .sankranti(let sign, _, _):
            return Self.days(Self.signEntry(sign) - 6, Self.signEntry(sign) + 7)
        case .nakshatra(let solarSign, _, let fromDay, _, _):
            let entry = Self.signEntry(solarSign) + Double(fromDay)
            return Self.days(entry - 6, entry + 6 + 32)
        case .weekdayBefore(_, let inner, _):
            return inner.reach.map { ($0.lowerBound - 7)...$0.upperBound }
        case .offset(let inner, let shift):
            return inner.reach.map { ($0.lowerBound + shift)...($0.upperBound + shift) }
        case .solarDayOfYear(let month, let day):
            let common = CalendarDay.dayNumber(year: 2001, month: month, day: day) - CalendarDay.dayNumber(year: 2001, month: 1, day: 1)
            return (common - 1)...common
        case .cycle:
            return nil
        case .special(let festival):
            switch festival {
            // the new moon (Diwali) or the dawn before it (Deepavali) with the Sun in Libra; the day
            // up to 3 days before it or 1 after
            case .diwali, .deepavali: return Self.days(Self.signEntry(6) - 6 - 4, Self.signEntry(7) + 6 + 2)
            // a full moon of 1 January to the end of February, the day within 3 days of it
            case .thaipusam: return -4...64
            default: return nil
            }
        }
    }

    /// The days from 1 January where the Sun enters sidereal sign `sign` (mean; within 5 days).
    private static func signEntry(_ sign: Int) -> Double {
        103.5 + 30.44 * Double(sign)
    }

    private static func days(_ low: Double, _ high: Double) -> ClosedRange<Int> {
        Int(low.rounded(.down))...Int(high.rounded(.up))
    }

    /// A nija month's lunation starts within 29.9 days before the Sun enters sign `month` and the
    /// tithi lies within 2.3 days of its mean place in it; the day within 2 days of the tithi.
    private static func tithiReach(month: Int, tithi: Int) -> ClosedRange<Int>? {
        let entry = signEntry(month)
        let tithiLength = 29.530_588_861 / 30
        return days(
            entry - 5 - 29.9 + Double(tithi - 1) * tithiLength - 2.3 - 2,
            entry + 5 + Double(tithi) * tithiLength + 2.3 + 2)
    }
}

extension HinduFestival {
    /// The day ranges (day numbers) within Gregorian `year` the festival can fall in; nil when not bounded.
    func possibleDays(year: Int) -> [ClosedRange<Int>]? {
        guard let reach = rule.reach else { return nil }
        let first = CalendarDay.dayNumber(year: year, month: 1, day: 1)
        let last = CalendarDay.dayNumber(year: year, month: 12, day: 31)
        return (-2...2).compactMap { cycle in
            let low = max(first, first + reach.lowerBound + cycle * 365)
            let high = min(last, first + reach.upperBound + cycle * 365)
            return low <= high ? low...high : nil
        }
    }
}

extension DateExpression {
    /// The day ranges (day numbers) the expression can give for `year`, for those bounded without
    /// computing them (Hindu festivals, shifted or not); nil for the others.
    func possibleDays(year: Int) -> [ClosedRange<Int>]? {
        switch self {
        case .hindu(let festival):
            return festival.possibleDays(year: year)
        case .offset(let inner, let days):
            return inner.possibleDays(year: year)?.map { ($0.lowerBound + days)...($0.upperBound + days) }
        default:
            return nil
        }
    }
}
