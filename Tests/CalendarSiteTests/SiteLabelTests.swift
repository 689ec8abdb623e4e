import AlmanacTestSupport
import CalendarCore
import Foundation
import Testing

@testable import CalendarSite

/// Interface labels: the files in `Templates/labels`, their compiled-in copies, the fallback to English and
/// the checks on a user's label files.
struct SiteLabelTests {
    static let folder = packageRoot().appendingPathComponent("Templates/labels")
    static let languages = ["ar", "de", "en", "es", "fr", "it", "ja", "pt", "zh"]

    @Test func builtInLabelsEqualTemplatesCopies() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        #expect(files == Self.languages.map { "\($0).json" })
        let templates = try files.map { name in
            (
                language: String(name.dropLast(5)),
                json: String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(name)), as: UTF8.self)
            )
        }
        let same =
            templates.map(\.language) == defaultLabelFiles.map(\.language)
            && zip(templates, defaultLabelFiles).allSatisfy { $0.json == $1.json }
        if ProcessInfo.processInfo.environment["RECORD_FIXTURES"] != nil, !same {
            try regenerateBuiltInLabels(from: templates)
            Issue.record("Rewrote Sources/CalendarSite/DefaultLabels.swift from Templates/labels; rebuild and re-run")
            return
        }
        #expect(
            same,
            "Templates/labels and the built-in labels differ: run RECORD_FIXTURES=1 swift test --filter SiteLabelTests")
    }

    @Test(arguments: languages)
    func everyLanguageHasEveryLabelWithTheEnglishPlaceholders(language: String) throws {
        let english = try table("en")
        let table = try table(language)
        #expect(Set(table.keys) == Set(SiteLabels.allKeys))
        for (key, text) in table {
            #expect(!text.isEmpty, "\(language): \(key)")
            #expect(
                SiteLabelFile.placeholders(in: text) == SiteLabelFile.placeholders(in: english[key] ?? ""),
                "\(language): \(key)")
        }
        // Translated, not copied from English: a few words are the same in some languages (Region, Source,
        // Agenda, Details), nearly all others differ.
        if language != "en" {
            let same = table.filter { english[$0.key] == $0.value }.map(\.key).sorted()
            #expect(same.count <= 6, "\(language): \(same)")
        }
        // The page's words are in the language: a few spot checks of what a reader sees first.
        let today = [
            "ar": "اليوم", "de": "Heute", "en": "Today", "es": "Hoy", "fr": "Aujourd’hui", "it": "Oggi", "ja": "今日",
            "pt": "Hoje", "zh": "今天",
        ]
        #expect(table["day.today"] == today[language])
    }

    @Test func labelsFollowThePageLanguageAndFallBackToEnglish() throws {
        let theme = SiteTheme.builtIn
        #expect(theme.labels(for: "de-AT")[.today] == "Heute")
        #expect(theme.labels(for: "pt-BR")[.today] == "Hoje")
        #expect(theme.labels(for: "zh-Hant-TW")[.today] == "今天")
        #expect(theme.labels(for: "sv-SE")[.today] == "Today")
        #expect(theme.labels(for: "de").text(.more, ["count": "4"]) == "+4 weitere")
        #expect(theme.labels(for: "ja").text(.yearView, ["year": "2026"]) == "2026年")
        #expect(theme.labels(for: "de").category(.bank) == "Bankfeiertag")
    }

    @Test func aThemeFolderOverridesOneLanguageKeyByKey() throws {
        let folder = try TemporaryDirectory()
        try Data("body {}\n".utf8).write(to: folder.url.appendingPathComponent("almanac.css"))
        let labels = folder.url.appendingPathComponent("labels")
        try FileManager.default.createDirectory(at: labels, withIntermediateDirectories: true)
        try Data(#"{ "day.today": "Heute!" }"#.utf8).write(to: labels.appendingPathComponent("de.json"))
        try Data(#"{ "day.today": "I dag", "day.more": "+{count} til" }"#.utf8).write(
            to: labels.appendingPathComponent("nb.json"))
        try Data("not labels".utf8).write(to: labels.appendingPathComponent("README.txt"))
        let theme = try SiteTheme(directory: folder.url)
        #expect(theme.labels(for: "de-DE")[.today] == "Heute!")
        #expect(theme.labels(for: "de-DE")[.more] == "+{count} weitere")  // the rest: the built-in German
        #expect(theme.labels(for: "nb-NO")[.today] == "I dag")
        #expect(theme.labels(for: "nb-NO")[.yearView] == "Year {year}")  // a new language: English for the rest
        #expect(theme.labelLanguages.contains("nb"))
    }

    @Test(
        "Bad label files are refused with file, line and column",
        arguments: [
            (#"{ "day.today": "Heute" "day.more": "x" }"#, "not valid JSON"),
            ("{\n  \"day.tody\": \"Heute\"\n}", ":2:3: unknown label 'day.tody'"),
            (#"{ "day.today": 3 }"#, "label 'day.today' must be a string"),
            (#"{ "day.more": "+ weitere" }"#, "label 'day.more' must use {count}"),
            (#"{ "day.today": "Heute {count}" }"#, "label 'day.today' must use no placeholders"),
            (#"[ "Heute" ]"#, "expected one JSON object"),
        ])
    func badLabelFiles(text: String, message: String) throws {
        let folder = try TemporaryDirectory()
        try Data("body {}\n".utf8).write(to: folder.url.appendingPathComponent("almanac.css"))
        let labels = folder.url.appendingPathComponent("labels")
        try FileManager.default.createDirectory(at: labels, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: labels.appendingPathComponent("de.json"))
        let error = #expect(throws: SiteError.self) { try SiteTheme(directory: folder.url) }
        let description = try #require(error?.description)
        #expect(description.contains("labels/de.json"), "\(description)")
        #expect(description.contains(message), "\(description)")
        #expect(!description.contains("\n"))
    }

    @Test func jsonSyntaxErrorsNameTheLineAndColumn() throws {
        let error = #expect(throws: SiteError.self) {
            try SiteLabelFile(
                language: "de", text: "{\n  \"day.today\": \"Heute\",\n  \"day.more\" \"x\"\n}", path: "de.json",
                reference: nil)
        }
        #expect(error?.description.hasPrefix("de.json:3:") == true, "\(String(describing: error))")
    }

    @Test func fileNamesNameLanguages() {
        #expect(SiteLabelFile.language(fromFileName: "de.json") == "de")
        #expect(SiteLabelFile.language(fromFileName: "pt_BR.json") == "pt-BR")
        #expect(SiteLabelFile.language(fromFileName: "notes.txt") == nil)
        #expect(SiteLabelFile.language(fromFileName: "../x.json") == nil)
    }

    private func table(_ language: String) throws -> [String: String] {
        let text = String(
            decoding: try Data(contentsOf: Self.folder.appendingPathComponent("\(language).json")), as: UTF8.self)
        return try SiteLabelFile(language: language, text: text, path: "\(language).json", reference: nil).table
    }

    /// Rewrites the Swift copy of the label files (used only when recording).
    private func regenerateBuiltInLabels(from files: [(language: String, json: String)]) throws {
        var lines = [
            "// The built-in interface labels: verbatim copies of Templates/labels/*.json, compiled in so an installed",
            "// binary works outside the repository. Do not edit by hand: edit the files in Templates/labels, then run",
            "//   RECORD_FIXTURES=1 swift test --filter SiteLabelTests",
            "// which rewrites this file from them (SiteLabelTests fails while they differ).",
            "",
            "/// The label files of `Templates/labels` at build time, by language; see ``SiteTheme/builtIn``.",
            "let defaultLabelFiles: [(language: String, json: String)] = [",
        ]
        for file in files {
            lines.append("    (\n        \"\(file.language)\",\n        #\"\"\"\n\(file.json)\n\"\"\"#\n    ),")
        }
        lines.append("]")
        let url = packageRoot().appendingPathComponent("Sources/CalendarSite/DefaultLabels.swift")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    }
}
