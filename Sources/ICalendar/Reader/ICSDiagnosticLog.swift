/// Collects the diagnostics of one file while it is read.
///
/// Repairs that can happen on many lines (bare LF line ends, lower-case names) are tallied and reported
/// once each, with a count and the first place, so a file exported with LF line ends gets one warning
/// rather than thousands.
struct ICSDiagnosticLog {
    let fileName: String
    private(set) var diagnostics: [ICSDiagnostic] = []
    private var tallies: [Repair: (count: Int, first: ICSSourcePosition)] = [:]

    init(fileName: String) {
        self.fileName = fileName
    }

    /// How many errors have been recorded (counted as they come: a file may have many warnings).
    private(set) var errorCount = 0

    /// Whether an error has been recorded.
    var hasErrors: Bool { errorCount > 0 }

    mutating func error(line: Int, column: Int? = nil, property: String? = nil, _ message: String) {
        errorCount += 1
        diagnostics.append(
            ICSDiagnostic(.error, at: position(line, column), property: property, message))
    }

    mutating func warning(line: Int, column: Int? = nil, property: String? = nil, _ message: String) {
        diagnostics.append(
            ICSDiagnostic(.warning, at: position(line, column), property: property, message))
    }

    /// Counts one repair of a kind reported once per file.
    mutating func repaired(_ repair: Repair, line: Int, column: Int? = nil) {
        if let tally = tallies[repair] {
            tallies[repair] = (tally.count + 1, tally.first)
        } else {
            tallies[repair] = (1, position(line, column))
        }
    }

    func position(_ line: Int, _ column: Int? = nil) -> ICSSourcePosition {
        ICSSourcePosition(file: fileName, line: line, column: column)
    }

    /// All diagnostics, the tallied repairs included, sorted by place (errors before warnings on a line).
    func finished() -> [ICSDiagnostic] {
        var all = diagnostics
        // In a fixed order, so that two runs print the same lines.
        for (repair, tally) in tallies.sorted(by: {
            ($0.value.first.line, "\($0.key)") < ($1.value.first.line, "\($1.key)")
        }) {
            all.append(ICSDiagnostic(.warning, at: tally.first, repair.message(count: tally.count)))
        }
        return all.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.position.line, lhs.element.severity == .error ? 0 : 1, lhs.offset)
            let right = (rhs.element.position.line, rhs.element.severity == .error ? 0 : 1, rhs.offset)
            return left < right
        }.map(\.element)
    }

    /// Repairs of the kind real exporters make on every line.
    enum Repair: Hashable {
        case byteOrderMark
        case bareLineFeed
        case bareCarriageReturn
        case blankLine
        case lowerCaseName
        case controlCharacter
        case invalidEscape
        case dateWithoutValueType
        case extendedDateFormat
        case tzidOnUTCValue
        case leapSecond
        case longLine
        case foldInsideCharacter
        case unescapedSeparator

        func message(count: Int) -> String {
            let times = count == 1 ? "" : " (\(count) times; the first is shown)"
            let text =
                switch self {
                case .byteOrderMark:
                    "the file starts with a UTF-8 byte order mark, which RFC 5545 does not allow; ignored"
                case .bareLineFeed:
                    "a line ends in a bare LF instead of CRLF (RFC 5545 §3.1); read as a line end"
                case .bareCarriageReturn:
                    "a line ends in a bare CR instead of CRLF (RFC 5545 §3.1); read as a line end"
                case .blankLine:
                    "a blank line (not allowed by RFC 5545 §3.1); skipped"
                case .lowerCaseName:
                    "a name is not in upper case; read case-insensitively (RFC 5545 §2), "
                        + "but some applications reject it"
                case .controlCharacter:
                    "a control character, which RFC 5545 §3.1 does not allow; removed"
                case .invalidEscape:
                    "a backslash in TEXT is not followed by \\\\, \\;, \\, or \\n (RFC 5545 §3.3.11); "
                        + "the character after it is kept as it is"
                case .dateWithoutValueType:
                    "a DATE value without VALUE=DATE (RFC 5545 §3.2.20); read as a DATE"
                case .extendedDateFormat:
                    "a date written in ISO 8601 extended form (2025-01-06T09:00:00) instead of RFC 5545's "
                        + "basic form (20250106T090000); read anyway"
                case .tzidOnUTCValue:
                    "a UTC value (ending in Z) carries a TZID, which RFC 5545 §3.3.5 forbids; the TZID is ignored"
                case .leapSecond:
                    "a time names second 60 (a leap second); read as second 59 (RFC 5545 §3.3.5)"
                case .longLine:
                    "a line is longer than 75 octets (RFC 5545 §3.1 asks to fold it); read anyway"
                case .foldInsideCharacter:
                    "a fold splits a UTF-8 character (RFC 5545 §3.1); joined again"
                case .unescapedSeparator:
                    "a TEXT value holds ';' or ',' without a backslash (RFC 5545 §3.3.11); read as text"
                }
            return text + times
        }
    }
}
