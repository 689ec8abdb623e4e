import AlmanacTestSupport
import CalendarCore
import Foundation
import Testing

@testable import ICalendar

@Suite("Writing an agenda: RRULE masters, overrides, VTIMEZONEs")
struct ICSWriterAgendaTests {
    static let inputURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/agenda-input.ics")

    /// The fixture read back, and written as an agenda-only calendar covering 2026.
    static func written() throws -> (input: ICSCalendar, output: String) {
        let input = try ICSReader().read(contentsOf: inputURL)
        let agenda = ICSAgenda(
            series: input.series, timeZones: input.timeZones,
            customTimeZones: Dictionary(input.declaredTimeZones.map { ($0.tzid, $0) }, uniquingKeysWith: { a, _ in a }))
        let calendar = HolidayCalendar(
            id: "agenda", title: "Round trip", summary: "", range: DayRange(year: 2026), regions: [], holidays: [])
        return (input, try ICSWriter(options: SampleCalendars.options).render(calendar, agenda: agenda))
    }

    @Test("the written agenda matches its golden file")
    func golden() throws {
        try expectMatchesFixture(try Self.written().output, named: "agenda-output.ics")
    }

    @Test("series stay series: one master per UID, overrides with RECURRENCE-ID, EXDATE and RDATE kept, no expansion")
    func notExpanded() throws {
        let text = ICSBytes.unfold(try Self.written().output)
        let lines = text.split(separator: "\r\n").map(String.init)
        let firstEvent = try #require(lines.firstIndex(of: "BEGIN:VEVENT"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 9)  // 8 masters, 1 override
        #expect(lines[firstEvent...].filter { $0.hasPrefix("RRULE:") }.count == 6)
        #expect(lines.contains("RECURRENCE-ID;TZID=Europe/Berlin:20260330T093000"))
        #expect(lines.contains("EXDATE;TZID=Europe/Berlin:20260406T093000"))
        #expect(lines.contains("RDATE;TZID=Europe/Berlin:20260411T100000"))
        // Google's DATE UNTIL on a timed series is written in UTC, meaning the end of that day in Kolkata.
        #expect(lines.contains("RRULE:FREQ=WEEKLY;UNTIL=20261231T182959Z;INTERVAL=2;BYDAY=MO"))
        // One VTIMEZONE per TZID, before the events; the custom one is kept from the file.
        let zones = lines.filter { $0.hasPrefix("TZID:") }
        #expect(zones == ["TZID:Asia/Kolkata", "TZID:Australia/Sydney", "TZID:Custom Central European", "TZID:Europe/Berlin"])
        #expect(lines.lastIndex(of: "END:VTIMEZONE").map { $0 < firstEvent } == true)
    }

    @Test("our reader expands the written file exactly as it expands the input")
    func readBackAgrees() throws {
        let (input, output) = try Self.written()
        let reread = try ICSReader().read(Array(output.utf8), fileName: "agenda-output.ics")
        let berlin = try #require(TimeZoneRegistry().zone(named: "Europe/Berlin"))
        let window = OccurrenceWindow(
            from: try #require(CalendarDay(year: 2026, month: 1, day: 1)),
            through: try #require(CalendarDay(year: 2027, month: 12, day: 31)), in: berlin)
        func listed(_ calendar: ICSCalendar) throws -> [String] {
            try RecurrenceExpander(timeZones: calendar.timeZones).occurrences(of: calendar, in: window).map {
                "\($0.startInstant) \($0.endInstant) \($0.event.uid) \($0.event.summary ?? "")"
            }
        }
        let before = try listed(input)
        #expect(before.count > 150)
        #expect(try listed(reread) == before)
    }

    @Test("the oracle: every checker of validate-ics passes, and ics-events lists the same occurrences")
    func oracleAgrees() throws {
        guard !OracleRunner.isSkipped else { return }
        let folder = try TemporaryDirectory()
        let output = folder.url.appendingPathComponent("agenda-output.ics")
        try Data(try Self.written().output.utf8).write(to: output)
        #expect(try OracleRunner.validateICS([output]) == [])
        let theirs = try OracleRunner.icsEvents(file: Self.inputURL, from: "2026-01-01", through: "2027-12-31")
        let ours = try OracleRunner.icsEvents(file: output, from: "2026-01-01", through: "2027-12-31")
        #expect(theirs.count > 150)
        #expect(ours == theirs)
    }

    @Test("a calendar with neither holidays nor agenda events is refused (RFC 5545 §3.6)")
    func emptyRefused() throws {
        let calendar = HolidayCalendar(id: "empty", title: "", summary: "", range: DayRange(year: 2026), regions: [], holidays: [])
        #expect(throws: ICalendarError.noEvents(calendarID: "empty")) {
            try ICSWriter(options: SampleCalendars.options).render(calendar, agenda: ICSAgenda())
        }
    }
}
