import Foundation

/// The Moon and the sky seen from a site, at the low precision holiday calendars need (about 0.01° for
/// the Moon, a minute for a new moon): Meeus, *Astronomical Algorithms*, chapters 13, 47 and 49. Shared
/// by the Umm al-Qura rule (Mecca), the MABIMS criteria (Singapore), Diyanet's criteria (Istanbul and
/// the whole Earth, `SettingSunLine`) and the Hindu lunisolar calendar.
enum LunarAstronomy {
    private static let radians = Double.pi / 180

    /// The geocentric altitude at a site (degrees north, east) of a body at ecliptic `longitude`/`latitude` (degrees).
    static func altitude(
        longitude lambda: Double, latitude beta: Double, ut: Double, jde: Double, siteLatitude: Double, siteLongitude: Double
    ) -> Double {
        let (rightAscension, declination) = equatorial(longitude: lambda, latitude: beta, jde: jde)
        let hourAngle = (siderealTime(ut) + siteLongitude) * radians - rightAscension
        let phi = siteLatitude * radians
        return asin(sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)) / radians
    }

    /// The right ascension and declination (radians) of ecliptic `longitude`/`latitude` (degrees) at `jde`
    /// (Meeus chapter 13, mean obliquity).
    static func equatorial(longitude lambda: Double, latitude beta: Double, jde: Double) -> (Double, Double) {
        let t = (jde - 2_451_545.0) / 36_525
        let epsilon = (23.439_291 - 0.013_004_2 * t) * radians
        let l = lambda * radians
        let b = beta * radians
        let rightAscension = atan2(sin(l) * cos(epsilon) - tan(b) * sin(epsilon), cos(l))
        let declination = asin(sin(b) * cos(epsilon) + cos(b) * sin(epsilon) * sin(l))
        return (rightAscension, declination)
    }

    /// Greenwich mean sidereal time in degrees at the Julian Day `ut` (UT; Meeus formula 12.4).
    static func siderealTime(_ ut: Double) -> Double {
        let tu = (ut - 2_451_545.0) / 36_525
        return 280.460_618_37 + 360.985_647_366_29 * (ut - 2_451_545.0) + 0.000_387_933 * tu * tu
    }

    /// The Julian Ephemeris Day of the new moon of lunation `k` (Meeus chapter 49; k = 0 in January 2000).
    static func newMoon(_ k: Double) -> Double {
        let t = k / 1_236.85
        var jde = 2_451_550.097_66 + 29.530_588_861 * k + 0.000_154_37 * t * t - 0.000_000_150 * t * t * t
            + 0.000_000_000_73 * t * t * t * t
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t * t
        let m = (2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t * t) * radians
        let mp = (201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t * t + 0.000_012_38 * t * t * t) * radians
        let f = (160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t * t - 0.000_002_27 * t * t * t) * radians
        let omega = (124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t * t) * radians
        let corrections: [Double] = [
            -0.407_20 * sin(mp), 0.172_41 * e * sin(m), 0.016_08 * sin(2 * mp), 0.010_39 * sin(2 * f),
            0.007_39 * e * sin(mp - m), -0.005_14 * e * sin(mp + m), 0.002_08 * e * e * sin(2 * m),
            -0.001_11 * sin(mp - 2 * f), -0.000_57 * sin(mp + 2 * f), 0.000_56 * e * sin(2 * mp + m),
            -0.000_42 * sin(3 * mp), 0.000_42 * e * sin(m + 2 * f), 0.000_38 * e * sin(m - 2 * f),
            -0.000_24 * e * sin(2 * mp - m), -0.000_17 * sin(omega), -0.000_07 * sin(mp + 2 * m),
            0.000_04 * sin(2 * mp - 2 * f), 0.000_04 * sin(3 * m), 0.000_03 * sin(mp + m - 2 * f),
            0.000_03 * sin(2 * mp + 2 * f), -0.000_03 * sin(mp + m + 2 * f), 0.000_03 * sin(mp - m + 2 * f),
            -0.000_02 * sin(mp - m - 2 * f), -0.000_02 * sin(3 * mp + m), 0.000_02 * sin(4 * mp),
        ]
        jde += corrections.reduce(0, +)
        let planetary: [(Double, Double, Double)] = [
            (325, 299.77 - 0.009_173 * t * t, 0.107_408), (165, 251.88, 0.016_321), (164, 251.83, 26.651_886),
            (126, 349.42, 36.412_478), (110, 84.66, 18.206_239), (62, 141.74, 53.303_771), (60, 207.14, 2.453_732),
            (56, 154.84, 7.306_860), (47, 34.52, 27.261_239), (42, 207.19, 0.121_824), (40, 291.34, 1.844_379),
            (37, 161.72, 24.198_154), (35, 239.56, 25.513_099), (23, 331.55, 3.592_518),
        ]
        for (coefficient, base, rate) in planetary {
            jde += coefficient * 0.000_001 * sin((base + rate * k) * radians)
        }
        return jde
    }

    /// The Moon's geocentric ecliptic longitude and latitude in degrees (Meeus chapter 47, main terms).
    static func moonPosition(_ jde: Double) -> (Double, Double) {
        let arguments = MoonArguments(jde)
        var latitude = arguments.sum(latitudeTerms)
        latitude += -2_235 * sin(arguments.lp * radians) + 382 * sin(arguments.a3 * radians)
            + 175 * sin((arguments.a1 - arguments.f) * radians) + 175 * sin((arguments.a1 + arguments.f) * radians)
            + 127 * sin((arguments.lp - arguments.mp) * radians) - 115 * sin((arguments.lp + arguments.mp) * radians)
        return (arguments.longitude(), latitude / 1_000_000)
    }

    /// The Moon's geocentric ecliptic longitude in degrees: `moonPosition(jde).0`, without the latitude.
    static func moonLongitude(_ jde: Double) -> Double {
        MoonArguments(jde).longitude()
    }

    /// The fundamental arguments of Meeus chapter 47 at one instant (degrees), and the powers of the
    /// eccentricity factor E its terms multiply by (E^|M's multiple|: 1, E, E², computed once, as `pow`).
    private struct MoonArguments {
        let lp: Double, d: Double, m: Double, mp: Double, f: Double
        let a1: Double, a2: Double, a3: Double
        let eccentricityPowers: (Double, Double, Double)

        init(_ jde: Double) {
            let t = (jde - 2_451_545.0) / 36_525
            lp = 218.316_447_7 + 481_267.881_234_21 * t
            d = 297.850_192_1 + 445_267.111_403_4 * t
            m = 357.529_109_2 + 35_999.050_290_9 * t
            mp = 134.963_396_4 + 477_198.867_505_5 * t
            f = 93.272_095_0 + 483_202.017_523_3 * t
            let e = 1 - 0.002_516 * t
            a1 = 119.75 + 131.849 * t
            a2 = 53.09 + 479_264.290 * t
            a3 = 313.45 + 481_266.484 * t
            eccentricityPowers = (pow(e, 0), pow(e, 1), pow(e, 2))
        }

        /// Σ coefficient · E^|M's multiple| · sin(D, M, M′, F combination) over `terms`.
        func sum(_ terms: [(Int, Int, Int, Int, Double)]) -> Double {
            var total = 0.0
            for (td, tm, tmp, tf, coefficient) in terms {
                let argument = (Double(td) * d + Double(tm) * m + Double(tmp) * mp + Double(tf) * f) * radians
                let power =
                    switch abs(tm) {
                    case 0: eccentricityPowers.0
                    case 1: eccentricityPowers.1
                    default: eccentricityPowers.2
                    }
                total += coefficient * power * sin(argument)
            }
            return total
        }

        /// The longitude in degrees.
        func longitude() -> Double {
            var longitude = sum(longitudeTerms)
            longitude += 3_958 * sin(a1 * radians) + 1_962 * sin((lp - f) * radians) + 318 * sin(a2 * radians)
            return lp + longitude / 1_000_000
        }
    }

    /// Meeus table 47.A, the terms of the longitude above 0.0003°: D, M, M′, F, coefficient (0.000001°).
    private static let longitudeTerms: [(Int, Int, Int, Int, Double)] = [
        (0, 0, 1, 0, 6_288_774), (2, 0, -1, 0, 1_274_027), (2, 0, 0, 0, 658_314), (0, 0, 2, 0, 213_618),
        (0, 1, 0, 0, -185_116), (0, 0, 0, 2, -114_332), (2, 0, -2, 0, 58_793), (2, -1, -1, 0, 57_066),
        (2, 0, 1, 0, 53_322), (2, -1, 0, 0, 45_758), (0, 1, -1, 0, -40_923), (1, 0, 0, 0, -34_720),
        (0, 1, 1, 0, -30_383), (2, 0, 0, -2, 15_327), (0, 0, 1, 2, -12_528), (0, 0, 1, -2, 10_980),
        (4, 0, -1, 0, 10_675), (0, 0, 3, 0, 10_034), (4, 0, -2, 0, 8_548), (2, 1, -1, 0, -7_888),
        (2, 1, 0, 0, -6_766), (1, 0, -1, 0, -5_163), (1, 1, 0, 0, 4_987), (2, -1, 1, 0, 4_036),
        (2, 0, 2, 0, 3_994), (4, 0, 0, 0, 3_861), (2, 0, -3, 0, 3_665), (0, 1, -2, 0, -2_689),
        (2, 0, -1, 2, -2_602), (2, -1, -2, 0, 2_390), (1, 0, 1, 0, -2_348), (2, -2, 0, 0, 2_236),
        (0, 1, 2, 0, -2_120), (0, 2, 0, 0, -2_069), (2, -2, -1, 0, 2_048), (2, 0, 1, -2, -1_773),
        (2, 0, 0, 2, -1_595), (4, -1, -1, 0, 1_215), (0, 0, 2, 2, -1_110), (3, 0, -1, 0, -892),
        (2, 1, 1, 0, -810), (4, -1, -2, 0, 759), (0, 2, -1, 0, -713), (2, 2, -1, 0, -700),
        (2, 1, -2, 0, 691), (2, -1, 0, -2, 596), (4, 0, 1, 0, 549), (0, 0, 4, 0, 537),
        (4, -1, 0, 0, 520), (1, 0, -2, 0, -487), (2, 1, 0, -2, -399), (0, 0, 2, -2, -381),
        (1, 1, 1, 0, 351), (3, 0, -2, 0, -340), (4, 0, -3, 0, 330), (2, -1, 2, 0, 327),
        (0, 2, 1, 0, -323), (1, 1, -1, 0, 299), (2, 0, 3, 0, 294),
    ]

    /// Meeus table 47.B, the terms of the latitude above 0.001°: D, M, M′, F, coefficient (0.000001°).
    private static let latitudeTerms: [(Int, Int, Int, Int, Double)] = [
        (0, 0, 0, 1, 5_128_122), (0, 0, 1, 1, 280_602), (0, 0, 1, -1, 277_693), (2, 0, 0, -1, 173_237),
        (2, 0, -1, 1, 55_413), (2, 0, -1, -1, 46_271), (2, 0, 0, 1, 32_573), (0, 0, 2, 1, 17_198),
        (2, 0, 1, -1, 9_266), (0, 0, 2, -1, 8_822), (2, -1, 0, -1, 8_216), (2, 0, -2, -1, 4_324),
        (2, 0, 1, 1, 4_200), (2, 1, 0, -1, -3_359), (2, -1, -1, 1, 2_463), (2, -1, 0, 1, 2_211),
        (2, -1, -1, -1, 2_065), (0, 1, -1, -1, -1_870), (4, 0, -1, -1, 1_828), (0, 1, 0, 1, -1_794),
        (0, 0, 0, 3, -1_749), (0, 1, -1, 1, -1_565), (1, 0, 0, 1, -1_491), (0, 1, 1, 1, -1_475),
        (0, 1, 1, -1, -1_410), (0, 1, 0, -1, -1_344), (1, 0, 0, -1, -1_335), (0, 0, 3, 1, 1_107),
        (4, 0, 0, -1, 1_021), (4, 0, -1, 1, 833),
    ]

    /// The Moon's elongation from the Sun, measured eastward along the ecliptic (0 ..< 360°): 0 at new moon,
    /// 180 at full moon; each 12° is a tithi of the Hindu calendar. `jde` is a Julian Ephemeris Day.
    static func eastwardElongation(_ jde: Double) -> Double {
        let difference = moonLongitude(jde) - Equinox.apparentLongitude(jde)
        let reduced = difference.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }

    /// The geocentric angle between the Moon's and the Sun's centres (degrees) at `jde`.
    static func elongation(_ jde: Double) -> Double {
        let (lambda, beta) = moonPosition(jde)
        return elongation(moonLongitude: lambda, moonLatitude: beta, sunLongitude: Equinox.apparentLongitude(jde))
    }

    /// The geocentric angle (degrees) between the Moon at ecliptic `moonLongitude`/`moonLatitude` and the
    /// Sun at `sunLongitude` (degrees).
    static func elongation(moonLongitude lambda: Double, moonLatitude beta: Double, sunLongitude sun: Double) -> Double {
        acos(cos(beta * radians) * cos((lambda - sun) * radians)) / radians
    }

    /// ΔT in days at the Julian Day `jd` (Espenak & Meeus).
    static func deltaTDays(_ jd: Double) -> Double {
        Equinox.deltaT(year: 2000 + (jd - 2_451_545.0) / 365.25) / 86_400
    }

    /// The Sun's geocentric altitude at a site at the Julian Day `ut` (UT).
    static func sunAltitude(atUT ut: Double, latitude: Double, longitude: Double) -> Double {
        let jde = ut + deltaTDays(ut)
        return altitude(
            longitude: Equinox.apparentLongitude(jde), latitude: 0, ut: ut, jde: jde, siteLatitude: latitude,
            siteLongitude: longitude)
    }

    /// The Moon's geocentric altitude at a site at the Julian Day `ut` (UT).
    static func moonAltitude(atUT ut: Double, latitude: Double, longitude: Double) -> Double {
        let jde = ut + deltaTDays(ut)
        let (lambda, beta) = moonPosition(jde)
        return altitude(longitude: lambda, latitude: beta, ut: ut, jde: jde, siteLatitude: latitude, siteLongitude: longitude)
    }

    /// The Julian Day (UT) the Sun's centre crosses 0.833° below the horizon at a site, between `from` and
    /// `from + hours` (found by bisection, `iterations` halvings; `rising` for sunrise, else sunset). The
    /// window must hold one crossing, the Sun only rising (or only setting) in it.
    static func horizonCrossing(
        from: Double, hours: Double, latitude: Double, longitude: Double, rising: Bool, iterations: Int = 30
    ) -> Double {
        let window = from...(from + hours / 24)
        // isBefore(t) is (altitude > −0.833) != rising, that is (altitude + 0.833 > 0) != rising
        let facts = sunCrossingFacts(
            within: window, iterations: iterations, altitude: -0.833, latitude: latitude, longitude: longitude,
            rising: rising, altitudeAt: { sunAltitude(atUT: $0, latitude: latitude, longitude: longitude) },
            isBefore: { ($0 > 0) != rising })
        let (low, high) = Bisection.halve(
            low: window.lowerBound, high: window.upperBound, iterations: iterations, facts: facts
        ) { middle in
            let above = sunAltitude(atUT: middle, latitude: latitude, longitude: longitude) > -0.833
            return above != rising
        }
        return (low + high) / 2
    }

    /// How far (days, about 0.35 ms) from an estimated crossing `Bisection.halve` evaluates the sky itself:
    /// some ten times the precision of a Julian Day near 2000 (4.7e-10 days) and of the secant steps.
    static let crossingMargin = 4e-9

    /// What a few evaluations show of the instant (Julian Day, UT) within `window` the Sun's centre
    /// crosses `altitude` degrees at a site, rising or setting, for `Bisection.halve` of `iterations`
    /// halvings: from the hour angle of that altitude at the window's middle, secant steps on
    /// `altitudeAt(t) − altitude`, whose sign `isBefore` must read exactly as the bisection does.
    static func sunCrossingFacts(
        within window: ClosedRange<Double>, iterations: Int, altitude: Double, latitude: Double, longitude: Double,
        rising: Bool, altitudeAt: (Double) -> Double, isBefore: (Double) -> Bool
    ) -> Bisection.Facts {
        guard
            let guess = sunCrossingGuess(
                within: window, altitude: altitude, latitude: latitude, longitude: longitude, rising: rising)
        else { return Bisection.Facts() }
        let width = (window.upperBound - window.lowerBound) / Double(1 << iterations)
        return Bisection.facts(
            first: guess, second: guess + 0.000_1, within: window, tolerance: max(width / 100, 1e-10),
            value: { altitudeAt($0) - altitude }, isBefore: isBefore)
    }

    /// The first guess of `sunCrossingFacts`: the instant (Julian Day, UT) the Sun's centre would cross
    /// `altitude` degrees at a site, rising or setting, were its place the one at the window's middle
    /// (from the hour angle of that altitude); nil when the Sun does not reach that altitude then.
    static func sunCrossingGuess(
        within window: ClosedRange<Double>, altitude: Double, latitude: Double, longitude: Double, rising: Bool
    ) -> Double? {
        let middle = (window.lowerBound + window.upperBound) / 2
        let jde = middle + deltaTDays(middle)
        let (rightAscension, declination) = equatorial(longitude: Equinox.apparentLongitude(jde), latitude: 0, jde: jde)
        let phi = latitude * radians
        let cosine = (sin(altitude * radians) - sin(phi) * sin(declination)) / (cos(phi) * cos(declination))
        guard abs(cosine) < 1 else { return nil }
        let wanted = (rising ? -1 : 1) * acos(cosine) / radians
        let hourAngle = siderealTime(middle) + longitude - rightAscension / radians
        let turn = (wanted - hourAngle).truncatingRemainder(dividingBy: 360)
        return middle + (turn > 180 ? turn - 360 : turn < -180 ? turn + 360 : turn) / 360.985_647
    }

    /// The Julian Ephemeris Day of the full moon (elongation 180°) nearest `jde`, found by bisection
    /// within 16 days either side.
    static func fullMoon(near jde: Double) -> Double {
        var best: Double?
        for crossing in fullMoons(scanningFrom: jde - 16, before: jde + 16)
        where best.map({ abs(crossing - jde) < abs($0 - jde) }) ?? true {
            best = crossing
        }
        return best ?? jde
    }

    /// The full moons (JDE) a scan finds from `start` on, by quarter days up to the first step at or past
    /// `end`, each refined by 30 halvings of its quarter day (the lower end of the last one), in order.
    ///
    /// The scan evaluates the Moon some 130 times a month; the full moons are found instead from the
    /// elongation at `start` and secant steps, and only the quarter days around each are evaluated,
    /// with `Bisection.halve` for the halvings: the same instants, bit for bit, since the elongation only
    /// grows between new moons. Where that cannot be settled (a secant step that does not settle, a
    /// full moon the quarter days around it do not confirm), the scan itself runs.
    static func fullMoons(scanningFrom start: Double, before end: Double) -> [Double] {
        // the scan's points are start + k/4 exactly (a quarter is a multiple of a Julian Day's precision)
        func point(_ k: Int) -> Double { start + Double(k) * 0.25 }
        var last = 1
        while point(last - 1) < end { last += 1 }
        last -= 1  // the scan evaluates points 1...last; a full moon is found at k where it lies in (k − 1, k]
        guard last >= 1 else { return [] }
        func isBefore(_ jde: Double) -> Bool { eastwardElongation(jde) < 180 }
        func refine(_ k: Int, estimate: Double?) -> Double {
            Bisection.halve(
                low: point(k - 1), high: point(k), iterations: 30, estimate: estimate, margin: crossingMargin,
                isBefore: isBefore
            ).low
        }
        func scan() -> [Double] {
            var found: [Double] = []
            var previous = eastwardElongation(point(0))
            for k in 1...last {
                let elongation = eastwardElongation(point(k))
                if previous < 180, elongation >= 180 { found.append(refine(k, estimate: nil)) }
                previous = elongation
            }
            return found
        }
        // the full moons from a day before the scan to a day after it, from the mean motion (12.19° a day)
        let first = eastwardElongation(start)
        let ahead = (180 - first + 360).truncatingRemainder(dividingBy: 360)
        var estimates: [Double] = []
        var guess = start + ahead / 12.190_75 - 29.530_589
        while guess < point(last) + 3 {
            if guess > start - 3 {
                let root = Bisection.secantRoot(
                    first: guess, second: guess + 0.01, within: (guess - 4)...(guess + 4), tolerance: 1e-10
                ) { jde in (eastwardElongation(jde) - 180 + 540).truncatingRemainder(dividingBy: 360) - 180 }
                guard let root else { return scan() }
                estimates.append(root)
            }
            guess += 29.530_589
        }
        var found: [Double] = []
        var previousIndex = 0
        for root in estimates {
            let k = Int(((root - start) / 0.25).rounded(.up))
            // the quarter day holding it, confirmed as the scan would (one of k − 1, k, k + 1 by rounding)
            let confirmed = (k - 1...k + 1).first { index in
                (1...last).contains(index) && isBefore(point(index - 1)) && !isBefore(point(index))
            }
            guard let confirmed else {
                // not in the scan: certainly so only when the full moon is well outside it
                if root < start - 0.5 || root > point(last) + 0.5 { continue }
                return scan()
            }
            guard confirmed > previousIndex else { return scan() }
            previousIndex = confirmed
            found.append(refine(confirmed, estimate: root))
        }
        return found
    }

    /// The Julian Ephemeris Day of the new moon nearest before `jde` (Meeus chapter 49).
    static func newMoon(before jde: Double) -> Double {
        var k = ((jde - 2_451_550.097_66) / 29.530_588_861).rounded(.down)
        var moon = newMoon(k)
        while moon > jde {
            k -= 1
            moon = newMoon(k)
        }
        while newMoon(k + 1) <= jde {
            k += 1
            moon = newMoon(k)
        }
        return moon
    }
}
