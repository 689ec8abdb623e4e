import CalendarCore
import Foundation

/// The Umm al-Qura calendar's rule, for the months after the published table (`UmmAlQuraTable` ends
/// with 1500 AH on 16 November 2077): a month has 29 days when, on the evening of its 29th day at
/// Mecca, the new moon (conjunction) has happened before sunset and the Moon sets after the Sun;
/// otherwise it has 30. The rule has defined the table since 1423 AH (2002).
///
/// The Sun comes from `Equinox.apparentLongitude`, the new moon from Meeus chapter 49, the Moon from the
/// main terms of Meeus chapter 47 (about 0.01°). "The Moon sets after the Sun" is the Moon's geocentric
/// altitude at sunset above +0.125°, its standard altitude at moonset (Meeus chapter 15: 0.7275 π −
/// 0.5667° with the mean parallax π = 0.951°). So computed, the rule gives the published months of
/// 1423–1500 AH but 4 of 935, each where the Moon is within 0.2° of setting with the Sun.
enum UmmAlQuraRule {
    /// The first Hijri year the rule computes here: the one after the published table.
    static let firstYear = UmmAlQuraTable.lastYear + 1
    /// The last one: 1530 AH ends in 2106, past the years the engine computes.
    static let lastYear = 1530

    /// The Gregorian day of Hijri `year`-`month`-`day` in `firstYear...lastYear`, or nil outside them or
    /// when the month has no such day.
    static func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (firstYear...lastYear).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let index = (year - firstYear) * 12 + month - 1
        let start = monthStarts[index]
        guard day <= monthStarts[index + 1] - start else { return nil }
        return CalendarDay(dayNumber: start + day - 1)
    }

    /// The day numbers of the first day of each month from 1 Muharram `firstYear`, and one past the last.
    private static let monthStarts: [Int] = {
        guard let first = UmmAlQuraTable.days(ofYears: UmmAlQuraTable.lastYear...UmmAlQuraTable.lastYear) else {
            return []
        }
        var starts = [first.upperBound.dayNumber + 1]
        for _ in 0..<((lastYear - firstYear + 1) * 12) {
            let start = starts[starts.count - 1]
            starts.append(start + (monthEndsOn29th(monthStart: start) ? 29 : 30))
        }
        return starts
    }()

    private static let latitude = 21.4225
    private static let longitude = 39.8262

    /// Whether the month that began on day number `monthStart` has 29 days.
    static func monthEndsOn29th(monthStart: Int) -> Bool {
        let evening = monthStart + 28
        let sunset = sunsetAtMecca(dayNumber: evening)
        let k = ((sunset - 2_451_550.097_66) / 29.530_588_861).rounded()
        let conjunction = LunarAstronomy.newMoon(k) - deltaT(sunset) / 86_400
        let monthStartJD = 2_440_587.5 + Double(monthStart)
        guard conjunction <= sunset, conjunction > monthStartJD + 10 else { return false }
        return moonAltitude(atUT: sunset) > 0.125
    }

    /// The Julian Day (UT) of sunset at Mecca on day number `dayNumber`: the Sun's centre 0.833° below
    /// the horizon, found by bisection between 13:00 and 17:00 UT.
    private static func sunsetAtMecca(dayNumber: Int) -> Double {
        let from = 2_440_587.5 + Double(dayNumber) + 13.0 / 24
        let window = from...(from + 4.0 / 24)
        let facts = LunarAstronomy.sunCrossingFacts(
            within: window, iterations: 30, altitude: -0.833, latitude: latitude, longitude: longitude,
            rising: false, altitudeAt: { sunAltitude(atUT: $0) }, isBefore: { $0 > 0 })
        return Bisection.halve(low: window.lowerBound, high: window.upperBound, iterations: 30, facts: facts) {
            sunAltitude(atUT: $0) > -0.833
        }.low
    }

    private static func deltaT(_ jd: Double) -> Double {
        Equinox.deltaT(year: 2000 + (jd - 2_451_545.0) / 365.25)
    }

    private static func sunAltitude(atUT jd: Double) -> Double {
        let jde = jd + deltaT(jd) / 86_400
        return LunarAstronomy.altitude(
            longitude: Equinox.apparentLongitude(jde), latitude: 0, ut: jd, jde: jde, siteLatitude: latitude,
            siteLongitude: longitude)
    }

    private static func moonAltitude(atUT jd: Double) -> Double {
        let jde = jd + deltaT(jd) / 86_400
        let (lambda, beta) = LunarAstronomy.moonPosition(jde)
        return LunarAstronomy.altitude(
            longitude: lambda, latitude: beta, ut: jd, jde: jde, siteLatitude: latitude, siteLongitude: longitude)
    }
}
