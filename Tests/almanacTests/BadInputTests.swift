import AlmanacTestSupport
import Foundation
import Testing

/// Bad input through the real binary: unknown regions with their nearest matches, years outside
/// 1900-2100, a broken rule file; each one line on standard error and the exit code of DESIGN §3.
@Suite("almanac bad input")
struct BadInputTests {
    @Test("a country's name instead of its code: exit 64, the code suggested")
    func countryName() throws {
        let run = try runAlmanac(["holidays", "--country", "Germany", "--year", "2026"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("got 'Germany' (did you mean DE (Germany)"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test("a slip in a subdivision: exit 64, the nearest first")
    func subdivisionSlip() throws {
        let run = try runAlmanac(["holidays", "--country", "US", "--subdivision", "NYY", "--year", "2026"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("no subdivision 'NYY' (did you mean NY (New York)"), "\(run.stderr)")
    }

    @Test("build --country with a subdivision's name: exit 64, nothing written")
    func buildSubdivisionName() throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(["build", "--country", "Bavaria", "--year", "2026", "--out", folder.path("site")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("DE-BY (Bavaria)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("an unknown region in a configuration: exit 65 at its line and column, with near matches")
    func configRegion() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("almanac.yml")
        try "calendars:\n  - id: x\n    regions: [DE-BY, US-NYY]\n    year: 2026\n"
            .write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(config):3:22: 'regions': country US has no subdivision 'NYY' (did you mean NY"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("a year outside 1900-2100 in a configuration: exit 65 at its line")
    func configYear() throws {
        let folder = try TemporaryDirectory()
        let config = folder.path("almanac.yml")
        try "calendars:\n  - regions: [FR]\n    years: 2099-2101\n".write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", config, "--out", folder.path("site")])
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(config):3:12: year 2101 is outside the supported range 1900-2100"), "\(run.stderr)")
    }

    @Test("holidays with a year outside 1900-2100: exit 64", arguments: [["--year", "1899"], ["--years", "2100-2101"]])
    func holidaysYear(years: [String]) throws {
        let run = try runAlmanac(["holidays", "--country", "JP"] + years)
        #expect(run.status == 64)
        #expect(run.stderr.contains("is outside the supported range 1900-2100"), "\(run.stderr)")
    }

    @Test("a word-named subdivision by flag and by CC-SUB, any case")
    func wordSubdivision() throws {
        let flag = try runAlmanac(["holidays", "--country", "BE", "--subdivision", "Flemish", "--year", "2026",
                                   "--categories", "all", "--format", "tsv"])
        let code = try runAlmanac(["holidays", "--country", "be-flemish", "--year", "2026", "--categories", "all",
                                   "--format", "tsv"])
        #expect(flag.status == 0, "\(flag.stderr)")
        #expect(flag.stdout == code.stdout)
        #expect(flag.stdout.contains("2026-07-11\tFlemish Community Day\n"))
        #expect(flag.stdout.contains("2026-12-21\tChristmas Break\n"))
        let typo = try runAlmanac(["holidays", "--country", "BE", "--subdivision", "Flamish", "--year", "2026"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("did you mean FLEMISH (Flemish Community)"), "\(typo.stderr)")
    }

    @Test("a broken rule file: exit 1 naming file, line, column and rule")
    func brokenRuleFile() throws {
        let folder = try TemporaryDirectory()
        let text = """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test

            holiday good
              name: Good
              date: 01-01
            holiday bad
              name: Bad
              date: 5th mon of smarch
            """
        try text.write(toFile: folder.path("XX.rules"), atomically: true, encoding: .utf8)
        let run = try runAlmanac(["holidays", "--country", "XX", "--year", "2026"], environment: ["ALMANAC_RULES_DIR": folder.url.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("XX.rules:11:"), "\(run.stderr)")
        #expect(run.stderr.contains("in holiday bad"), "\(run.stderr)")
    }
}
