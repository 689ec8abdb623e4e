import Agenda
import AlmanacPipeline
import AlmanacTestSupport
import CalendarCore
import Foundation
import ICalendar
import Testing

/// iCalendar text for the merge tests.
enum ICSLines {
    /// `lines` inside a VCALENDAR, joined with CRLF.
    static func calendar(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac//Tests//EN"] + lines + ["END:VCALENDAR"])
            .joined(separator: "\r\n") + "\r\n"
    }
}

@Suite("Merging agendas with holidays")
struct AgendaMergeTests {
    static func file(_ text: String, _ name: String, _ format: AgendaFormat = .yaml) throws -> AgendaFile {
        try AgendaReader(defaultTimeZone: "Europe/Berlin").read(Array(text.utf8), path: name, format: format)
    }

    static func calendar(holidays: [Holiday] = []) -> HolidayCalendar {
        HolidayCalendar(id: "c", title: "C", summary: "", range: DayRange(year: 2026), regions: [], holidays: holidays)
    }

    @Test("duplicates by UID or by title and start are kept once, the first, and reported with both places")
    func duplicates() throws {
        let a = try Self.file(
            """
            events:
              - {title: Stand-up, start: 2026-01-05T09:30, uid: standup@x}
              - {title: Lunch, start: 2026-01-05T12:00}
            """, "a.yml")
        let b = try Self.file(
            """
            title,start,uid
            Stand-up (copy),2026-01-05T09:30,standup@x
            Lunch,2026-01-05T12:00,lunch@other
            New Year's Day,2026-01-01,
            Dinner,2026-01-05T19:00,
            """, "b.csv", .csv)
        let holiday = Holiday(
            day: try #require(CalendarDay(year: 2026, month: 1, day: 1)), names: LocalizedNames(english: "New Year's Day"),
            region: try #require(Region(code: "DE")), categories: [.public], key: "new-years-day")
        let merged = try AgendaMerger().merge(Self.calendar(holidays: [holiday]), files: [a, b])
        #expect(try merged.agenda.allSeries().map(\.master?.summary) == ["Stand-up", "Lunch", "Dinner"])
        #expect(merged.notes == [
            "b.csv:2: 'Stand-up (copy)' has the UID 'standup@x' of a.yml:2; kept once (the first)",
            "b.csv:3: 'Lunch' starting TZID=Europe/Berlin:20260105T120000 duplicates a.yml:3 (same title and start); "
                + "kept once (the first)",
            "b.csv:4: 'New Year's Day' starting 20260101 duplicates the holiday DE new-years-day (same title and start); "
                + "kept once (the first)",
        ])
        // Every entry keeps its source; imported UIDs are kept.
        let first = try #require(try merged.agenda.allSeries().first)
        #expect(first.uid == "standup@x")
        #expect(merged.agenda.parts.first?.source(of: first) == "a.yml:2")
    }

    @Test("the same start is the same instant: 10:00 in Berlin, 09:00Z and 05:00 in New York are one start in March")
    func sameInstant() throws {
        let folder = try TemporaryDirectory()
        let a = try Self.file(
            """
            events:
              - {title: Call, start: 2026-03-10T10:00, time-zone: Europe/Berlin, uid: call@a}
              - {title: Call, start: 2026-03-10T10:00, time-zone: Europe/London, uid: london@a}
              - {title: Call, start: 2026-03-11T10:00, uid: floating@a}
            """, "a.yml")
        let b = try Self.file("title,start,uid\nCall,2026-03-10T09:00Z,call@b\nCall,2026-03-10T10:00,call2@b\n", "b.csv", .csv)
        // An .ics file read by path (streamed): New York is on daylight time from 8 March, so 05:00 is 09:00Z;
        // two events in it share a title and an instant (10:00Z written in UTC and in Lisbon, UTC+0 in March).
        let icsPath = folder.path("c.ics")
        try ICSLines.calendar([
            "BEGIN:VEVENT", "UID:call@c", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=America/New_York:20260310T050000",
            "SUMMARY:Call", "END:VEVENT",
            "BEGIN:VEVENT", "UID:utc@c", "DTSTAMP:20260101T000000Z", "DTSTART:20260312T100000Z", "SUMMARY:Sync",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:lisbon@c", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Lisbon:20260312T100000",
            "SUMMARY:Sync", "END:VEVENT",
        ]).write(toFile: icsPath, atomically: true, encoding: .utf8)
        let c = try AgendaReader(defaultTimeZone: "Europe/Berlin").read(contentsOf: icsPath)
        let merged = try AgendaMerger().merge(Self.calendar(), files: [a, b, c])
        #expect(try merged.agenda.allSeries().map(\.uid) == ["call@a", "london@a", "floating@a", "utc@c"])
        #expect(merged.notes == [
            "b.csv:2: 'Call' starting 20260310T090000Z duplicates a.yml:2 (same title and start); kept once (the first)",
            "b.csv:3: 'Call' starting TZID=Europe/Berlin:20260310T100000 duplicates a.yml:2 (same title and start); "
                + "kept once (the first)",
            "\(icsPath):4: 'Call' starting TZID=America/New_York:20260310T050000 duplicates a.yml:2 (same title and "
                + "start); kept once (the first)",
            "\(icsPath):16: 'Sync' starting TZID=Europe/Lisbon:20260312T100000 duplicates \(icsPath):10 (same title and "
                + "start); kept once (the first)",
        ])
        // The written .ics leaves the dropped series out and keeps the sources of the others.
        let ics = try ICSWriter(options: ICSWriterOptions(stamp: ICSStamp(secondsSince1970: 0)))
            .render(Self.calendar(), agenda: merged.agenda)
        #expect(!ics.contains("UID:call@b") && !ics.contains("UID:call@c") && !ics.contains("UID:lisbon@c"))
        #expect(ics.contains("X-ALMANAC-SOURCE:c.ics:10"))
    }

    @Test("a custom TZID defined differently by two files is an error")
    func conflictingZones() throws {
        func ics(_ offset: String) -> String {
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VTIMEZONE", "TZID:Office",
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offset)", "TZOFFSETTO:\(offset)",
                "END:STANDARD", "END:VTIMEZONE", "BEGIN:VEVENT", "UID:e\(offset)", "DTSTAMP:20260101T000000Z",
                "DTSTART;TZID=Office:20260105T090000", "SUMMARY:E", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
        }
        let one = try Self.file(ics("+0100"), "one.ics", .ics)
        let two = try Self.file(ics("+0200"), "two.ics", .ics)
        #expect(throws: AlmanacError.self) { try AgendaMerger().merge(Self.calendar(), files: [one, two]) }
        #expect(try AgendaMerger().merge(Self.calendar(), files: [one, one]).agenda.seriesCount == 1)
    }

    @Test("occurrences are placed in the display zone: a Sydney call lands on the previous evening in Berlin")
    func displayZone() throws {
        let file = try Self.file(
            "events:\n  - {title: Call, start: 2026-03-10T08:00, time-zone: Australia/Sydney, duration: PT1H}\n",
            "a.yml")
        let merged = try AgendaMerger().merge(Self.calendar(), files: [file])
        let berlin = try #require(TimeZoneRegistry().zone(named: "Europe/Berlin"))
        let occurrences = try AgendaExpansion(displayZone: berlin).occurrences(of: merged.agenda, in: DayRange(year: 2026))
        let call = try #require(occurrences.first)
        #expect(call.start.description == "2026-03-09 22:00")
        #expect(call.end.description == "2026-03-09 23:00")
        #expect(call.start.htmlDateTime == "2026-03-09T22:00+01:00")
        #expect(call.source == "a.yml:2")
    }

    @Test("the configuration takes agenda files at the top and per calendar; a calendar may hold the agenda alone")
    func configuration() throws {
        let configuration = try ConfigurationReader().parse(
            """
            agenda: [shared.yml]
            calendars:
              - regions: [DE-BY]
                year: 2026
                agenda: [{path: export.txt, format: csv}]
              - year: 2026
                agenda: team.ics
            """, file: "test.yml")
        #expect(configuration.calendars[0].agenda == [AgendaSource(path: "shared.yml"), AgendaSource(path: "export.txt", format: .csv)])
        #expect(configuration.calendars[1].agenda == [AgendaSource(path: "shared.yml"), AgendaSource(path: "team.ics")])
        #expect(configuration.calendars[1].regions.isEmpty)
        #expect(configuration.calendars[1].id == "shared")
        #expect(throws: AlmanacError.self) {
            try ConfigurationReader().parse("calendars:\n  - year: 2026\n", file: "test.yml")
        }
    }

    @Test("every error of every agenda file is reported, one line each, before anything is built")
    func loaderReportsAll() throws {
        let folder = try TemporaryDirectory()
        try "title,start\nA,2026-13-01\nB,2026-01-01,x\n".write(toFile: folder.path("a.csv"), atomically: true, encoding: .utf8)
        try "events:\n  - {title: 5, start: nope}\n".write(toFile: folder.path("b.yml"), atomically: true, encoding: .utf8)
        do {
            _ = try AgendaLoader(defaultTimeZone: nil).load([
                AgendaSource(path: folder.path("a.csv")), AgendaSource(path: folder.path("b.yml")),
                AgendaSource(path: folder.path("missing.json")),
            ])
            Issue.record("expected an error")
        } catch {
            #expect(error.exitCode == 65)
            let lines = error.message.split(separator: "\n")
            #expect(lines.count == 4)
            #expect(lines.last?.hasSuffix("missing.json: no such file") == true)
        }
    }
}
