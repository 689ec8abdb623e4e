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

/// Splits an iCalendar stream into unfolded content lines (RFC 5545 §3.1), chunk by chunk.
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
struct ICSLineReader {
    /// The most lines with invalid UTF-8 reported one by one; the rest are counted.
    static let maximumEncodingReports = 10

    /// Every logical line of a whole file at once.
    static func logicalLines(of bytes: [UInt8], log: inout ICSDiagnosticLog) -> [ICSLogicalLine] {
        var reader = ICSLineReader()
        var lines: [ICSLogicalLine] = []
        reader.feed(bytes[...], log: &log) { line, _ in lines.append(line) }
        reader.finish(log: &log) { line, _ in lines.append(line) }
        return lines
    }

    // The reader takes the file in chunks (``feed(_:log:emit:)``, then ``finish(log:emit:)``) and hands on
    // each logical line once the next physical line shows it is complete, so a file of any size is read
    // in the memory of one chunk and one line.
    private var pending: [UInt8] = []  // bytes of an unfinished physical line from the previous chunk
    private var current: [UInt8] = []  // the logical line being unfolded
    private var pieces: [(offset: Int, line: Int, column: Int)] = []
    private var encodingErrors = 0
    private var lineNumber = 0
    private var started = false
    private var lastLine = 1

    init() {}

    /// Reads the next bytes of the file; `emit` receives every logical line completed so far.
    mutating func feed(
        _ chunk: ArraySlice<UInt8>, log: inout ICSDiagnosticLog, emit: (ICSLogicalLine, inout ICSDiagnosticLog) -> Void
    ) {
        var bytes = chunk
        if !pending.isEmpty {
            pending.append(contentsOf: chunk)
            bytes = pending[...]
            pending = []
        }
        var index = bytes.startIndex
        if !started {
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            if bytes.count < 3, byteOrderMark.starts(with: bytes) {
                pending = Array(bytes)  // too short yet to tell whether a byte order mark begins the file
                return
            }
            started = true
            if bytes.starts(with: byteOrderMark) {
                index += 3
                log.repaired(.byteOrderMark, line: 1)
            }
        }
        while index < bytes.endIndex {
            var end = index
            while end < bytes.endIndex, bytes[end] != 0x0D, bytes[end] != 0x0A { end += 1 }
            // An unterminated line, or a CR whose LF may be in the next chunk, waits for more bytes.
            guard end < bytes.endIndex, bytes[end] == 0x0A || end + 1 < bytes.endIndex else {
                pending = Array(bytes[index...])
                return
            }
            let next: Int
            if bytes[end] == 0x0D, bytes[end + 1] == 0x0A {
                next = end + 2
                physicalLine(bytes[index..<end], terminator: nil, log: &log, emit: emit)
            } else {
                next = end + 1
                physicalLine(bytes[index..<end], terminator: bytes[end], log: &log, emit: emit)
            }
            index = next
        }
    }

    /// Ends the file: the last line (without a line end) and the last logical line are handed on.
    mutating func finish(log: inout ICSDiagnosticLog, emit: (ICSLogicalLine, inout ICSDiagnosticLog) -> Void) {
        if !started {
            started = true
            if pending.starts(with: [0xEF, 0xBB, 0xBF]) {
                pending.removeFirst(3)
                log.repaired(.byteOrderMark, line: 1)
            }
        }
        if !pending.isEmpty {
            let rest = pending
            pending = []
            if rest.last == 0x0D {
                physicalLine(rest.dropLast(), terminator: 0x0D, log: &log, emit: emit)
            } else {
                physicalLine(rest[...], terminator: nil, log: &log, emit: emit)
            }
        }
        flush(&log, emit: emit)
        if encodingErrors > Self.maximumEncodingReports {
            log.error(
                line: lastLine, "\(encodingErrors - Self.maximumEncodingReports) more lines are not valid UTF-8")
        }
    }

    /// One physical line; `terminator` is a bare LF or CR (repaired), `nil` for CRLF or the end of the file.
    private mutating func physicalLine(
        _ physical: ArraySlice<UInt8>, terminator: UInt8?, log: inout ICSDiagnosticLog,
        emit: (ICSLogicalLine, inout ICSDiagnosticLog) -> Void
    ) {
        lineNumber += 1
        if let terminator {
            log.repaired(
                terminator == 0x0A ? .bareLineFeed : .bareCarriageReturn, line: lineNumber,
                column: physical.count + 1)
        }
        if physical.count > 75 { log.repaired(.longLine, line: lineNumber, column: 76) }
        if physical.isEmpty {
            log.repaired(.blankLine, line: lineNumber)
            return
        }
        if let first = physical.first, first == 0x20 || first == 0x09 {
            guard !pieces.isEmpty else {
                log.error(
                    line: lineNumber, column: 1,
                    "a continuation line (starting with a space or tab) with no content line before it")
                return
            }
            pieces.append((current.count, lineNumber, 2))
            if let next = physical.dropFirst().first, next & 0xC0 == 0x80 {
                log.repaired(.foldInsideCharacter, line: lineNumber, column: 2)
            }
            current.append(contentsOf: physical.dropFirst())
            return
        }
        flush(&log, emit: emit)
        pieces.append((0, lineNumber, 1))
        current.append(contentsOf: physical)
    }

    private mutating func flush(_ log: inout ICSDiagnosticLog, emit: (ICSLogicalLine, inout ICSDiagnosticLog) -> Void) {
        guard !pieces.isEmpty else { return }
        let line = Self.decode(current, pieces: pieces, log: &log, encodingErrors: &encodingErrors)
        lastLine = line.line
        current.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        emit(line, &log)
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
