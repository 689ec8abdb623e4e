import CalendarCore

/// A UTC instant to the second, written as an RFC 5545 §3.3.5 UTC DATE-TIME for `DTSTAMP` (§3.8.7.2).
///
/// With no `METHOD`, `DTSTAMP` means "when the data was last revised" (RFC 5545 §3.8.7.2), so it comes from
/// the input, never from the clock: reproducible builds pass `SOURCE_DATE_EPOCH`
/// (<https://reproducible-builds.org/specs/source-date-epoch/>) and get byte-identical files.
///
/// The civil date is computed from the day number with ``CalendarDay/init(dayNumber:)``; no Foundation
/// calendar or time zone is involved.
///
/// ```swift
/// let stamp = ICSStamp(secondsSince1970: 1_735_689_600)
/// stamp.formatted  // "20250101T000000Z"
/// ```
public struct ICSStamp: Sendable, Hashable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z, ignoring leap seconds (POSIX time).
    public let secondsSince1970: Int64

    /// The earliest instant DATE-TIME can write: 0001-01-01T00:00:00Z.
    static let earliest: Int64 = -62_135_596_800
    /// The latest instant DATE-TIME can write: 9999-12-31T23:59:59Z.
    static let latest: Int64 = 253_402_300_799

    /// Creates a stamp from POSIX seconds, clamped to the years 1–9999 that an RFC 5545 DATE-TIME can express.
    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = min(max(secondsSince1970, Self.earliest), Self.latest)
    }

    /// Parses a `SOURCE_DATE_EPOCH` value: ASCII decimal digits only, at most 9999-12-31T23:59:59Z.
    ///
    /// Returns `nil` for an empty string, a sign, spaces, any other character, or a value past year 9999.
    public init?(sourceDateEpoch: String) {
        guard !sourceDateEpoch.isEmpty,
            sourceDateEpoch.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seconds = Int64(sourceDateEpoch), seconds <= Self.latest
        else { return nil }
        self.init(secondsSince1970: seconds)
    }

    /// The UTC date-time in RFC 5545 basic form, `YYYYMMDDTHHMMSSZ` (§3.3.5, FORM #2).
    public var formatted: String {
        let (days, secondsOfDay) = floorDivide(secondsSince1970, 86_400)
        let day = CalendarDay(dayNumber: Int(days))
        let hour = secondsOfDay / 3600
        let minute = secondsOfDay % 3600 / 60
        let second = secondsOfDay % 60
        return day.basicFormat + "T" + twoDigits(hour) + twoDigits(minute) + twoDigits(second) + "Z"
    }

    /// The same as ``formatted``.
    public var description: String { formatted }
}

/// Division rounding toward negative infinity, with a remainder in `0..<divisor`.
private func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
}

private func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}
