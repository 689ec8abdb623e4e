import CalendarCore
import Foundation

/// The Islamic calendar of Turkey's Presidency of Religious Affairs (Diyanet İşleri Başkanlığı), which
/// computes its months in advance rather than sighting them. A month begins on the day after the first
/// evening, from the day of the new moon (conjunction) on, that meets the criterion of its era:
/// - **before 1399 AH** (December 1978): at sunset at Istanbul's Kandilli Observatory (41.06° N,
///   29.06° E), which prepared the calendar, the Moon is at least 10 hours past the conjunction and
///   above the horizon (its centre, seen from the surface). No published rule is known for these
///   years; this one is the simplest that reproduces the dates Diyanet's calendar gives (55 of the 58
///   Eids of 1950–1977);
/// - **1399–1437 AH** (December 1978 – September 2016), the criterion of the 1978 Istanbul Hilal
///   Conference: at some sunset on Earth no later than 00:00 UTC, the Moon at least 5° above the
///   horizon and at least 8° from the Sun;
/// - **from 1438 AH** (October 2016), the Unified Hijri Calendar of the 2016 Istanbul congress: the
///   same criterion, or, when it is met only after 00:00 UTC, met at a sunset in the Americas' land
///   with the conjunction before dawn (fajr, the Sun 18° below the horizon) in New Zealand (Wellington)
///   on the day the month would begin.
///
/// "Somewhere on Earth" is searched along the line where the Sun is setting (`SettingSunLine`),
/// latitudes 60° S – 60° N; the Americas are approximated by latitude bands of the continent's
/// longitudes (`americas`), searched every quarter hour up to ten hours after 00:00 UTC. Altitudes
/// are geocentric (`SettingSunLine`). Each month is the one whose Umm al-Qura start (`UmmAlQuraTable`,
/// then `UmmAlQuraRule`) is within a day or two of it, so months keep their Hijri numbers; the years
/// are those two cover, 1365–1530 AH (1945–2106). A month that the criterion would leave longer than
/// 30 days (twice in 1970–1971) ends after its 30th.
enum DiyanetCalendar {
    static let firstYear = UmmAlQuraTable.firstYear
    static let lastYear = UmmAlQuraRule.lastYear
    /// The first Hijri year of the 1978 conference's criterion, and of the Unified Hijri Calendar.
    static let conferenceFrom = 1399
    static let unifiedFrom = 1438

    /// The Gregorian day of Hijri `year`-`month`-`day`, or nil outside `firstYear...lastYear` or when the
    /// month has no such day.
    static func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (firstYear...lastYear).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let index = (year - firstYear) * 12 + month - 1
        guard let start = monthStarts.start(index), let next = monthStarts.start(index + 1) else { return nil }
        guard day <= next - start else { return nil }
        return CalendarDay(dayNumber: start + day - 1)
    }

    /// The Gregorian days from 1 Muharram of the first year to the last day of the last, within the years computed.
    static func days(ofYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        guard let first = day(year: years.lowerBound, month: 1, day: 1),
            years.upperBound < lastYear, let next = day(year: years.upperBound + 1, month: 1, day: 1)
        else { return nil }
        return first...next.adding(days: -1)
    }

    /// Days surely within `days(ofYears: years)`, without computing its last month: from its first day
    /// to the earliest its last can be, every month having at least 29 days. For 1365–1529 AH that is
    /// past the last day the engine computes (2101), so a warning's check need not compute 1530 AH.
    static func surelyWithin(years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        guard years.upperBound < lastYear, let first = day(year: years.lowerBound, month: 1, day: 1) else { return nil }
        return first...first.adding(days: 29 * 12 * years.count - 1)
    }

    /// The first days of the months from 1 Muharram `firstYear` (index 0) to the last month of `lastYear`.
    static let monthStarts = DiyanetMonthStarts(count: (lastYear - firstYear + 1) * 12) { index in
        let (year, month) = (firstYear + index / 12, index % 12 + 1)
        let anchor =
            year <= UmmAlQuraTable.lastYear
            ? UmmAlQuraTable.day(year: year, month: month, day: 1)
            : UmmAlQuraRule.day(year: year, month: month, day: 1)
        // both tables cover firstYear...lastYear (checked by the tests)
        return monthStart(near: anchor?.dayNumber ?? 0, year: year)
    }

    /// The first day (day number) of the month of Hijri `year` whose Umm al-Qura start is `anchor`.
    static func monthStart(near anchor: Int, year: Int) -> Int {
        let conjunctionTT = LunarAstronomy.newMoon(before: 2_440_587.5 + Double(anchor) + 1.5)
        let conjunction = conjunctionTT - LunarAstronomy.deltaTDays(conjunctionTT)
        let conjunctionDay = Int((conjunction - 2_440_587.5).rounded(.down))
        for evening in conjunctionDay...(conjunctionDay + 2) {
            let met =
                year < conferenceFrom
                ? seenAtKandilli(evening: evening, conjunction: conjunction)
                : seenOnEarth(evening: evening, conjunction: conjunction, unified: year >= unifiedFrom)
            if met { return evening + 1 }
        }
        return conjunctionDay + 3
    }

    private static let kandilli = (latitude: 41.06, longitude: 29.06)

    /// The criterion before 1978: at sunset at Kandilli on day number `evening`, the Moon at least 10
    /// hours old and its centre, seen from the surface, above the horizon.
    static func seenAtKandilli(evening: Int, conjunction: Double) -> Bool {
        // sunset at Istanbul is between 14:30 and 18:00 UT
        let sunset = LunarAstronomy.horizonCrossing(
            from: 2_440_587.5 + Double(evening) + 12.0 / 24, hours: 8, latitude: kandilli.latitude,
            longitude: kandilli.longitude, rising: false)
        guard (sunset - conjunction) * 24 >= 10 else { return false }
        let geocentric = LunarAstronomy.moonAltitude(
            atUT: sunset, latitude: kandilli.latitude, longitude: kandilli.longitude)
        return geocentric - 0.9507 * cos(geocentric * Double.pi / 180) >= 0
    }

    /// The 1978 criterion, anywhere on Earth at a sunset before 00:00 UTC after day number `evening`,
    /// and (`unified`) the Unified Hijri Calendar's clause for the Americas.
    static func seenOnEarth(evening: Int, conjunction: Double, unified: Bool) -> Bool {
        let midnight = 2_440_587.5 + Double(evening + 1)
        if conjunction < midnight, meetsConference(SettingSunLine(ut: midnight), latitudes: -60...60) { return true }
        guard unified, conjunction < fajrInNewZealand(dayNumber: evening + 1) else { return false }
        for quarter in 1...40 {
            let line = SettingSunLine(ut: midnight + Double(quarter) / 96)
            if meetsConference(line, latitudes: -56...72, where: inAmericas) { return true }
        }
        return false
    }

    /// Moon at least 5° high and 8° from the Sun at a sunset on `line`.
    private static func meetsConference(
        _ line: SettingSunLine, latitudes: ClosedRange<Int>, where includes: (Double, Double) -> Bool = { _, _ in true }
    ) -> Bool {
        line.elongation >= 8 && line.moonReaches(5, latitudes: latitudes, where: includes)
    }

    /// The continental Americas, coarsely: for bands of latitude, the longitudes from the westernmost
    /// to the easternmost coast (Alaska, British Columbia, California, Mexico, Central America, Peru and
    /// Chile in the west; Labrador, Brazil's Cabo Branco, Argentina in the east).
    private static let americas: [(latitudes: ClosedRange<Double>, longitudes: ClosedRange<Double>)] = [
        (60...72, -168 ... -60), (50...60, -140 ... -55), (30...50, -125 ... -65), (15...30, -117 ... -80),
        (0...15, -92 ... -50), (-20...0, -82 ... -35), (-40 ... -20, -75 ... -40), (-56 ... -40, -76 ... -62),
    ]

    private static func inAmericas(_ latitude: Double, _ longitude: Double) -> Bool {
        americas.contains { $0.latitudes.contains(latitude) && $0.longitudes.contains(longitude) }
    }

    /// The Julian Day (UT) of fajr, the Sun 18° below the eastern horizon, at Wellington (41.29° S,
    /// 174.78° E) on the local date of day number `dayNumber` (between 02:00 and 08:00 local mean time).
    static func fajrInNewZealand(dayNumber: Int) -> Double {
        let latitude = -41.29
        let longitude = 174.78
        let from = 2_440_587.5 + Double(dayNumber) - longitude / 360 + 2.0 / 24
        let window = from...(from + 6.0 / 24)
        let altitude = { LunarAstronomy.sunAltitude(atUT: $0, latitude: latitude, longitude: longitude) }
        // isBefore(t) is altitude < −18, that is altitude + 18 < 0
        let facts = LunarAstronomy.sunCrossingFacts(
            within: window, iterations: 30, altitude: -18, latitude: latitude, longitude: longitude, rising: true,
            altitudeAt: altitude, isBefore: { $0 < 0 })
        let (low, high) = Bisection.halve(
            low: window.lowerBound, high: window.upperBound, iterations: 30, facts: facts
        ) { altitude($0) < -18 }
        return (low + high) / 2
    }
}
