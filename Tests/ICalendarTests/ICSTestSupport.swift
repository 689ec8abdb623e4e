import CalendarCore
import Testing

/// Byte-level views of rendered iCalendar text, shared by the ICalendar tests.
enum ICSBytes {
    /// The physical lines of `text` as bytes, split at CRLF; the text must end with CRLF.
    static func physicalLines(_ text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.first {
            bytes = bytes.dropFirst()
            if byte == 13, bytes.first == 10 {
                bytes = bytes.dropFirst()
                lines.append(current)
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Undoes RFC 5545 §3.1 folding: removes every CRLF followed by one SPACE.
    static func unfold(_ text: String) -> String {
        var bytes: [UInt8] = []
        let input = Array(text.utf8)
        var index = 0
        while index < input.count {
            if index + 2 < input.count, input[index] == 13, input[index + 1] == 10, input[index + 2] == 32 {
                index += 3
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The logical lines of an iCalendar text: unfolded, split at CRLF, without the final empty piece.
    static func logicalLines(_ text: String) -> [String] {
        var lines = unfold(text).split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `bytes` is valid UTF-8 on its own.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }
}

/// A day from `YYYY-MM-DD`, failing the test if it does not exist.
func day(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CalendarDay {
    try #require(CalendarDay(iso: iso), sourceLocation: sourceLocation)
}

/// A region from `CC` or `CC-SUB`, failing the test if it is malformed.
func region(_ code: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Region {
    try #require(Region(code: code), sourceLocation: sourceLocation)
}
