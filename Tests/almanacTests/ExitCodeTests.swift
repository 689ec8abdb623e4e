import AlmanacTestSupport
import Foundation
import Testing

/// Runs the built binary, as cron and users do, and checks exit codes, messages and files.
@Suite("almanac binary")
struct ExitCodeTests {
    let sample = packageRoot().appendingPathComponent("samples/almanac.yml").path

    @Test("build from the sample configuration: exit 0, then nothing rewritten")
    func buildsSample() throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("site")
        let first = try runAlmanac(["build", "--config", sample, "--out", out])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Built 3 calendars"))
        for file in ["index.html", "almanac.css", "de-by.ics", "us-ny.ics", "jp.ics", "de-by/2026.html", "de-by/2027-12.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("site/\(file)")), "missing \(file)")
        }
        let icsBefore = try FileManager.default.attributesOfItem(atPath: folder.path("site/de-by.ics"))[.modificationDate] as? Date
        let second = try runAlmanac(["build", "--config", sample, "--out", out])
        #expect(second.status == 0)
        #expect(second.stdout.contains(" 0 files written"))
        let icsAfter = try FileManager.default.attributesOfItem(atPath: folder.path("site/de-by.ics"))[.modificationDate] as? Date
        #expect(icsBefore == icsAfter)
        // No temporary files left behind.
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("two builds give byte-identical .ics files")
    func deterministic() throws {
        let folder = try TemporaryDirectory()
        _ = try runAlmanac(["build", "--country", "GB-SCT", "--year", "2026", "--format", "ics", "--out", folder.path("a")])
        _ = try runAlmanac(["build", "--country", "GB-SCT", "--year", "2026", "--format", "ics", "--out", folder.path("b")])
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("a/gb-sct.ics")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("b/gb-sct.ics")))
        #expect(a == b)
        #expect(!a.isEmpty)
    }

    @Test("unknown country: exit 64, near matches named, nothing written")
    func unknownCountry() throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(["build", "--country", "DX", "--year", "2026", "--out", folder.path("site")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown country 'DX'"))
        #expect(run.stderr.contains("DE"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("unknown subdivision: exit 64 with suggestions")
    func unknownSubdivision() throws {
        let run = try runAlmanac(["holidays", "--country", "DE", "--subdivision", "BZ", "--year", "2026"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("no subdivision 'BZ'"))
        #expect(run.stderr.contains("BY"))
    }

    @Test("year out of range: exit 64", arguments: [["--year", "1899"], ["--year", "2101"], ["--years", "2099-2101"]])
    func yearOutOfRange(range: [String]) throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(["build", "--country", "FR"] + range + ["--out", folder.path("site")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("outside the supported range 1900-2100"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("YAML syntax error: exit 65 with line and column")
    func yamlSyntax() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("bad.yml")
        try "calendars:\n  - id: x\n    regions: [DE\n    year: 2026\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(config):"))
        #expect(run.stderr.contains("YAML syntax error"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("unknown configuration key: exit 65 naming the key and its line")
    func unknownKey() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("typo.yml")
        try "calendars:\n  - regions: [DE]\n    yeras: 2026\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(config):3:5: unknown key 'yeras'"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("unknown region in a configuration: exit 65")
    func unknownRegionInConfig() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("region.yml")
        try "calendars:\n  - regions: [US-ZZ]\n    year: 2026\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 65)
        #expect(run.stderr.contains("no subdivision 'ZZ'"))
    }

    @Test("unwritable --out: exit 73")
    func unwritableOutput() throws {
        let folder = try TemporaryDirectory()
        let blocker = folder.path("a-file")
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--country", "DE", "--year", "2026", "--out", blocker + "/site"])
        #expect(run.status == 73)
        #expect(run.stderr.contains("cannot create the output folder"))
    }

    @Test("no configuration and no flags: exit 64 explaining what to pass")
    func nothingToBuild() throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(["build"], in: folder.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("no almanac.yml"))
    }

    @Test("holidays --format tsv matches its golden file")
    func holidaysTSV() throws {
        for (region, year) in [("US", 2026), ("DE-BY", 2026), ("JP", 2026), ("GB-SCT", 2027), ("TR", 2026), ("FR", 2026)] {
            let run = try runAlmanac(["holidays", "--country", region, "--year", "\(year)", "--format", "tsv"])
            #expect(run.status == 0)
            try expectMatchesFixture(run.stdout, named: "\(region)-\(year).tsv")
        }
    }

    @Test("holidays --format ics is deterministic with SOURCE_DATE_EPOCH and matches its golden file")
    func holidaysICS() throws {
        let run = try runAlmanac(
            ["holidays", "--country", "DE-BY", "--year", "2026", "--language", "de", "--format", "ics"],
            environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("DTSTAMP:20260101T000000Z\r\n"))
        try expectMatchesFixture(run.stdout, named: "DE-BY-2026.ics")
    }
}
