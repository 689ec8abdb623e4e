import CalendarCore
@testable import HolidayRules
import Testing

/// The Hindu lunisolar computations: tithis from the Sun and the Moon, and Deepavali as Singapore's
/// Ministry of Manpower published it (https://www.mom.gov.sg/employment-practices/public-holidays).
@Suite("Hindu lunisolar calendar")
struct HinduLunisolarTests {
    static func day(_ text: String) -> CalendarDay? { RuleText.isoDay(text) }

    @Test(
        "Deepavali on MOM's days, including 2009's November (the October new moon came before Aippasi)",
        arguments: [
            "2001-11-14", "2004-11-11", "2005-11-01", "2006-10-21", "2009-11-15", "2012-11-13", "2015-11-10",
            "2017-10-18", "2019-10-27", "2020-11-14", "2021-11-04", "2022-10-24", "2023-11-12", "2024-10-31",
            "2025-10-20", "2026-11-08", "2027-10-28",
        ])
    func deepavali(published: String) throws {
        let expected = try #require(Self.day(published))
        #expect(HinduLunisolar.days(.deepavali, year: expected.year).first == expected)
    }

    @Test(
        "Thaipusam on the days Malaysia's government published, 2011-2027",
        arguments: [
            "2011-01-20", "2012-02-07", "2013-01-27", "2014-01-17", "2015-02-03", "2016-01-24", "2017-02-09",
            "2018-01-31", "2019-01-21", "2020-02-08", "2021-01-28", "2022-01-18", "2023-02-05", "2024-01-25",
            "2025-02-11", "2026-02-01", "2027-01-22",
        ])
    func thaipusam(published: String) throws {
        let expected = try #require(Self.day(published))
        #expect(HinduLunisolar.days(.thaipusam, year: expected.year).first == expected)
    }

    @Test(
        "Diwali (Lakshmi Puja) on the Government of India's central holiday days, 2017-2025",
        arguments: [
            "2017-10-19", "2018-11-07", "2019-10-27", "2020-11-14", "2021-11-04", "2022-10-24", "2023-11-12",
            "2024-10-31", "2025-10-20",
        ])
    func diwali(published: String) throws {
        let expected = try #require(Self.day(published))
        #expect(HinduLunisolar.days(.diwali, year: expected.year).first == expected)
    }

    @Test("tithis: the 30th ends at the new moon, the 15th at the full moon")
    func tithis() {
        // new moon of 11 January 2024, 11:57 UT (JDE 2460321.0 is about 12:00 TT that day)
        let newMoon = LunarAstronomy.newMoon(before: 2_460_321.2)
        #expect(abs(newMoon - 2_460_320.999) < 0.01)
        #expect(HinduLunisolar.tithi(newMoon - 0.1) == 30)
        #expect(HinduLunisolar.tithi(newMoon + 0.1) == 1)
        // full moon of 25 January 2024, 17:54 UT
        #expect(HinduLunisolar.tithi(2_460_335.20) == 15)
        #expect(HinduLunisolar.tithi(2_460_335.30) == 16)
    }

    @Test("the Lahiri ayanamsa: 23.85° in 2000, about 24.2° in 2026")
    func ayanamsa() {
        #expect(abs(HinduLunisolar.ayanamsa(2_451_545.0) - 23.853) < 0.001)
        #expect(abs(HinduLunisolar.ayanamsa(2_461_041.5) - 24.216) < 0.01)
    }

    @Test("'hindu deepavali' parses, is estimated, and an unknown festival names the known ones")
    func parsing() throws {
        func rules(_ date: String) -> String {
            """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test

            holiday deepavali
              name: Deepavali
              date: \(date)
            """
        }
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", rules("hindu deepavali"))]))
        let region = try #require(Region(code: "XX"))
        let days = try engine.holidays(for: region, year: 2024)
        #expect(days.map(\.day) == [Self.day("2024-10-31")].compactMap { $0 })
        #expect(days.allSatisfy { $0.isEstimated })
        #expect(throws: (any Error).self) { try HolidayEngine(rules: RuleBook(files: [("XX.rules", rules("hindu holly"))])).holidays(for: region, year: 2024) }
        do {
            _ = try RuleBook(files: [("XX.rules", rules("hindu maha-shivratri"))]).allCountries()
            Issue.record("an unknown festival parsed")
        } catch {
            #expect("\(error)".contains("closest: maha-shivaratri"), "\(error)")
        }
    }
}
