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
    /// A working day by decree (a Saturday worked to bridge a holiday elsewhere).
    case workday
    /// Widely observed without a legal basis (e.g. Christmas Eve in Finland).
    case unofficial
    /// A day off by custom in practice though not by law (Sweden's midsummer eve).
    case deFacto = "de-facto"
    /// A day off for the armed forces.
    case armedForces = "armed-forces"
    /// A day off for members of the Catholic Church.
    case catholic
    /// A day off for members of Protestant churches.
    case protestant
    /// A day off for members of the Armenian community.
    case armenian
    /// A day off for Jewish people, by the Hebrew calendar.
    case hebrew
    /// A day off for Hindus.
    case hindu
    /// A day off for Muslims.
    case islamic
    /// An optional day off for women (India).
    case optionalWomen = "optional-women"

    public var description: String { rawValue }

    /// Sort order: the declaration order above.
    public static func < (lhs: HolidayCategory, rhs: HolidayCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
