import AlmanacTestSupport
import CalendarCore
import Testing

@testable import ICalendar

/// Bad input: every problem is an error or warning naming file, line (and column or property) and what
/// was expected; all problems of a file are reported at once; nothing crashes.
@Suite("ICS reader: bad input")
struct ICSReaderBadInputTests {
    /// The errors of a calendar made of `lines`, as `line: PROPERTY: message` strings.
    func errors(_ lines: [String]) -> [ICSDiagnostic] {
        ICSText.errors(ICSText.calendar(lines))
    }

    func expectError(
        _ lines: [String], line: Int, property: String?, _ phrase: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = errors(lines)
        #expect(
            found.contains { $0.position.line == line && $0.property == property && $0.message.contains(phrase) },
            "expected line \(line) \(property ?? "-"): \(phrase); got \(found.map(\.description))",
            sourceLocation: sourceLocation)
        #expect(throws: ICSReadError.self, sourceLocation: sourceLocation) {
            _ = try ICSReader().read(Array(ICSText.calendar(lines).utf8), fileName: "test.ics")
        }
    }

    @Test("Invalid UTF-8 is an error naming line and column")
    func invalidUTF8() throws {
        var bytes = Array(ICSText.calendar(ICSText.event(["DTSTART:20250101T090000Z", "SUMMARY:Caf~"])).utf8)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "~")))
        bytes[at] = 0xE9  // Latin-1 "é"
        let validation = ICSReader().validate(bytes, fileName: "latin1.ics")
        #expect(!validation.isValid)
        #expect(
            validation.diagnostics.map(\.description).contains {
                $0.hasPrefix("latin1.ics:8:12: error: not valid UTF-8 (byte 0xE9)")
            }, "\(validation.diagnostics.map(\.description))")
    }

    @Test("A truncated file (no END) is an error for each component left open")
    func truncated() {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20250101T090000Z\r\n"
        let found = ICSText.errors(text).map(\.description)
        #expect(
            found.contains(
                "test.ics:4: error: BEGIN: BEGIN:VEVENT has no END:VEVENT; the file is truncated or malformed"))
        #expect(
            found.contains(
                "test.ics:1: error: BEGIN: BEGIN:VCALENDAR has no END:VCALENDAR; the file is truncated or malformed"))
    }

    @Test("An END that does not match its BEGIN")
    func mismatchedEnd() {
        expectError(
            ["BEGIN:VEVENT", "UID:a", "DTSTART:20250101T090000Z", "END:VTODO"], line: 7, property: "END",
            "expected END:VEVENT (for BEGIN:VEVENT on line 4), found END:VTODO")
    }

    @Test("An event that ends before it starts: DATE, floating, and zoned in two zones")
    func endBeforeStart() {
        expectError(
            ICSText.event(["DTSTART;VALUE=DATE:20250105", "DTEND;VALUE=DATE:20250103"]), line: 8, property: "DTEND",
            "is before DTSTART 2025-01-05 (line 7)")
        expectError(
            ICSText.event(["DTSTART:20250105T100000", "DTEND:20250105T090000"]), line: 8, property: "DTEND",
            "is before DTSTART")
        // 09:00 in Berlin is 08:00 UTC, 03:30 in New York is 08:30 UTC: the end is before the start.
        expectError(
            ICSText.event(
                uid: "flight",
                [
                    "DTSTART;TZID=America/New_York:20250105T033000", "DTEND;TZID=Europe/Berlin:20250105T090000",
                ]), line: 8, property: "DTEND",
            "event 'flight' ends (TZID=Europe/Berlin:20250105T090000) before it starts")
    }

    @Test("DTEND of another kind than DTSTART, DTEND with DURATION, a negative or partial-day DURATION")
    func endProblems() {
        expectError(
            ICSText.event(["DTSTART;VALUE=DATE:20250105", "DTEND:20250106T000000"]), line: 8, property: "DTEND",
            "is a floating DATE-TIME (no Z, no TZID) but DTSTART (line 7) is a DATE")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "DTEND:20250105T110000Z", "DURATION:PT1H"]), line: 9,
            property: "DURATION", "DTEND (line 8) and DURATION must not both be given")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "DURATION:-PT1H"]), line: 8, property: "DURATION", "is negative")
        expectError(
            ICSText.event(["DTSTART;VALUE=DATE:20250105", "DURATION:PT36H"]), line: 8, property: "DURATION",
            "is not a whole number of days")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "DURATION:1H"]), line: 8, property: "DURATION",
            "is not a duration such as PT1H30M")
    }

    @Test("Invalid RRULEs: every problem of the rule is listed")
    func invalidRule() {
        let found = errors(ICSText.event(["DTSTART:20250105T100000Z", "RRULE:FREQ=FORTNIGHTLY;BYMONTH=13;BYDAY=XX"]))
        #expect(found.filter { $0.position.line == 8 && $0.property == "RRULE" }.count == 3)
        #expect(
            found.map(\.description).contains {
                $0.hasPrefix("test.ics:8:7: error: RRULE: BYMONTH: '13' is not allowed (expected 1 to 12)")
            })
    }

    @Test("COUNT together with UNTIL is an error")
    func countWithUntil() {
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "RRULE:FREQ=DAILY;COUNT=3;UNTIL=20250110T000000Z"]), line: 8,
            property: "RRULE", "COUNT and UNTIL must not both be given")
    }

    @Test("Rules that do not fit DTSTART: sub-daily on a DATE, UTC UNTIL on a floating start, two RRULEs")
    func rulesThatDoNotFit() {
        expectError(
            ICSText.event(["DTSTART;VALUE=DATE:20250105", "RRULE:FREQ=HOURLY"]), line: 8, property: "RRULE",
            "cannot repeat an all-day event")
        expectError(
            ICSText.event(["DTSTART:20250105T100000", "RRULE:FREQ=DAILY;UNTIL=20250110T000000Z"]), line: 8,
            property: "RRULE", "is in UTC but DTSTART (line 7) is a floating time")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "RRULE:FREQ=DAILY", "RRULE:FREQ=WEEKLY"]), line: 9,
            property: "RRULE", "more than one RRULE (the first on line 8)")
    }

    @Test("A TZID that is neither IANA nor defined by a VTIMEZONE")
    func unknownTimeZone() {
        expectError(
            ICSText.event(["DTSTART;TZID=Mars/Olympus Mons:20250105T100000"]), line: 7, property: "TZID",
            "'Mars/Olympus Mons' is neither an IANA time zone (such as Europe/Berlin) nor defined by a VTIMEZONE")
    }

    @Test("Missing DTSTART, a property twice, a property outside any component")
    func structure() {
        expectError(ICSText.event(["SUMMARY:x"]), line: 4, property: "VEVENT", "has no DTSTART")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "SUMMARY:a", "SUMMARY:b"]), line: 9, property: "SUMMARY",
            "appears more than once in this VEVENT (the first on line 8)")
        let text = "SUMMARY:stray\r\n" + ICSText.calendar(ICSText.event(["DTSTART:20250105T100000Z"]))
        #expect(
            ICSText.errors(text).map(\.description).contains {
                $0.hasPrefix("test.ics:1: error: SUMMARY: a property outside any component")
            })
    }

    @Test("Malformed content lines: no colon, a bad parameter, an unclosed quote, a bad date")
    func malformedLines() {
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "SUMMARY"]), line: 8, property: "SUMMARY",
            "expected ':' and a value after the property name")
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "SUMMARY;LANGUAGE:x"]), line: 8, property: "SUMMARY",
            "expected '=' after the parameter name LANGUAGE")
        expectError(
            ICSText.event([#"DTSTART;TZID="Europe/Berlin:20250105T100000"#]), line: 7, property: "DTSTART",
            "has no closing")
        expectError(
            ICSText.event(["DTSTART:20250230T100000"]), line: 7, property: "DTSTART",
            "'20250230T100000' is not a valid date or date-time")
        expectError(
            ICSText.event(["DTSTART;VALUE=DATE:20250105T100000"]), line: 7, property: "DTSTART",
            "VALUE=DATE, but '20250105T100000' has a time")
    }

    @Test("Not an iCalendar file, an empty file, vCalendar 1.0")
    func notICalendar() {
        #expect(ICSText.errors("{\"events\": []}").map(\.message).contains { $0.contains("expected a property name") })
        #expect(ICSText.errors("").map(\.message) == ["the file is empty; expected BEGIN:VCALENDAR"])
        let version1 = "BEGIN:VCALENDAR\r\nVERSION:1.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n"
        #expect(ICSText.errors(version1).map(\.message).contains { $0.contains("(1.0 is the older vCalendar format)") })
    }

    @Test("VTIMEZONE problems: no observance, an observance without TZOFFSETTO, a bad offset")
    func badTimeZones() {
        expectError(
            ["BEGIN:VTIMEZONE", "TZID:Empty", "END:VTIMEZONE"], line: 4, property: "VTIMEZONE",
            "'Empty' has no STANDARD or DAYLIGHT observance")
        expectError(
            [
                "BEGIN:VTIMEZONE", "TZID:X", "BEGIN:STANDARD", "DTSTART:20000101T000000", "TZOFFSETFROM:+0100",
                "END:STANDARD", "END:VTIMEZONE",
            ], line: 6, property: "STANDARD", "of VTIMEZONE 'X' has no TZOFFSETTO")
        expectError(
            [
                "BEGIN:VTIMEZONE", "TZID:X", "BEGIN:STANDARD", "DTSTART:20000101T000000", "TZOFFSETFROM:+1",
                "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            ], line: 8, property: "TZOFFSETFROM",
            "'+1' is not a UTC offset such as +0100")
    }

    @Test("Overrides: RANGE=THISANDFUTURE, a RECURRENCE-ID of the wrong kind, two masters for one UID")
    func badOverrides() {
        expectError(
            ICSText.event(uid: "s", ["DTSTART:20250105T100000Z", "RRULE:FREQ=DAILY"])
                + ICSText.event(
                    uid: "s", ["RECURRENCE-ID;RANGE=THISANDFUTURE:20250107T100000Z", "DTSTART:20250107T110000Z"]),
            line: 13, property: "RECURRENCE-ID", "RANGE=THISANDFUTURE")
        expectError(
            ICSText.event(uid: "s", ["DTSTART:20250105T100000Z", "RRULE:FREQ=DAILY"])
                + ICSText.event(uid: "s", ["RECURRENCE-ID;VALUE=DATE:20250107", "DTSTART:20250107T110000Z"]),
            line: 13, property: "RECURRENCE-ID", "is a DATE but the DTSTART of event 's' (line 4)")
        expectError(
            ICSText.event(uid: "s", ["DTSTART:20250105T100000Z"])
                + ICSText.event(uid: "s", ["DTSTART:20250106T100000Z"]),
            line: 9, property: "UID", "'s' is used by two events (the first on line 4)")
    }

    @Test("RDATE of another kind than DTSTART is an error")
    func badRecurrenceDate() {
        expectError(
            ICSText.event(["DTSTART:20250105T100000Z", "RDATE;VALUE=DATE:20250107"]), line: 8, property: "RDATE",
            "is a DATE but DTSTART is a UTC or TZID DATE-TIME")
    }

    @Test("All problems of a file are reported at once, in line order; read() throws them all")
    func collectsEverything() throws {
        let text = ICSText.calendar(
            ICSText.event(uid: "a", ["DTSTART:20250230T100000Z"])
                + ICSText.event(
                    uid: "b", ["DTSTART:20250105T100000Z", "RRULE:FREQ=DAILY;COUNT=2;UNTIL=20250107T000000Z"])
                + ICSText.event(uid: "c", ["DTSTART;TZID=Nowhere/Land:20250105T100000"])
                + ICSText.event(uid: "d", ["DTSTART:20250105T100000Z", "DTEND:20250105T090000Z"])
                + ICSText.event(uid: "e", ["SUMMARY:no start"]))
        let found = ICSText.errors(text)
        #expect(found.map(\.position.line) == [7, 13, 18, 24, 26])
        do {
            _ = try ICSReader().read(Array(text.utf8), fileName: "test.ics")
            Issue.record("read() accepted a file with errors")
        } catch {
            #expect(error.errors.count == 5)
            #expect(error.description.hasPrefix("test.ics:7:9: error: DTSTART: '20250230T100000Z' is not a valid date"))
            #expect(error.description.hasSuffix("(and 4 more errors)"))
        }
    }

    @Test("Nothing crashes: 2,000 seeded mutations of a valid calendar are read or refused cleanly")
    func fuzz() {
        let base = Array(
            ICSText.calendar(
                [
                    "BEGIN:VTIMEZONE", "TZID:Custom", "BEGIN:STANDARD", "DTSTART:20000101T020000",
                    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
                    "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "BEGIN:DAYLIGHT",
                    "DTSTART:20000101T020000",
                    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
                    "END:VTIMEZONE",
                ]
                    + ICSText.event(
                        uid: "a",
                        [
                            "DTSTART;TZID=Custom:20250105T100000", "DURATION:PT1H",
                            "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=5",
                            "EXDATE;TZID=Custom:20250131T100000", #"SUMMARY;LANGUAGE="de":Grüße\, Welt"#,
                        ])
                    + ICSText.event(
                        uid: "a", ["RECURRENCE-ID;TZID=Custom:20250228T100000", "DTSTART;TZID=Custom:20250301T100000"])
            ).utf8)
        var random = SeededGenerator(seed: 6868)
        let alphabet = Array("BEGIN:END;=\",\\^ZT0123456789-+PDWHMS\r\n \u{00}\u{FF}VEVENTRRULEFREQ".utf8)
        var valid = 0
        for _ in 0..<2000 {
            var bytes = base
            for _ in 0..<random.int(1...4) {
                let at = random.int(0...(bytes.count - 1))
                switch random.int(0...3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(random.pick(alphabet), at: at)
                case 2: bytes[at] = random.pick(alphabet)
                default: bytes.removeSubrange(at...)
                }
                if bytes.isEmpty { break }
            }
            let validation = ICSReader().validate(bytes, fileName: "fuzz.ics")
            if validation.isValid, let calendar = validation.calendar {
                valid += 1
                var configuration = RecurrenceExpander.Configuration()
                configuration.maximumOccurrences = 5_000
                configuration.maximumSearchSteps = 100_000
                _ = try? RecurrenceExpander(timeZones: calendar.timeZones, configuration: configuration)
                    .occurrences(
                        of: calendar,
                        in: OccurrenceWindow(
                            from: CalendarDay(dayNumber: 19_000), through: CalendarDay(dayNumber: 21_000)))
            }
            for diagnostic in validation.diagnostics { #expect(diagnostic.position.line >= 1) }
        }
        #expect(valid > 100)
    }
}
