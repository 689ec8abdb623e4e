import AlmanacTestSupport
import Foundation
import Testing

/// The site through the built binary: the sample site crawled on disk, `theme export`, `--templates`,
/// `--base-url`, `--week-numbers`, and their errors.
@Suite("almanac site options")
struct SiteCommandTests {
    let sample = packageRoot().appendingPathComponent("samples/almanac.yml").path

    @Test("the whole sample site: every link leads somewhere, every page is reached")
    func sampleSiteHasNoDeadLinks() throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("site")
        let run = try runAlmanac(
            ["build", "--config", sample, "--out", out, "--base-url", "https://cal.example.org/", "--week-numbers"])
        #expect(run.status == 0, "\(run.stderr)")
        let crawler = try SiteCrawler(folder: URL(fileURLWithPath: out))
        let report = try crawler.crawl { href in
            href.hasPrefix("https://cal.example.org/") || href.hasPrefix("webcal://cal.example.org/")
        }
        #expect(report.problems.isEmpty, "\(report.problems.prefix(10))")
        #expect(report.unreachable.isEmpty, "\(report.unreachable)")
        // The index; per calendar-year a year, an agenda and 12 month pages; 3 week pages.
        #expect(crawler.pages.count == 60)
        #expect(report.linksChecked > 800)
        #expect(report.fragmentsChecked > 100)
        // Every calendar has its week page around the sample's today (2026-05-14) and its agenda pages.
        for file in [
            "de-by/week.html", "us-ny/week.html", "jp/week.html", "de-by/2026-agenda.html", "de-by/2027-agenda.html",
        ] {
            #expect(crawler.pages[file] != nil, "missing \(file)")
        }
        let may = try #require(crawler.pages["de-by/2026-05.html"])
        #expect(may.components(separatedBy: "aria-current=\"date\"").count == 2)
        #expect(may.contains(#"<th scope="row" class="week-number">"#))
        #expect(may.contains("webcal://cal.example.org/de-by.ics"))
        // Japanese names on the Japanese calendar (its language is ja).
        #expect(try #require(crawler.pages["jp/2026-05.html"]).contains("憲法記念日"))
    }

    @Test("theme export writes the built-in theme and never overwrites an edit without --force")
    func themeExport() throws {
        let folder = try TemporaryDirectory()
        let theme = folder.path("theme")
        let first = try runAlmanac(["theme", "export", theme])
        #expect(first.status == 0, "\(first.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: theme).filter { $0.contains(".") }.sorted()
        #expect(
            files == ["almanac.css"]
                + ["ar", "de", "en", "es", "fr", "it", "ja", "pt", "zh"].map { "labels/\($0).json" })
        let template = try String(
            contentsOf: packageRoot().appendingPathComponent("Templates/almanac.css"), encoding: .utf8)
        #expect(try String(contentsOfFile: folder.path("theme/almanac.css"), encoding: .utf8) == template)
        // Exporting again over an unchanged copy is fine.
        #expect(try runAlmanac(["theme", "export", theme]).status == 0)
        // An edited file is kept: exit 73, one line naming it.
        try "body { color: red; }\n".write(toFile: folder.path("theme/almanac.css"), atomically: true, encoding: .utf8)
        let refused = try runAlmanac(["theme", "export", theme])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("almanac.css exists and differs"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(
            try String(contentsOfFile: folder.path("theme/almanac.css"), encoding: .utf8) == "body { color: red; }\n")
        let forced = try runAlmanac(["theme", "export", theme, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: folder.path("theme/almanac.css"), encoding: .utf8) == template)
    }

    @Test("--templates: the folder's stylesheet and labels are used")
    func customTemplates() throws {
        let folder = try TemporaryDirectory()
        let theme = folder.path("theme")
        try FileManager.default.createDirectory(atPath: theme + "/labels", withIntermediateDirectories: true)
        try "body { background: var(--bg); }\n".write(toFile: theme + "/almanac.css", atomically: true, encoding: .utf8)
        try #"{ "day.today": "Right now", "site.title": "Our calendars" }"#.write(
            toFile: theme + "/labels/en.json", atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", sample, "--out", folder.path("site"), "--templates", theme])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try String(contentsOfFile: folder.path("site/almanac.css"), encoding: .utf8)
                == "body { background: var(--bg); }\n")
        let may = try String(contentsOfFile: folder.path("site/de-by/2026-05.html"), encoding: .utf8)
        #expect(may.contains(#"<strong class="today-label">Right now</strong>"#))
        #expect(may.contains("All calendars"))  // keys the file leaves out stay English
        #expect(
            try String(contentsOfFile: folder.path("site/index.html"), encoding: .utf8).contains(
                "<h1>Our calendars</h1>"))
    }

    @Test("a bad label file: exit 65, file, line and column, nothing written")
    func badLabelFile() throws {
        let folder = try TemporaryDirectory()
        let theme = folder.path("theme")
        #expect(try runAlmanac(["theme", "export", theme]).status == 0)
        try "{\n    \"day.today\": \"Now\",\n    \"day.tomorrow\": \"Tomorrow\"\n}\n".write(
            toFile: theme + "/labels/en.json", atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", sample, "--out", folder.path("site"), "--templates", theme])
        #expect(run.status == 65)
        #expect(run.stderr.contains("labels/en.json:3:5: unknown label 'day.tomorrow'"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test(
        "bad --templates and --base-url: exit 64",
        arguments: [
            (["--templates", "/nonexistent/theme"], "--templates: '/nonexistent/theme' is not a folder"),
            (
                ["--base-url", "ftp://example.org/"],
                "--base-url: base URL 'ftp://example.org/' is not an absolute http or https address"
            ),
            (["--base-url", "example.org"], "--base-url: base URL 'example.org'"),
        ])
    func badFlags(flags: [String], message: String) throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(["build", "--config", sample, "--out", folder.path("site")] + flags)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("site settings in almanac.yml: base-url, week-numbers, templates")
    func configurationKeys() throws {
        let folder = try TemporaryDirectory()
        #expect(try runAlmanac(["theme", "export", folder.path("theme")]).status == 0)
        let config = folder.path("almanac.yml")
        try """
        output: \(folder.path("site"))
        today: 2026-05-14
        base-url: https://cal.example.org/feeds
        week-numbers: true
        templates: \(folder.path("theme"))
        calendars:
          - id: fr
            regions: [FR]
            year: 2026
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: folder.path("site/fr/2026-05.html"), encoding: .utf8)
        #expect(page.contains("webcal://cal.example.org/feeds/fr.ics"))
        #expect(page.contains("week-number"))

        for (line, message) in [
            ("base-url: nope", "'base-url': base URL 'nope'"),
            ("week-numbers: maybe", "'week-numbers' must be true or false"),
        ] {
            try "\(line)\ncalendars:\n  - regions: [FR]\n    year: 2026\n".write(
                toFile: config, atomically: true, encoding: .utf8)
            let bad = try runAlmanac(["build", "--config", config, "--out", folder.path("bad")])
            #expect(bad.status == 65)
            #expect(bad.stderr.contains("\(config):1:"), "\(bad.stderr)")
            #expect(bad.stderr.contains(message), "\(bad.stderr)")
        }
    }
}
