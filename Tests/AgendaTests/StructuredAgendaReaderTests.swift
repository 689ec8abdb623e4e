import Agenda
import CalendarCore
import ICalendar
import Testing

@Suite("JSON and YAML agendas")
struct StructuredAgendaReaderTests {
    @Test("the YAML and JSON samples read as the same events")
    func samplesAgree() throws {
        let reader = AgendaReader(defaultTimeZone: "UTC")
        let yaml = try reader.read(contentsOf: samplesFolder.appendingPathComponent("agenda.yml").path)
        let json = try reader.read(contentsOf: samplesFolder.appendingPathComponent("agenda.json").path)
        #expect(yaml.events.count == 6)
        #expect(yaml.name == "Team agenda")
        #expect(yaml.warnings.isEmpty)
        func strip(_ event: ICSEvent) -> ICSEvent {
            var copy = event
            copy.source = ICSSourcePosition()
            return copy
        }
        #expect(yaml.events.map(strip) == json.events.map(strip))
    }

    @Test("fields become RFC 5545 values: zones, all-day ranges, durations, rules, exceptions")
    func fieldsBecomeEvents() throws {
        let text = """
            time-zone: Europe/Berlin
            events:
              - title: Stand-up
                start: 2026-01-05T09:30
                duration: PT15M
                recurrence: RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260301
                exceptions: [2026-01-12, 2026-01-19T09:30]
                uid: standup@example.com
              - title: Trip
                start: 2026-06-15
                end: 2026-06-17
              - title: Call
                start: 2026-03-10T08:00
                time-zone: Australia/Sydney
                end: 2026-03-09T22:00Z
              - title: UTC thing
                start: 2026-03-10T08:00+02:00
            """
        let validation = validate(text, .yaml)
        #expect(errors(validation) == [])
        let events = try #require(validation.file?.events)
        let standup = events[0]
        let day = try #require(CalendarDay(year: 2026, month: 1, day: 5))
        let nineThirty = try #require(LocalDateTime(day: day, hour: 9, minute: 30, second: 0))
        #expect(standup.start == .zoned(nineThirty, tzid: "Europe/Berlin"))
        #expect(standup.end == .duration(EventDuration(seconds: 900)))
        #expect(standup.uid == "standup@example.com")
        // UNTIL as a DATE on a timed series becomes the last second of that day in Berlin, in UTC.
        #expect(standup.recurrenceRule?.description == "FREQ=WEEKLY;UNTIL=20260301T225959Z;BYDAY=MO")
        #expect(standup.exceptionDates.map(\.description) == [
            "TZID=Europe/Berlin:20260112T093000", "TZID=Europe/Berlin:20260119T093000",
        ])
        #expect(standup.source.line == 3)
        // All-day: the end is the last day; DTEND is the day after.
        #expect(events[1].start.description == "20260615")
        #expect(events[1].end?.description == "20260618")
        // A UTC end of a zoned start is written in the start's zone.
        #expect(events[2].end?.description == "TZID=Australia/Sydney:20260310T090000")
        // An offset without a zone of its own is that instant in UTC.
        #expect(events[3].start.description == "20260310T060000Z")
        #expect(events[3].uid.hasPrefix("agenda-"))
    }

    @Test("generated UIDs are stable and depend on title, start and rule")
    func generatedUIDs() throws {
        let one = validate("events: [{title: A, start: 2026-01-01T10:00}]", .yaml).file?.events.first?.uid
        let again = validate("# a comment\nevents:\n  - {start: 2026-01-01T10:00, title: A, location: X}", .yaml)
            .file?.events.first?.uid
        let other = validate("events: [{title: B, start: 2026-01-01T10:00}]", .yaml).file?.events.first?.uid
        #expect(one != nil)
        #expect(one == again)
        #expect(one != other)
    }

    @Test("a JSON type error names the line, the field and the type expected")
    func jsonTypeError() {
        let text = """
            {
              "events": [
                {"title": 42, "start": "2026-01-01"},
                {"title": "ok", "start": "2026-01-02", "all-day": "yes"},
                {"title": "ok", "start": "2026-01-02", "categories": {"a": 1}}
              ]
            }
            """
        let found = errors(validate(text, .json))
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("test.json:3:15: error: title: expected a string in double quotes, found a number"))
        #expect(found[1].hasPrefix("test.json:4:55: error: all-day: expected true or false, found a string"))
        #expect(found[2].hasPrefix("test.json:5:58: error: categories: expected a list of strings, found an object"))
    }

    @Test("every problem of a file is reported at once, each with line and expectation")
    func everyProblemAtOnce() {
        let text = """
            events:
              - title: Unknown zone
                start: 2026-01-01T10:00
                time-zone: Mars/Olympus
              - title: Ends before it starts
                start: 2026-01-01T10:00
                end: 2026-01-01T09:00
              - title: Invalid rule
                start: 2026-01-01T10:00
                recurrence: FREQ=MONTHLY;BYMONTH=13
              - title: Count and until
                start: 2026-01-01T10:00
                recurrence: FREQ=DAILY;COUNT=3;UNTIL=20260110T000000Z
              - title: Bad date
                start: 2026-02-30
              - title: End and duration
                start: 2026-01-01T10:00
                end: 2026-01-01T11:00
                duration: PT1H
              - start: 2026-01-01
              - title: Typo
                strat: 2026-01-01
            """
        let found = errors(validate(text, .yaml))
        #expect(found.contains { $0.hasPrefix("test.yaml:4:16: error: time-zone: 'Mars/Olympus' is not a time zone; expected an IANA name") })
        #expect(found.contains { $0.hasPrefix("test.yaml:7:10: error: end: '2026-01-01T09:00' is before the start") })
        #expect(found.contains { $0.hasPrefix("test.yaml:10:17: error: recurrence: BYMONTH") })
        #expect(found.contains { $0.hasPrefix("test.yaml:13:17: error: recurrence:") && $0.contains("COUNT") && $0.contains("UNTIL") })
        #expect(found.contains { $0.hasPrefix("test.yaml:15:12: error: start: '2026-02-30' is not a date or time; expected a date YYYY-MM-DD") })
        #expect(found.contains { $0.hasPrefix("test.yaml:19:15: error: duration: give either end or duration, not both") })
        #expect(found.contains { $0.hasPrefix("test.yaml:20:5: error: title: missing") })
        #expect(found.contains { $0.hasPrefix("test.yaml:22:5: error: strat: unknown key in an event; expected one of title, start") })
        #expect(found.count == 9)
    }

    @Test("invalid UTF-8 names its line")
    func invalidUTF8() {
        var bytes = Array("events:\n  - title: Caf".utf8)
        bytes += [0xE9]  // Latin-1 é
        bytes += Array("\n    start: 2026-01-01\n".utf8)
        let validation = AgendaReader().validate(bytes, path: "latin1.yml", format: .yaml)
        #expect(errors(validation) == ["latin1.yml:2: error: is not valid UTF-8 text (saved in another encoding?); expected UTF-8"])
    }

    @Test("a truncated JSON file is refused with the line where it ends")
    func truncatedJSON() {
        let text = "{\n  \"events\": [\n    {\"title\": \"A\", \"start\": \"2026-01-01\"},\n    {\"title\": \"B\", \"sta"
        let found = errors(validate(text, .json))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.json:4:") == true)
    }

    @Test("JSON that YAML would accept is still refused")
    func notJSON() {
        let found = errors(validate("{\n  'events': []\n}", .json))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.json:2: error: is not valid JSON: Invalid value around character") == true)
    }

    @Test("tabs, a byte order mark and CRLF line ends in JSON are fine")
    func jsonWhitespace() throws {
        let text = "\u{FEFF}{\r\n\t\"events\": [\r\n\t\t{\"title\": \"A\", \"start\": \"2026-01-01T10:00\"}\r\n\t]\r\n}\r\n"
        let validation = validate(text, .json)
        #expect(errors(validation) == [])
        #expect(validation.file?.events.first?.source.line == 3)
        #expect(validation.diagnostics.count == 1)  // the byte order mark
    }

    @Test("all-day must agree with the start")
    func allDayAgreement() {
        let found = errors(validate("events:\n  - {title: A, start: 2026-01-01T10:00, all-day: true}\n", .yaml))
        #expect(found.count == 1)
        #expect(found.first?.contains("all-day: is true but start '2026-01-01T10:00' has a time") == true)
    }
}
