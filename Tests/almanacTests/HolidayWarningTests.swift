import AlmanacTestSupport
import Foundation
import Testing

/// `almanac holidays` reports holidays computed outside their calendar's reliable range.
@Suite("almanac holidays warnings")
struct HolidayWarningTests {
    @Test("an Umm al-Qura year before the published tables: one stderr line, a warning key in JSON")
    func warns() throws {
        let run = try runAlmanac(["holidays", "--country", "TR", "--years", "1920-1922", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("almanac: warning: TR: islamic diyanet dates in 1920-1922 (") == true, "\(run.stderr)")
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
}
