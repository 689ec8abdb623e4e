import CalendarCore
import CalendarSite
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The site as a whole: which pages exist, in which order, and that every link leads somewhere.
struct SiteBuilderTests {
    static let calendars = [SampleCalendars.unitedStatesWinter, SampleCalendars.germany2025]

    @Test func emitsIndexStylesheetThenEachCalendarsYearsAndMonthsInOrder() throws {
        let site = try BuiltSite(Self.calendars, options: SiteOptions())
        let germany =
            ["de/2025.html", "de/2025-agenda.html"] + (1...12).map { "de/2025-\($0 < 10 ? "0" : "")\($0).html" }
        let us = [
            "us/2025.html", "us/2025-agenda.html", "us/2025-11.html", "us/2025-12.html",
            "us/2026.html", "us/2026-agenda.html", "us/2026-01.html", "us/2026-02.html",
        ]
        #expect(site.paths == ["index.html", "almanac.css"] + germany + us)
        // With a today, each calendar whose weeks around it meet its range gets a week page first.
        let withToday = try BuiltSite(Self.calendars, options: germanOptions(today: try day(2025, 12, 1)))
        #expect(withToday.paths == ["index.html", "almanac.css", "de/week.html"] + germany + ["us/week.html"] + us)
        #expect(try site.contents("almanac.css") == SiteTheme.builtIn.css)
    }

    @Test func everyPageIsWellFormedPolyglotXHTML() throws {
        let site = try BuiltSite(Self.calendars, options: germanOptions(today: try day(2025, 12, 24)))
        for page in site.htmlPages {
            #expect(page.contents.hasPrefix("<!DOCTYPE html>\n"), "\(page.path)")
            #expect(!page.contents.contains("<?xml"), "\(page.path)")
            let tree = try XHTMLTree(page.contents)
            #expect(tree.root.uri == "http://www.w3.org/1999/xhtml", "\(page.path)")
            #expect(tree.root.attr("lang") == tree.root.attr("xml:lang"), "\(page.path)")
            // Polyglot: elements that are not void always have an end tag.
            for void in ["td", "th", "span", "a", "ul", "p", "time", "title"] {
                #expect(!page.contents.contains("<\(void)/>") && !page.contents.contains("<\(void) " + "/>"))
            }
        }
    }

    @Test func indexListsEveryCalendarWithItsYearsAndICSLink() throws {
        let site = try BuiltSite(Self.calendars, options: SiteOptions())
        let tree = try site.tree("index.html")
        let sections = tree.elements("section")
        #expect(
            sections.map { $0.childElements("h2").first?.text } == ["Feiertage in Deutschland", "US federal holidays"])
        let usLinks = try #require(sections.last).descendants("a").compactMap { $0.attr("href") }
        #expect(usLinks == ["us/2025.html", "us/2026.html", "us/2025-agenda.html", "us/2026-agenda.html", "us.ics"])
        // What it contains: regions, categories, dates, and how many entries.
        let contents = try #require(sections.last?.descendants("dl").first)
        #expect(contents.childElements("dt").map(\.text) == ["Regions", "Categories", "Dates"])
        #expect(
            contents.childElements("dd").map(\.text) == [
                "US", "public holiday", "November 15, 2025 – February 10, 2026",
            ])
        #expect(sections.last?.firstDescendant(withClass: "entry-count")?.text == "Entries: 4")
        #expect(tree.elements("p").contains { $0.text == "Federal holidays, winter 2025/26." })

        var options = SiteOptions()
        options.includesICS = false
        let withoutICS = try BuiltSite(Self.calendars, options: options).contents("index.html")
        #expect(!withoutICS.contains(".ics\""))
    }

    @Test func yearPageLinksOnlyMonthsThatHavePages() throws {
        let site = try BuiltSite(Self.calendars, options: SiteOptions())
        let tree = try site.tree("us/2025.html")
        let captions = tree.elements("caption")
        #expect(captions.count == 12)
        let linked = captions.compactMap { $0.childElements("a").first?.attr("href") }
        #expect(linked == ["2025-11.html", "2025-12.html"])
        #expect(captions.first?.text == "January")
        let rels = tree.elements("a").filter { $0.attr("rel") != nil }.map {
            "\($0.attr("rel") ?? ""):\($0.attr("href") ?? "")"
        }
        #expect(rels == ["next:2026.html"])
        // Holidays of the year, with visible dates, as h-events.
        let events = tree.allElements.filter { $0.classes.contains("h-event") }
        #expect(
            events.map { $0.descendants("span").first { $0.classes.contains("p-name") }?.text } == [
                "Thanksgiving Day", "Christmas Day",
            ])
        #expect(events.first?.descendants("time").first?.attr("datetime") == "2025-11-27")
    }

    @Test func monthPagesAtTheRangeEdgesLinkOnlyInward() throws {
        let site = try BuiltSite(Self.calendars, options: SiteOptions())
        let november = try site.tree("us/2025-11.html")
        #expect(november.elements("a").filter { $0.attr("rel") == "prev" }.isEmpty)
        #expect(november.elements("a").first { $0.attr("rel") == "next" }?.attr("href") == "2025-12.html")
        let december = try site.tree("us/2025-12.html")
        #expect(december.elements("a").first { $0.attr("rel") == "next" }?.attr("href") == "2026-01.html")
        #expect(december.elements("a").contains { $0.attr("href") == "2025.html" })
    }

    @Test(
        "First weekday and names follow the locale",
        arguments: [
            ("de_DE", nil, Weekday.monday, "Montag", "März 2025", "de-DE"),
            ("en_US", nil, .sunday, "Sunday", "March 2025", "en-US"),
            ("en_GB", nil, .monday, "Monday", "March 2025", "en-GB"),
            ("fr", nil, .monday, "lundi", "mars 2025", "fr"),
            ("ja_JP", nil, .sunday, "日曜日", "2025年3月", "ja-JP"),
            ("en_US", .monday, .monday, "Monday", "March 2025", "en-US"),
        ] as [(String, Weekday?, Weekday, String, String, String)])
    func localisation(
        locale: String, override: Weekday?, firstWeekday: Weekday, firstColumn: String, caption: String, lang: String
    ) throws {
        let options = SiteOptions(locale: locale, firstWeekday: override)
        let tree = try BuiltSite([SampleCalendars.germany2025], options: options).tree("de/2025-03.html")
        let first = tree.elements("th").first?.childElements("span").first { $0.classes.contains("weekday-full") }
        #expect(first?.text == firstColumn)
        #expect(tree.elements("caption").first?.text == caption)
        #expect(tree.root.attr("lang") == lang)
        // Every row starts on the first weekday.
        for row in tree.elements("tbody").flatMap({ $0.childElements("tr") }) {
            let datetime = try #require(row.childElements("td").first?.dayDatetime)
            #expect(try #require(CalendarDay(iso: datetime)).weekday == firstWeekday)
        }
    }

    @Test func rightToLeftLocalesGetDir() throws {
        let tree = try BuiltSite([SampleCalendars.germany2025], options: SiteOptions(locale: "ar_EG")).tree(
            "index.html")
        #expect(tree.root.attr("dir") == "rtl")
        #expect(tree.root.attr("lang") == "ar-EG")
    }

    @Test func outputIsDeterministic() throws {
        let options = germanOptions(today: try day(2025, 6, 1))
        let first = try BuiltSite(Self.calendars, options: options).pages
        let second = try BuiltSite(Self.calendars.reversed(), options: options).pages
        #expect(first == second)
    }

    @Test func streamsPagesAndStopsAtTheFirstEmitError() throws {
        struct Stop: Error {}
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try SiteBuilder(options: SiteOptions()).build(Self.calendars) { page in
                seen.append(page.path)
                if page.path == "de/2025-02.html" { throw Stop() }
            }
        }
        #expect(
            seen == [
                "index.html", "almanac.css", "de/2025.html", "de/2025-agenda.html", "de/2025-01.html",
                "de/2025-02.html",
            ])
    }

    @Test func refusesUnusableAndDuplicateIDs() throws {
        let base = SampleCalendars.unitedStatesWinter
        func renamed(_ id: String) -> HolidayCalendar {
            HolidayCalendar(
                id: id, title: base.title, summary: base.summary, range: base.range, regions: base.regions,
                holidays: base.holidays)
        }
        for bad in ["", "../x", "a/b", ".hidden", "a b", "ü"] {
            #expect(throws: SiteError.invalidCalendarID(bad)) {
                try SiteBuilder(options: SiteOptions()).build([renamed(bad)]) { _ in }
            }
        }
        #expect(throws: SiteError.duplicateCalendarID("us")) {
            try SiteBuilder(options: SiteOptions()).build([renamed("US"), renamed("us")]) { _ in }
        }
        #expect(SiteError.invalidCalendarID("a/b").description.contains("'a/b'"))
        #expect(!SiteError.duplicateCalendarID("x").description.contains("\n"))
    }

    @Test func textThatXMLCannotCarryFailsTheBuild() throws {
        let base = SampleCalendars.unitedStatesWinter
        let broken = HolidayCalendar(
            id: "x", title: "Bad\u{1}title", summary: "", range: base.range, regions: base.regions, holidays: [])
        #expect(throws: XMLWriterError.self) {
            try SiteBuilder(options: SiteOptions()).build([broken]) { _ in }
        }
    }

    @Test func usesTheGivenTheme() throws {
        let site = try BuiltSite(Self.calendars, options: SiteOptions(), theme: SiteTheme(css: "body{}"))
        #expect(try site.contents("almanac.css") == "body{}")
    }
}
