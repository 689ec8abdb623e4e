import AlmanacTestSupport
import Foundation
import Testing

/// `almanac countries`, run as users run it: the overview, named countries in detail, and bad codes.
@Suite("almanac countries")
struct CountriesCommandTests {
    @Test("no code: the overview table, every country once; TSV has the same countries")
    func overview() throws {
        let table = try runAlmanac(["countries"])
        #expect(table.status == 0, "\(table.stderr)")
        let tsv = try runAlmanac(["countries", "--format", "tsv"])
        let codes = tsv.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
        #expect(codes.count == 66)
        #expect(Set(codes).count == codes.count)
        let rows = table.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(Array(rows.prefix(codes.count)) == codes)
    }

    @Test("codes in any case: each country in detail with its subdivisions' names, in the order given")
    func detail() throws {
        let run = try runAlmanac(["countries", "de", "MY"])
        #expect(run.status == 0, "\(run.stderr)")
        let germany = try #require(run.stdout.range(of: "DE  Germany (Deutschland, de)\n"))
        let malaysia = try #require(run.stdout.range(of: "MY  Malaysia"))
        #expect(germany.lowerBound < malaysia.lowerBound)
        #expect(run.stdout.contains("    DE-BE  Berlin\n"))
        // a Land whose whole list is known only from a later year than Germany's says from when
        #expect(run.stdout.contains("    DE-BY  Bavaria  ") && run.stdout.contains("holidays from 1981\n"))
        #expect(run.stdout.contains("  subdivisions (16):\n"))
        #expect(run.stdout.contains("MY-11  Terengganu"))
        #expect(run.stderr.isEmpty)
        let json = try runAlmanac(["countries", "--format", "json", "jp"])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["code"] as? String } == ["JP"])
        #expect((records.first?["names"] as? [String: String])?["ja"] == "日本")
        let israel = try runAlmanac(["countries", "il"])
        let years = israel.stdout.split(separator: "\n").first { $0.hasPrefix("  years:") }
        #expect(years?.hasSuffix(" 1948-2100") == true, "\(israel.stdout)")
    }

    @Test("an unknown code, a name or a subdivision: exit 64, one line naming what to ask for, nothing on stdout")
    func badCodes() throws {
        let cases: [(String, String)] = [
            ("ZZ", "unknown country 'ZZ' (did you mean ZA (South Africa)"),
            ("Germany", "unknown country 'Germany' (did you mean DE (Germany)"),
            ("DE-BY", "got the subdivision 'DE-BY' (Bavaria); 'almanac countries DE' lists its subdivisions"),
        ]
        for (code, message) in cases {
            let run = try runAlmanac(["countries", "DE", code])
            #expect(run.status == 64, "\(code)")
            #expect(run.stderr.contains(message), "\(code): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(code)")
            #expect(run.stdout.isEmpty, "\(code)")
        }
    }
}
