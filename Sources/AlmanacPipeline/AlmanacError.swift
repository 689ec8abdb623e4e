/// A failure the command line reports with one line on standard error and a sysexits exit code.
///
/// Every error that reaches the user is one of these: it says what went wrong, where (file, line,
/// field, flag) and what was expected, and carries the exit code of DESIGN §3 that cron and
/// monitoring tell apart.
public struct AlmanacError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of failure, which decides the exit code.
    public enum Kind: Sendable, Equatable {
        /// Bad flags or arguments (exit 64).
        case usage
        /// Bad input data: configuration or agenda files (exit 65).
        case dataError
        /// A source was unavailable and nothing could be built (exit 69).
        case unavailable
        /// Output cannot be written (exit 73).
        case cannotCreate
        /// Stopped early; what was fetched is kept (exit 75).
        case temporaryFailure
        /// A bug or an unexpected environment (exit 1).
        case `internal`
    }

    public let kind: Kind
    /// One line, naming the input and what was expected.
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The process exit code (sysexits.h).
    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .dataError: 65
        case .unavailable: 69
        case .cannotCreate: 73
        case .temporaryFailure: 75
        case .internal: 1
        }
    }

    public var description: String { message }
}
