import CalendarCore
import HolidayRules
import Testing

/// `subdivision-first-year:`: a subdivision whose whole list is known only from a later year than the
/// country's gets no holidays before it, while the country and its other subdivisions keep theirs.
@Suite("Subdivision first years")
struct SubdivisionFirstYearTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          first-year: 1950
          subdivision: 01 Late
          subdivision: 02 Early
          subdivision-first-year: 01 1981

        holiday new-year
          name: New Year
          date: 01-01

        holiday late-day
          name: Late Day
          date: 06-01
          in: 01
          observed: sat -1, sun +1
        """

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func days(_ code: String, _ years: ClosedRange<Int>) throws -> [String] {
        try engine.holidays(for: #require(Region(code: code)), in: DayRange(years: years)).map { "\($0.day) \($0.key)" }
    }

    @Test("before its first year the subdivision has nothing; the country and the other subdivision keep theirs")
    func emptyBefore() throws {
        #expect(try engine.holidays(for: #require(Region(code: "XX-01")), year: 1980).isEmpty)
        #expect(try days("XX-01", 1980...1981) == ["1981-01-01 new-year", "1981-06-01 late-day"])
        #expect(try days("XX", 1980...1980) == ["1980-01-01 new-year"])
        #expect(try days("XX-02", 1980...1980) == ["1980-01-01 new-year"])
        // 1 June 1986 was a Sunday: the substitute follows as in any year after the first
        let late = try days("XX-01", 1986...1986)
        #expect(late == ["1986-01-01 new-year", "1986-06-01 late-day", "1986-06-02 late-day.observed"], "\(late)")
    }

    @Test("the years before it are said on stderr like a country's, with where the subdivision's rules begin")
    func coverageNote() throws {
        let notes = try engine.coverageNotes(for: #require(Region(code: "XX-01")), in: DayRange(years: 1975...1982))
        #expect(notes == ["XX-01 has no holidays in 1975–1980 in the embedded rules: they begin in 1981 (XX.rules)"])
        #expect(try engine.coverageNotes(for: #require(Region(code: "XX-02")), in: DayRange(years: 1975...1982)).isEmpty)
    }
}
