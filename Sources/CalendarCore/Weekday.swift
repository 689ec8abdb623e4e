/// A day of the week, numbered as ISO 8601 does: Monday is 1, Sunday is 7.
public enum Weekday: Int, CaseIterable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Creates a weekday from its ISO number, 1 (Monday) ... 7 (Sunday).
    public init?(isoNumber: Int) {
        self.init(rawValue: isoNumber)
    }

    /// Parses an English name or its three-letter abbreviation, in any case (`mon`, `Monday`).
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        guard lower.count >= 3,
            let match = Weekday.allCases.first(where: { $0.englishName.lowercased().hasPrefix(lower) })
        else { return nil }
        self = match
    }

    /// The ISO 8601 number, 1 (Monday) ... 7 (Sunday).
    public var isoNumber: Int { rawValue }

    /// The English name, e.g. `Monday`.
    public var englishName: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// The three-letter lower-case abbreviation used in rule files and flags, e.g. `mon`.
    public var shortName: String { String(englishName.prefix(3)).lowercased() }

    public var description: String { shortName }

    /// The weekday `count` days later.
    public func advanced(by count: Int) -> Weekday {
        Weekday(rawValue: ((rawValue - 1 + count) % 7 + 7) % 7 + 1) ?? self
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
