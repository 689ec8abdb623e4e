import CalendarCore
@testable import HolidayRules
import Testing

/// The Umm al-Qura rule (conjunction before sunset and moonset after sunset at Mecca on the 29th),
/// checked against the months Saudi Arabia published under it.
@Suite("Umm al-Qura rule")
struct UmmAlQuraRuleTests {
    /// The first day of every month of the published table from `year`, and of the month after the table.
    static func publishedMonthStarts(from year: Int) throws -> [CalendarDay] {
        var starts: [CalendarDay] = []
        for hijriYear in year...UmmAlQuraTable.lastYear {
            for month in 1...12 {
                starts.append(try #require(UmmAlQuraTable.day(year: hijriYear, month: month, day: 1)))
            }
        }
        let last = try #require(UmmAlQuraTable.days(ofYears: UmmAlQuraTable.lastYear...UmmAlQuraTable.lastYear))
        starts.append(last.upperBound.adding(days: 1))
        return starts
    }

    @Test("the rule gives the published month lengths of 1423-1500 AH, but for at most 4 borderline months")
    func matchesThePublishedTable() throws {
        let starts = try Self.publishedMonthStarts(from: 1423)
        var differing: [String] = []
        for (start, next) in zip(starts, starts.dropFirst()) {
            let published = start.days(to: next)
            #expect(published == 29 || published == 30)
            let computed = UmmAlQuraRule.monthEndsOn29th(monthStart: start.dayNumber) ? 29 : 30
            if computed != published { differing.append("\(start): \(published) published, \(computed) computed") }
        }
        #expect(starts.count == 78 * 12 + 1)
        #expect(differing.count <= 4, "\(differing)")
    }

    @Test("after the table the months follow on from it: 29 or 30 days, years of 354 or 355 days")
    func continuesTheTable() throws {
        let end = try #require(UmmAlQuraTable.days(ofYears: 1500...1500)).upperBound
        #expect(UmmAlQuraRule.day(year: 1501, month: 1, day: 1) == end.adding(days: 1))
        for year in UmmAlQuraRule.firstYear...UmmAlQuraRule.lastYear {
            let first = try #require(UmmAlQuraRule.day(year: year, month: 1, day: 1))
            for month in 1...12 {
                #expect(UmmAlQuraRule.day(year: year, month: month, day: 29) != nil)
                if month < 12 {
                    let next = try #require(UmmAlQuraRule.day(year: year, month: month + 1, day: 1))
                    let length = try #require(UmmAlQuraRule.day(year: year, month: month, day: 1)).days(to: next)
                    #expect(length == 29 || length == 30)
                    #expect((UmmAlQuraRule.day(year: year, month: month, day: 30) != nil) == (length == 30))
                }
            }
            if year < UmmAlQuraRule.lastYear {
                let following = try #require(UmmAlQuraRule.day(year: year + 1, month: 1, day: 1))
                #expect([354, 355].contains(first.days(to: following)), "\(year)")
            }
        }
        #expect(UmmAlQuraRule.day(year: 1500, month: 1, day: 1) == nil)
        #expect(UmmAlQuraRule.day(year: UmmAlQuraRule.lastYear + 1, month: 1, day: 1) == nil)
    }
}

/// `weekend-before:`: substitute days that walk to a working day use the weekend of the day they look at.
@Suite("Earlier weekends")
struct EarlierWeekendTests {
    static func rules(_ weekendBefore: String) -> String {
        """
        country SA
          name: Testland
          revised: 2026-01-01
          source: test
          weekend: fri, sat
          \(weekendBefore)
        holiday national-day
          name: National Day
          date: 09-23
          observed: fri next-workday
        """
    }

    @Test("a Friday holiday is made up on Saturday while the weekend was Thursday-Friday, on Sunday after")
    func substitutes() throws {
        let rules = try RuleBook(files: [("SA.rules", Self.rules("weekend-before: 2013-06-28 thu, fri"))])
        let engine = HolidayEngine(rules: rules)
        func substitute(_ year: Int) throws -> String? {
            try engine.holidays(for: Region(code: "SA")!, year: year).first { $0.substitute != nil }?.day.description
        }
        #expect(try substitute(2011) == "2011-09-24")
        #expect(try substitute(2016) == "2016-09-25")
        let country = try engine.rules.validate(Region(code: "SA")!)
        #expect(country.weekend(on: CalendarDay(year: 2013, month: 6, day: 27)!) == [.thursday, .friday])
        #expect(country.weekend(on: CalendarDay(year: 2013, month: 6, day: 28)!) == [.friday, .saturday])
        #expect(country.weekend == [.friday, .saturday])
    }

    @Test(
        "a malformed weekend-before names the line",
        arguments: ["weekend-before: 2013-06-28", "weekend-before: thu, fri", "weekend-before: 2013-02-30 thu"])
    func malformed(line: String) throws {
        do {
            _ = try RuleFileParser(fileName: "SA.rules").parse(Self.rules(line))
            Issue.record("expected a RuleSyntaxError for \(line)")
        } catch {
            #expect(error.file == "SA.rules")
            #expect(error.line == 6)
        }
    }
}
