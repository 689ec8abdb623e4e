import AlmanacTestSupport
import Foundation
import Testing

/// `almanac build` reports holidays computed outside their calendar's reliable range, like
/// `almanac holidays`: one stderr line per region and calendar, none with --quiet; still builds them.
@Suite("almanac build warnings")
struct BuildWarningTests {
    @Test("Umm al-Qura years before the published table: one line per region and calendar")
    func warns() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("almanac.yml")
        // TR in two calendars, over two spans of years before the published table: still one line for TR.
        try """
            formats: [ics]
            calendars:
              - {id: early, regions: [TR], years: 1936-1937}
              - {id: late, regions: [TR, CN], years: 1940-1941}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 0, "\(run.stderr)")
        // CN's rules begin in 1950 (first-year:): that is said too, on a line of its own.
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first == "almanac: warning: CN has no holidays in 1940–1941 in the embedded rules: they begin in 1950 (CN.rules)")
        #expect(lines.last?.hasPrefix("almanac: warning: TR: islamic diyanet dates in 1936-1937, 1940-1941 (") == true, "\(run.stderr)")
        #expect(lines.last?.contains("are outside 1945-12-06…2106-01-05") == true)
        let ics = try String(contentsOfFile: folder.path("site/late.ics"), encoding: .utf8)
        #expect(ics.contains("SUMMARY:Eid al-Fitr"))
    }

    @Test("--quiet: no warning, files still written")
    func quiet() throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(
            ["build", "--country", "TR", "--year", "1937", "--format", "ics", "--quiet", "--out", folder.path("site")])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path("site/tr.ics")))
    }

    @Test("inside the tables, or categories without such holidays: no warning")
    func none() throws {
        let folder = try TemporaryDirectory()
        let inside = try runAlmanac(["build", "--country", "TR", "--year", "2026", "--format", "ics", "--out", folder.path("a")])
        #expect(inside.status == 0)
        #expect(inside.stderr.isEmpty, "\(inside.stderr)")
    }

    @Test("--categories all lists a holiday kept under two keys once (Canada Day in Alberta)")
    func mergedCategories() throws {
        let run = try runAlmanac(
            ["holidays", "--country", "CA-AB", "--year", "2023", "--categories", "all", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let records = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
        let canadaDay = records.filter { $0["date"] as? String == "2023-07-01" && $0["name"] as? String == "Canada Day" }
        #expect(canadaDay.count == 1)
        #expect(canadaDay.first?["categories"] as? [String] == ["public", "government"])
        // Its substitute Monday is the federal one's only.
        let observed = records.filter { $0["date"] as? String == "2023-07-03" }
        #expect(observed.map { $0["categories"] as? [String] ?? [] } == [["government"]])
    }
}
