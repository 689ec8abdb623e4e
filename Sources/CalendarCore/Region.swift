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

/// The subdivision part of a region code in upper case: the ISO 3166-2 code, e.g. `BY` of `DE-BY`, or a
/// word for a subdivision that has no ISO code (Belgium's communities: `FLEMISH` of `BE-FLEMISH`).
public struct SubdivisionCode: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// One to three upper-case ASCII letters or digits, or a word of 4 to 40 upper-case ASCII letters,
    /// digits and single hyphens that starts with a letter (`STADT-ZURICH`).
    public let rawValue: String

    /// Accepts one to three ASCII letters or digits, or a word of 4 to 40 ASCII letters, digits, hyphens
    /// and spaces starting with a letter, in any case (a space is taken as a hyphen: `Stadt Zurich` is
    /// `STADT-ZURICH`); returns `nil` otherwise.
    public init?(_ text: some StringProtocol) {
        let upper = text.uppercased()
        if (1...3).contains(upper.count), upper.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            rawValue = upper
            return
        }
        let word = upper.replacingSpacesWithHyphens()
        guard (4...40).contains(word.count), let first = word.first, first.isASCII, first.isLetter,
            word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
            !word.hasSuffix("-"), !word.contains("--")
        else { return nil }
        rawValue = word
    }

    /// As the generic initializer; the usual code (one to three upper-case ASCII letters or digits) is
    /// checked on bytes and kept as it is, which rule files do thousands of times.
    public init?(_ text: String) {
        let bytes = text.utf8
        let isPlain = (1...3).contains(bytes.count) && bytes.allSatisfy { byte in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        guard isPlain else {
            self.init(text[...])
            return
        }
        self.init(plain: text)
    }

    private init(plain: String) { rawValue = plain }

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

extension String {
    /// The text with each space replaced by a hyphen.
    fileprivate func replacingSpacesWithHyphens() -> String {
        String(map { $0 == " " ? "-" : $0 })
    }
}
