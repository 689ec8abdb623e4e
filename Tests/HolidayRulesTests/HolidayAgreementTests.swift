import AlmanacTestSupport
import CalendarCore
import Foundation
import HolidayRules
import Testing

/// The embedded engine against python-holidays 0.109, for every bundled region, 1950–2100, in every
/// rule-based category python-holidays has for the country.
///
/// `Fixtures/oracle/<REGION>.tsv` holds python-holidays' answers, recorded by
/// `scripts/regenerate-holiday-fixtures.py`: a country's file lists `date<TAB>category<TAB>name`, a
/// subdivision's file only its `+`/`-` differences from the country's. Every line must agree, except
/// the differences listed in `Sources/HolidayRules/Resources/Rules/differences/<CC>.tsv`, each with a
/// source showing who is right; a listed difference that no longer occurs fails too, so the lists stay true.
///
/// The years before, 1900–1949, are checked the same way against `Fixtures/oracle-early` (recorded with
/// `--early`; a region without a file has no holiday there in python-holidays): the rules must give no
/// holiday before the law that makes it one, and every one python-holidays has after it.
@Suite("Agreement with python-holidays")
struct HolidayAgreementTests {
    static let engine: HolidayEngine? = try? HolidayEngine(rules: .bundled())
    static let years = 1950...2100
    static let earlyYears = 1900...1949

    static var regions: [String] {
        let folder = fixtureURL(named: "oracle")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test("every bundled region has a fixture")
    func everyRegionHasAFixture() throws {
        let engine = try #require(Self.engine)
        var expected: [String] = []
        for country in try engine.rules.allCountries() {
            expected.append(country.code.rawValue)
            expected += country.subdivisions.map { "\(country.code)-\($0.code)" }
        }
        #expect(Self.regions == expected.sorted())
    }

    @Test("a differences line may name several regions and cover a range of years")
    func differencesLineForms() throws {
        let range = KnownDifferences(
            region: "IN-AP,IN-TS", side: "+", line: "1950..2000\tpublic\tHoli", years: 1950...2000,
            categoryAndName: "public\tHoli")
        #expect(range.applies(to: try #require(Region(code: "IN-TS"))))
        #expect(!range.applies(to: try #require(Region(code: "IN-KA"))))
        #expect(range.covers("1975-03-27\tpublic\tHoli"))
        #expect(!range.covers("2001-03-10\tpublic\tHoli"))
        #expect(!range.covers("1975-03-27\toptional\tHoli"))
        let national = KnownDifferences(
            region: "IN", side: "-", line: "2020-03-10\tpublic\tHoli", years: nil, categoryAndName: "public\tHoli")
        #expect(national.applies(to: try #require(Region(code: "IN-KL"))))
        #expect(!national.checkedForStaleness(in: try #require(Region(code: "IN-KL"))))
        let everywhere = KnownDifferences(
            region: "IN*", side: "-", line: "2020-03-10\tpublic\tHoli", years: nil, categoryAndName: "public\tHoli")
        #expect(everywhere.applies(to: try #require(Region(code: "IN-MH"))))
        #expect(everywhere.checkedForStaleness(in: try #require(Region(code: "IN"))))
        #expect(!everywhere.checkedForStaleness(in: try #require(Region(code: "IN-MH"))))
        #expect(everywhere.covers("2020-03-10\tpublic\tHoli") && !everywhere.covers("2020-03-11\tpublic\tHoli"))
    }

    @Test("dates, categories and names agree, 1950-2100", arguments: regions)
    func agrees(region: String) throws {
        try compare(region: region, years: Self.years, fixture: try OracleFixture(region: try #require(Region(code: region))))
    }

    @Test("no holiday before its law, and every one after it, 1900-1949", arguments: regions)
    func agreesEarly(region: String) throws {
        let parsedRegion = try #require(Region(code: region))
        try compare(region: region, years: Self.earlyYears, fixture: try OracleFixture(early: parsedRegion))
    }

    @Test("the early fixtures hold only bundled regions, and only 1900-1949")
    func earlyFixturesAreBounded() throws {
        let folder = fixtureURL(named: "oracle-early")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tsv") }
        #expect(!names.isEmpty)
        for name in names {
            let region = String(name.dropLast(4))
            #expect(Self.regions.contains(region), "\(name) is not a bundled region")
            let fixture = try OracleFixture(early: try #require(Region(code: region)))
            #expect(fixture.lines.allSatisfy { Int($0.prefix(4)).map(Self.earlyYears.contains) == true }, "\(name)")
        }
    }

    /// Our lines against the fixture's in `years`; differences listed for other years are left out.
    private func compare(region: String, years: ClosedRange<Int>, fixture: OracleFixture) throws {
        let engine = try #require(Self.engine)
        let parsedRegion = try #require(Region(code: region))
        var ours = Set<String>()
        for year in years {
            for holiday in try engine.holidays(for: parsedRegion, year: year) {
                for category in holiday.categories where fixture.categories.contains(category.rawValue) {
                    ours.insert("\(holiday.day)\t\(category)\t\(holiday.name)")
                }
            }
        }
        let oracle = fixture.lines
        let listed = try KnownDifferences.load(country: parsedRegion.country.rawValue)
            .filter { $0.applies(to: parsedRegion) && $0.touches(years) }
        let missing = oracle.subtracting(ours)
        let extra = ours.subtracting(oracle)
        let unexplainedMissing = missing.filter { line in !listed.contains { $0.side == "-" && $0.covers(line) } }.sorted()
        let unexplainedExtra = extra.filter { line in !listed.contains { $0.side == "+" && $0.covers(line) } }.sorted()
        let stale = listed.filter { difference in
            difference.checkedForStaleness(in: parsedRegion) && difference.lies(within: years)
                && !(difference.side == "-" ? missing : extra).contains { difference.covers($0) }
        }
        #expect(unexplainedMissing.isEmpty, "\(region): python-holidays has, we lack (\(unexplainedMissing.count)):\n\(unexplainedMissing.prefix(30).joined(separator: "\n"))")
        #expect(unexplainedExtra.isEmpty, "\(region): we have, python-holidays lacks (\(unexplainedExtra.count)):\n\(unexplainedExtra.prefix(30).joined(separator: "\n"))")
        #expect(stale.isEmpty, "\(region): listed differences that no longer occur: \(stale.map(\.line))")
    }
}

/// python-holidays' answers for one region: `date<TAB>category<TAB>name` lines and the categories compared.
struct OracleFixture {
    var lines: Set<String>
    var categories: Set<String>

    init(region: Region) throws {
        try self.init(region: region, folder: "oracle")
    }

    /// 1900–1949 from `Fixtures/oracle-early`: a file that is absent holds no line; the categories are
    /// the 1950–2100 fixture's.
    init(early region: Region) throws {
        try self.init(region: region, folder: "oracle-early")
        categories = try Self.categories(ofCountry: region.country.rawValue)
    }

    private init(region: Region, folder: String) throws {
        let country = try Self.read(region.country.rawValue, folder: folder)
        guard let subdivision = region.subdivision else {
            self = country
            return
        }
        let own = try Self.read("\(region.country)-\(subdivision)", folder: folder)
        var lines = country.lines
        for line in own.lines {
            let body = String(line.dropFirst(2))
            if line.hasPrefix("+\t") { lines.insert(body) } else if line.hasPrefix("-\t") { lines.remove(body) }
        }
        self.lines = lines
        self.categories = country.categories
    }

    private init(lines: Set<String>, categories: Set<String>) {
        self.lines = lines
        self.categories = categories
    }

    /// Reads one fixture file; the header's `categories a,b,c` names what is compared.
    /// The categories a country's 1950–2100 fixture names in its header line, read without its lines.
    private static func categories(ofCountry code: String) throws -> Set<String> {
        let handle = try FileHandle(forReadingFrom: fixtureURL(named: "oracle/\(code).tsv"))
        defer { try? handle.close() }
        let head = String(decoding: try handle.read(upToCount: 4096) ?? Data(), as: UTF8.self)
        return head.split(separator: "\n").first.flatMap { categories(inHeader: $0) } ?? []
    }

    /// `categories a,b,c` in a header line.
    private static func categories(inHeader line: Substring) -> Set<String>? {
        guard let range = line.range(of: "categories ") else { return nil }
        let list = line[range.upperBound...].prefix { $0 != " " }
        return Set(list.split(separator: ",").map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) })
    }

    private static func read(_ name: String, folder: String) throws -> OracleFixture {
        let url = fixtureURL(named: "\(folder)/\(name).tsv")
        if folder != "oracle", !FileManager.default.fileExists(atPath: url.path) {
            return OracleFixture(lines: [], categories: [])
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = Set<String>()
        var categories = Set<String>()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                if let named = Self.categories(inHeader: line) { categories = named }
                continue
            }
            // python-holidays marks estimated dates in the name ("Eid al-Fitr (estimated)", "… (observed,
            // estimated)"); Almanac flags them instead.
            lines.insert(
                line.replacingOccurrences(of: " (estimated)", with: "").replacingOccurrences(of: ", estimated)", with: ")"))
        }
        return OracleFixture(lines: lines, categories: categories)
    }
}

/// One line of `differences/<CC>.tsv`: `REGION<TAB>+|-<TAB>DATE<TAB>CATEGORY<TAB>name<TAB>source`.
///
/// REGION is `CC-SUB`, a comma list of subdivisions (`IN-AP,IN-TS`), or `CC` (also written `CC*`): the
/// country, and every subdivision, which inherits its holidays and so its differences (listed once; it
/// is checked for staleness only in the country's own calendar, so a subdivision that lacks the holiday
/// does not make it stale). DATE is
/// `YYYY-MM-DD`, or a range of years `YYYY..YYYY` that covers every line of that side, category and
/// name in those years (a kind of difference, such as the years python-holidays has no table for);
/// a range that covers no line is stale.
struct KnownDifferences {
    var region: String
    var side: String
    var line: String
    /// The years a `YYYY..YYYY` date covers, with the `category<TAB>name` it matches; nil for one date.
    var years: ClosedRange<Int>?
    var categoryAndName: String

    func applies(to region: Region) -> Bool {
        if isNational { return countryCode == region.country.rawValue }
        return self.region.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == region.description }
    }

    /// A line of the country's own calendar (`CC` or `CC*`), which its subdivisions inherit.
    private var isNational: Bool { !region.contains("-") && !region.contains(",") }
    private var countryCode: String { region.hasSuffix("*") ? String(region.dropLast()) : region }

    /// Whether a missing listed line fails in `region`: a national line only in the country itself.
    func checkedForStaleness(in region: Region) -> Bool {
        !isNational || region.subdivision == nil
    }

    /// The years the line's DATE names: its range, or its one day's year.
    var span: ClosedRange<Int>? {
        if let years { return years }
        return Int(line.prefix(4)).map { $0...$0 }
    }

    /// Whether the line names a year in `years` (it may explain a line there).
    func touches(_ years: ClosedRange<Int>) -> Bool {
        span.map { $0.overlaps(years) } ?? false
    }

    /// Whether all its years are in `years` (it must then occur there, or it is stale).
    func lies(within years: ClosedRange<Int>) -> Bool {
        span.map { years.contains($0.lowerBound) && years.contains($0.upperBound) } ?? false
    }

    /// Whether this difference explains `other` (`date<TAB>category<TAB>name`).
    func covers(_ other: String) -> Bool {
        guard let years else { return other == line }
        guard let year = Int(other.prefix(4)), years.contains(year) else { return false }
        return other.dropFirst(11) == categoryAndName[...]
    }

    static func load(country: String) throws -> [KnownDifferences] {
        let url = packageRoot().appendingPathComponent("Sources/HolidayRules/Resources/Rules/differences/\(country).tsv")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6 else { return nil }
            let categoryAndName = "\(fields[3])\t\(fields[4])"
            var years: ClosedRange<Int>?
            let bounds = fields[2].components(separatedBy: "..")
            if bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]), first <= last {
                years = first...last
            }
            return KnownDifferences(
                region: fields[0], side: fields[1], line: "\(fields[2])\t\(categoryAndName)", years: years,
                categoryAndName: categoryAndName)
        }
    }
}
