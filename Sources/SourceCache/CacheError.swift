/// The cache database could not be opened, migrated, read or written.
public struct CacheError: Error, Sendable, CustomStringConvertible {
    /// The database file (or `:memory:`).
    public let path: String
    /// What was being done: `open`, `migrate`, `read`, `write`, `clear`.
    public let operation: String
    /// SQLite's or the file system's message.
    public let message: String

    public init(path: String, operation: String, message: String) {
        self.path = path
        self.operation = operation
        self.message = message
    }

    public var description: String { "cache \(path): cannot \(operation): \(message)" }
}
