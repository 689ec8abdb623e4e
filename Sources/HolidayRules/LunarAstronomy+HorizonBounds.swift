extension LunarAstronomy {
    /// The slowest and fastest the Sun's altitude changes within 3° of the horizon (degrees a day) at a
    /// site within `horizonBoundsLatitude` of the equator: about 15° an hour × cos latitude × cos
    /// declination × the sine of the hour angle (`HorizonBoundsTests` measures 10.47–15.0° an hour).
    static let slowestAltitudeRate = 9.5 * 24
    static let fastestAltitudeRate = 16.0 * 24
    static let horizonBoundsLatitude = 35.0

    /// Bounds (Julian Days, UT) of `horizonCrossing`'s instant for the same arguments, from one
    /// evaluation of the Sun's altitude at the bisection's first guess (`sunCrossingGuess`): at 9.5 to
    /// 16° an hour, the Sun crosses −0.833° between |difference| / 16 and |difference| / 9.5 hours from
    /// there, and the bisection's instant is within its last interval of the crossing (1e-7 day more
    /// for rounding). Nil where that does not hold: a site farther from the equator, a guess more
    /// than 2° off, bounds outside the window.
    static func horizonCrossingBounds(
        from: Double, hours: Double, latitude: Double, longitude: Double, rising: Bool, iterations: Int
    ) -> (earliest: Double, latest: Double)? {
        let window = from...(from + hours / 24)
        guard abs(latitude) <= horizonBoundsLatitude,
            let guess = sunCrossingGuess(
                within: window, altitude: -0.833, latitude: latitude, longitude: longitude, rising: rising)
        else { return nil }
        let above = sunAltitude(atUT: guess, latitude: latitude, longitude: longitude) + 0.833
        // what grows through the crossing: the altitude at sunrise, its opposite at sunset
        let difference = rising ? above : -above
        let margin = (window.upperBound - window.lowerBound) / Double(1 << iterations) + 1e-7
        let earliest = guess - max(difference / slowestAltitudeRate, difference / fastestAltitudeRate) - margin
        let latest = guess - min(difference / slowestAltitudeRate, difference / fastestAltitudeRate) + margin
        guard abs(above) < 2, window.contains(earliest), window.contains(latest) else { return nil }
        return (earliest, latest)
    }
}
