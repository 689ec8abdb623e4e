import CalendarCore
import CalendarSite
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Day cells: links to the agenda, "+N more", week numbers.
struct DayCellTests {
    @Test func atMostThreeEntriesThenMoreLinkingToTheAgenda() throws {
        let site = try BuiltSite([SampleCalendars.crowded], options: SiteOptions(locale: "en_GB"))
        let tree = try site.tree("crowded/2025-06.html")
        let cell = try #require(tree.cell("2025-06-14"))
        // The first three in canonical order (by English name on one day).
        #expect(cell.hEvents.map { $0.firstDescendant(withClass: "p-name")?.text } == ["Fifth", "First", "Fourth"])
        let more = try #require(cell.descendants("li").first { $0.classes.contains("more") })
        #expect(more.text == "+2 more (14 June)")
        #expect(more.descendants("a").first?.attr("href") == "2025-agenda.html#2025-06-14")
        // The agenda's section has all five.
        let section = try #require(
            try site.tree("crowded/2025-agenda.html").elements("section").first { $0.attr("id") == "2025-06-14" })
        #expect(section.hEvents.count == 5)
        // A day with one entry has no "more".
        #expect(try #require(tree.cell("2025-06-20")).descendants("li").filter { $0.classes.contains("more") }.isEmpty)
    }

    @Test func theLimitIsAnOption() throws {
        var options = SiteOptions(locale: "de_DE")
        options.maximumEntriesPerCell = 5
        let cell = try #require(
            try BuiltSite([SampleCalendars.crowded], options: options).tree("crowded/2025-06.html").cell("2025-06-14"))
        #expect(cell.hEvents.count == 5)
        #expect(!cell.descendants("li").contains { $0.classes.contains("more") })
    }

    @Test func daysWithEntriesLinkTheirAgendaSectionOthersDoNot() throws {
        let tree = try BuiltSite([SampleCalendars.germany2025], options: germanOptions()).tree("de/2025-05.html")
        let labour = try #require(tree.cell("2025-05-01"))
        let link = try #require(labour.childElements("a").first)
        #expect(link.attr("href") == "2025-agenda.html#2025-05-01")
        #expect(link.childElements("time").first?.text == "1")
        // The link says where it goes, for screen readers.
        #expect(link.text == "1 – zur Terminliste")
        #expect(try #require(tree.cell("2025-05-02")).descendants("a").isEmpty)
    }

    @Test func isoWeekNumbersInAFirstColumn() throws {
        var options = germanOptions()
        options.showsWeekNumbers = true
        let tree = try BuiltSite([SampleCalendars.germany2025], options: options).tree("de/2025-12.html")
        let table = try #require(tree.elements("table").first)
        #expect(table.classes.contains("with-week-numbers"))
        let header = try #require(table.descendants("thead").first?.descendants("th").first)
        #expect(header.classes.contains("week-number"))
        #expect(header.descendants("abbr").first?.attr("title") == "Kalenderwoche")
        let rows = table.descendants("tbody").flatMap { $0.childElements("tr") }
        let numbers = rows.map { $0.childElements("th").first?.descendants("span").last?.text }
        // December 2025 from Monday 1 December: weeks 49–52, then week 1 of 2026 (29 Dec – 4 Jan).
        #expect(numbers == ["49", "50", "51", "52", "1"])
        #expect(rows.first?.childElements("th").first?.attr("scope") == "row")
        #expect(rows.first?.childElements("th").first?.descendants("span").first?.text == "Kalenderwoche 49")
    }

    @Test(
        "ISO week of a row starting on any weekday",
        arguments: [
            ("2026-01-01", 1), ("2027-01-01", 53), ("2021-01-03", 53), ("2025-12-29", 1), ("2020-12-31", 53),
            ("2024-12-30", 1),
        ])
    func isoWeekNumbers(iso: String, week: Int) throws {
        // The Monday-first row holding the day shows the ISO week of its Monday, which is the day's own.
        let date = try #require(CalendarDay(iso: iso))
        let tree = try BuiltSite(
            [
                HolidayCalendar(
                    id: "w", title: "w", summary: "", range: DayRange(year: date.year), regions: [], holidays: [])
            ],
            options: {
                var o = SiteOptions(locale: "en", firstWeekday: .monday)
                o.showsWeekNumbers = true
                return o
            }()
        ).tree("w/\(iso.prefix(7)).html")
        let row = try #require(tree.elements("tr").first { $0.childElements("td").contains { $0.dayDatetime == iso } })
        #expect(row.childElements("th").first?.descendants("span").last?.text == String(week))
    }
}
