import CalendarCore
import CalendarSite
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The week page: last week, this week and next week around today.
struct WeekPageTests {
    @Test func threeWeeksAroundTodayFromTheFirstWeekday() throws {
        let site = try BuiltSite([SampleCalendars.germany2025], options: germanOptions(today: try day(2025, 4, 16)))
        let tree = try site.tree("de/week.html")
        let table = try #require(tree.elements("table").first { $0.classes.contains("week") })
        let rows = table.descendants("tbody").flatMap { $0.childElements("tr") }
        #expect(rows.map { $0.childElements("th").first?.text } == ["Letzte Woche", "Diese Woche", "Nächste Woche"])
        let days = rows.map { $0.childElements("td").compactMap(\.dayDatetime) }
        #expect(days.first?.first == "2025-04-07")  // Monday of last week
        #expect(days.last?.last == "2025-04-27")  // Sunday of next week
        // Past, today and future are marked; today once, with aria-current.
        let cells = rows.flatMap { $0.childElements("td") }
        #expect(cells.filter { $0.classes.contains("past") }.count == 9)
        #expect(cells.filter { $0.classes.contains("today") }.map(\.dayDatetime) == ["2025-04-16"])
        #expect(cells.filter { $0.classes.contains("future") }.count == 11)
        #expect(tree.ariaCurrent("date").map(\.dayDatetime) == ["2025-04-16"])
        // Dates show their month, since weeks cross months; holidays are listed with links to the agenda.
        let goodFriday = try #require(tree.cell("2025-04-18", in: "week"))
        #expect(goodFriday.descendants("time").first?.text == "18. April")
        #expect(goodFriday.hEvents.count == 1)
        #expect(goodFriday.descendants("a").first?.attr("href") == "2025-agenda.html#2025-04-18")
    }

    @Test func sundayFirstLocalesStartTheWeeksOnSunday() throws {
        let site = try BuiltSite(
            [SampleCalendars.germany2025], options: SiteOptions(locale: "en_US", today: try day(2025, 4, 16)))
        let tree = try site.tree("de/week.html")
        let first = tree.elements("tbody").first?.childElements("tr").first?.childElements("td").first
        #expect(first?.dayDatetime == "2025-04-06")
    }

    @Test func weekNumbersInTheRowHeadersWhenAskedFor() throws {
        var options = germanOptions(today: try day(2025, 1, 1))
        options.showsWeekNumbers = true
        let tree = try BuiltSite([SampleCalendars.germany2025], options: options).tree("de/week.html")
        let labels = tree.elements("th").filter { $0.attr("scope") == "row" }.map(\.text)
        // 1 January 2025 is a Wednesday of ISO week 1; the week before is week 52 of 2024.
        #expect(
            labels == ["Letzte Woche Kalenderwoche 52", "Diese Woche Kalenderwoche 1", "Nächste Woche Kalenderwoche 2"])
        // At the edge of the range, days outside it are shown as such, without entries.
        let outside = try #require(tree.cell("2024-12-30", in: "week"))
        #expect(outside.classes.contains("outside-range"))
    }

    @Test func noWeekPageWithoutTodayOrWhenTheWeeksMissTheRange() throws {
        let none = try BuiltSite([SampleCalendars.germany2025], options: germanOptions())
        #expect(!none.paths.contains("de/week.html"))
        #expect(!none.pages.contains { $0.contents.contains("week.html") })
        let far = try BuiltSite([SampleCalendars.germany2025], options: germanOptions(today: try day(2030, 6, 1)))
        #expect(!far.paths.contains("de/week.html"))
        // Just after the range: last week is still in it.
        let edge = try BuiltSite([SampleCalendars.germany2025], options: germanOptions(today: try day(2026, 1, 7)))
        #expect(edge.paths.contains("de/week.html"))
        #expect(try edge.tree("de/2025-12.html").elements("a").contains { $0.attr("href") == "week.html" })
    }
}
