import CalendarCore
import ICalendar

/// Reads the date and time values of JSON, YAML and CSV agendas: ISO 8601 as people write it.
///
/// ```
/// 2026-05-04                  a day (an all-day entry)
/// 2026-05-04T09:30            a local time (seconds optional; a space may replace the T)
/// 2026-05-04T07:30:00Z        a UTC time
/// 2026-05-04T09:30+02:00      a time with its UTC offset (read as the UTC time it names)
/// 20260504T093000             RFC 5545's basic form is accepted too
/// ```
enum AgendaTimeParser {
    /// A parsed value.
    enum Value: Equatable {
        case date(CalendarDay)
        case local(LocalDateTime)
        case utc(LocalDateTime)
    }

    /// What a value should look like, for messages.
    static let expected =
        "a date YYYY-MM-DD, a local time YYYY-MM-DDTHH:MM[:SS], or a time with Z or an offset such as +02:00"

    /// Parses `text`; `nil` when it is not one of the forms above or names a day or time that does not exist.
    static func parse(_ text: String) -> Value? {
        let bytes = Array(text.trimmingSpaces().utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func skip(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = digits(4) else { return nil }
        let extended = skip(UInt8(ascii: "-"))
        guard let month = digits(2), !extended || skip(UInt8(ascii: "-")), let dayNumber = digits(2),
            let day = CalendarDay(year: year, month: month, day: dayNumber)
        else { return nil }
        if index == bytes.count { return .date(day) }
        guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: "t")) || skip(UInt8(ascii: " ")),
            let hour = digits(2)
        else { return nil }
        guard !extended || skip(UInt8(ascii: ":")), let minute = digits(2) else { return nil }
        var second = 0
        if extended ? skip(UInt8(ascii: ":")) : (index < bytes.count && (0x30...0x39).contains(bytes[index])) {
            guard let value = digits(2) else { return nil }
            second = value
            // Fractions of a second are dropped.
            if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            }
        }
        guard let local = LocalDateTime(day: day, hour: hour, minute: minute, second: min(second, 59)) else {
            return nil
        }
        if index == bytes.count { return .local(local) }
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) {
            return index == bytes.count ? .utc(local) : nil
        }
        let sign: Int
        if skip(UInt8(ascii: "+")) {
            sign = 1
        } else if skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let offsetHours = digits(2), offsetHours <= 14 else { return nil }
        _ = skip(UInt8(ascii: ":"))
        let offsetMinutes = index == bytes.count ? 0 : digits(2)
        guard let offsetMinutes, offsetMinutes < 60, index == bytes.count else { return nil }
        return .utc(local.adding(seconds: -sign * (offsetHours * 3600 + offsetMinutes * 60)))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
