import CalendarCore
import CalendarSite
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Subscribing: every calendar page and the index link the calendar's `.ics`; with a base URL over https and
/// as `webcal://`, with the plain address shown to copy.
struct SubscriptionTests {
    @Test(
        "Base URLs are checked and normalised",
        arguments: [
            ("https://example.org/cal/", "https://example.org/cal/"),
            ("https://example.org/cal", "https://example.org/cal/"),
            ("http://localhost:8080", "http://localhost:8080/"),
        ])
    func acceptedBaseURLs(text: String, base: String) throws {
        let links = try SubscriptionLinks(baseURL: text)
        #expect(links.base == base)
        #expect(links.web("de-by") == base + "de-by.ics")
        #expect(links.webcal("de-by").hasPrefix("webcal://"))
        #expect(links.webcal("de-by").hasSuffix("/de-by.ics"))
    }

    @Test(arguments: [
        "", "example.org/cal", "ftp://example.org/", "https://", "https://example.org/?x=1", "https://example.org/#a",
        "https://user@example.org/", "/cal/",
    ])
    func refusedBaseURLs(text: String) {
        #expect(throws: SiteError.invalidBaseURL(text)) { try SubscriptionLinks(baseURL: text) }
        #expect(!SiteError.invalidBaseURL(text).description.contains("\n"))
    }

    @Test func aBadBaseURLStopsTheBuildBeforeAnyPage() throws {
        var options = SiteOptions()
        options.subscriptionBaseURL = "example.org"
        var emitted = 0
        #expect(throws: SiteError.invalidBaseURL("example.org")) {
            try SiteBuilder(options: options).build([SampleCalendars.germany2025]) { _ in emitted += 1 }
        }
        #expect(emitted == 0)
    }

    @Test func everyCalendarPageLinksItsICSOverHTTPSAndWebcal() throws {
        var options = germanOptions(today: try day(2025, 6, 2))
        options.subscriptionBaseURL = "https://example.org/cal"
        let site = try BuiltSite([SampleCalendars.germany2025], options: options)
        for page in site.htmlPages where page.path.hasPrefix("de/") {
            let tree = try XHTMLTree(page.contents)
            let footer = try #require(tree.elements("footer").first, "\(page.path)")
            let hrefs = footer.descendants("a").compactMap { $0.attr("href") }
            #expect(hrefs == ["https://example.org/cal/de.ics", "webcal://example.org/cal/de.ics"], "\(page.path)")
            #expect(footer.descendants("code").first?.text == "https://example.org/cal/de.ics", "\(page.path)")
            #expect(footer.descendants("a").allSatisfy { $0.attr("type") == "text/calendar" })
        }
        let index = try site.tree("index.html")
        #expect(index.elements("a").contains { $0.attr("href") == "webcal://example.org/cal/de.ics" })
    }

    @Test func aCalendarWithoutEntriesLinksNoICS() throws {
        // The .ics writer skips a calendar without events (RFC 5545 §3.6): no link may point at it.
        let empty = HolidayCalendar(id: "empty", title: "Empty", summary: "", range: DayRange(year: 2030), regions: [], holidays: [])
        var options = SiteOptions()
        options.subscriptionBaseURL = "https://example.org/"
        let site = try BuiltSite([empty, SampleCalendars.germany2025], options: options)
        #expect(!site.pages.contains { $0.contents.contains("empty.ics") })
        #expect(try site.contents("index.html").contains("de.ics"))
        #expect(try site.tree("empty/2030-01.html").elements("footer").isEmpty)
    }

    @Test func withoutABaseURLTheLinkIsRelative() throws {
        let site = try BuiltSite([SampleCalendars.germany2025], options: germanOptions())
        let footer = try #require(try site.tree("de/2025-03.html").elements("footer").first)
        #expect(footer.descendants("a").map { $0.attr("href") } == ["../de.ics"])
        #expect(footer.descendants("code").isEmpty)
        #expect(footer.descendants("a").first?.text == "Kalender herunterladen (.ics)")
    }
}
