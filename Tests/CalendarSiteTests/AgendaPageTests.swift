import CalendarCore
import CalendarSite
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The agenda page: one section per day with entries, in order, anchored `#YYYY-MM-DD`, with every entry.
struct AgendaPageTests {
    @Test func oneSectionPerDayWithEntriesInOrder() throws {
        let site = try BuiltSite([SampleCalendars.germany2025], options: germanOptions())
        let tree = try site.tree("de/2025-agenda.html")
        let days = tree.elements("section").filter { $0.classes.contains("agenda-day") }
        let expected = Set(SampleCalendars.germany2025.holidays.map(\.day.description)).sorted()
        #expect(days.map { $0.attr("id") } == expected)
        #expect(days.map(\.dayDatetime) == expected)
        // Every holiday is listed once, under its own day.
        let listed = days.flatMap { day in day.hEvents.map { (day.attr("id"), $0) } }
        #expect(listed.count == SampleCalendars.germany2025.holidays.count)
        for (id, event) in listed {
            #expect(event.descendants("time").first { $0.classes.contains("dt-start") }?.attr("datetime") == id)
            // Details are in the markup (the theme shows them on this page).
            #expect(event.descendants("dl").contains { $0.classes.contains("details") })
            // Not a cell: no tabindex needed.
            #expect(event.attr("tabindex") == nil)
        }
        // Day headings name the day in full, in the page's language.
        let newYear = try #require(days.first)
        #expect(newYear.childElements("h3").first?.text == "Mittwoch, 1. Januar 2025")
    }

    @Test func monthHeadingsLinkTheirMonthPages() throws {
        let site = try BuiltSite([SampleCalendars.unitedStatesWinter], options: SiteOptions(locale: "en_US"))
        let tree = try site.tree("us/2025-agenda.html")
        let months = tree.elements("section").filter { $0.classes.contains("agenda-month") }
        #expect(months.map { $0.childElements("h2").first?.text } == ["November 2025", "December 2025"])
        #expect(
            months.map { $0.childElements("h2").first?.childElements("a").first?.attr("href") } == [
                "2025-11.html", "2025-12.html",
            ])
        let rels = tree.elements("link").filter { $0.attr("rel") == "next" }.map { $0.attr("href") }
        #expect(rels == ["2026-agenda.html"])
    }

    @Test func todayHasASectionEvenWithNothingListed() throws {
        let site = try BuiltSite([SampleCalendars.germany2025], options: germanOptions(today: try day(2025, 3, 14)))
        let tree = try site.tree("de/2025-agenda.html")
        let today = try #require(tree.elements("section").first { $0.attr("id") == "2025-03-14" })
        #expect(today.attr("aria-current") == "date")
        #expect(today.classes.contains("today"))
        #expect(today.hEvents.isEmpty)
        #expect(today.firstDescendant(withClass: "agenda-nothing")?.text == "Heute ist nichts eingetragen.")
        #expect(tree.ariaCurrent("date").count == 1)
        // Other days are past or future.
        let sections = tree.elements("section").filter { $0.classes.contains("agenda-day") }
        #expect(sections.first?.classes.contains("past") == true)
        #expect(sections.last?.classes.contains("future") == true)
    }

    @Test func aYearWithoutEntriesSaysSo() throws {
        let empty = HolidayCalendar(
            id: "empty", title: "Empty", summary: "", range: DayRange(year: 2030), regions: [], holidays: [])
        let tree = try BuiltSite([empty], options: SiteOptions()).tree("empty/2030-agenda.html")
        #expect(!tree.elements("section").contains { $0.classes.contains("agenda-day") })
        #expect(tree.allElements.first { $0.classes.contains("agenda-empty") }?.text == "Nothing listed in 2030.")
    }
}
