import AlmanacPipeline
import Foundation
import HolidayRules
import Testing

/// `almanac countries`: the overview table, a country in detail, TSV and JSON, from real rule files.
@Suite("Country list formatter")
struct CountryListFormatterTests {
    static let rules = """
        country XX
          name: Testland
          name.xx: Testlandia
          name.th: เทสต์แลนด์
          languages: xx
          translations: th
          weekend: fri, sat
          weekend-before: 2013-06-28 thu, fri
          revised: 2026-01-01
          source: Holidays Act 1951, https://example.org/act
          source: Gazette notices
          subdivision: 01 Early
          subdivision: 02 Always
          subdivision-weekend: 01 sat, sun rest sun years -1994, 2014-2024, 2030-
          subdivision-weekend: 02 sat, sun rest sun
          subdivision-first-year: 01 1930

        holiday national-day
          name: National Day
          name.xx: Nationaltag
          name.th: วันชาติ
          date: 08-31
          years: 1925-1938, 1946-

        holiday jubilee
          name: Jubilee
          name.xx: Jubiläum
          name.th: วันฉลอง
          date: 06-01
          years: 1942

        holiday bank-day
          name: Bank Day
          name.xx: Banktag
          name.th: วันธนาคาร
          date: 07-01
          years: 1960-
          categories: bank
        """

    let country: CountryRules
    let formatter = CountryListFormatter()

    init() throws {
        country = try #require(try RuleBook(files: [("XX.rules", Self.rules)]).country(named: "XX"))
    }

    @Test("detail: own names, languages and translations apart, weekends past and present, subdivisions with their own")
    func detail() {
        #expect(
            formatter.detail(country) == """
                XX  Testland (Testlandia, xx)
                  languages:  en xx; translations: th
                  categories: public bank
                  years:      1925-1938, 1942, 1946-2100
                  weekend:    fri, sat
                              before 2013-06-28: thu, fri
                  rules:      XX.rules, revised 2026-01-01
                  sources:    Holidays Act 1951, https://example.org/act
                              Gazette notices
                  subdivisions (2):
                    XX-01  Early   holidays from 1930; weekend sat, sun until 1994, in 2014-2024, from 2030
                    XX-02  Always  weekend sat, sun

                """)
    }

    @Test("TSV: six columns, lists comma-separated, the years as runs last, no header")
    func tsv() {
        #expect(formatter.tsv([country]) == "XX\tTestland\t01,02\tpublic,bank\ten,xx,th\t1925-1938,1942,1946-2100\n")
    }

    @Test("JSON: names in every language, weekends, subdivisions' own weekends only where they have one")
    func json() throws {
        let text = try formatter.json([country])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let record = try #require(records.first)
        #expect(records.count == 1)
        #expect(record["names"] as? [String: String] == ["en": "Testland", "xx": "Testlandia", "th": "เทสต์แลนด์"])
        #expect(record["weekend"] as? [String] == ["fri", "sat"])
        #expect(record["translations"] as? [String] == ["th"])
        let years = try #require(record["years"] as? [[String: Int]])
        #expect(years == [["first": 1925, "last": 1938], ["first": 1942, "last": 1942], ["first": 1946, "last": 2100]])
        let earlier = try #require(record["earlierWeekends"] as? [[String: Any]])
        #expect(earlier.first?["until"] as? String == "2013-06-28")
        #expect(earlier.first?["days"] as? [String] == ["thu", "fri"])
        let subdivisions = try #require(record["subdivisions"] as? [[String: Any]])
        #expect(subdivisions.map { $0["code"] as? String } == ["01", "02"])
        #expect(subdivisions.first?["firstYear"] as? Int == 1930)
        #expect(subdivisions.last?["firstYear"] == nil)
        let early = try #require(subdivisions.first?["weekends"] as? [[String: Any]])
        #expect(early.first?["years"] as? String == "until 1994, in 2014-2024, from 2030")
        let always = try #require(subdivisions.last?["weekends"] as? [[String: Any]])
        #expect(always.first?["years"] == nil)
        #expect(always.first?["days"] as? [String] == ["sat", "sun"])
    }

    @Test("the overview of the bundled rules: a header, one aligned row per country, the totals")
    func overview() throws {
        let all = try RuleBook.bundled().allCountries()
        let lines = formatter.table(all).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == all.count + 3)  // header, rows, totals, and the final newline's empty piece
        #expect(lines.first?.hasPrefix("CODE  NAME ") == true)
        let germany = try #require(lines.first { $0.hasPrefix("DE ") })
        let column = try #require(lines.first?.range(of: "SUBDIVISIONS")).lowerBound.utf16Offset(in: try #require(lines.first))
        #expect(germany.dropFirst(column).hasPrefix("16 "))
        #expect(lines.first { $0.hasPrefix("AE ") }?.dropFirst(column).hasPrefix("- ") == true)
        let years = try #require(lines.first?.range(of: "YEARS")).lowerBound.utf16Offset(in: try #require(lines.first))
        #expect(lines.first { $0.hasPrefix("CN ") }?.dropFirst(years).hasPrefix("1950-2100 ") == true)
        #expect(lines.first { $0.hasPrefix("IL ") }?.dropFirst(years).hasPrefix("1948-2100 ") == true)
        let subdivisions = all.reduce(0) { $0 + $1.subdivisions.count }
        #expect(subdivisions > 400)
        #expect(lines[all.count + 1].hasPrefix("\(all.count) countries, \(subdivisions) subdivisions;"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }
}
