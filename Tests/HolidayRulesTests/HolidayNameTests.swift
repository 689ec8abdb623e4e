import AlmanacTestSupport
import CalendarCore
import Foundation
import HolidayRules
import Testing

/// Holiday names in other languages through the bundled engine, against python-holidays 0.109.
///
/// `Fixtures/oracle-names/<CC>.<TAG>.tsv`, recorded by `scripts/regenerate-holiday-fixtures.py --names`,
/// holds python-holidays' names of a country's national holidays in one language, 1950–2100:
/// `date<TAB>category<TAB>English name<TAB>name`. A few pairs only, chosen for what they exercise (Thai,
/// Arabic and Urdu script, observed labels, estimated dates, regional tags); every language of every
/// country is compared by `scripts/compare-with-oracle.py --languages` in CI.
@Suite("Holiday names in python-holidays' languages")
struct HolidayNameTests {
    static let engine: HolidayEngine? = try? HolidayEngine(rules: .bundled())

    static var fixtures: [String] {
        let folder = fixtureURL(named: "oracle-names")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test("the recorded pairs are there")
    func fixturesExist() {
        #expect(Set(["DE.uk", "DE.th", "UA.ar", "BR.pt-BR", "JP.th", "TR.ur-PK"]).isSubset(of: Self.fixtures))
    }

    @Test("names agree with python-holidays, 1950-2100", arguments: fixtures)
    func agrees(fixture: String) throws {
        let engine = try #require(Self.engine)
        let parts = fixture.split(separator: ".", maxSplits: 1).map(String.init)
        let region = try #require(Region(code: parts[0]))
        let language = parts[1]
        let oracle = try NameFixture(named: fixture)
        let listed = try KnownDifferences.load(country: parts[0]).filter { $0.applies(to: region) }
        let renamed = try NameDifferences.load(country: parts[0], language: language)
        func isListed(_ side: String, _ line: String) -> Bool {
            listed.contains { $0.side == side && $0.covers(line) }
        }

        var ours = Set<String>()
        for year in 1950...2100 {
            for holiday in try engine.holidays(for: region, year: year) {
                for category in holiday.categories where oracle.categories.contains(category.rawValue) {
                    let line = "\(holiday.day)\t\(category)\t\(holiday.names.english)"
                    if !isListed("+", line) { ours.insert("\(line)\t\(holiday.names.name(in: language))") }
                }
            }
        }
        let theirs = Set(
            oracle.lines.compactMap { line -> String? in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 4, !isListed("-", fields[0...2].joined(separator: "\t")) else { return nil }
                return fields[0...2].joined(separator: "\t") + "\t" + (renamed[fields[3]] ?? fields[3])
            })
        #expect(theirs.count > 500, "\(fixture): too few lines recorded")
        let missing = theirs.subtracting(ours).sorted()
        let extra = ours.subtracting(theirs).sorted()
        #expect(
            missing.isEmpty,
            "\(fixture): python-holidays has, we lack (\(missing.count)):\n\(missing.prefix(20).joined(separator: "\n"))"
        )
        #expect(
            extra.isEmpty,
            "\(fixture): we have, python-holidays lacks (\(extra.count)):\n\(extra.prefix(20).joined(separator: "\n"))")
    }

    @Test(
        "a bare language finds the country's one regional variant: pt is pt-BR, sv is sv-FI",
        arguments: [("BR", "pt", "pt-BR"), ("FI", "sv", "sv-FI"), ("RU", "zh", "zh-CN"), ("TR", "ur", "ur-PK")])
    func bareLanguage(country: String, bare: String, tag: String) throws {
        let engine = try #require(Self.engine)
        let holidays = try engine.holidays(for: #require(Region(code: country)), year: 2026)
        #expect(!holidays.isEmpty)
        for holiday in holidays {
            #expect(holiday.names.others[tag] != nil, "\(country) \(holiday.key) has no \(tag) name")
            #expect(holiday.names.name(in: bare) == holiday.names.name(in: tag))
        }
        // Some names are the same in both (Corpus Christi in Portuguese), most are not.
        let english = holidays.filter { $0.names.name(in: bare) == $0.names.english }
        #expect(english.count * 2 < holidays.count, "\(english.map(\.names.english))")
    }

    @Test("every bundled holiday has a name in every language its country lists")
    func everyLanguageEveryHoliday() throws {
        let engine = try #require(Self.engine)
        var gaps: [String] = []
        for country in try engine.rules.allCountries() {
            let regional = Set(country.languages.filter { $0.hasPrefix("en-") })
            for rule in country.holidays {
                for language in country.languages.dropFirst() where !regional.contains(language) {
                    if rule.names.others[language] == nil { gaps.append("\(country.code) \(rule.key) \(language)") }
                }
            }
        }
        // Known gaps, each to be filled, not to grow: ZA's Afrikaans names are Almanac's own (python-holidays
        // has no Afrikaans), and Empire Day (until 1951) has none yet.
        let known: Set<String> = ["ZA empire-day af"]
        #expect(
            Set(gaps) == known,
            "holidays without a name in a listed language (\(gaps.count)): \(gaps.prefix(20))")
    }
}

/// python-holidays' names of one country in one language: `date<TAB>category<TAB>English<TAB>name` lines.
struct NameFixture {
    var lines: [String]
    var categories: Set<String>

    init(named name: String) throws {
        let text = try String(contentsOf: fixtureURL(named: "oracle-names/\(name).tsv"), encoding: .utf8)
        lines = []
        categories = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                if let range = line.range(of: "categories ") {
                    categories = Set(line[range.upperBound...].split(separator: ",").map(String.init))
                }
            } else {
                lines.append(String(line))
            }
        }
    }
}

/// `differences/<CC>-names.tsv`: names Almanac writes differently from python-holidays, each with its
/// reason (`LANGUAGE<TAB>python-holidays' name<TAB>Almanac's name<TAB>reason`).
enum NameDifferences {
    static func load(country: String, language: String) throws -> [String: String] {
        let url = packageRoot().appendingPathComponent(
            "Sources/HolidayRules/Resources/Rules/differences/\(country)-names.tsv")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        var result: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count >= 4, fields[0] == language { result[fields[1]] = fields[2] }
        }
        return result
    }
}
