/// An error that stops the site from being built, with a one-line description.
public enum SiteError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A calendar's id cannot name a folder and a file (empty, a leading dot, or characters other than
    /// ASCII letters, digits, `-`, `_` and `.`).
    case invalidCalendarID(String)
    /// Two calendars share an id, so their pages would overwrite each other.
    case duplicateCalendarID(String)
    /// A theme file (the stylesheet or a label file) could not be read.
    case unreadableTheme(path: String, reason: String)
    /// A template file (a label file) is not what it must be; `path` may end in `:line:column`.
    case invalidTemplate(path: String, message: String)
    /// The subscription base URL is not an absolute http(s) address.
    case invalidBaseURL(String)

    /// One line, e.g. `calendar id 'de/by' cannot name a file: use letters, digits, '-', '_' and '.'`.
    public var description: String {
        switch self {
        case .invalidCalendarID(let id):
            "calendar id '\(id)' cannot name a file: use ASCII letters, digits, '-', '_' and '.', not starting with '.'"
        case .duplicateCalendarID(let id):
            "two calendars have the id '\(id)'; ids must be unique"
        case .unreadableTheme(let path, let reason):
            "cannot read the theme file \(path): \(reason)"
        case .invalidTemplate(let path, let message):
            "\(path): \(message)"
        case .invalidBaseURL(let text):
            "base URL '\(text)' is not an absolute http or https address such as https://example.org/calendars/"
        }
    }
}
