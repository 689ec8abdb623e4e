import CalendarCore
import Foundation

/// The Islamic calendar computed by crescent visibility criteria at a reference place, as the MABIMS
/// countries (the religious ministers of Brunei, Indonesia, Malaysia and Singapore) compute theirs: a
/// month begins on the day after the first evening, from the local day of the new moon on, whose
/// sunset sees the new moon (conjunction) past and the crescent meeting the criterion of its period
/// (`IslamicReckoning`). The default reckoning is Singapore's (1.29° N, 103.85° E, UTC+8, MUIS's
/// reference place):
/// - before 2022, the "2-3-8" criteria: the Moon's altitude at least 2° (apparent, upper limb: 1.25° for
///   the centre without refraction, see `CrescentCriterion`) and its elongation from the Sun at least 3°,
///   or the Moon at least 8 hours old;
/// - from 2022 (1443 AH, the MABIMS ministers' 2021 decision), altitude at least 3° and elongation at
///   least 6.4°.
/// The altitude is the Moon's centre seen from the surface (geocentric, less the parallax 0.9507° ×
/// cos altitude), the elongation geocentric, both from `LunarAstronomy`. Each month is the one whose Umm
/// al-Qura start (`UmmAlQuraTable`, then `UmmAlQuraRule`) is within a day or two of it, so months keep
/// their Hijri numbers; the years are those two cover, 1365–1530 AH (1945–2106).
final class MabimsCalendar: Sendable {
    static let firstYear = UmmAlQuraTable.firstYear
    static let lastYear = UmmAlQuraRule.lastYear

    /// The calendar of the default reckoning (Singapore, MABIMS criteria).
    static var standard: MabimsCalendar { calendar(for: .singapore) }

    /// The calendar of `reckoning`, one per process (its months are computed as they are asked for).
    static func calendar(for reckoning: IslamicReckoning) -> MabimsCalendar {
        registry.calendar(for: reckoning)
    }

    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var calendars: [IslamicReckoning: MabimsCalendar] = [:]

        func calendar(for reckoning: IslamicReckoning) -> MabimsCalendar {
            if let known = lock.withLock({ calendars[reckoning] }) { return known }
            let computed = MabimsCalendar(reckoning: reckoning)
            return lock.withLock {
                if let known = calendars[reckoning] { return known }
                calendars[reckoning] = computed
                return computed
            }
        }
    }

    let reckoning: IslamicReckoning
    /// First days (day numbers) of the months computed so far, by month index from 1 Muharram
    /// `firstYear`; each month is computed on first use (a sunset search of a few evenings).
    private let monthStarts = MonthStarts()

    private final class MonthStarts: @unchecked Sendable {
        private let lock = NSLock()
        private var starts: [Int: Int?] = [:]

        func value(_ index: Int, orCompute compute: () -> Int?) -> Int? {
            if let known = lock.withLock({ starts[index] }) { return known }
            let computed = compute()
            lock.withLock { starts[index] = computed }
            return computed
        }
    }

    init(reckoning: IslamicReckoning) {
        self.reckoning = reckoning
    }

    /// The first day (day number) of month `index` (0 is Muharram of `firstYear`), or nil past the years covered.
    private func monthStart(_ index: Int) -> Int? {
        guard index >= 0, index < (Self.lastYear - Self.firstYear + 1) * 12 else { return nil }
        return monthStarts.value(index) {
            let (year, month) = (Self.firstYear + index / 12, index % 12 + 1)
            let anchor =
                year <= UmmAlQuraTable.lastYear
                ? UmmAlQuraTable.day(year: year, month: month, day: 1)
                : UmmAlQuraRule.day(year: year, month: month, day: 1)
            return anchor.map { Self.monthStart(near: $0.dayNumber, reckoning: reckoning) }
        }
    }

    /// The Gregorian day of Hijri `year`-`month`-`day`, or nil outside `firstYear...lastYear` or when the
    /// month has no such day.
    func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (Self.firstYear...Self.lastYear).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let index = (year - Self.firstYear) * 12 + month - 1
        guard let start = monthStart(index), let next = monthStart(index + 1), day <= next - start else { return nil }
        return CalendarDay(dayNumber: start + day - 1)
    }

    /// The Gregorian days from 1 Muharram of the first year to the last day of the last, within the years computed.
    func days(ofYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        // the last year first: it needs no month computed
        guard years.upperBound < Self.lastYear, let first = day(year: years.lowerBound, month: 1, day: 1),
            let next = day(year: years.upperBound + 1, month: 1, day: 1)
        else { return nil }
        return first...next.adding(days: -1)
    }

    /// The first day (day number) of the month whose Umm al-Qura start is `anchor`.
    static func monthStart(near anchor: Int, reckoning: IslamicReckoning) -> Int {
        let offsetHours = Double(reckoning.utcOffsetMinutes) / 60
        let anchorJD = 2_440_587.5 + Double(anchor)
        let conjunctionTT = LunarAstronomy.newMoon(before: anchorJD + 1.5)
        let conjunction = conjunctionTT - LunarAstronomy.deltaTDays(conjunctionTT)
        let localDay = Int((conjunction - 2_440_587.5 + offsetHours / 24).rounded(.down))
        let criterion = reckoning.criterion(forYear: CalendarDay(dayNumber: localDay).year)
        for evening in localDay...(localDay + 2) {
            // sunset is after 16:00 local time and before 21:00
            let from = 2_440_587.5 + Double(evening) + (16 - offsetHours) / 24
            let sunset = LunarAstronomy.horizonCrossing(
                from: from, hours: 5, latitude: reckoning.latitude, longitude: reckoning.longitude, rising: false)
            guard sunset > conjunction else { continue }
            // seen from the Earth's surface: the Moon's horizontal parallax (0.95°) lowers it
            let geocentric = LunarAstronomy.moonAltitude(
                atUT: sunset, latitude: reckoning.latitude, longitude: reckoning.longitude)
            let altitude = geocentric - 0.9507 * cos(geocentric * Double.pi / 180)
            let elongation = LunarAstronomy.elongation(sunset + LunarAstronomy.deltaTDays(sunset))
            if criterion.isMet(altitude: altitude, elongation: elongation, ageHours: (sunset - conjunction) * 24) {
                return evening + 1
            }
        }
        return localDay + 3
    }
}
