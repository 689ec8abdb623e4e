/// One problem found in an input file: an error (the file cannot be used) or a warning (something was
/// repaired or looks wrong, and the file was still read).
///
/// `description` is one line for standard error, naming the place and what was expected:
///
/// ```
/// agenda.ics:14:9: error: DTEND: ends before DTSTART (line 13)
/// agenda.ics:1:16: warning: a line ends in a bare LF instead of CRLF (RFC 5545 §3.1); read as a line end (212 times; the first is shown)
/// ```
public struct ICSDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The file (or this part of it) cannot be used.
        case error
        /// The file was read, with a repair or despite something questionable.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// Where the problem is: file, line and, when known, column (counted in bytes from 1).
    public var position: ICSSourcePosition
    /// The property (or component) concerned, such as `DTSTART` or `RRULE`, if any.
    public var property: String?
    /// What is wrong and what was expected.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, at position: ICSSourcePosition, property: String? = nil, _ message: String) {
        self.severity = severity
        self.position = position
        self.property = property
        self.message = message
    }

    /// `file:line[:column]: error|warning: [PROPERTY: ]message`.
    public var description: String {
        "\(position): \(severity.rawValue): " + (property.map { "\($0): " } ?? "") + message
    }
}
