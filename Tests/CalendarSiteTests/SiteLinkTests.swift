import AlmanacTestSupport
import CalendarCore
import CalendarSite
import Testing

/// No dead link anywhere: every relative link leads to a page that is emitted (and to an element with its
/// fragment's id), every page is reached from the index, and absolute links are only the subscription ones.
struct SiteLinkTests {
    static let calendars = [SampleCalendars.unitedStatesWinter, SampleCalendars.germany2025, SampleCalendars.crowded]

    /// Option sets that change which links exist: today or none, .ics links or none, a base URL, week numbers.
    static let optionSets: [(String, SiteOptions)] = {
        var german = SiteOptions(locale: "de_DE", today: CalendarDay(year: 2025, month: 12, day: 1))
        german.showsWeekNumbers = true
        german.subscriptionBaseURL = "https://example.org/cal"
        var plain = SiteOptions(locale: "en_US")
        plain.includesICS = false
        let arabic = SiteOptions(locale: "ar_EG", today: CalendarDay(year: 2025, month: 6, day: 14))
        return [
            ("German, today, base URL, week numbers", german), ("English, no today, no .ics", plain),
            ("Arabic", arabic),
        ]
    }()

    @Test(arguments: 0..<optionSets.count)
    func everyLinkLeadsSomewhereAndEveryPageIsReached(_ index: Int) throws {
        let (name, options) = Self.optionSets[index]
        let site = try BuiltSite(Self.calendars, options: options)
        let icsFiles = options.includesICS ? Set(Self.calendars.map { "\($0.id).ics" }) : []
        let crawler = SiteCrawler(
            pages: Dictionary(uniqueKeysWithValues: site.htmlPages.map { ($0.path, $0.contents) }),
            otherFiles: Set(site.paths.filter { !$0.hasSuffix(".html") }).union(icsFiles))
        let report = try crawler.crawl { href in
            href.hasPrefix("https://example.org/cal/") || href.hasPrefix("webcal://example.org/cal/")
        }
        #expect(report.problems.isEmpty, "\(name): \(report.problems.prefix(5))")
        #expect(report.unreachable.isEmpty, "\(name): unreachable \(report.unreachable)")
        #expect(report.linksChecked > 250, "\(name)")
        #expect(report.fragmentsChecked > 20, "\(name)")
        if !options.includesICS {
            #expect(!site.pages.contains { $0.contents.contains(".ics\"") })
        }
    }

    @Test func theCrawlerFindsDeadLinks() throws {
        // A crawler that finds nothing would pass every site: show it catches each kind of problem.
        let page = { (body: String) in
            "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head>"
                + "<body>\(body)</body></html>"
        }
        let crawler = SiteCrawler(
            pages: [
                "index.html": page(
                    ##"<a href="a/x.html#there">x</a><a href="missing.html">m</a><a href="../up.html">u</a>"##),
                "a/x.html": page(
                    ##"<p id="here">x</p><a href="#nowhere">n</a><a href="https://elsewhere.example/">e</a>"##),
                "orphan.html": page("<p>alone</p>"),
            ], otherFiles: [])
        let report = try crawler.crawl()
        let reasons = report.problems.map(\.description)
        #expect(reasons.contains { $0.contains("a/x.html#there") && $0.contains("no id 'there'") })
        #expect(reasons.contains { $0.contains("missing.html") && $0.contains("no file") })
        #expect(reasons.contains { $0.contains("../up.html") && $0.contains("outside") })
        #expect(reasons.contains { $0.contains("#nowhere") })
        #expect(reasons.contains { $0.contains("https://elsewhere.example/") })
        #expect(report.unreachable == ["orphan.html"])
    }
}
