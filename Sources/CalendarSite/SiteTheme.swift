public import Foundation

/// The site's look: the stylesheet written as `almanac.css`.
///
/// ``builtIn`` is compiled into the binary, so the site renders anywhere; ``init(directory:)`` reads a
/// user's copy (for example the repository's `Templates/` folder, edited) so the site can be restyled
/// without recompiling.
public struct SiteTheme: Sendable, Hashable {
    /// The file name the theme's stylesheet has, in a theme folder and in the generated site.
    public static let stylesheetName = "almanac.css"

    /// The default theme: the same CSS as `Templates/almanac.css`.
    public static let builtIn = SiteTheme(css: defaultThemeCSS)

    /// The stylesheet's text.
    public let css: String

    /// Creates a theme from stylesheet text.
    public init(css: String) {
        self.css = css
    }

    /// Reads `almanac.css` from `directory`.
    ///
    /// - Throws: ``SiteError/unreadableTheme(path:reason:)`` when the file is missing, unreadable or not UTF-8.
    public init(directory: URL) throws {
        let url = directory.appendingPathComponent(Self.stylesheetName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "no such file"
            throw SiteError.unreadableTheme(path: url.path, reason: reason)
        }
        guard let css = String(data: data, encoding: .utf8) else {
            throw SiteError.unreadableTheme(path: url.path, reason: "not valid UTF-8")
        }
        self.css = css
    }
}
