/// Where and by which crescent criteria a country computes its Islamic months (`islamic-calendar:
/// mabims` with `islamic-place:` and `islamic-criterion:` lines).
///
/// Each criterion applies to the months whose conjunction falls on or after 1 January of its year (in
/// the place's time), until the next one's year; the earliest also applies to the years before it. The
/// default, `singapore`, is MUIS's reference place with the MABIMS criteria of 1992 and, from 2022, of 2021.
/// A rule file that gives `islamic-criterion:` lines replaces all of the default's periods.
public struct IslamicReckoning: Hashable, Sendable {
    /// One criterion and the first Gregorian year it applies to.
    public struct Period: Hashable, Sendable {
        public let fromYear: Int
        public let criterion: CrescentCriterion

        public init(fromYear: Int, criterion: CrescentCriterion) {
            self.fromYear = fromYear
            self.criterion = criterion
        }
    }

    /// Latitude of the reference place, degrees north.
    public let latitude: Double
    /// Longitude of the reference place, degrees east.
    public let longitude: Double
    /// The place's UTC offset in minutes, which decides the local day of a conjunction and a sunset.
    public let utcOffsetMinutes: Int
    /// The criteria by period, sorted by `fromYear`; never empty.
    public let periods: [Period]

    /// `periods` may be given in any order; an empty list means `singapore`'s.
    public init(latitude: Double, longitude: Double, utcOffsetMinutes: Int, periods: [Period]) {
        self.latitude = latitude
        self.longitude = longitude
        self.utcOffsetMinutes = utcOffsetMinutes
        self.periods = periods.isEmpty ? Self.mabimsPeriods : periods.sorted { $0.fromYear < $1.fromYear }
    }

    /// Before 1992 each country had its own practice and no criterion is documented for all of them; the
    /// default is altitude 2°, elongation 3° or age 8 h for the centre, which agrees best with the
    /// estimates python-holidays makes for those years (measured: see README, "Holiday rules").
    private static let mabimsPeriods = [
        Period(fromYear: 1900, criterion: CrescentCriterion(altitude: 2, elongation: 3, orAge: 8)),
        Period(fromYear: 1992, criterion: .mabims1992), Period(fromYear: 2022, criterion: .mabims2021),
    ]

    /// Singapore (1.29° N, 103.85° E, UTC+8) with the MABIMS criteria: 1992's from 1992, 2021's from
    /// 2022, and before 1992 altitude 2°, elongation 3° or age 8 h for the centre.
    public static let singapore = IslamicReckoning(
        latitude: 1.29, longitude: 103.85, utcOffsetMinutes: 8 * 60, periods: mabimsPeriods)

    /// The criterion for a conjunction in Gregorian year `year`.
    public func criterion(forYear year: Int) -> CrescentCriterion {
        periods.last { $0.fromYear <= year }?.criterion ?? periods[0].criterion
    }
}
