import Foundation

/// The places on Earth where the Sun is setting at one instant, and how the young Moon stands there:
/// what a criterion "the crescent is visible somewhere on Earth before a given time" needs.
///
/// At an instant the Sun's centre is 0.833° below the western horizon along one line from pole to pole
/// (the evening terminator). For each latitude that line has one longitude, found from the Sun's
/// declination and hour angle (Meeus chapters 13 and 15), and the Moon's altitude there follows from
/// its right ascension and declination. For a given latitude the Moon stands higher at sunset the
/// later the sunset (it is older and farther from the Sun), so "somewhere, at a sunset no later than
/// T" is the line at T itself. The altitude is the Moon's centre seen from the Earth's centre (no
/// parallax, no refraction); the elongation, the same everywhere at one instant, is geocentric.
struct SettingSunLine {
    /// The instant (Julian Day, UT).
    let ut: Double
    /// The geocentric angle between the Moon's and the Sun's centres, in degrees.
    let elongation: Double
    private let sun: (rightAscension: Double, declination: Double)
    private let moon: (rightAscension: Double, declination: Double)
    private let siderealTime: Double

    private static let radians = Double.pi / 180

    init(ut: Double) {
        self.ut = ut
        let jde = ut + LunarAstronomy.deltaTDays(ut)
        sun = LunarAstronomy.equatorial(longitude: Equinox.apparentLongitude(jde), latitude: 0, jde: jde)
        let (lambda, beta) = LunarAstronomy.moonPosition(jde)
        moon = LunarAstronomy.equatorial(longitude: lambda, latitude: beta, jde: jde)
        siderealTime = LunarAstronomy.siderealTime(ut) * Self.radians
        elongation = LunarAstronomy.elongation(jde)
    }

    /// The longitude (degrees east, −180 ..< 180) where the Sun is setting at `latitude`, and the Moon's
    /// geocentric altitude there (degrees); nil where the Sun does not set that day (polar day or night).
    func sunset(atLatitude latitude: Double) -> (longitude: Double, moonAltitude: Double)? {
        let phi = latitude * Self.radians
        let cosine =
            (sin(-0.833 * Self.radians) - sin(phi) * sin(sun.declination)) / (cos(phi) * cos(sun.declination))
        guard abs(cosine) < 1 else { return nil }
        // the western hour angle of sunset is acos(cosine); local hour angle = sidereal time + longitude − α
        let longitude = remainder(acos(cosine) + sun.rightAscension - siderealTime, 2 * Double.pi)
        let hourAngle = siderealTime + longitude - moon.rightAscension
        let altitude = asin(
            sin(phi) * sin(moon.declination) + cos(phi) * cos(moon.declination) * cos(hourAngle))
        return (longitude / Self.radians, altitude / Self.radians)
    }

    /// The highest the Moon stands at any place of the line whose latitude is in `latitudes` (sampled
    /// every degree) and that `includes` (latitude, longitude) accepts; nil when there is none.
    func highestMoon(latitudes: ClosedRange<Int>, where includes: (Double, Double) -> Bool = { _, _ in true }) -> Double? {
        var best: Double?
        for latitude in latitudes {
            guard let place = sunset(atLatitude: Double(latitude)), includes(Double(latitude), place.longitude) else {
                continue
            }
            if best.map({ place.moonAltitude > $0 }) ?? true { best = place.moonAltitude }
        }
        return best
    }
}
