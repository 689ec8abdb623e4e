/// One file of the generated site: where it goes and what it holds.
public struct SitePage: Sendable, Hashable {
    /// The path relative to the site's root folder, with `/` separators, e.g. `de/2025-03.html`.
    public let path: String
    /// The file's text (UTF-8 when written).
    public let contents: String

    /// Creates a page.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
