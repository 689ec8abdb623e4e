import CalendarCore
import Foundation

/// The days of the March and September equinoxes, computed astronomically.
///
/// Jean Meeus, *Astronomical Algorithms* (2nd ed.), chapter 27: mean equinox from the polynomial of
/// table 27.B plus the 24 periodic terms of table 27.C (accurate to about a minute for 1000–3000),
/// converted from dynamical time to UT with Espenak and Meeus's polynomial for ΔT, then to the day
/// in a given UTC offset. Japan's equinox holidays are the days the Cabinet announces from the
/// National Astronomical Observatory's computation of exactly this instant in JST.
enum Equinox {
    /// Which equinox.
    enum Kind { case march, september }

    /// The day of the equinox of `year` in the time zone `offsetMinutes` east of UTC.
    static func day(_ kind: Kind, year: Int, offsetMinutes: Int) -> CalendarDay {
        let jde = julianEphemerisDay(kind, year: year)
        let ut = jde - deltaT(year: Double(year)) / 86_400
        let local = ut + Double(offsetMinutes) / 1_440
        return CalendarDay(dayNumber: Int((local - 2_440_587.5).rounded(.down)))
    }

    /// The instant of the equinox as a Julian Ephemeris Day (dynamical time).
    static func julianEphemerisDay(_ kind: Kind, year: Int) -> Double {
        let y = (Double(year) - 2000) / 1000
        let jde0: Double
        switch kind {
        case .march:
            jde0 = 2_451_623.80984 + 365_242.37404 * y + 0.05169 * y * y - 0.00411 * y * y * y - 0.00057 * y * y * y * y
        case .september:
            jde0 = 2_451_810.21715 + 365_242.01767 * y - 0.11575 * y * y + 0.00337 * y * y * y + 0.00078 * y * y * y * y
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
