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

    /// Whether an error has been recorded.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(line: Int, column: Int? = nil, property: String? = nil, _ message: String) {
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
        for (repair, tally) in tallies {
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

        func message(count: Int) -> String {
            let lines = count == 1 ? "1 line" : "\(count) lines"
            let values = count == 1 ? "1 value" : "\(count) values"
            return switch self {
            case .byteOrderMark:
                "the file starts with a UTF-8 byte order mark, which RFC 5545 does not allow; ignored"
            case .bareLineFeed:
                "\(lines) end in a bare LF instead of CRLF (RFC 5545 §3.1); read as line ends"
            case .bareCarriageReturn:
                "\(lines) end in a bare CR instead of CRLF (RFC 5545 §3.1); read as line ends"
            case .blankLine:
                "\(count == 1 ? "1 blank line" : "\(count) blank lines") (not allowed by RFC 5545 §3.1); skipped"
            case .lowerCaseName:
                "\(count == 1 ? "1 name is" : "\(count) names are") not in upper case; "
                    + "read case-insensitively (RFC 5545 §2), but some applications reject them"
            case .controlCharacter:
                "\(lines) contain control characters, which RFC 5545 §3.1 does not allow; removed"
            case .invalidEscape:
                "\(count == 1 ? "1 backslash is" : "\(count) backslashes are") not followed by \\\\, \\;, \\, "
                    + "or \\n (RFC 5545 §3.3.11); the character after it is kept as is"
            case .dateWithoutValueType:
                "\(values) written as a DATE without VALUE=DATE (RFC 5545 §3.2.20); read as DATEs"
            case .extendedDateFormat:
                "\(values) written in ISO 8601 extended form (2025-01-06T09:00:00) instead of RFC 5545's "
                    + "basic form (20250106T090000); read anyway"
            case .tzidOnUTCValue:
                "\(values) in UTC (ending in Z) carry a TZID, which RFC 5545 §3.3.5 forbids; the TZID is ignored"
            case .leapSecond:
                "\(values) name second 60 (a leap second); read as second 59 (RFC 5545 §3.3.5)"
            }
        }
    }
}
