import CalendarCore
import Foundation

/// The days of the equinoxes and solstices, and of any longitude of the Sun (the Chinese solar terms),
/// computed astronomically.
///
/// Jean Meeus, *Astronomical Algorithms* (2nd ed.), chapter 27: mean equinox or solstice from the
/// polynomial of table 27.B plus the 24 periodic terms of table 27.C (accurate to about a minute for 1000–3000),
/// converted from dynamical time to UT with Espenak and Meeus's polynomial for ΔT, then to the day
/// in a given UTC offset. Japan's equinox holidays are the days the Cabinet announces from the
/// National Astronomical Observatory's computation of exactly this instant in JST.
enum Equinox {
    /// Which equinox or solstice: the Sun's apparent longitude 0°, 90°, 180° or 270°.
    enum Kind: Int, CaseIterable { case march, june, september, december }

    /// The day of the equinox of `year` in the time zone `offsetMinutes` east of UTC.
    static func day(_ kind: Kind, year: Int, offsetMinutes: Int) -> CalendarDay {
        day(ofEphemerisDay: julianEphemerisDay(kind, year: year), year: year, offsetMinutes: offsetMinutes)
    }

    /// The day on which the Sun's apparent longitude reaches `degrees` (0 ..< 360) in `year`, in the
    /// time zone `offsetMinutes` east of UTC: 15° is Qingming (清明), 270° the December solstice.
    ///
    /// The instant is found from the equinox or solstice before it (chapter 27) plus the Sun's motion
    /// since, from `apparentLongitude`; the difference is good to about a minute.
    static func day(ofSolarLongitude degrees: Int, year: Int, offsetMinutes: Int) -> CalendarDay {
        let quadrant = degrees / 90
        // Longitudes past 270° are reached in January to March: after the previous December solstice.
        let anchorYear = quadrant == 3 && degrees > 270 ? year - 1 : year
        let anchorKind = Kind(rawValue: quadrant) ?? .march
        var jde = julianEphemerisDay(anchorKind, year: anchorYear)
        let start = apparentLongitude(jde)
        let wanted = Double(degrees - quadrant * 90)
        for _ in 0..<4 {
            var moved = apparentLongitude(jde) - start
            moved -= 360 * (moved / 360).rounded(.down)
            if moved > 300 { moved -= 360 }
            jde += (wanted - moved) * 365.242_19 / 360
        }
        return day(ofEphemerisDay: jde, year: year, offsetMinutes: offsetMinutes)
    }

    private static func day(ofEphemerisDay jde: Double, year: Int, offsetMinutes: Int) -> CalendarDay {
        let ut = jde - deltaT(year: Double(year)) / 86_400
        let local = ut + Double(offsetMinutes) / 1_440
        return CalendarDay(dayNumber: Int((local - 2_440_587.5).rounded(.down)))
    }

    /// The Sun's apparent longitude in degrees at a Julian Ephemeris Day.
    ///
    /// The geometric longitude of chapter 25 (mean longitude plus equation of the centre), less the
    /// aberration (0.00569°), plus the periodic terms of table 27.C read as longitudes: Meeus gives them
    /// as the delay, in 0.00001 day of mean motion, that the nutation and the planets' and Moon's
    /// perturbations cause at the equinoxes and solstices, so −A·0.00001·360/365.2422° cos(B + C·T) is
    /// the perturbation in longitude itself. Chapter 25's own low-accuracy formula (0.01°) would put a
    /// solar term several minutes off.
    static func apparentLongitude(_ jde: Double) -> Double {
        let t = (jde - 2_451_545.0) / 36_525
        let radians = Double.pi / 180
        let l0 = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t
        let m = (357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t) * radians
        let c = (1.914_602 - 0.004_817 * t - 0.000_014 * t * t) * sin(m) + (0.019_993 - 0.000_101 * t) * sin(2 * m)
            + 0.000_289 * sin(3 * m)
        var s = 0.0
        for (a, b, c) in periodicTerms {
            s += a * cos((b + c * t) * radians)
        }
        return l0 + c - 0.005_69 - s * 0.000_01 * 360 / 365.242_2
    }

    /// The instant of the equinox as a Julian Ephemeris Day (dynamical time).
    static func julianEphemerisDay(_ kind: Kind, year: Int) -> Double {
        let y = (Double(year) - 2000) / 1000
        let jde0: Double
        switch kind {
        case .march:
            jde0 = 2_451_623.80984 + 365_242.37404 * y + 0.05169 * y * y - 0.00411 * y * y * y - 0.00057 * y * y * y * y
        case .june:
            jde0 = 2_451_716.56767 + 365_241.62603 * y + 0.00325 * y * y + 0.00888 * y * y * y - 0.00030 * y * y * y * y
        case .september:
            jde0 = 2_451_810.21715 + 365_242.01767 * y - 0.11575 * y * y + 0.00337 * y * y * y + 0.00078 * y * y * y * y
        case .december:
            jde0 = 2_451_900.05952 + 365_242.74049 * y - 0.06223 * y * y - 0.00823 * y * y * y + 0.00032 * y * y * y * y
        }
        let t = (jde0 - 2_451_545.0) / 36_525
        let w = (35_999.373 * t - 2.47) * .pi / 180
        let deltaLambda = 1 + 0.0334 * cos(w) + 0.0007 * cos(2 * w)
        var s = 0.0
        for (a, b, c) in periodicTerms {
            s += a * cos((b + c * t) * .pi / 180)
        }
        return jde0 + 0.000_01 * s / deltaLambda
    }

    /// ΔT = TT − UT in seconds (Espenak & Meeus, NASA Five Millennium Canon polynomials).
    static func deltaT(year y: Double) -> Double {
        switch y {
        case ..<1920:
            let t = y - 1900
            return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * t * t * t - 0.000197 * t * t * t * t
        case ..<1941:
            let t = y - 1920
            return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * t * t * t
        case ..<1961:
            let t = y - 1950
            return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
        case ..<1986:
            let t = y - 1975
            return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
        case ..<2005:
            let t = y - 2000
            return 63.86 + 0.3345 * t - 0.060374 * t * t + 0.0017275 * t * t * t + 0.000651814 * t * t * t * t
                + 0.00002373599 * t * t * t * t * t
        case ..<2050:
            let t = y - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        default:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - y)
        }
    }

    /// Meeus table 27.C: A (in 0.00001 day), B and C (degrees).
    private static let periodicTerms: [(Double, Double, Double)] = [
        (485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186), (182, 27.85, 445267.112),
        (156, 73.14, 45036.886), (136, 171.52, 22518.443), (77, 222.54, 65928.934), (74, 296.72, 3034.906),
        (70, 243.58, 9037.513), (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.226),
        (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417), (18, 155.12, 67555.328),
        (17, 288.79, 4562.452), (16, 198.04, 62894.029), (14, 199.76, 31436.921), (12, 95.39, 14577.848),
        (12, 287.11, 31931.756), (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074),
    ]
}
