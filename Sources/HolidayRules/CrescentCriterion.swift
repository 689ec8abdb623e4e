/// When the new crescent counts as seen at sunset, for an Islamic calendar computed by a visibility
/// criterion (`MabimsCalendar`); a rule file's `islamic-criterion:` line.
///
/// The Moon must be past conjunction at sunset, its altitude at least `altitude` degrees, and, if
/// `elongation` is given, its elongation from the Sun at least that many degrees, or else, if `orAge`
/// is given, the Moon at least that many hours old. The altitude is the Moon's centre without refraction
/// (`MabimsCalendar`). Examples: the MABIMS "2-3-8" criteria (1992–2021) are altitude 2, elongation 3,
/// or-age 8, where the 2° is the apparent altitude of the crescent's upper limb as the MABIMS ministries'
/// hisab gives it (*irtifa' hilal mar'i*, with refraction and the semi-diameter, about 0.75° above the
/// centre's), so altitude 1.25 here; the 2021 MABIMS criteria are altitude 3, elongation 6.4; *wujudul
/// hilal* (the Moon sets after the Sun) is altitude 0.
public struct CrescentCriterion: Hashable, Sendable {
    /// The least altitude of the Moon's centre at sunset, seen from the surface, in degrees.
    public let altitude: Double
    /// The least geocentric elongation of the Moon from the Sun at sunset, in degrees, if required.
    public let elongation: Double?
    /// The age in hours (since conjunction) that suffices instead of `elongation`, if any.
    public let orAge: Double?

    public init(altitude: Double, elongation: Double? = nil, orAge: Double? = nil) {
        self.altitude = altitude
        self.elongation = elongation
        self.orAge = orAge
    }

    /// The MABIMS criteria of 1992 ("2-3-8"), the 2° apparent altitude of the upper limb taken as 1.25°
    /// for the centre without refraction.
    public static let mabims1992 = CrescentCriterion(altitude: 1.25, elongation: 3, orAge: 8)
    /// The MABIMS criteria of 2021, applied from 1443 AH (2022).
    public static let mabims2021 = CrescentCriterion(altitude: 3, elongation: 6.4)

    /// Whether a Moon at `altitude` and `elongation` degrees, `ageHours` old at sunset, counts as seen.
    public func isMet(altitude: Double, elongation: Double, ageHours: Double) -> Bool {
        guard altitude >= self.altitude else { return false }
        guard let least = self.elongation else { return true }
        if elongation >= least { return true }
        if let orAge, ageHours >= orAge { return true }
        return false
    }
}
