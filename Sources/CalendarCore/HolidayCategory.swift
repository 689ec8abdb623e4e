/// What kind of day a holiday is: a day off for everyone, for banks, an observance, …
///
/// The raw values are the words used in rule files, flags (`--categories public,bank`) and JSON.
public enum HolidayCategory: String, CaseIterable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// A statutory day off for (nearly) everyone.
    case `public`
    /// A day banks close; not necessarily a general day off.
    case bank
    /// A day schools close.
    case school
    /// A day off only for some people, or by choice (e.g. floating holidays).
    case optional
    /// A day off for government employees.
    case government
    /// Only the afternoon (or a part of the day) is off.
    case halfDay = "half-day"
    /// A named day that is not a day off.
    case observance

    public var description: String { rawValue }

    /// Sort order: the declaration order above.
    public static func < (lhs: HolidayCategory, rhs: HolidayCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
