import ICalendar

/// Collects the problems of one agenda file while it is read, each with its place and what was
/// expected, so that one run reports them all.
struct AgendaDiagnostics {
    let file: String
    private(set) var all: [ICSDiagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// How many errors have been recorded (counted as they come: a file may have many warnings).
    private(set) var errorCount = 0

    /// Whether an error has been recorded.
    var hasErrors: Bool { errorCount > 0 }

    mutating func error(line: Int, column: Int? = nil, field: String? = nil, _ message: String) {
        errorCount += 1
        all.append(ICSDiagnostic(.error, at: ICSSourcePosition(file: file, line: line, column: column), property: field, message))
    }

    mutating func warning(line: Int, column: Int? = nil, field: String? = nil, _ message: String) {
        all.append(
            ICSDiagnostic(.warning, at: ICSSourcePosition(file: file, line: line, column: column), property: field, message))
    }

    /// Every diagnostic in file order (errors before warnings on one line).
    func sorted() -> [ICSDiagnostic] {
        all.enumerated().sorted { lhs, rhs in
            (lhs.element.position.line, lhs.element.severity == .error ? 0 : 1, lhs.offset)
                < (rhs.element.position.line, rhs.element.severity == .error ? 0 : 1, rhs.offset)
        }.map(\.element)
    }
}
