import AlmanacTestSupport
import Foundation
import Testing

/// `almanac holidays` reports holidays computed outside their calendar's reliable range.
@Suite("almanac holidays warnings")
struct HolidayWarningTests {
    @Test("an Umm al-Qura year before the published tables: one stderr line, a warning key in JSON")
    func warns() throws {
        let run = try runAlmanac(["holidays", "--country", "TR", "--years", "1936-1938", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("almanac: warning: TR: islamic diyanet dates in 1936-1938 (") == true, "\(run.stderr)")
        #expect(run.stdout.contains("\"warning\" : \"islamic diyanet date outside 1945-12-06…2106-01-05"))
        #expect(run.stdout.contains("Eid al-Fitr"))
    }

    @Test("inside the tables: no warning anywhere")
    func quiet() throws {
        let run = try runAlmanac(["holidays", "--country", "TR", "--year", "2026", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\"warning\""))
    }

    @Test("--quiet: the list alone, no warning")
    func quietFlag() throws {
        let run = try runAlmanac(["holidays", "--country", "TR", "--years", "1936-1938", "--quiet"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("Eid al-Fitr"))
    }

    @Test("years before a country's first-year: none, and a line saying where they begin")
    func beforeFirstYear() throws {
        let run = try runAlmanac(["holidays", "--country", "IL", "--years", "1946-1948", "--format", "tsv"])
        #expect(run.status == 0)
        #expect(run.stderr == "almanac: warning: IL has no holidays in 1946–1947 in the embedded rules: they begin in 1948 (IL.rules)\n")
        #expect(!run.stdout.contains("1947-") && run.stdout.contains("1948-"))
    }

    @Test("years before a country's rules begin and a category it lacks: a line each saying so, not a silent empty list")
    func coverage() throws {
        let run = try runAlmanac(["holidays", "--country", "ES-MD", "--years", "2006-2008", "--format", "tsv"])
        #expect(run.status == 0)
        #expect(run.stderr == "almanac: warning: ES-MD has no holidays in 2006–2007 in the embedded rules: they begin in 2008 (ES.rules)\n")
        #expect(run.stdout.hasPrefix("2008-01-01\tNew Year's Day\n"))
        let bank = try runAlmanac(["holidays", "--country", "DE", "--year", "2026", "--categories", "bank"])
        #expect(bank.status == 0)
        #expect(bank.stderr.contains("DE has no holidays of the categories asked for (bank) in the embedded rules; its categories: public, catholic"))
        let folder = try TemporaryDirectory()
        let build = try runAlmanac(["build", "--country", "CN", "--year", "1949", "--out", folder.path("site")])
        #expect(build.status == 0)
        #expect(build.stderr.contains("almanac: warning: CN has no holidays in 1949 in the embedded rules: they begin in 1950 (CN.rules)"))
        let covered = try runAlmanac(["holidays", "--country", "ES-MD", "--years", "2008-2100", "--format", "tsv"])
        #expect(covered.stderr.isEmpty, "\(covered.stderr)")
    }
}
