/// An ISO 3166-1 alpha-2 country code in upper case, e.g. `DE`.
public struct CountryCode: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The two upper-case ASCII letters.
    public let rawValue: String

    /// Accepts two ASCII letters in any case; returns `nil` otherwise.
    public init?(_ text: some StringProtocol) {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        rawValue = text.uppercased()
    }

    public var description: String { rawValue }
    public static func < (lhs: CountryCode, rhs: CountryCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = CountryCode(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a two-letter country code, got '\(text)'")
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The subdivision part of an ISO 3166-2 code in upper case, e.g. `BY` of `DE-BY`.
public struct SubdivisionCode: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// One to three upper-case ASCII letters or digits.
    public let rawValue: String

    /// Accepts one to three ASCII letters or digits in any case; returns `nil` otherwise.
    public init?(_ text: some StringProtocol) {
        guard (1...3).contains(text.count), text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        rawValue = text.uppercased()
    }

    public var description: String { rawValue }
    public static func < (lhs: SubdivisionCode, rhs: SubdivisionCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = SubdivisionCode(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a subdivision code such as BY, got '\(text)'")
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A country, optionally narrowed to one of its subdivisions: `DE` or `DE-BY`.
public struct Region: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The country.
    public let country: CountryCode
    /// The subdivision, or `nil` for the holidays common to the whole country.
    public let subdivision: SubdivisionCode?

    public init(country: CountryCode, subdivision: SubdivisionCode? = nil) {
        self.country = country
        self.subdivision = subdivision
    }

    /// Parses `CC` or `CC-SUB` (case-insensitive); returns `nil` for anything else.
    public init?(code: some StringProtocol) {
        let parts = code.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let country = CountryCode(parts[0]) else { return nil }
        if parts.count == 2 {
            guard let subdivision = SubdivisionCode(parts[1]) else { return nil }
            self.init(country: country, subdivision: subdivision)
        } else {
            self.init(country: country)
        }
    }

    /// `DE` or `DE-BY`.
    public var description: String {
        subdivision.map { "\(country)-\($0)" } ?? country.rawValue
    }

    public static func < (lhs: Region, rhs: Region) -> Bool {
        (lhs.country.rawValue, lhs.subdivision?.rawValue ?? "") < (rhs.country.rawValue, rhs.subdivision?.rawValue ?? "")
    }
}
