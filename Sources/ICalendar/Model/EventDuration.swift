/// A DURATION value (RFC 5545 §3.3.6) split into its nominal and exact parts.
///
/// RFC 5545 keeps the two apart: weeks and days are *nominal* (a day is "the same local time the next
/// day", 23 or 25 hours across a daylight-saving change), hours, minutes and seconds are *exact*.
/// §3.3.6 adds the days first, then the time. `P1W2D` is not in the grammar; `P15DT5H0M20S` is.
///
/// ```swift
/// EventDuration(rfc5545: "P1DT2H")  // days 1, seconds 7200
/// EventDuration(rfc5545: "PT24H")   // days 0, seconds 86400: exactly 24 hours
/// ```
public struct EventDuration: Hashable, Sendable, CustomStringConvertible {
    /// Whether the duration points backwards (`-P1D`).
    public var isNegative: Bool
    /// The nominal part in days (weeks count 7).
    public var days: Int
    /// The exact part in seconds.
    public var seconds: Int

    /// Creates a duration from its parts.
    public init(days: Int = 0, seconds: Int = 0, isNegative: Bool = false) {
        self.days = days
        self.seconds = seconds
        self.isNegative = isNegative
    }

    /// Parses `dur-value` (RFC 5545 §3.3.6); returns `nil` unless `text` matches the grammar exactly.
    ///
    /// ```
    /// dur-value  = (["+"] / "-") "P" (dur-date / dur-time / dur-week)
    /// dur-date   = dur-day [dur-time]
    /// dur-time   = "T" (dur-hour / dur-minute / dur-second)
    /// dur-week   = 1*DIGIT "W"
    /// dur-hour   = 1*DIGIT "H" [dur-minute]
    /// dur-minute = 1*DIGIT "M" [dur-second]
    /// dur-second = 1*DIGIT "S"
    /// dur-day    = 1*DIGIT "D"
    /// ```
    /// Designators are matched case-insensitively (`pt1h` is read like `PT1H`), since §3.1 and several
    /// exporters treat values of this kind loosely; a caller that cares can compare the text itself.
    public init?(rfc5545 text: some StringProtocol) {
        var bytes = Array(text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 })[...]
        isNegative = bytes.first == UInt8(ascii: "-")
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        guard bytes.first == UInt8(ascii: "P") else { return nil }
        bytes = bytes.dropFirst()
        guard !bytes.isEmpty else { return nil }

        // Date part: nW | nD, optionally followed by the time part after a D.
        var days = 0
        var seconds = 0
        if bytes.first != UInt8(ascii: "T") {
            guard let (number, rest) = Self.number(bytes), let designator = rest.first else { return nil }
            bytes = rest.dropFirst()
            switch designator {
            case UInt8(ascii: "W"):
                let (value, overflow) = number.multipliedReportingOverflow(by: 7)
                guard bytes.isEmpty, !overflow else { return nil }
                days = value
            case UInt8(ascii: "D"): days = number
            default: return nil
            }
        }
        if !bytes.isEmpty {
            guard bytes.first == UInt8(ascii: "T") else { return nil }
            bytes = bytes.dropFirst()
            // H [M [S]] | M [S] | S, each at most once and in that order.
            var allowed: [UInt8] = [UInt8(ascii: "H"), UInt8(ascii: "M"), UInt8(ascii: "S")]
            var parts = 0
            while !bytes.isEmpty {
                guard let (number, rest) = Self.number(bytes), let designator = rest.first,
                    let position = allowed.firstIndex(of: designator)
                else { return nil }
                // A part may only be followed by the next smaller one (H then M then S, no skipping).
                guard parts == 0 || position == allowed.startIndex else { return nil }
                let unit = designator == UInt8(ascii: "H") ? 3600 : designator == UInt8(ascii: "M") ? 60 : 1
                let (product, overflow) = number.multipliedReportingOverflow(by: unit)
                guard !overflow else { return nil }
                seconds += product
                allowed.removeSubrange(allowed.startIndex...position)
                bytes = rest.dropFirst()
                parts += 1
            }
            guard parts > 0 else { return nil }
        }
        self.days = days
        self.seconds = seconds
    }

    /// Reads `1*DIGIT` (at most 9 digits, so the number fits comfortably).
    private static func number(_ bytes: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
        let digits = bytes.prefix(while: { (0x30...0x39).contains($0) })
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return (digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }, bytes.dropFirst(digits.count))
    }

    /// Whether the duration is zero.
    public var isZero: Bool { days == 0 && seconds == 0 }

    /// The RFC 5545 text: `P1D`, `PT1H30M`, `-P2DT12H`, `PT0S`.
    public var description: String {
        var text = isNegative ? "-P" : "P"
        if days > 0 { text += days % 7 == 0 && seconds == 0 ? "\(days / 7)W" : "\(days)D" }
        if seconds > 0 || days == 0 {
            text += "T"
            let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            if h > 0 { text += "\(h)H" }
            if m > 0 || (h > 0 && s > 0) { text += "\(m)M" }
            if s > 0 || seconds == 0 { text += "\(s)S" }
        }
        return text
    }
}
