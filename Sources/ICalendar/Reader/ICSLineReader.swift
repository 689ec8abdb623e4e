/// One content line after unfolding (RFC 5545 §3.1), with the physical lines it came from.
struct ICSLogicalLine: Sendable {
    /// The unfolded line as text (invalid UTF-8 replaced by U+FFFD, control characters removed).
    var text: String
    /// The physical line it starts on (1-based).
    var line: Int
    /// Where each physical piece starts: its offset in ``text``'s UTF-8 bytes, its line and the column
    /// (1-based, in bytes) of its first byte there.
    var pieces: [(offset: Int, line: Int, column: Int)]

    /// The physical line and column of the byte at `offset` of ``text``'s UTF-8.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var piece = pieces[0]
        for candidate in pieces where candidate.offset <= offset { piece = candidate }
        return (piece.line, piece.column + offset - piece.offset)
    }
}

/// Splits an iCalendar stream into unfolded content lines (RFC 5545 §3.1).
///
/// Strict about what is ambiguous, lenient about what real exporters do, and every repair is reported:
/// - a UTF-8 byte order mark is skipped (warning);
/// - CRLF ends a line; a bare LF or bare CR is accepted as a line end (warning, tallied);
/// - a line that starts with a SPACE or HTAB continues the previous one (the fold is removed with that
///   one character); folding may split a UTF-8 sequence, so decoding happens after unfolding;
/// - blank lines are skipped (warning, tallied);
/// - invalid UTF-8 is an **error** naming line and column (RFC 5545 §3.1.4: the charset is UTF-8), the
///   bad bytes read as U+FFFD so that the rest of the file can still be checked;
/// - control characters other than HTAB are removed (warning, tallied);
/// - lines over 75 octets and folds that split a UTF-8 character are read as they are (warning, tallied).
enum ICSLineReader {
    /// The most lines with invalid UTF-8 reported one by one; the rest are counted.
    static let maximumEncodingReports = 10

    static func logicalLines(of bytes: [UInt8], log: inout ICSDiagnosticLog) -> [ICSLogicalLine] {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            log.repaired(.byteOrderMark, line: 1)
        }
        var lines: [ICSLogicalLine] = []
        var current: [UInt8] = []
        var pieces: [(offset: Int, line: Int, column: Int)] = []
        var encodingErrors = 0
        var lineNumber = 0

        func flush(_ log: inout ICSDiagnosticLog) {
            guard !pieces.isEmpty else { return }
            lines.append(Self.decode(current, pieces: pieces, log: &log, encodingErrors: &encodingErrors))
            current.removeAll(keepingCapacity: true)
            pieces.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            lineNumber += 1
            var end = index
            while end < bytes.count, bytes[end] != 0x0D, bytes[end] != 0x0A { end += 1 }
            let physical = bytes[index..<end]
            // The line terminator.
            if end < bytes.count {
                if bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A {
                    index = end + 2
                } else {
                    log.repaired(
                        bytes[end] == 0x0A ? .bareLineFeed : .bareCarriageReturn, line: lineNumber,
                        column: end - index + 1)
                    index = end + 1
                }
            } else {
                index = end
            }

            if physical.count > 75 { log.repaired(.longLine, line: lineNumber, column: 76) }
            if physical.isEmpty {
                log.repaired(.blankLine, line: lineNumber)
                continue
            }
            if let first = physical.first, first == 0x20 || first == 0x09 {
                guard !pieces.isEmpty else {
                    log.error(
                        line: lineNumber, column: 1,
                        "a continuation line (starting with a space or tab) with no content line before it")
                    continue
                }
                pieces.append((current.count, lineNumber, 2))
                if let next = physical.dropFirst().first, next & 0xC0 == 0x80 {
                    log.repaired(.foldInsideCharacter, line: lineNumber, column: 2)
                }
                current.append(contentsOf: physical.dropFirst())
                continue
            }
            flush(&log)
            pieces.append((0, lineNumber, 1))
            current.append(contentsOf: physical)
        }
        flush(&log)
        if encodingErrors > maximumEncodingReports {
            log.error(
                line: lines.last?.line ?? 1,
                "\(encodingErrors - maximumEncodingReports) more lines are not valid UTF-8")
        }
        return lines
    }

    /// Checks the UTF-8 of one unfolded line, removes control characters and builds its text.
    private static func decode(
        _ bytes: [UInt8], pieces: [(offset: Int, line: Int, column: Int)], log: inout ICSDiagnosticLog,
        encodingErrors: inout Int
    ) -> ICSLogicalLine {
        var line = ICSLogicalLine(text: "", line: pieces[0].line, pieces: pieces)
        if let bad = firstInvalidUTF8(bytes) {
            encodingErrors += 1
            if encodingErrors <= maximumEncodingReports {
                let place = line.position(ofByte: bad)
                log.error(
                    line: place.line, column: place.column,
                    "not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true))); "
                        + "RFC 5545 §3.1.4 requires UTF-8: convert the file first")
            }
        }
        var cleaned = bytes
        if bytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
            let place = line.position(ofByte: bytes.firstIndex(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) ?? 0)
            log.repaired(.controlCharacter, line: place.line, column: place.column)
            cleaned = bytes.filter { !(($0 < 0x20 && $0 != 0x09) || $0 == 0x7F) }
            // Offsets after a removed byte shift by one; positions stay close enough for messages.
        }
        line.text = String(decoding: cleaned, as: UTF8.self)
        return line
    }

    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or `nil`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let (length, minimum): (Int, UInt32)
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are invalid.
            guard value >= minimum, !(0xD800...0xDFFF).contains(value), value <= 0x10FFFF else { return index }
            index += length
        }
        return nil
    }
}
