import CalendarCore
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("day numbers round-trip for every day 1900-2100")
    func roundTrips() throws {
        var day = try #require(CalendarDay(year: 1900, month: 1, day: 1))
        let end = try #require(CalendarDay(year: 2100, month: 12, day: 31))
        var count = 0
        while day <= end {
            let next = day.adding(days: 1)
            #expect(next.dayNumber == day.dayNumber + 1)
            #expect(CalendarDay(dayNumber: day.dayNumber) == day)
            #expect(next > day)
            day = next
            count += 1
        }
        #expect(count == 73_414)  // 201 years, 49 of them leap (2000 is, 1900 and 2100 are not)
    }

    @Test("known weekdays", arguments: [
        ("1970-01-01", Weekday.thursday), ("2000-02-29", .tuesday), ("2025-12-25", .thursday), ("2100-12-31", .friday),
        ("1900-01-01", .monday),
    ])
    func weekdays(text: String, weekday: Weekday) throws {
        #expect(try #require(CalendarDay(iso: text)).weekday == weekday)
    }

    @Test("invalid dates are rejected", arguments: ["2025-02-29", "2100-02-29", "2025-13-01", "2025-04-31", "25-01-01", "2025-1-01", "2025-01-01x", "abcd-01-01"])
    func rejectsInvalid(text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test func leapYears() {
        #expect(CalendarDay.isLeapYear(2000))
        #expect(!CalendarDay.isLeapYear(1900))
        #expect(CalendarDay.isLeapYear(2024))
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
    }

    @Test func formats() throws {
        let day = try #require(CalendarDay(year: 987, month: 6, day: 5))
        #expect(day.description == "0987-06-05")
        #expect(day.basicFormat == "09870605")
    }

    @Test func ranges() throws {
        let first = try #require(CalendarDay(iso: "2025-11-30"))
        let last = try #require(CalendarDay(iso: "2026-02-01"))
        let range = try #require(DayRange(first: first, last: last))
        #expect(range.count == 64)
        #expect(range.months.map(\.description) == ["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"])
        #expect(Array(range).count == 64)
        #expect(DayRange(year: 2024).count == 366)
    }
}

@Suite("Regions")
struct RegionTests {
    @Test func parses() throws {
        let region = try #require(Region(code: "de-by"))
        #expect(region.description == "DE-BY")
        #expect(Region(code: "DE")?.subdivision == nil)
        #expect(Region(code: "DEU") == nil)
        #expect(Region(code: "DE-") == nil)
        // Four or more characters: a word-named subdivision (BE-FLEMISH); whether it exists is the rules' call.
        #expect(Region(code: "BE-Flemish")?.subdivision?.rawValue == "FLEMISH")
        #expect(Region(code: "DE-AB_C") == nil)
        #expect(Region(code: "DE-1ABC") == nil)
    }

    @Test func weekdayNames() {
        #expect(Weekday(name: "mon") == .monday)
        #expect(Weekday(name: "Sunday") == .sunday)
        #expect(Weekday(name: "mo") == nil)
        #expect(Weekday.sunday.advanced(by: 1) == .monday)
    }

    @Test func localizedNamesFallBack() {
        let names = LocalizedNames(english: "Christmas Day", others: ["de": "Erster Weihnachtstag"])
        #expect(names.name(in: "de-AT") == "Erster Weihnachtstag")
        #expect(names.name(in: "fr") == "Christmas Day")
        #expect(names.name(in: nil) == "Christmas Day")
    }
}
