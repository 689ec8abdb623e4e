import AlmanacTestSupport
import CalendarCore
import CalendarSite
import Testing

/// Whole pages compared byte for byte with `Fixtures/` (record with `RECORD_FIXTURES=1`).
struct GoldenPageTests {
    let site: BuiltSite

    init() throws {
        site = try BuiltSite(
            [SampleCalendars.germany2025, SampleCalendars.unitedStatesWinter],
            options: germanOptions(today: try day(2025, 1, 15)))
    }

    @Test func januaryPage() throws {
        try expectMatchesFixture(site.contents("de/2025-01.html"), named: "DE-2025-01.html")
    }

    @Test func yearPage() throws {
        try expectMatchesFixture(site.contents("de/2025.html"), named: "DE-2025.html")
    }

    @Test func agendaPage() throws {
        try expectMatchesFixture(site.contents("de/2025-agenda.html"), named: "DE-2025-agenda.html")
    }

    @Test func weekPage() throws {
        try expectMatchesFixture(site.contents("de/week.html"), named: "DE-week.html")
    }

    @Test func arabicMonthPageWithWeekNumbersAndSubscribeLinks() throws {
        var options = SiteOptions(locale: "ar_EG", today: try day(2025, 3, 30))
        options.showsWeekNumbers = true
        options.subscriptionBaseURL = "https://example.org/calendars/"
        let arabic = try BuiltSite([SampleCalendars.germany2025], options: options)
        try expectMatchesFixture(arabic.contents("de/2025-03.html"), named: "DE-2025-03-ar.html")
    }

    @Test func indexPage() throws {
        try expectMatchesFixture(site.contents("index.html"), named: "index.html")
    }
}
