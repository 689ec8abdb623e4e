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
    private static let radians = Double.pi / 180

    /// Whether the month that began on day number `monthStart` has 29 days.
    static func monthEndsOn29th(monthStart: Int) -> Bool {
        let evening = monthStart + 28
        let sunset = sunsetAtMecca(dayNumber: evening)
        let k = ((sunset - 2_451_550.097_66) / 29.530_588_861).rounded()
        let conjunction = newMoon(k) - deltaT(sunset) / 86_400
        let monthStartJD = 2_440_587.5 + Double(monthStart)
        guard conjunction <= sunset, conjunction > monthStartJD + 10 else { return false }
        return moonAltitude(atUT: sunset) > 0.125
    }

    /// The Julian Day (UT) of sunset at Mecca on day number `dayNumber`: the Sun's centre 0.833° below
    /// the horizon, found by bisection between 13:00 and 17:00 UT.
    private static func sunsetAtMecca(dayNumber: Int) -> Double {
        var low = 2_440_587.5 + Double(dayNumber) + 13.0 / 24
        var high = low + 4.0 / 24
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if sunAltitude(atUT: middle) > -0.833 { low = middle } else { high = middle }
        }
        return low
    }

    private static func deltaT(_ jd: Double) -> Double {
        Equinox.deltaT(year: 2000 + (jd - 2_451_545.0) / 365.25)
    }

    private static func sunAltitude(atUT jd: Double) -> Double {
        let jde = jd + deltaT(jd) / 86_400
        return altitude(longitude: Equinox.apparentLongitude(jde), latitude: 0, ut: jd, jde: jde)
    }

    private static func moonAltitude(atUT jd: Double) -> Double {
        let jde = jd + deltaT(jd) / 86_400
        let (lambda, beta) = moonPosition(jde)
        return altitude(longitude: lambda, latitude: beta, ut: jd, jde: jde)
    }

    /// The geocentric altitude at Mecca of a body at ecliptic `longitude`/`latitude` (degrees).
    private static func altitude(longitude lambda: Double, latitude beta: Double, ut: Double, jde: Double) -> Double {
        let t = (jde - 2_451_545.0) / 36_525
        let epsilon = (23.439_291 - 0.013_004_2 * t) * radians
        let l = lambda * radians
        let b = beta * radians
        let rightAscension = atan2(sin(l) * cos(epsilon) - tan(b) * sin(epsilon), cos(l))
        let declination = asin(sin(b) * cos(epsilon) + cos(b) * sin(epsilon) * sin(l))
        let tu = (ut - 2_451_545.0) / 36_525
        let siderealTime = 280.460_618_37 + 360.985_647_366_29 * (ut - 2_451_545.0) + 0.000_387_933 * tu * tu
        let hourAngle = (siderealTime + longitude) * radians - rightAscension
        let phi = latitude * radians
        return asin(sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)) / radians
    }

    /// The Julian Ephemeris Day of the new moon of lunation `k` (Meeus chapter 49; k = 0 in January 2000).
    private static func newMoon(_ k: Double) -> Double {
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
    private static func moonPosition(_ jde: Double) -> (Double, Double) {
        let t = (jde - 2_451_545.0) / 36_525
        let lp = 218.316_447_7 + 481_267.881_234_21 * t
        let d = 297.850_192_1 + 445_267.111_403_4 * t
        let m = 357.529_109_2 + 35_999.050_290_9 * t
        let mp = 134.963_396_4 + 477_198.867_505_5 * t
        let f = 93.272_095_0 + 483_202.017_523_3 * t
        let e = 1 - 0.002_516 * t
        let a1 = 119.75 + 131.849 * t
        let a2 = 53.09 + 479_264.290 * t
        let a3 = 313.45 + 481_266.484 * t
        func sum(_ terms: [(Int, Int, Int, Int, Double)]) -> Double {
            var total = 0.0
            for (td, tm, tmp, tf, coefficient) in terms {
                let argument = (Double(td) * d + Double(tm) * m + Double(tmp) * mp + Double(tf) * f) * radians
                total += coefficient * pow(e, Double(abs(tm))) * sin(argument)
            }
            return total
        }
        var longitude = sum(longitudeTerms)
        longitude += 3_958 * sin(a1 * radians) + 1_962 * sin((lp - f) * radians) + 318 * sin(a2 * radians)
        var latitude = sum(latitudeTerms)
        latitude += -2_235 * sin(lp * radians) + 382 * sin(a3 * radians) + 175 * sin((a1 - f) * radians)
            + 175 * sin((a1 + f) * radians) + 127 * sin((lp - mp) * radians) - 115 * sin((lp + mp) * radians)
        return (lp + longitude / 1_000_000, latitude / 1_000_000)
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
}
