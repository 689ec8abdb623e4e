import AlmanacTestSupport
import CalendarCore
import Foundation
import HolidayRules
import Testing

/// The embedded engine against python-holidays 0.109, for every bundled region, 1970–2100.
///
/// `Fixtures/oracle/<REGION>.tsv` holds python-holidays' answers, recorded by
/// `scripts/regenerate-holiday-fixtures.py`. Every (date, name) pair must agree, except the
/// differences listed in `Sources/HolidayRules/Resources/Rules/differences.tsv`, each with a source
/// showing who is right; a listed difference that no longer occurs fails too, so the list stays true.
@Suite("Agreement with python-holidays")
struct HolidayAgreementTests {
    static let engine: HolidayEngine? = try? HolidayEngine(rules: .bundled())

    static var regions: [String] {
        let folder = fixtureURL(named: "oracle")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test("every bundled region has a fixture")
    func everyRegionHasAFixture() throws {
        let engine = try #require(Self.engine)
        var expected: [String] = []
        for country in engine.rules.countries {
            expected.append(country.code.rawValue)
            expected += country.subdivisions.map { "\(country.code)-\($0.code)" }
        }
        #expect(Self.regions == expected.sorted())
    }

    @Test("dates and names agree, 1970-2100", arguments: regions)
    func agrees(region: String) throws {
        let engine = try #require(Self.engine)
        let parsedRegion = try #require(Region(code: region))
        let text = try String(contentsOf: fixtureURL(named: "oracle/\(region).tsv"), encoding: .utf8)
        var oracle = Set<String>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            oracle.insert(line.replacingOccurrences(of: " (estimated)", with: ""))
        }
        var ours = Set<String>()
        for year in 1970...2100 {
            for holiday in try engine.holidays(for: parsedRegion, year: year) where holiday.categories.contains(.public) {
                ours.insert("\(holiday.day)\t\(holiday.name)")
            }
        }
        let listed = try KnownDifferences.load().filter { $0.region == region }
        let missing = oracle.subtracting(ours)
        let extra = ours.subtracting(oracle)
        let unexplainedMissing = missing.filter { line in !listed.contains { $0.side == "-" && $0.line == line } }.sorted()
        let unexplainedExtra = extra.filter { line in !listed.contains { $0.side == "+" && $0.line == line } }.sorted()
        let stale = listed.filter { ($0.side == "-" && !missing.contains($0.line)) || ($0.side == "+" && !extra.contains($0.line)) }
        #expect(unexplainedMissing.isEmpty, "\(region): python-holidays has, we lack (\(unexplainedMissing.count)):\n\(unexplainedMissing.prefix(30).joined(separator: "\n"))")
        #expect(unexplainedExtra.isEmpty, "\(region): we have, python-holidays lacks (\(unexplainedExtra.count)):\n\(unexplainedExtra.prefix(30).joined(separator: "\n"))")
        #expect(stale.isEmpty, "\(region): listed differences that no longer occur: \(stale.map(\.line))")
    }
}

/// One line of `differences.tsv`: `REGION<TAB>+|-<TAB>YYYY-MM-DD<TAB>name<TAB>source`.
struct KnownDifferences {
    var region: String
    var side: String
    var line: String

    static func load() throws -> [KnownDifferences] {
        let url = packageRoot().appendingPathComponent("Sources/HolidayRules/Resources/Rules/differences.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            return KnownDifferences(region: fields[0], side: fields[1], line: "\(fields[2])\t\(fields[3])")
        }
    }
}
