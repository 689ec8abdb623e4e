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

    @Test func indexPage() throws {
        try expectMatchesFixture(site.contents("index.html"), named: "index.html")
    }
}
