import AlmanacTestSupport
import Testing

@testable import ICalendar

/// Golden files: `RECORD_FIXTURES=1 swift test --filter ICalendarTests` rewrites them; review the diff.
///
/// The files are also checked by hand with `../shared/oracle/validate-ics Tests/ICalendarTests/Fixtures`.
@Suite("Golden .ics files")
struct ICSWriterGoldenTests {
    private let writer = ICSWriter(options: SampleCalendars.options)

    @Test("Bavaria 2025 in German matches DE-BY-2025.ics")
    func bavaria2025() throws {
        try expectMatchesFixture(try writer.render(try SampleCalendars.bavaria2025()), named: "DE-BY-2025.ics")
    }

    @Test("US, Turkey and Japan 2026 match world-2026.ics")
    func world2026() throws {
        try expectMatchesFixture(try writer.render(try SampleCalendars.world2026()), named: "world-2026.ics")
    }
}
