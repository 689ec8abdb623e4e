import CalendarCore
import Foundation

/// The Islamic calendar by the MABIMS criteria (the religious ministers of Brunei, Indonesia, Malaysia
/// and Singapore), computed for Singapore (1.29° N, 103.85° E, UTC+8), MUIS's reference place: a month
/// begins on the day after the first evening, from the local day of the new moon on, whose sunset
/// sees the new moon (conjunction) past and the crescent high enough:
/// - before 2022, the "2-3-8" criteria: the Moon's altitude at least 2° and its elongation from the Sun
///   at least 3°, or the Moon at least 8 hours old;
/// - from 2022 (1443 AH, the MABIMS ministers' 2021 decision), altitude at least 3° and elongation at
///   least 6.4°.
/// The altitude is the Moon's centre seen from the surface (geocentric, less the parallax 0.9507° ×
/// cos altitude), the elongation geocentric, both from `LunarAstronomy`. Each month is the one whose Umm
/// al-Qura start (`UmmAlQuraTable`, then `UmmAlQuraRule`) is within a day or two of it, so months keep
/// their Hijri numbers; the years are those two cover, 1365–1530 AH (1945–2106).
enum MabimsCalendar {
    static let firstYear = UmmAlQuraTable.firstYear
    static let lastYear = UmmAlQuraRule.lastYear
    private static let latitude = 1.29
    private static let longitude = 103.85
    private static let utcOffsetHours = 8.0
    /// 1 January 2022 (Julian Day), from which the 2021 criteria apply.
    private static let newCriteriaFrom = 2_440_587.5 + Double(CalendarDay.dayNumber(year: 2022, month: 1, day: 1))

    /// The Gregorian day of Hijri `year`-`month`-`day`, or nil outside `firstYear...lastYear` or when the
    /// month has no such day.
    static func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (firstYear...lastYear).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let index = (year - firstYear) * 12 + month - 1
        guard index + 1 < monthStarts.count else { return nil }
        let start = monthStarts[index]
        guard day <= monthStarts[index + 1] - start else { return nil }
        return CalendarDay(dayNumber: start + day - 1)
    }

    /// The Gregorian days from 1 Muharram of the first year to the last day of the last, within the years computed.
    static func days(ofYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        guard let first = day(year: years.lowerBound, month: 1, day: 1),
            years.upperBound < lastYear, let next = day(year: years.upperBound + 1, month: 1, day: 1)
        else { return nil }
        return first...next.adding(days: -1)
    }

    /// The day numbers of the first day of each month from 1 Muharram `firstYear` on.
    private static let monthStarts: [Int] = {
        var starts: [Int] = []
        for year in firstYear...lastYear {
            for month in 1...12 {
                let anchor =
                    year <= UmmAlQuraTable.lastYear
                    ? UmmAlQuraTable.day(year: year, month: month, day: 1)
                    : UmmAlQuraRule.day(year: year, month: month, day: 1)
                guard let anchor else { return starts }
                starts.append(monthStart(near: anchor.dayNumber))
            }
        }
        return starts
    }()

    /// The first day (day number) of the month whose Umm al-Qura start is `anchor`.
    static func monthStart(near anchor: Int) -> Int {
        let anchorJD = 2_440_587.5 + Double(anchor)
        let conjunctionTT = LunarAstronomy.newMoon(before: anchorJD + 1.5)
        let conjunction = conjunctionTT - LunarAstronomy.deltaTDays(conjunctionTT)
        let localDay = Int((conjunction - 2_440_587.5 + utcOffsetHours / 24).rounded(.down))
        for evening in localDay...(localDay + 2) {
            // sunset is after 16:00 local time (08:00 UT) and before 21:00
            let from = 2_440_587.5 + Double(evening) + (16 - utcOffsetHours) / 24
            let sunset = LunarAstronomy.horizonCrossing(
                from: from, hours: 5, latitude: latitude, longitude: longitude, rising: false)
            guard sunset > conjunction else { continue }
            // seen from the Earth's surface: the Moon's horizontal parallax (0.95°) lowers it
            let geocentric = LunarAstronomy.moonAltitude(atUT: sunset, latitude: latitude, longitude: longitude)
            let altitude = geocentric - 0.9507 * cos(geocentric * Double.pi / 180)
            let elongation = LunarAstronomy.elongation(sunset + LunarAstronomy.deltaTDays(sunset))
            let visible =
                conjunction < newCriteriaFrom
                ? altitude >= 2 && (elongation >= 3 || (sunset - conjunction) * 24 >= 8)
                : altitude >= 3 && elongation >= 6.4
            if visible { return evening + 1 }
        }
        return localDay + 3
    }
}
