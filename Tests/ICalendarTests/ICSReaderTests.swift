import CalendarCore
import Testing

@testable import ICalendar

/// Reading RFC 5545 files: unfolding, parameters, TEXT, VEVENT properties, what real exporters write.
@Suite("ICS reader")
struct ICSReaderTests {
    @Test("Reads the properties of an event, unescaping TEXT (§3.3.11)")
    func readsEventProperties() throws {
        let calendar = try ICSText.read(
            ICSText.calendar(
                ["X-WR-CALNAME:Team\\, Berlin"]
                    + ICSText.event(
                        uid: "e1@x",
                        [
                            "DTSTART;TZID=Europe/Berlin:20250106T090000", "DTEND;TZID=Europe/Berlin:20250106T093000",
                            "SUMMARY:Stand-up\\; daily", "DESCRIPTION:Line 1\\nLine 2\\NLine 3 with a \\\\ and: colon",
                            "LOCATION:Room 4\\, 2nd floor", "URL:https://example.org/a?b=c;d",
                            "CATEGORIES:Work,Team\\, Berlin",
                            "CATEGORIES:Daily", "STATUS:confirmed", "TRANSP:TRANSPARENT", "SEQUENCE:3",
                            "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "EXDATE;TZID=Europe/Berlin:20250107T090000",
                            "RDATE;TZID=Europe/Berlin:20250111T090000",
                        ])))
        #expect(calendar.name == "Team, Berlin")
        #expect(calendar.productID == "-//Almanac//Tests//EN")
        let event = try #require(calendar.events.first)
        #expect(event.uid == "e1@x")
        #expect(event.summary == "Stand-up; daily")
        #expect(event.descriptionText == "Line 1\nLine 2\nLine 3 with a \\ and: colon")
        #expect(event.location == "Room 4, 2nd floor")
        #expect(event.url == "https://example.org/a?b=c;d")
        #expect(event.categories == ["Work", "Team, Berlin", "Daily"])
        #expect(event.status == "CONFIRMED")
        #expect(event.transparency == "TRANSPARENT")
        #expect(event.sequence == 3)
        #expect(event.start.description == "TZID=Europe/Berlin:20250106T090000")
        #expect(
            event.end
                == .dateTime(
                    .zoned(
                        try #require(LocalDateTime(day: day("2025-01-06"), hour: 9, minute: 30, second: 0)),
                        tzid: "Europe/Berlin")))
        #expect(event.recurrenceRule?.description == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        #expect(event.exceptionDates.map(\.description) == ["TZID=Europe/Berlin:20250107T090000"])
        #expect(event.recurrenceDates.map(\.start.description) == ["TZID=Europe/Berlin:20250111T090000"])
        #expect(event.source == ICSSourcePosition(file: "test.ics", line: 5))
    }

    @Test("Unfolds lines folded with a space or a tab, even inside a UTF-8 character (§3.1)")
    func unfolds() throws {
        // "ü" is C3 BC; the fold falls between its two bytes.
        var bytes = Array(ICSText.calendar(ICSText.event(["DTSTART:20250101T090000Z", "SUMMARY:Gr@@@"])).utf8)
        let marker = Array("@@@".utf8)
        let at = try #require((0...(bytes.count - 3)).first { Array(bytes[$0..<$0 + 3]) == marker })
        bytes.replaceSubrange(at..<at + 3, with: [0xC3, 0x0D, 0x0A, 0x20, 0xBC, 0x0D, 0x0A, 0x09, 0x73, 0x73, 0x65])
        let validation = ICSReader().validate(bytes, fileName: "test.ics")
        #expect(validation.calendar?.events.first?.summary == "Grüsse")
        #expect(validation.isValid)
        #expect(validation.diagnostics.map(\.message).contains { $0.contains("a fold splits a UTF-8 character") })
    }

    @Test("Accepts LF line ends, a byte order mark and lower-case names, with one warning per kind of repair")
    func repairsWhatExportersWrite() throws {
        let text =
            "\u{FEFF}"
            + ICSText.calendar(
                ICSText.event([
                    "dtstart;value=date:20250101", "summary:New year", "Rrule:freq=yearly;count=2",
                ])
            ).replacingOccurrences(of: "\r\n", with: "\n")
        let validation = ICSReader().validate(Array(text.utf8), fileName: "export.ics")
        #expect(validation.isValid)
        #expect(validation.calendar?.events.first?.summary == "New year")
        #expect(validation.calendar?.events.first?.recurrenceRule?.end == .count(2))
        let messages = validation.diagnostics.map(\.description)
        #expect(
            messages.contains { $0.hasPrefix("export.ics:1: warning: the file starts with a UTF-8 byte order mark") })
        let lines = text.filter { $0 == "\n" }.count
        #expect(
            messages.contains {
                $0.hasPrefix("export.ics:1:") && $0.contains("bare LF") && $0.contains("(\(lines) times")
            })
        #expect(messages.contains { $0.contains("not in upper case") })
        #expect(validation.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("Parameters: quoted values with ':' ';' ',', several values, RFC 6868 caret escapes")
    func parameters() throws {
        var log = ICSDiagnosticLog(fileName: "p.ics")
        let logical = ICSLogicalLine(
            text: #"X-TEST;TZID="A: B;C,D";MEMBER="mailto:a@x","mailto:b@x";X-CARET=say ^'hi^' ^^ ^nbye;EMPTY=:v:w"#,
            line: 7, pieces: [(0, 7, 1)])
        let property = try #require(ICSPropertyLineParser.parse(logical, log: &log))
        #expect(property.name == "X-TEST")
        #expect(property.parameter("TZID") == "A: B;C,D")
        #expect(property.parameters[1].values == ["mailto:a@x", "mailto:b@x"])
        #expect(property.parameter("X-CARET") == "say \"hi\" ^ \nbye")
        #expect(property.parameter("EMPTY") == "")
        #expect(property.value == "v:w")
        #expect(log.diagnostics.isEmpty)
    }

    @Test("A TZID in quotes names a VTIMEZONE with ':' in its name")
    func quotedTimeZoneName() throws {
        let calendar = try ICSText.read(
            ICSText.calendar(
                [
                    "BEGIN:VTIMEZONE", "TZID:Custom: Ten", "BEGIN:STANDARD", "DTSTART:20000101T000000",
                    "TZOFFSETFROM:+1000",
                    "TZOFFSETTO:+1000", "END:STANDARD", "END:VTIMEZONE",
                ] + ICSText.event([#"DTSTART;TZID="Custom: Ten":20250101T100000"#])))
        #expect(calendar.events.first?.start.tzid == "Custom: Ten")
        #expect(calendar.timeZones.zone(named: "Custom: Ten")?.offset(atUTC: 0) == 36_000)
    }

    @Test("NAME wins over X-WR-CALNAME; X-WR-TIMEZONE is kept for the caller")
    func calendarProperties() throws {
        let calendar = try ICSText.read(
            ICSText.calendar(
                ["X-WR-CALNAME:Old", "NAME:New", "X-WR-TIMEZONE:Europe/Berlin"]
                    + ICSText.event(["DTSTART:20250101T000000Z"])))
        #expect(calendar.name == "New")
        #expect(calendar.defaultTimeZoneName == "Europe/Berlin")
    }

    @Test("A DATE without VALUE=DATE and an ISO 8601 extended date-time are read, with warnings")
    func sloppyDates() throws {
        let text = ICSText.calendar(ICSText.event(["DTSTART:20250101", "DTEND:2025-01-03"]))
        let validation = ICSReader().validate(Array(text.utf8), fileName: "test.ics")
        #expect(validation.isValid)
        #expect(validation.calendar?.events.first?.start == .date(try day("2025-01-01")))
        #expect(validation.diagnostics.contains { $0.message.contains("without VALUE=DATE") })
        #expect(validation.diagnostics.contains { $0.message.contains("ISO 8601 extended form") })
    }

    @Test("A missing UID is derived from the content, the same every time; a missing DTSTAMP is a warning")
    func derivedUID() throws {
        let text = ICSText.calendar(["BEGIN:VEVENT", "DTSTART:20250101T000000Z", "SUMMARY:x", "END:VEVENT"])
        let first = try ICSText.read(text).events.first?.uid
        #expect(first == (try ICSText.read(text).events.first?.uid))
        #expect(first?.hasPrefix("almanac-") == true)
        let warnings = ICSText.warnings(text).map(\.message)
        #expect(warnings.contains { $0.contains("has no UID") })
        #expect(warnings.contains { $0.contains("has no DTSTAMP") })
    }

    @Test("Events are grouped by UID; of two overrides of one instance the higher SEQUENCE wins")
    func series() throws {
        let calendar = try ICSText.read(
            ICSText.calendar(
                ICSText.event(uid: "s", ["DTSTART:20250101T090000Z", "RRULE:FREQ=DAILY;COUNT=5"])
                    + ICSText.event(
                        uid: "s",
                        ["RECURRENCE-ID:20250103T090000Z", "DTSTART:20250103T100000Z", "SEQUENCE:2", "SUMMARY:new"])
                    + ICSText.event(
                        uid: "s",
                        ["RECURRENCE-ID:20250103T090000Z", "DTSTART:20250103T110000Z", "SEQUENCE:1", "SUMMARY:old"])
                    + ICSText.event(uid: "s", ["RECURRENCE-ID:20250102T090000Z", "DTSTART:20250102T100000Z"])
                    + ICSText.event(uid: "t", ["DTSTART:20250101T090000Z"])))
        #expect(calendar.series.map(\.uid) == ["s", "t"])
        let series = try #require(calendar.series.first)
        #expect(series.master?.recurrenceRule != nil)
        #expect(series.overrides.map { $0.recurrenceID?.description } == ["20250102T090000Z", "20250103T090000Z"])
        #expect(series.overrides.last?.summary == "new")
    }

    @Test("Components other than events are skipped with a warning; VALARMs inside events are ignored")
    func otherComponents() throws {
        let text = ICSText.calendar(
            ["BEGIN:VTODO", "UID:t", "SUMMARY:Todo", "END:VTODO"]
                + ICSText.event([
                    "DTSTART:20250101T090000Z", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT5M", "DESCRIPTION:x",
                    "END:VALARM",
                ]))
        let validation = ICSReader().validate(Array(text.utf8), fileName: "test.ics")
        #expect(validation.isValid)
        #expect(validation.calendar?.events.count == 1)
        #expect(validation.diagnostics.contains { $0.message.contains("1 VTODO component ignored") })
    }

    @Test("Several VCALENDARs in one file are read together, with a warning")
    func severalCalendars() throws {
        let text =
            ICSText.calendar(ICSText.event(uid: "a", ["DTSTART:20250101T090000Z"]))
            + ICSText.calendar(ICSText.event(uid: "b", ["DTSTART:20250102T090000Z"]))
        let validation = ICSReader().validate(Array(text.utf8), fileName: "test.ics")
        #expect(validation.calendar?.events.map(\.uid) == ["a", "b"])
        #expect(validation.diagnostics.contains { $0.message.contains("holds 2 calendars") })
    }

    @Test("TEXT: a backslash before another character keeps that character, with a warning")
    func invalidEscape() throws {
        let text = ICSText.calendar(ICSText.event(["DTSTART:20250101T090000Z", "SUMMARY:a\\:b"]))
        let validation = ICSReader().validate(Array(text.utf8), fileName: "test.ics")
        #expect(validation.calendar?.events.first?.summary == "a:b")
        #expect(validation.diagnostics.contains { $0.message.contains("backslash") })
    }

    @Test("Diagnostics read file:line:column: severity: property: message")
    func diagnosticFormat() {
        let diagnostic = ICSDiagnostic(
            .error, at: ICSSourcePosition(file: "a.ics", line: 12, column: 9), property: "DTEND",
            "ends before DTSTART")
        #expect(diagnostic.description == "a.ics:12:9: error: DTEND: ends before DTSTART")
        #expect(
            ICSDiagnostic(.warning, at: ICSSourcePosition(file: "a.ics", line: 3), "x").description
                == "a.ics:3: warning: x")
    }

    @Test(
        "Durations: nominal days and exact time kept apart (§3.3.6)",
        arguments: [
            ("P1D", 1, 0), ("PT24H", 0, 86_400), ("P2W", 14, 0), ("P15DT5H0M20S", 15, 18_020), ("PT1H30M", 0, 5400),
            ("-P1D", 1, 0), ("+PT5M", 0, 300),
        ])
    func durations(text: String, days: Int, seconds: Int) throws {
        let duration = try #require(EventDuration(rfc5545: text))
        #expect(duration.days == days && duration.seconds == seconds)
        #expect(duration.isNegative == text.hasPrefix("-"))
    }

    @Test(
        "Malformed durations are refused",
        arguments: ["P", "PT", "P1W2D", "PT1H30S", "P1DT", "1D", "P1Y", "PT-1H", "P1H"])
    func badDurations(text: String) {
        #expect(EventDuration(rfc5545: text) == nil)
    }
}
