import Foundation

/// The instants of the new moons, computed astronomically.
///
/// Jean Meeus, *Astronomical Algorithms* (2nd ed.), chapter 49: the mean new moon of lunation `k`
/// (k = 0 on 6 January 2000) corrected by the 25 periodic terms of the Sun's and Moon's anomalies and
/// the Moon's argument of latitude, and by the 14 planetary arguments; accurate to well under a minute
/// for the years 1900–2100. The lunisolar calendars (`LunisolarCalendar`) start their months on the
/// local day of these instants.
enum NewMoon {
    /// Mean length of a lunation in days.
    static let synodicMonth = 29.530_588_861

    /// The lunation number of the last new moon before the Julian Ephemeris Day `jde`, approximately:
    /// the result may be one too small or too large, and callers check the neighbours.
    static func lunation(near jde: Double) -> Int {
        Int(((jde - 2_451_550.097_66) / synodicMonth).rounded(.down))
    }

    /// The instant of new moon number `k` as a Julian Ephemeris Day (dynamical time).
    static func julianEphemerisDay(lunation k: Int) -> Double {
        let k = Double(k)
        let t = k / 1_236.85
        let t2 = t * t
        let t3 = t2 * t
        let t4 = t3 * t
        let radians = Double.pi / 180
        var jde = 2_451_550.097_66 + synodicMonth * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
        let m = (2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3) * radians
        let mp = (201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4) * radians
        let f = (160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4) * radians
        let omega = (124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3) * radians
        // Table 49.A, new moon column: the coefficient, the power of E, and the argument.
        let terms: [(Double, Int, Double)] = [
            (-0.407_20, 0, mp), (0.172_41, 1, m), (0.016_08, 0, 2 * mp), (0.010_39, 0, 2 * f),
            (0.007_39, 1, mp - m), (-0.005_14, 1, mp + m), (0.002_08, 2, 2 * m), (-0.001_11, 0, mp - 2 * f),
            (-0.000_57, 0, mp + 2 * f), (0.000_56, 1, 2 * mp + m), (-0.000_42, 0, 3 * mp), (0.000_42, 1, m + 2 * f),
            (0.000_38, 1, m - 2 * f), (-0.000_24, 1, 2 * mp - m), (-0.000_17, 0, omega), (-0.000_07, 0, mp + 2 * m),
            (0.000_04, 0, 2 * mp - 2 * f), (0.000_04, 0, 3 * m), (0.000_03, 0, mp + m - 2 * f),
            (0.000_03, 0, 2 * mp + 2 * f), (-0.000_03, 0, mp + m + 2 * f), (0.000_03, 0, mp - m + 2 * f),
            (-0.000_02, 0, mp - m - 2 * f), (-0.000_02, 0, 3 * mp + m), (0.000_02, 0, 4 * mp),
        ]
        for (coefficient, power, argument) in terms {
            jde += coefficient * pow(e, Double(power)) * sin(argument)
        }
        // Table 49.B: the planetary arguments (degrees) and their coefficients.
        let planetary: [(Double, Double)] = [
            (0.000_325, 299.77 + 0.107_408 * k - 0.009_173 * t2), (0.000_165, 251.88 + 0.016_321 * k),
            (0.000_164, 251.83 + 26.651_886 * k), (0.000_126, 349.42 + 36.412_478 * k),
            (0.000_110, 84.66 + 18.206_239 * k), (0.000_062, 141.74 + 53.303_771 * k),
            (0.000_060, 207.14 + 2.453_732 * k), (0.000_056, 154.84 + 7.306_860 * k),
            (0.000_047, 34.52 + 27.261_239 * k), (0.000_042, 207.19 + 0.121_824 * k),
            (0.000_040, 291.34 + 1.844_379 * k), (0.000_037, 161.72 + 24.198_154 * k),
            (0.000_035, 239.56 + 25.513_099 * k), (0.000_023, 331.55 + 3.592_518 * k),
        ]
        for (coefficient, degrees) in planetary {
            jde += coefficient * sin(degrees * radians)
        }
        return jde
    }

    /// The day number (days since 1970-01-01) of the civil day, `offsetMinutes` east of UTC, on which
    /// new moon number `k` falls.
    static func dayNumber(lunation k: Int, offsetMinutes: Int) -> Int {
        let jde = julianEphemerisDay(lunation: k)
        let year = 2000 + Double(k) / 12.368_5
        let ut = jde - Equinox.deltaT(year: year) / 86_400
        return Int((ut + Double(offsetMinutes) / 1_440 - 2_440_587.5).rounded(.down))
    }
}
