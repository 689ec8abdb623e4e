import CalendarCore
import Foundation
@testable import HolidayRules
import Testing

/// Diyanet's criteria (`DiyanetCalendar`), checked against the Ramazan and Kurban Bayramı dates
/// Diyanet published (its religious days calendar, https://vakithesaplama.diyanet.gov.tr/dini_gunler.php),
/// and era by era against python-holidays' table of Diyanet's dates (`TurkeyIslamicHolidays`,
/// confirmed 1936–2032), read from the recorded oracle fixture.
@Suite("Diyanet Islamic calendar")
struct DiyanetCalendarTests {
    static func day(_ text: String) -> CalendarDay? { RuleText.isoDay(text) }

    /// (Hijri year, month, day, Diyanet's day): the first day of Ramazan Bayramı (1 Shawwal) and of
    /// Kurban Bayramı (10 Dhu al-Hijjah). 1436–1437 AH are the 1978 criterion's last years (the Unified
    /// calendar would have begun Kurban Bayramı 2015 and 2016 a day earlier); 1440 Shawwal and 1445
    /// Dhu al-Hijjah begin by the Unified calendar's clause for the Americas (met only after 00:00 UTC).
    static let published: [(Int, Int, Int, String)] = [
        (1436, 12, 10, "2015-09-24"), (1437, 10, 1, "2016-07-05"), (1437, 12, 10, "2016-09-12"),
        (1440, 10, 1, "2019-06-04"), (1440, 12, 10, "2019-08-11"),
        (1444, 10, 1, "2023-04-21"), (1444, 12, 10, "2023-06-28"),
        (1445, 10, 1, "2024-04-10"), (1445, 12, 10, "2024-06-16"),
        (1446, 10, 1, "2025-03-30"), (1446, 12, 10, "2025-06-06"),
        (1447, 10, 1, "2026-03-20"), (1447, 12, 10, "2026-05-27"),
    ]

    @Test("Ramazan and Kurban Bayramı as Diyanet published them, 2015-2026")
    func publishedDays() throws {
        for (year, month, dayOfMonth, expected) in Self.published {
            #expect(DiyanetCalendar.day(year: year, month: month, day: dayOfMonth) == Self.day(expected), "\(year)-\(month)-\(dayOfMonth)")
        }
    }

    @Test("the Americas clause applies from 1438 AH only, and only with the conjunction before fajr in New Zealand")
    func americasClause() throws {
        // 29 Ramadan 1440 (3 June 2019): the criterion is met in the Americas after 00:00 UTC only
        let evening = try #require(Self.day("2019-06-03")).dayNumber
        let conjunctionTT = LunarAstronomy.newMoon(before: 2_440_587.5 + Double(evening) + 1)
        let conjunction = conjunctionTT - LunarAstronomy.deltaTDays(conjunctionTT)
        #expect(DiyanetCalendar.seenOnEarth(evening: evening, conjunction: conjunction, unified: true))
        #expect(!DiyanetCalendar.seenOnEarth(evening: evening, conjunction: conjunction, unified: false))
        // a conjunction after New Zealand's dawn does not count
        let dawn = DiyanetCalendar.fajrInNewZealand(dayNumber: evening + 1)
        #expect(!DiyanetCalendar.seenOnEarth(evening: evening, conjunction: dawn + 0.01, unified: true))
    }

    /// The first days of the Eids in python-holidays' Turkish table: each public Eid day whose day
    /// before is not one.
    static func oracleEids() throws -> [(month: Int, day: CalendarDay)] {
        let region = try #require(Region(code: "TR"))
        let fixture = try OracleFixture(region: region)
        var eids: [(Int, CalendarDay)] = []
        for line in fixture.lines {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, fields[1] == "public", let day = Self.day(fields[0]) else { continue }
            let month = fields[2] == "Eid al-Fitr" ? 10 : fields[2] == "Eid al-Adha" ? 12 : nil
            guard let month, !fixture.lines.contains("\(day.adding(days: -1))\tpublic\t\(fields[2])") else { continue }
            eids.append((month, day))
        }
        return eids.sorted { $0.1 < $1.1 }
    }

    @Test("agreement with python-holidays' table of Diyanet's dates, era by era (as in README)")
    func eras() throws {
        var agreeing: [String: (Int, Int)] = [:]
        for (month, day) in try Self.oracleEids() where day.year <= 2032 {
            let era = day.year < 1978 ? "1950-1977" : day.year <= 2016 ? "1978-2016" : "2017-2032"
            let dayOfMonth = month == 10 ? 1 : 10
            let computed = (1368...1455).lazy.compactMap { DiyanetCalendar.day(year: $0, month: month, day: dayOfMonth) }
                .first { abs($0.days(to: day)) <= 3 }
            let (agree, total) = agreeing[era] ?? (0, 0)
            agreeing[era] = (agree + (computed == day ? 1 : 0), total + 1)
        }
        #expect(agreeing["1950-1977"].map { $0.0 == 55 && $0.1 == 58 } == true, "\(agreeing)")
        #expect(agreeing["1978-2016"].map { $0.0 == 79 && $0.1 == 80 } == true, "\(agreeing)")
        #expect(agreeing["2017-2032"].map { $0.0 == 31 && $0.1 == 32 } == true, "\(agreeing)")
    }

    @Test("months of 29 or 30 days, numbered as the Umm al-Qura months they are a day or two from")
    func monthLengths() throws {
        for year in DiyanetCalendar.firstYear..<DiyanetCalendar.lastYear {
            for month in 1...12 {
                let start = try #require(DiyanetCalendar.day(year: year, month: month, day: 1))
                let next = try #require(
                    month == 12
                        ? DiyanetCalendar.day(year: year + 1, month: 1, day: 1)
                        : DiyanetCalendar.day(year: year, month: month + 1, day: 1))
                #expect([29, 30].contains(start.days(to: next)), "\(year)-\(month)")
                let ummAlQura =
                    year <= UmmAlQuraTable.lastYear
                    ? UmmAlQuraTable.day(year: year, month: month, day: 1) : UmmAlQuraRule.day(year: year, month: month, day: 1)
                let anchor = try #require(ummAlQura)
                #expect(abs(anchor.days(to: start)) <= 2, "\(year)-\(month)")
            }
        }
        #expect(DiyanetCalendar.day(year: DiyanetCalendar.firstYear - 1, month: 1, day: 1) == nil)
    }

    @Test("each month found from the months just before it is the month of the whole chain from 1365 AH")
    func monthsAsTheChain() throws {
        let shared = DiyanetCalendar.monthStarts
        let chain = shared.chain()
        #expect(chain.count == (DiyanetCalendar.lastYear - DiyanetCalendar.firstYear + 1) * 12)
        // the assumption the search rests on: no month is more than `slack` days from its criterion's day
        let farthest = chain.indices.map { abs(chain[$0] - shared.criterionDay($0)) }.max() ?? 0
        #expect(farthest <= DiyanetMonthStarts.slack, "\(farthest)")
        // a fresh search, latest month first, so each is found by enclosing chains rather than from the one before
        let fresh = DiyanetMonthStarts(count: shared.count) { shared.criterionDay($0) }
        for index in chain.indices.reversed() {
            #expect(fresh.start(index) == chain[index], "month \(index)")
        }
        #expect(fresh.start(chain.count) == nil)
        // the calendar's days are the chain's
        for index in chain.indices.dropLast() {
            let (year, month) = (DiyanetCalendar.firstYear + index / 12, index % 12 + 1)
            #expect(DiyanetCalendar.day(year: year, month: month, day: 1) == CalendarDay(dayNumber: chain[index]))
        }
        // the days a warning's check takes as surely reliable are within the reliable days
        let years = try #require(IslamicCalendarKind.diyanet.reliableHijriYears)
        let reliable = try #require(DiyanetCalendar.days(ofYears: years))
        let surely = try #require(DiyanetCalendar.surelyWithin(years: years))
        #expect(surely.lowerBound == reliable.lowerBound && surely.upperBound <= reliable.upperBound)
        let lastComputed = try #require(CalendarDay(year: HolidayEngine.supportedYears.upperBound + 1, month: 12, day: 31))
        #expect(surely.upperBound > lastComputed)
    }

    @Test("a rule file's islamic-calendar: diyanet reaches the engine, flagged estimated")
    func throughTheEngine() throws {
        let text = """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test
              islamic-calendar: diyanet

            holiday eid
              name: Eid al-Adha
              date: islamic 12-10
            """
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", text)]))
        let region = try #require(Region(code: "XX"))
        let eid = try engine.holidays(for: region, year: 2024)
        #expect(eid.map(\.day) == [Self.day("2024-06-16")].compactMap { $0 })
        #expect(eid.allSatisfy { $0.isEstimated })
    }
}
