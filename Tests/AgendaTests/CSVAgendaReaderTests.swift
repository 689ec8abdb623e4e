import Agenda
import ICalendar
import Testing

@Suite("CSV agendas")
struct CSVAgendaReaderTests {
    @Test("quoted fields hold commas, quotes and line breaks; rows after them keep their line numbers")
    func quotedFields() throws {
        let rows = [
            "Title,Start,End,Location,Description,Categories,Time Zone",
            #"Stand-up,2026-01-05T09:30,2026-01-05T09:45,"Room 1, 2nd floor","Say ""hi""",team,Europe/Berlin"#,
            #"Review,2026-01-30T15:00,2026-01-30T16:30,Room 2,"Line one"# + "\r\n"
                + #"line two, with a comma","team,review",America/New_York"#,
            "",
            "Offsite,2026-06-15,2026-06-17,Lake,,,",
        ]
        let text = rows.joined(separator: "\r\n") + "\r\n"
        let validation = validate(text, .csv)
        #expect(errors(validation) == [])
        let events = try #require(validation.file?.events)
        #expect(events.count == 3)
        #expect(events[0].location == "Room 1, 2nd floor")
        #expect(events[0].descriptionText == "Say \"hi\"")
        #expect(events[1].descriptionText == "Line one\r\nline two, with a comma")
        #expect(events[1].categories == ["team", "review"])
        #expect(events[1].start.tzid == "America/New_York")
        #expect(events.map(\.source.line) == [2, 3, 6])
        #expect(events[2].start.isDate)
    }

    @Test("a row with too many fields is an error naming its line; the other rows are still checked")
    func tooManyFields() {
        let text = "title,start\nA,2026-01-01\nB,2026-01-02,extra\nC,2026-13-01\n"
        let found = errors(validate(text, .csv))
        #expect(found == [
            "test.csv:3:3: error: the row has 3 fields but the header has 2 columns; quote a field that holds a comma",
            "test.csv:4:2: error: start: '2026-13-01' is not a date or time; expected a date YYYY-MM-DD, a local time "
                + "YYYY-MM-DDTHH:MM[:SS], or a time with Z or an offset such as +02:00",
        ])
    }

    @Test("the header must name known columns, title and start among them")
    func header() {
        let found = errors(validate("name,begin\nA,2026-01-01\n", .csv))
        #expect(found.count == 4)
        #expect(found[0].hasPrefix("test.csv:1:1: error: name: unknown column; expected one of title, start"))
        #expect(found.contains("test.csv:1: error: title: the header has no 'title' column, which is required"))
    }

    @Test("an unterminated quote (a truncated file) is refused at the line it opens")
    func truncated() {
        let found = errors(validate("title,start\nA,2026-01-01\n\"B,2026-01-02\nC,2026-01-03\n", .csv))
        #expect(found == ["test.csv:3: error: a quoted field starts here and is never closed; expected a closing \""])
    }

    @Test("bad values: unknown zone, end before start, invalid and contradictory rules")
    func badValues() {
        let text = """
            title,start,end,time-zone,recurrence
            A,2026-01-01T10:00,,Europe/Atlantis,
            B,2026-01-01T10:00,2026-01-01T09:00,,
            C,2026-01-01T10:00,,,FREQ=SOMETIMES
            D,2026-01-01T10:00,,,FREQ=DAILY;COUNT=2;UNTIL=20260105T000000Z
            """
        let found = errors(validate(text, .csv))
        #expect(found.count == 4)
        #expect(found[0].hasPrefix("test.csv:2:4: error: time-zone: 'Europe/Atlantis' is not a time zone"))
        #expect(found[1].hasPrefix("test.csv:3:3: error: end: '2026-01-01T09:00' is before the start"))
        #expect(found[2].hasPrefix("test.csv:4:5: error: recurrence: FREQ"))
        #expect(found[3].hasPrefix("test.csv:5:5: error: recurrence:"))
    }
}
