import CalendarCore
import CalendarSite
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Agenda occurrences on month pages")
struct AgendaEntryTests {
    /// An agenda-only calendar for May 2026 shown in Berlin (UTC+2 in May).
    static func calendar() throws -> HolidayCalendar {
        let offset = 7200
        func moment(_ d: Int, _ hour: Int, _ minute: Int = 0) throws -> AgendaMoment {
            AgendaMoment(day: try day(2026, 5, d), secondOfDay: hour * 3600 + minute * 60, utcOffset: offset)
        }
        func instant(_ d: Int, _ hour: Int) throws -> Int { try day(2026, 5, d).dayNumber * 86_400 + hour * 3600 - offset }
        let night = AgendaOccurrence(
            uid: "night", title: "Release night", location: "Ops room", categories: ["ops"], source: "team.yml:3",
            isAllDay: false, start: try moment(14, 22), end: try moment(15, 2), startInstant: try instant(14, 22),
            endInstant: try instant(15, 2))
        let trip = AgendaOccurrence(
            uid: "trip", title: "Trip", source: "team.yml:9", isAllDay: true, start: AgendaMoment(day: try day(2026, 5, 20)),
            end: AgendaMoment(day: try day(2026, 5, 23)), startInstant: try instant(20, 0) - 7200,
            endInstant: try instant(23, 0) - 7200)
        let toMidnight = AgendaOccurrence(
            uid: "late", title: "Late shift", source: "team.yml:12", isAllDay: false, start: try moment(25, 18),
            end: try moment(26, 0), startInstant: try instant(25, 18), endInstant: try instant(26, 0))
        return HolidayCalendar(
            id: "team", title: "Team", summary: "", range: try #require(DayRange(first: try day(2026, 5, 1), last: try day(2026, 5, 31))),
            regions: [], holidays: [], agenda: [night, trip, toMidnight])
    }

    /// The `h-event agenda` items of each day cell of May 2026, by day.
    static func itemsByDay() throws -> [String: [XMLElement]] {
        let site = try BuiltSite([try calendar()], options: SiteOptions(locale: "en_GB"))
        var result: [String: [XMLElement]] = [:]
        for cell in try site.tree("team/2026-05.html").elements("td") {
            guard let date = cell.childElements("time").first?.attr("datetime") else { continue }
            result[date] = cell.descendants("li").filter { $0.classes.contains("agenda") }
        }
        return result
    }

    @Test("an event crossing midnight is on both days, with its times and `…` for the other day")
    func crossesMidnight() throws {
        let items = try Self.itemsByDay()
        let first = try #require(items["2026-05-14"]?.first)
        let second = try #require(items["2026-05-15"]?.first)
        for item in [first, second] {
            #expect(item.classes.isSuperset(of: ["h-event", "agenda"]))
            #expect(item.descendants("span").first { $0.classes.contains("p-name") }?.text == "Release night")
            let start = try #require(item.descendants("time").first { $0.classes.contains("dt-start") })
            let end = try #require(item.descendants("time").first { $0.classes.contains("dt-end") })
            #expect(start.attr("datetime") == "2026-05-14T22:00+02:00")
            #expect(end.attr("datetime") == "2026-05-15T02:00+02:00")
        }
        #expect(first.text.hasPrefix("22:00–…"))
        #expect(second.text.hasPrefix("…–02:00"))
        #expect(items["2026-05-16"]?.isEmpty == true)
    }

    @Test("an all-day span is on each of its days, an event ending at midnight only on its own day")
    func spans() throws {
        let items = try Self.itemsByDay()
        let tripDays = items.filter { $0.value.contains { $0.text.contains("Trip") } }.keys.sorted()
        #expect(tripDays == ["2026-05-20", "2026-05-21", "2026-05-22"])
        let trip = try #require(items["2026-05-21"]?.first)
        #expect(trip.descendants("time").first { $0.classes.contains("dt-start") }?.attr("datetime") == "2026-05-20")
        #expect(trip.descendants("time").first { $0.classes.contains("dt-end") }?.attr("datetime") == "2026-05-23")
        let lateDays = items.filter { $0.value.contains { $0.text.contains("Late shift") } }.keys.sorted()
        #expect(lateDays == ["2026-05-25"])
    }
}
