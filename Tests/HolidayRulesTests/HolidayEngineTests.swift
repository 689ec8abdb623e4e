import CalendarCore
import HolidayRules
import Testing

/// Each rule kind, evaluated on a small rule file written for the test.
@Suite("Holiday engine")
struct HolidayEngineTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          astronomy-offset: +09:00
          observed-label: %s (in lieu)
          subdivision: AA Alpha
          subdivision: BB Beta

        holiday fixed
          name: Fixed
          date: 07-04
          observed: sat -1, sun +1
        holiday nth
          name: Nth
          date: 3rd mon of jan
        holiday last
          name: Last
          date: last mon of may
        holiday before
          name: Before
          date: wed before 11-23
        holiday easter-monday
          name: Easter Monday
          date: easter +1
        holiday orthodox
          name: Orthodox Easter
          date: orthodox-easter
        holiday islamic
          name: Eid
          date: islamic 10-01
        holiday equinox
          name: Equinox
          date: march-equinox
        holiday limited
          name: Limited
          date: 03-03
          years: 2020-2022
        holiday alpha-only
          name: Alpha Day
          date: 04-04
          in: AA
        holiday moved
          name: Moved
          date: 1st mon of may
          moved: 2020-05-08
        holiday declared
          name: Declared Eid
          date: islamic 12-10
          moved: 2019-08-04
          moved: 2021-12-01, 2021-03-01
          observed: sun +1
        holiday boxing
          name: Boxing
          date: 12-26
          observed: sat +2, sun next-workday
        holiday christmas
          name: Christmas
          date: 12-25
          observed: sat +2, sun +2
        holiday annunciation
          name: Annunciation
          date: earlier sun on-or-after 03-22 or easter -14
        holiday later
          name: Later
          date: later 05-01 or easter +1
        """

    let engine: HolidayEngine
    let region = Region(code: "XX")!

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func days(_ key: String, _ year: Int, _ region: Region? = nil) throws -> [String] {
        try engine.holidays(for: region ?? self.region, year: year).filter { $0.key == key }.map(\.day.description)
    }

    @Test func fixedAndWeekdayRules() throws {
        #expect(try days("nth", 2026) == ["2026-01-19"])
        #expect(try days("last", 2026) == ["2026-05-25"])
        #expect(try days("before", 2017) == ["2017-11-22"])  // 22 November 2017 was a Wednesday
        #expect(try days("before", 2026) == ["2026-11-18"])
    }

    @Test("the earlier or later of two dates")
    func earlierAndLater() throws {
        // Sweden 1953-1989: the Sunday from 22 to 28 March, or the Sunday before Palm Sunday if it is
        // Palm Sunday or Easter Day.
        #expect(try days("annunciation", 1970) == ["1970-03-15"])  // Easter 29 March: the 22nd is Palm Sunday
        #expect(try days("annunciation", 1971) == ["1971-03-28"])  // Easter 11 April
        #expect(try days("later", 2062) == ["2062-05-01"])  // Easter Monday 2062 is 1 May
        #expect(try days("later", 2025) == ["2025-05-01"])
        #expect(try days("later", 2038) == ["2038-05-01"])  // Easter Monday 26 April
        #expect(try days("later", 2011) == ["2011-05-01"])
    }

    @Test func easterDates() throws {
        #expect(try days("easter-monday", 2025) == ["2025-04-21"])
        #expect(try days("easter-monday", 2038) == ["2038-04-26"])
        #expect(try days("orthodox", 2025) == ["2025-04-20"])
        #expect(try days("orthodox", 2026) == ["2026-04-12"])
        #expect(try days("orthodox", 2027) == ["2027-05-02"])
    }

    @Test func islamicDatesAreEstimated() throws {
        let eid = try engine.holidays(for: region, year: 2025).filter { $0.key == "islamic" }
        #expect(eid.map(\.day.description) == ["2025-03-30"])
        #expect(eid.allSatisfy { $0.isEstimated })
        // 1 Shawwal fell twice in 2000 (8 January and 27 December).
        #expect(try days("islamic", 2000).count == 2)
    }

    @Test("a day an authority declared (moved:) is not an estimate, nor is its substitute; other years are")
    func declaredDaysAreNotEstimated() throws {
        let declared = try engine.holidays(for: region, year: 2019).filter { $0.key.hasPrefix("declared") }
        #expect(declared.map(\.day.description) == ["2019-08-04", "2019-08-05"])
        #expect(declared.map(\.key) == ["declared", "declared.observed"])
        #expect(declared.allSatisfy { !$0.isEstimated })
        // Two declared days in a year (a date that fell twice, each declared) replace every computed one.
        let twice = try engine.holidays(for: region, year: 2021).filter { $0.key == "declared" }
        #expect(twice.map(\.day.description) == ["2021-03-01", "2021-12-01"])
        #expect(twice.allSatisfy { !$0.isEstimated })
        let computed = try engine.holidays(for: region, year: 2020).filter { $0.key.hasPrefix("declared") }
        #expect(computed.map(\.day.description) == ["2020-07-31"])
        #expect(computed.allSatisfy { $0.isEstimated })
    }

    @Test func equinoxInTheCountryOffset() throws {
        #expect(try days("equinox", 2026) == ["2026-03-20"])
        #expect(try days("equinox", 2025) == ["2025-03-20"])
    }

    @Test func yearsAndSubdivisionsAndMoves() throws {
        #expect(try days("limited", 2019).isEmpty)
        #expect(try days("limited", 2021) == ["2021-03-03"])
        #expect(try days("alpha-only", 2026).isEmpty)
        #expect(try days("alpha-only", 2026, Region(code: "XX-AA")) == ["2026-04-04"])
        #expect(try days("alpha-only", 2026, Region(code: "XX-BB")).isEmpty)
        #expect(try days("moved", 2020) == ["2020-05-08"])
        #expect(try days("moved", 2021) == ["2021-05-03"])
    }

    @Test("substitutes are flagged and linked to the actual day")
    func substitutes() throws {
        // 4 July 2026 is a Saturday: observed Friday 3 July.
        let holidays = try engine.holidays(for: region, year: 2026)
        let observed = try #require(holidays.first { $0.key == "fixed.observed" })
        #expect(observed.day.description == "2026-07-03")
        #expect(observed.name == "Fixed (in lieu)")
        #expect(observed.substitute == Holiday.Substitute(actualDay: CalendarDay(iso: "2026-07-04")!, holidayKey: "fixed"))
        #expect(holidays.contains { $0.key == "fixed" && $0.day.description == "2026-07-04" && !$0.isSubstitute })
        // Christmas 2027 on a Saturday → Monday 27; Boxing Day on Sunday → next free weekday, Tuesday 28.
        #expect(try days("christmas.observed", 2027) == ["2027-12-27"])
        #expect(try days("boxing.observed", 2027) == ["2027-12-28"])
    }

    @Test("errors name the problem")
    func errors() {
        #expect(throws: HolidayRulesError.unknownCountry("QQ", suggestions: [])) { try engine.holidays(for: Region(code: "QQ")!, year: 2026) }
        #expect(throws: HolidayRulesError.yearOutOfRange(1899, supported: 1900...2100)) { try engine.holidays(for: region, year: 1899) }
        #expect(throws: HolidayRulesError.self) { try engine.holidays(for: Region(code: "XX-CC")!, year: 2026) }
    }

    @Test("a range of years, evaluated in one pass, gives the holidays of its years one by one")
    func rangeEqualsYears() throws {
        let engine = HolidayEngine(rules: try RuleBook.bundled())
        let years = 1998...2031
        for country in try engine.rules.allCountries() {
            for region in [Region(country: country.code, subdivision: nil)]
                + country.subdivisions.map({ Region(country: country.code, subdivision: $0.code) })
            {
                let ranged = try engine.holidays(for: region, in: DayRange(years: years))
                let yearly = try years.flatMap { try engine.holidays(for: region, year: $0) }
                #expect(ranged == yearly, "\(region)")
            }
        }
        let march = try #require(DayRange(first: CalendarDay(iso: "2026-03-01")!, last: CalendarDay(iso: "2026-03-31")!))
        #expect(try engine.holidays(for: Region(code: "JP")!, in: march).map(\.day.description) == ["2026-03-20"])
    }

    @Test("Japan: substitute holidays and the citizens' holiday")
    func japan() throws {
        let engine = HolidayEngine(rules: try RuleBook.bundled())
        let jp = try engine.holidays(for: Region(code: "JP")!, year: 2026)
        #expect(jp.contains { $0.day.description == "2026-05-06" && $0.name == "Substitute Holiday" && $0.substitute?.actualDay.description == "2026-05-03" })
        #expect(jp.contains { $0.day.description == "2026-09-22" && $0.name == "National Holiday" && $0.names.name(in: "ja") == "国民の休日" })
    }
}
