internal import CLibXML2
import Foundation

/// An error raised when libxml2's text writer reports a failure, or when a string cannot be written as XML.
///
/// It is one kind of failure with context, so it is a struct: the function that failed and
/// libxml2's own message, if it left one in `xmlGetLastError()`.
public struct XMLWriterError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The function that failed, e.g. `xmlTextWriterStartElement`.
    public let function: String
    /// libxml2's message (or ours, for strings refused before reaching libxml2), if any.
    public let message: String?

    /// Creates an error for `function` with an optional message.
    public init(function: String, message: String?) {
        self.function = function
        self.message = message
    }

    /// One line, e.g. `xmlTextWriterStartElement failed: out of memory`.
    public var description: String {
        "\(function) failed" + (message.map { ": \($0)" } ?? "")
    }

    /// Captures libxml2's last error for a failed call to `function`, then resets it.
    static func lastError(in function: String) -> XMLWriterError {
        let text = xmlGetLastError()?.pointee.message.map { String(cString: $0) }
        xmlResetLastError()
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        return XMLWriterError(function: function, message: trimmed?.isEmpty == false ? trimmed : nil)
    }
}
