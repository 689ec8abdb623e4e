import CalendarCore
import Testing

@testable import ICalendar

/// Builds iCalendar text for the reader and recurrence tests.
enum ICSText {
    /// `lines` inside a VCALENDAR, joined with CRLF.
    static func calendar(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac//Tests//EN"] + lines + ["END:VCALENDAR"])
            .joined(separator: "\r\n") + "\r\n"
    }

    /// One VEVENT with a UID and DTSTAMP, `lines` inside.
    static func event(uid: String = "test@almanac.invalid", _ lines: [String]) -> [String] {
        ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20250101T000000Z"] + lines + ["END:VEVENT"]
    }

    /// Reads `text` with the reader, failing the test on errors.
    static func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ICSCalendar {
        do {
            return try ICSReader().read(Array(text.utf8), fileName: "test.ics")
        } catch {
            Issue.record(
                "read failed: \(error.diagnostics.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The diagnostics of `text` (errors and warnings).
    static func diagnostics(_ text: String) -> [ICSDiagnostic] {
        ICSReader().validate(Array(text.utf8), fileName: "test.ics").diagnostics
    }

    /// The errors of `text`.
    static func errors(_ text: String) -> [ICSDiagnostic] {
        diagnostics(text).filter { $0.severity == .error }
    }

    /// The warnings of `text`.
    static func warnings(_ text: String) -> [ICSDiagnostic] {
        diagnostics(text).filter { $0.severity == .warning }
    }
}

/// Expands events for the recurrence tests.
enum Expand {
    /// The occurrences of every event of `text` in `from...through` (days in UTC, floating times in UTC).
    static func occurrences(
        _ text: String, from: String = "1990-01-01", through: String = "2030-12-31",
        configuration: RecurrenceExpander.Configuration = .init(), floating: ICSTimeZone = .utc
    ) throws -> [Occurrence] {
        let calendar = try ICSText.read(text)
        let window = OccurrenceWindow(
            from: try #require(CalendarDay(iso: from)), through: try #require(CalendarDay(iso: through)), in: floating)
        return try RecurrenceExpander(timeZones: calendar.timeZones, configuration: configuration)
            .occurrences(of: calendar, in: window)
    }

    /// The local start times (`YYYY-MM-DDTHH:MM`, or `YYYY-MM-DD` for DATEs) of one event with `DTSTART`
    /// and `rule`, plus any `extra` lines, at most `limit` of them.
    static func starts(
        _ dtstart: String, _ rule: String?, extra: [String] = [], limit: Int = 10_000, from: String = "1990-01-01",
        through: String = "2030-12-31"
    ) throws -> [String] {
        var lines = [dtstart]
        if let rule { lines.append("RRULE:" + rule) }
        let calendar = try ICSText.read(ICSText.calendar(ICSText.event(lines + extra)))
        let window = OccurrenceWindow(
            from: try #require(CalendarDay(iso: from)), through: try #require(CalendarDay(iso: through)))
        var iterator = try RecurrenceExpander(timeZones: calendar.timeZones)
            .occurrences(of: try #require(calendar.series.first), in: window)
        var starts: [String] = []
        while starts.count < limit, let occurrence = try iterator.next() { starts.append(localText(occurrence.start)) }
        return starts
    }

    /// `YYYY-MM-DDTHH:MM[:SS]` (seconds only when not zero) or `YYYY-MM-DD`.
    static func localText(_ value: ICSDateTime) -> String {
        if case .date(let day) = value { return day.description }
        let text = value.local.description
        return text.hasSuffix(":00") ? String(text.dropLast(3)) : text
    }

    /// The UTC instant as `YYYY-MM-DDTHH:MM:SSZ`.
    static func utcText(_ instant: Int) -> String {
        LocalDateTime(secondsSinceEpoch: instant).description + "Z"
    }
}

/// `YYYY-MM-DDTHH:MM` for each day of `days` in a month: `at("09:00", 1997, 9, [2, 3])`.
func at(_ time: String, _ year: Int, _ month: Int, _ days: [Int]) -> [String] {
    days.map { day in
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        let dayText = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(monthText)-\(dayText)T\(time)"
    }
}

/// Every day of `range` in a month at `time`.
func at(_ time: String, _ year: Int, _ month: Int, _ range: ClosedRange<Int>) -> [String] {
    at(time, year, month, Array(range))
}
