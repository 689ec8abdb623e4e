public import Foundation

/// The site's look and words: the stylesheet written as `almanac.css`, and the interface labels per language.
///
/// A theme folder (the repository's `Templates/`, or one made with `almanac theme export DIR`) holds
///
/// ```
/// almanac.css          the stylesheet (required)
/// labels/<lang>.json   interface labels, one file per language (optional; see SiteLabelFile)
/// ```
/// ``builtIn`` is compiled into the binary (a copy of `Templates/`, kept equal by a test), so the site
/// renders anywhere; ``init(directory:)`` reads a user's folder so the site can be restyled and relabelled
/// without recompiling. A label file in the folder replaces the built-in one for its language; keys it
/// lacks fall back to English.
public struct SiteTheme: Sendable, Hashable {
    /// The file name the theme's stylesheet has, in a theme folder and in the generated site.
    public static let stylesheetName = "almanac.css"
    /// The folder of label files inside a theme folder.
    public static let labelsFolder = "labels"

    /// The default theme: the same files as `Templates/`.
    public static let builtIn = SiteTheme(css: defaultThemeCSS, labelTables: builtInLabelTables)

    /// The stylesheet's text.
    public let css: String
    /// Label tables by language tag (`en`, `de`, `pt-BR`), as in their files.
    let labelTables: [String: [String: String]]

    /// Creates a theme from stylesheet text, with the built-in labels.
    public init(css: String) {
        self.init(css: css, labelTables: Self.builtInLabelTables)
    }

    private init(css: String, labelTables: [String: [String: String]]) {
        self.css = css
        self.labelTables = labelTables
    }

    /// Reads `almanac.css` and any `labels/*.json` from `directory`.
    ///
    /// - Throws: ``SiteError/unreadableTheme(path:reason:)`` when the stylesheet is missing, unreadable or not
    ///   UTF-8; ``SiteError/invalidTemplate(path:message:)`` for a label file that is not valid (see
    ///   ``SiteLabelFile``).
    public init(directory: URL) throws(SiteError) {
        let url = directory.appendingPathComponent(Self.stylesheetName)
        let css = try Self.readText(url)
        var tables = Self.builtInLabelTables
        let english = tables["en"]
        let folder = directory.appendingPathComponent(Self.labelsFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            guard let language = SiteLabelFile.language(fromFileName: name) else { continue }
            let file = folder.appendingPathComponent(name)
            let text = try Self.readText(file)
            let parsed = try SiteLabelFile(language: language, text: text, path: file.path, reference: english)
            tables[language, default: [:]].merge(parsed.table) { _, new in new }
        }
        self.init(css: css, labelTables: tables)
    }

    /// The labels for a page in `languageTag` (`de-DE`, `pt-BR`, `zh-Hant-TW`): the table of the full tag,
    /// else of its language (`de`), laid over English.
    public func labels(for languageTag: String) -> SiteLabels {
        let primary = primarySubtag(languageTag)
        let exact = labelTables.first { $0.key.lowercased() == languageTag.lowercased() }?.value
        var table = labelTables["en"] ?? [:]
        for (key, value) in labelTables[primary] ?? [:] { table[key] = value }
        for (key, value) in exact ?? [:] { table[key] = value }
        return SiteLabels(table: table)
    }

    /// The languages that have a label file, sorted.
    public var labelLanguages: [String] { labelTables.keys.sorted() }

    /// The built-in theme's files, as `almanac theme export` writes them: paths relative to the theme
    /// folder, with `/` separators, and their exact text.
    public static var builtInFiles: [SitePage] {
        [SitePage(path: stylesheetName, contents: defaultThemeCSS)]
            + defaultLabelFiles.map { SitePage(path: "\(labelsFolder)/\($0.language).json", contents: $0.json) }
    }

    /// The compiled-in label files, parsed. They are checked by the tests, so parsing cannot fail at run time;
    /// if it did, that language would fall back to English.
    private static let builtInLabelTables: [String: [String: String]] = {
        var tables: [String: [String: String]] = [:]
        for file in defaultLabelFiles {
            let parsed = try? SiteLabelFile(
                language: file.language, text: file.json, path: "labels/\(file.language).json", reference: nil)
            tables[file.language] = parsed?.table ?? [:]
        }
        return tables
    }()

    private static func readText(_ url: URL) throws(SiteError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "no such file"
            throw SiteError.unreadableTheme(path: url.path, reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SiteError.unreadableTheme(path: url.path, reason: "not valid UTF-8")
        }
        return text
    }
}
