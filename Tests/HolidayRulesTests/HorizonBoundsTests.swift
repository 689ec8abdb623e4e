import CalendarCore
@testable import HolidayRules
import Testing

/// The bounds a Hindu place's sunrise and sunset are first known between
/// (`LunarAstronomy.horizonCrossingBounds`): they must hold the instant the search gives, or a
/// festival's day could differ from the one the exact sunrise gives.
@Suite("Horizon bounds")
struct HorizonBoundsTests {
    @Test("near the horizon the Sun's altitude changes by 9.5 to 16 degrees an hour within 35 degrees of the equator")
    func altitudeRateIsWithinTheBoundsAssumed() {
        var (slowest, fastest) = (Double.infinity, 0.0)
        let step = 1.0 / 1_440  // a minute
        for latitude in [-35.0, -20, 0, 8.52, 13.08, 22.57, 28.61, 35] {
            for year in [1900, 2026, 2100] {
                for dayOfYear in stride(from: 0, to: 366, by: 7) {
                    let midnight = HinduPlace.midnight(CalendarDay.dayNumber(year: year, month: 1, day: 1) + dayOfYear)
                    for (hours, rising) in [(HinduPlace.sunriseHours, true), (HinduPlace.sunsetHours, false)] {
                        let crossing = LunarAstronomy.horizonCrossing(
                            from: midnight + hours.lowerBound / 24, hours: hours.upperBound - hours.lowerBound,
                            latitude: latitude, longitude: 77.21, rising: rising, iterations: 30)
                        // the rate from 3 degrees below the horizon to 3 above: some 12 minutes either side
                        for offset in stride(from: -12.0, through: 12.0, by: 4) {
                            let instant = crossing + offset / 1_440
                            let before = LunarAstronomy.sunAltitude(atUT: instant, latitude: latitude, longitude: 77.21)
                            let after = LunarAstronomy.sunAltitude(atUT: instant + step, latitude: latitude, longitude: 77.21)
                            let rate = abs(after - before) / step
                            (slowest, fastest) = (min(slowest, rate), max(fastest, rate))
                        }
                    }
                }
            }
        }
        #expect(slowest > LunarAstronomy.slowestAltitudeRate + 0.3 * 24, "slowest \(slowest / 24)° an hour")
        #expect(fastest < LunarAstronomy.fastestAltitudeRate - 0.5 * 24, "fastest \(fastest / 24)° an hour")
        #expect(slowest < 12 * 24 && fastest > 14.5 * 24, "\(slowest / 24)...\(fastest / 24)")
    }

    @Test("the bounds hold every sunrise and sunset of the Hindu places, and are apart by under a minute")
    func boundsHoldTheCrossing() {
        var (checked, widest) = (0, 0.0)
        for place in [HinduPlace.delhi, .chennai, .thiruvananthapuram, .kolkata] {
            for year in [1900, 2026, 2100] {
                for dayOfYear in stride(from: 0, to: 366, by: 3) {
                    let day = CalendarDay.dayNumber(year: year, month: 1, day: 1) + dayOfYear
                    for (hours, rising) in [(HinduPlace.sunriseHours, true), (HinduPlace.sunsetHours, false)] {
                        let from = HinduPlace.midnight(day) + hours.lowerBound / 24
                        let span = hours.upperBound - hours.lowerBound
                        let bounds = LunarAstronomy.horizonCrossingBounds(
                            from: from, hours: span, latitude: place.latitude, longitude: place.longitude,
                            rising: rising, iterations: 12)
                        let exact = LunarAstronomy.horizonCrossing(
                            from: from, hours: span, latitude: place.latitude, longitude: place.longitude,
                            rising: rising, iterations: 12)
                        guard let bounds else {
                            Issue.record("no bounds for \(place) day \(day) rising \(rising)")
                            continue
                        }
                        #expect(bounds.earliest <= exact && exact <= bounds.latest, "\(place) day \(day) rising \(rising)")
                        #expect(bounds.earliest < bounds.latest)
                        widest = max(widest, bounds.latest - bounds.earliest)
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 2_000 && widest < 1.0 / 1_440, "widest \(widest * 86_400) s")
    }

    @Test("a moment's bounds hold the moment, for every moment of the day")
    func momentBoundsHoldTheMoment() {
        let day = CalendarDay.dayNumber(year: 2026, month: 8, day: 28)
        for time in [HinduDayTime.dawn, .sunrise, .midday, .afternoon, .sunset, .evening, .midnight] {
            let bounds = time.momentBounds(day, at: .delhi)
            let moment = time.moment(day, at: .delhi)
            #expect(bounds.earliest <= moment && moment <= bounds.latest, "\(time)")
        }
    }
}
