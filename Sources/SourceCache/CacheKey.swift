/// Names one cached answer: which source answered, for what, and for which period.
///
/// The columns are generic so that every online source fits one table: a holiday provider uses
/// `scope` for the country (`US`) and `subdivision` for the ISO 3166-2 part (`NY`, or `""`), and
/// `period` for the day (`2026-07-04`, Abstract) or the year (`2026`, Nager.Date, Calendarific)
/// its answer covers. Another source (a weather forecast) can put a place in `scope`.
public struct CacheKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The provider's identifier: `abstract`, `nager`, `calendarific`.
    public var source: String
    /// The country code, or another source's place key.
    public var scope: String
    /// The subdivision code without the country (`NY`), or `""` for the whole country.
    public var subdivision: String
    /// `YYYY-MM-DD` for a day's answer, `YYYY` for a year's.
    public var period: String

    public init(source: String, scope: String, subdivision: String = "", period: String) {
        self.source = source
        self.scope = scope
        self.subdivision = subdivision
        self.period = period
    }

    public static func < (lhs: CacheKey, rhs: CacheKey) -> Bool {
        (lhs.source, lhs.scope, lhs.subdivision, lhs.period) < (rhs.source, rhs.scope, rhs.subdivision, rhs.period)
    }

    public var description: String {
        "\(source) \(scope)\(subdivision.isEmpty ? "" : "-\(subdivision)") \(period)"
    }
}
