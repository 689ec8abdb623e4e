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
    // the sines and cosines of the declinations, the same for every latitude of the line
    private let sunSine: Double, sunCosine: Double, moonSine: Double, moonCosine: Double

    private static let radians = Double.pi / 180
    private static let horizonSine = sin(-0.833 * radians)
    /// The sine and cosine of each whole latitude −90…90, index latitude + 90.
    private static let latitudeTrigonometry: [(sine: Double, cosine: Double)] = (-90...90).map { latitude in
        let phi = Double(latitude) * radians
        return (sin(phi), cos(phi))
    }

    init(ut: Double) {
        self.ut = ut
        let jde = ut + LunarAstronomy.deltaTDays(ut)
        let sunLongitude = Equinox.apparentLongitude(jde)
        sun = LunarAstronomy.equatorial(longitude: sunLongitude, latitude: 0, jde: jde)
        let (lambda, beta) = LunarAstronomy.moonPosition(jde)
        moon = LunarAstronomy.equatorial(longitude: lambda, latitude: beta, jde: jde)
        siderealTime = LunarAstronomy.siderealTime(ut) * Self.radians
        elongation = LunarAstronomy.elongation(moonLongitude: lambda, moonLatitude: beta, sunLongitude: sunLongitude)
        (sunSine, sunCosine) = (sin(sun.declination), cos(sun.declination))
        (moonSine, moonCosine) = (sin(moon.declination), cos(moon.declination))
    }

    /// The longitude (radians) where the Sun is setting at `latitude`, or nil.
    private func sunsetLongitude(atLatitude latitude: Int) -> Double? {
        let phi = Self.latitudeTrigonometry[latitude + 90]
        let cosine = (Self.horizonSine - phi.sine * sunSine) / (phi.cosine * sunCosine)
        guard abs(cosine) < 1 else { return nil }
        // the western hour angle of sunset is acos(cosine); local hour angle = sidereal time + longitude − α
        return remainder(acos(cosine) + sun.rightAscension - siderealTime, 2 * Double.pi)
    }

    /// The Moon's geocentric altitude (radians) at `latitude` and `longitude` (radians).
    private func moonAltitude(atLatitude latitude: Int, longitude: Double) -> Double {
        let phi = Self.latitudeTrigonometry[latitude + 90]
        let hourAngle = siderealTime + longitude - moon.rightAscension
        return asin(phi.sine * moonSine + phi.cosine * moonCosine * cos(hourAngle))
    }

    /// Whether the Moon stands at least `altitude` degrees high at some place of the line whose latitude is
    /// in `latitudes` (every degree) and that `includes` (latitude, longitude in degrees east, −180 ..< 180)
    /// accepts (a latitude where the Sun does not set that day, polar day or night, has no such place).
    /// Stops at the first such place and computes the Moon only where `includes` accepts.
    func moonReaches(
        _ altitude: Double, latitudes: ClosedRange<Int>, where includes: (Double, Double) -> Bool = { _, _ in true }
    ) -> Bool {
        for latitude in latitudes {
            guard let longitude = sunsetLongitude(atLatitude: latitude),
                includes(Double(latitude), longitude / Self.radians)
            else { continue }
            if moonAltitude(atLatitude: latitude, longitude: longitude) / Self.radians >= altitude { return true }
        }
        return false
    }
}
