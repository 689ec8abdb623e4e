import CalendarCore
@testable import HolidayRules
import Testing

/// `islamic-place:` and `islamic-criterion:`: crescent criteria by period for `islamic-calendar: mabims`.
@Suite("Islamic reckoning: crescent criteria by period")
struct IslamicReckoningTests {
    static func rules(_ fields: String, calendar: String = "mabims") -> String {
        """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          islamic-calendar: \(calendar)
        \(fields)
        holiday eid
          name: Eid al-Fitr
          date: islamic 10-01
        """
    }

    static func eid(_ fields: String, year: Int) throws -> [CalendarDay] {
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", rules(fields))]))
        let region = try #require(Region(code: "XX"))
        return try engine.holidays(for: region, year: year).map(\.day)
    }

    @Test("a criterion: altitude first, then elongation or else age")
    func criterion() {
        let c = CrescentCriterion(altitude: 2, elongation: 3, orAge: 8)
        #expect(c.isMet(altitude: 2.1, elongation: 3.2, ageHours: 5))
        #expect(c.isMet(altitude: 2.1, elongation: 2.5, ageHours: 9))
        #expect(!c.isMet(altitude: 2.1, elongation: 2.5, ageHours: 7))
        #expect(!c.isMet(altitude: 1.9, elongation: 9, ageHours: 20))
        #expect(CrescentCriterion(altitude: 0).isMet(altitude: 0.1, elongation: 1, ageHours: 1))
        #expect(!CrescentCriterion(altitude: 3, elongation: 6.4).isMet(altitude: 4, elongation: 6.3, ageHours: 30))
    }

    @Test("periods apply from their year on; the earliest also before it")
    func periods() {
        let zero = CrescentCriterion(altitude: 0)
        let reckoning = IslamicReckoning(
            latitude: 0, longitude: 100, utcOffsetMinutes: 420,
            periods: [.init(fromYear: 2022, criterion: .mabims2021), .init(fromYear: 1963, criterion: zero)])
        #expect(reckoning.criterion(forYear: 1950) == zero)
        #expect(reckoning.criterion(forYear: 2021) == zero)
        #expect(reckoning.criterion(forYear: 2022) == .mabims2021)
        #expect(IslamicReckoning.singapore.criterion(forYear: 1995) == .mabims1992)
    }

    /// Indonesia's Eid al-Fitr of 1975 (SKB 3 Menteri: 6 October) fits wujudul hilal, not the 2-3-8
    /// criteria (7 October); of 2023 (22 April, as MUIS's) the 2021 criteria, not wujudul hilal (which
    /// gave Muhammadiyah's 21 April).
    @Test("islamic-criterion lines reach the engine and change the day")
    func throughTheEngine() throws {
        let day = { (text: String) in CalendarDay(year: 1975, month: 10, day: Int(text) ?? 0) }
        #expect(try Self.eid("", year: 1975) == [day("7")].compactMap { $0 })
        #expect(try Self.eid("  islamic-criterion: 1900 altitude 0\n", year: 1975) == [day("6")].compactMap { $0 })
        let indonesia = """
              islamic-place: -6.17 106.83 +07:00
              islamic-criterion: 1963 altitude 0
              islamic-criterion: 2022 altitude 3 elongation 6.4

            """
        #expect(try Self.eid(indonesia, year: 1975) == [day("6")].compactMap { $0 })
        #expect(try Self.eid(indonesia, year: 2023) == [CalendarDay(year: 2023, month: 4, day: 22)].compactMap { $0 })
        #expect(try Self.eid("", year: 2023) == [CalendarDay(year: 2023, month: 4, day: 22)].compactMap { $0 })
        // MUIS's 3 November 2005 needs the default's 1.25° (the 2° of the upper limb), not 2° for the centre
        #expect(try Self.eid("", year: 2005) == [CalendarDay(year: 2005, month: 11, day: 3)].compactMap { $0 })
        #expect(
            try Self.eid("  islamic-criterion: 1900 altitude 2 elongation 3 or-age 8\n", year: 2005)
                == [CalendarDay(year: 2005, month: 11, day: 4)].compactMap { $0 })
        #expect(
            try Self.eid("  islamic-criterion: 1900 altitude 0\n", year: 2023)
                == [CalendarDay(year: 2023, month: 4, day: 21)].compactMap { $0 })
    }

    @Test(
        "bad lines fail naming the line and what was expected",
        arguments: [
            ("  islamic-criterion: 1992 elevation 2\n", "expected 'YEAR altitude DEGREES"),
            ("  islamic-criterion: 1992 altitude\n", "'altitude' takes a number"),
            ("  islamic-criterion: 1850 altitude 2\n", "YEAR is 1900-2100"),
            ("  islamic-criterion: 1992 elongation 3 altitude 2\n", "expected 'YEAR altitude DEGREES"),
            ("  islamic-criterion: 1992 altitude 2 or-age 8\n", "'or-age' is an alternative to 'elongation'"),
            ("  islamic-criterion: 1992 altitude 2\n  islamic-criterion: 1992 altitude 3\n", "two islamic-criterion lines from 1992"),
            ("  islamic-place: 1.29 103.85\n", "expected 'LATITUDE LONGITUDE UTC-OFFSET'"),
            ("  islamic-place: 80 103.85 +08:00\n", "the latitude is -66 to 66"),
            ("  islamic-place: 1.29 103.85 +8\n", "expected a UTC offset"),
        ])
    func badLines(fields: String, message: String) {
        do {
            _ = try RuleFileParser(fileName: "XX.rules").parse(Self.rules(fields))
            Issue.record("expected a RuleSyntaxError for \(fields.debugDescription)")
        } catch {
            #expect(error.line >= 6, "\(error)")
            #expect(error.description.contains(message), "\(error)")
        }
    }

    @Test("the criteria need islamic-calendar: mabims")
    func needsMabims() {
        do {
            _ = try RuleFileParser(fileName: "XX.rules").parse(
                Self.rules("  islamic-criterion: 1992 altitude 2\n", calendar: "umm-al-qura"))
            Issue.record("expected a RuleSyntaxError")
        } catch {
            #expect(error.description.contains("need 'islamic-calendar: mabims'"), "\(error)")
        }
    }
}
