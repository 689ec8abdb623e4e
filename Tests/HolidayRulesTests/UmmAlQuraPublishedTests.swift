import CalendarCore
import Foundation
@testable import HolidayRules
import Testing

/// `islamic-calendar: umm-al-qura-published`: the Umm al-Qura calendar as KACST published it
/// (1365–1500 AH), its rule computed after it, ICU's Umm al-Qura before it; a warning outside the table.
@Suite("Umm al-Qura, published table")
struct UmmAlQuraPublishedTests {
    static func rules(_ code: String, calendar: String) -> String {
        """
        country \(code)
          name: Testland
          revised: 2026-01-01
          source: test
          islamic-calendar: \(calendar)
        holiday new-year
          name: Islamic New Year
          date: islamic 01-01
        holiday ramadan
          name: Ramadan
          date: islamic 09-01
        holiday ramadan-30
          name: Last of a long Ramadan
          date: islamic 09-30
        holiday fitr
          name: Eid al-Fitr
          date: islamic 10-01
        holiday adha
          name: Eid al-Adha
          date: islamic 12-10
        """
    }

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(
            rules: try RuleBook(files: [
                ("SA.rules", Self.rules("SA", calendar: "umm-al-qura-published")),
                ("AE.rules", Self.rules("AE", calendar: "umm-al-qura")),
            ]))
    }

    func days(_ key: String, _ year: Int, in country: String = "SA") throws -> [String] {
        try engine.holidays(for: Region(code: country)!, year: year).filter { $0.key == key }.map(\.day.description)
    }

    @Test("the days Saudi Arabia published: Ramadan and the Eids of 1444-1446 AH, 1 Muharram 1420 and 1365")
    func publishedDays() throws {
        #expect(try days("fitr", 2023) == ["2023-04-21"])
        #expect(try days("ramadan", 2024) == ["2024-03-11"])
        #expect(try days("adha", 2025) == ["2025-06-06"])
        #expect(try days("new-year", 1999) == ["1999-04-17"])
        #expect(try days("new-year", 1945) == ["1945-12-05"])
        // Every holiday computed from the table is an estimate for the countries that sight the moon.
        #expect(try engine.holidays(for: Region(code: "SA")!, year: 2023).allSatisfy(\.isEstimated))
    }

    @Test("a 30th the month lacks gives no day: Ramadan 1444 had 29 days, Ramadan 1445 had 30")
    func thirtieth() throws {
        #expect(try days("ramadan-30", 2023).isEmpty)
        #expect(try days("ramadan-30", 2024) == ["2024-04-09"])
    }

    @Test("where ICU's Umm al-Qura table differs from the published one, the published one is used")
    func differsFromICU() throws {
        // Eid al-Fitr 1403 AH: 11 July 1983 in the published table, a day later in ICU's.
        #expect(try days("fitr", 1983) == ["1983-07-11"])
        #expect(try days("fitr", 1983, in: "AE") == ["1983-07-12"])
        // 1999-2032 the two agree.
        for year in 2000...2030 {
            #expect(try days("fitr", year) == days("fitr", year, in: "AE"))
        }
    }

    @Test("two Eids in one Gregorian year, and none lost at the table's ends")
    func yearBoundaries() throws {
        #expect(try days("fitr", 2000).count == 2)
        for year in 1946...2077 {
            #expect(try days("adha", year).count >= 1 || days("adha", year - 1).count == 2, "\(year)")
        }
    }

    @Test("outside 1365-1500 AH the days come from the rule after it and ICU before it, with a warning")
    func outsideTheTable() throws {
        let region = Region(code: "SA")!
        let evaluation = try engine.evaluation(for: region, in: DayRange(years: 2076...2080))
        // 1 Muharram 1501 AH (17 November 2077) is the first day past the table.
        #expect(evaluation.warnings.map(\.year) == [2077, 2078, 2079, 2080])
        let warning = try #require(evaluation.warnings.first)
        #expect(warning.holidayKeys == ["new-year"])
        #expect(warning.calendar == "islamic umm-al-qura-published")
        #expect(warning.reliableDays.lowerBound.description == "1945-12-05")
        #expect(warning.reliableDays.upperBound.description == "2077-11-16")
        let fitr1513 = try #require(UmmAlQuraRule.day(year: 1513, month: 10, day: 1))
        #expect(try days("fitr", fitr1513.year) == [fitr1513.description])
        #expect(try days("fitr", 1940) == days("fitr", 1940, in: "AE"))
        #expect(try engine.evaluation(for: region, in: DayRange(years: 1950...2070)).warnings.isEmpty)
    }
}

/// `IslamicCalendarDates.estimatedHijriYear`, which spares the computed calendars loading ICU.
@Suite("Hijri year estimate")
struct HijriYearEstimateTests {
    @Test("within one year of Foundation's Umm al-Qura year on 1 January, 1899-2102")
    func withinOne() throws {
        var islamic = Calendar(identifier: .islamicUmmAlQura)
        var gregorian = Calendar(identifier: .gregorian)
        let utc = try #require(TimeZone(secondsFromGMT: 0))
        islamic.timeZone = utc
        gregorian.timeZone = utc
        for year in 1899...2102 {
            let january = try #require(gregorian.date(from: DateComponents(year: year, month: 1, day: 1)))
            let hijri = islamic.component(.year, from: january)
            #expect(abs(IslamicCalendarDates.estimatedHijriYear(atStartOf: year) - hijri) <= 1, "\(year)")
        }
    }
}
