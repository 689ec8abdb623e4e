/// Thrown when a calendar file has errors: carries every problem found in the file, not just the first.
///
/// `description` is one line (the first error and how many more); print ``diagnostics`` one per line to
/// show them all.
public struct ICSReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the reader.
    public var fileName: String
    /// Every error and warning, in the order of the file.
    public var diagnostics: [ICSDiagnostic]

    /// Creates the error.
    public init(fileName: String, diagnostics: [ICSDiagnostic]) {
        self.fileName = fileName
        self.diagnostics = diagnostics
    }

    /// The errors only.
    public var errors: [ICSDiagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String {
        let errors = errors
        guard let first = errors.first else { return "\(fileName): cannot be read" }
        let more = errors.count - 1
        return first.description + (more > 0 ? " (and \(more) more error\(more == 1 ? "" : "s"))" : "")
    }
}
