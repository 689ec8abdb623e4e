import AlmanacTestSupport
import CalendarSite
import Foundation
import Testing

/// The theme: the compiled-in copy must be `Templates/almanac.css`, byte for byte.
struct SiteThemeTests {
    static let templates = packageRoot().appendingPathComponent("Templates")

    @Test func builtInThemeEqualsTemplatesCopy() throws {
        let template = try SiteTheme(directory: Self.templates)
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] != nil, template.css != SiteTheme.builtIn.css {
            try regenerateBuiltInTheme(from: template.css)
            Issue.record(
                "Rewrote Sources/CalendarSite/DefaultThemeCSS.swift from Templates/almanac.css; rebuild and re-run")
            return
        }
        #expect(
            template.css == SiteTheme.builtIn.css,
            "Templates/almanac.css and the built-in theme differ: run RECORD_FIXTURES=1 swift test --filter SiteThemeTests"
        )
    }

    @Test func readsAThemeFolder() throws {
        let folder = try TemporaryDirectory()
        try Data("body { color: red; }\n".utf8).write(to: folder.url.appendingPathComponent("almanac.css"))
        #expect(try SiteTheme(directory: folder.url).css == "body { color: red; }\n")
    }

    @Test func missingThemeIsAOneLineError() throws {
        let folder = try TemporaryDirectory()
        let error = #expect(throws: SiteError.self) { try SiteTheme(directory: folder.url) }
        let description = try #require(error?.description)
        #expect(description.contains("almanac.css"))
        #expect(description.contains("no such file"))
        #expect(!description.contains("\n"))
    }

    @Test func themeCoversTheRequiredStates() {
        let css = SiteTheme.builtIn.css
        for needle in [
            ".visually-hidden", "td.weekend", "td.holiday", "td.today", "td.outside-month", ":focus-visible",
            "@media (prefers-color-scheme: dark)", "@media print", "@media (max-width: 40rem)", ".skip-link:focus",
            "td .h-event:focus-within > .details", "td .h-event:hover > .details", ".agenda-day .details", "table.week",
            ".views [aria-current=\"page\"]", "size: A4 landscape", "break-after: page",
        ] {
            #expect(css.contains(needle), "missing \(needle)")
        }
    }

    @Test func builtInFilesAreTheStylesheetAndOneLabelFilePerLanguage() {
        let paths = SiteTheme.builtInFiles.map(\.path)
        #expect(paths.first == "almanac.css")
        #expect(
            Array(paths.dropFirst())
                == ["ar", "de", "en", "es", "fr", "it", "ja", "pt", "zh"].map { "labels/\($0).json" })
        #expect(SiteTheme.builtInFiles.first?.contents == SiteTheme.builtIn.css)
    }

    @Test func anExportedThemeReadsBackAsTheBuiltInOne() throws {
        let folder = try TemporaryDirectory()
        for file in SiteTheme.builtInFiles {
            let url = folder.url.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        #expect(try SiteTheme(directory: folder.url) == SiteTheme.builtIn)
    }

    /// Rewrites the Swift copy of the stylesheet (used only when recording).
    private func regenerateBuiltInTheme(from css: String) throws {
        let file = packageRoot().appendingPathComponent("Sources/CalendarSite/DefaultThemeCSS.swift")
        let source = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let opening = "let defaultThemeCSS = #\"\"\"\n"
        let closing = "\"\"\"#\n"
        let start = try #require(source.range(of: opening))
        let end = try #require(source.range(of: closing, options: .backwards))
        let rewritten = source[..<start.upperBound] + css + "\n" + source[end.lowerBound...]
        try Data(rewritten.utf8).write(to: file)
    }
}
