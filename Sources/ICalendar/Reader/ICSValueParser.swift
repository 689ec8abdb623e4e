import CalendarCore

/// Parsers for the RFC 5545 value types the reader needs: DATE, DATE-TIME, PERIOD, UTC-OFFSET, INTEGER
/// and TEXT (§3.3). Each returns `nil` for malformed input; callers word the error, since they know the
/// property.
enum ICSValueParser {
    /// A DATE or DATE-TIME token without its TZID.
    enum Moment: Equatable {
        case date(CalendarDay)
        case dateTime(LocalDateTime, utc: Bool)
    }

    /// What was unusual about a token that was still accepted.
    struct Quirks: OptionSet {
        let rawValue: Int
        /// ISO 8601 extended form: `2025-01-06T09:00:00Z`.
        static let extendedForm = Quirks(rawValue: 1)
        /// Second 60, read as 59.
        static let leapSecond = Quirks(rawValue: 2)
    }

    /// Parses `date` (`YYYYMMDD`) or `date-time` (`YYYYMMDDTHHMMSS[Z]`), RFC 5545 §3.3.4–§3.3.5. The ISO 8601
    /// extended forms `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM:SS[Z]` are accepted too and flagged in `quirks`.
    static func moment(_ text: Substring, quirks: inout Quirks) -> Moment? {
        var bytes = Array(text.utf8)
        var utc = false
        if let last = bytes.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") {
            utc = true
            bytes.removeLast()
        }
        // Fold the extended form into the basic one.
        if bytes.count == 10 || bytes.count == 19, bytes.count > 7, bytes[4] == UInt8(ascii: "-"),
            bytes[7] == UInt8(ascii: "-")
        {
            var basic = Array(bytes[0..<4]) + Array(bytes[5..<7]) + Array(bytes[8..<10])
            if bytes.count == 19 {
                guard bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":") else { return nil }
                basic += [bytes[10]] + Array(bytes[11..<13]) + Array(bytes[14..<16]) + Array(bytes[17..<19])
            }
            bytes = basic
            quirks.insert(.extendedForm)
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count == 8 || bytes.count == 15, let year = number(0..<4), let month = number(4..<6),
            let dayOfMonth = number(6..<8), let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        if bytes.count == 8 {
            return utc ? nil : .date(day)
        }
        guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"), let hour = number(9..<11),
            let minute = number(11..<13), var second = number(13..<15)
        else { return nil }
        if second == 60 {
            second = 59
            quirks.insert(.leapSecond)
        }
        guard let local = LocalDateTime(day: day, hour: hour, minute: minute, second: second) else { return nil }
        return .dateTime(local, utc: utc)
    }

    /// Parses `utc-offset` (`+0100`, `-0530`, `+054500`), RFC 5545 §3.3.14, into seconds east of UTC.
    static func utcOffset(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
            bytes.dropFirst().allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        func pair(_ at: Int) -> Int { Int(bytes[at] - 0x30) * 10 + Int(bytes[at + 1] - 0x30) }
        let (hours, minutes, seconds) = (pair(1), pair(3), bytes.count == 7 ? pair(5) : 0)
        guard hours <= 23, minutes <= 59, seconds <= 59 else { return nil }
        let magnitude = hours * 3600 + minutes * 60 + seconds
        return bytes[0] == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// Parses `integer` (RFC 5545 §3.3.8), `[+-]1*DIGIT` within 32 bits.
    static func integer(_ text: Substring) -> Int? {
        let trimmed = text.hasPrefix("+") ? text.dropFirst() : text
        guard !trimmed.isEmpty, trimmed.count <= 11, let value = Int(trimmed),
            (-2_147_483_648...2_147_483_647).contains(value)
        else { return nil }
        return value
    }

    /// Unescapes a TEXT value (RFC 5545 §3.3.11): `\\` → `\`, `\;` → `;`, `\,` → `,`, `\n` or `\N` → line
    /// break. A backslash before anything else keeps that character and counts in `invalidEscapes`.
    static func text(_ raw: Substring, invalidEscapes: inout Int) -> String {
        guard raw.contains("\\") else { return String(raw) }
        var out = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                out.append(character)
                continue
            }
            guard let escaped = iterator.next() else {
                invalidEscapes += 1
                out.append("\\")
                break
            }
            switch escaped {
            case "\\", ";", ",": out.append(escaped)
            case "n", "N": out.append("\n")
            default:
                invalidEscapes += 1
                out.append(escaped)
            }
        }
        return out
    }

    /// Whether a single TEXT value holds a `;` or `,` without a backslash before it (§3.3.11 asks for `\;`
    /// and `\,`; the value still reads unambiguously, so the reader only warns).
    static func hasUnescapedSeparator(_ raw: String) -> Bool {
        var escaped = false
        for character in raw {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ";" || character == "," {
                return true
            }
        }
        return false
    }

    /// Splits a multi-valued TEXT (`CATEGORIES:A,B\,C`) at the commas that are not escaped.
    static func textList(_ raw: String) -> [Substring] {
        var items: [Substring] = []
        var start = raw.startIndex
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            if character == "\\" {
                index = raw.index(after: index)
                if index < raw.endIndex { index = raw.index(after: index) }
                continue
            }
            if character == "," {
                items.append(raw[start..<index])
                start = raw.index(after: index)
            }
            index = raw.index(after: index)
        }
        items.append(raw[start..<raw.endIndex])
        return items
    }
}
