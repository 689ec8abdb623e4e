public import CalendarCore

/// Writes a ``HolidayCalendar`` as an RFC 5545 iCalendar stream of all-day events, one VEVENT per holiday.
///
/// The output follows RFC 5545 §3.4–§3.6 and the generator rules in ICS-COMPAT §1 A–C:
///
/// - The calendar: `BEGIN:VCALENDAR`, `VERSION:2.0`, `PRODID`, `CALSCALE:GREGORIAN`, no `METHOD`
///   (a plain snapshot, §3.7.2), `NAME` and `X-WR-CALNAME` (the title), `DESCRIPTION` and `X-WR-CALDESC`
///   (the summary; RFC 7986 §5.1, §5.2), `REFRESH-INTERVAL;VALUE=DURATION:` and `X-PUBLISHED-TTL`
///   (RFC 7986 §5.7), then the events and `END:VCALENDAR`. An empty title or summary leaves its two lines out.
/// - Each event, properties always in this order: `UID`, `DTSTAMP`, `DTSTART;VALUE=DATE`,
///   `DTEND;VALUE=DATE` (the next day: DTEND is exclusive, §3.6.1), `SUMMARY`, `DESCRIPTION`,
///   `CATEGORIES:Holidays,<categories>`, `TRANSP:TRANSPARENT`, `CLASS:PUBLIC`, then
///   `X-ALMANAC-SUBSTITUTE-FOR;VALUE=DATE:` (the actual day) for a substitute day and
///   `X-ALMANAC-ESTIMATED:TRUE` for an estimated date.
/// - `SUMMARY` is the name in the calendar's language. It carries `LANGUAGE=<tag>` (§3.2.10) when that
///   name really is a translation: the tag is the one the name was found under (`de` for a `de-AT`
///   calendar that only has `de` names); an English fallback gets no tag.
/// - UIDs are stable and unique within the file (see ``UIDAllocator``).
///
/// The writer is deterministic: the same calendar and options give byte-identical output, since events
/// follow the calendar's canonical order and `DTSTAMP` comes from ``ICSWriterOptions/stamp``.
///
/// ```swift
/// let writer = ICSWriter(options: ICSWriterOptions(stamp: stamp))
/// try writer.write(calendar, to: &stream)  // any TextOutputStream, e.g. a buffered file handle
/// let text = try writer.render(calendar)   // or the whole file as one string
/// ```
public struct ICSWriter: Sendable {
    /// The settings used for every calendar this writer writes.
    public let options: ICSWriterOptions

    /// Creates a writer; the options are checked when writing starts.
    public init(options: ICSWriterOptions) {
        self.options = options
    }

    /// Streams `calendar` to `output` as RFC 5545 content lines, each folded and ended with CRLF (§3.1).
    ///
    /// Nothing is written until every check has passed; then the header, each VEVENT and the footer
    /// are written as they are produced, so memory use does not grow with the size of the file.
    /// - Throws: ``ICalendarError/noEvents(calendarID:)`` when the calendar has no holidays (RFC 5545
    ///   §3.6 requires a component); ``ICalendarError/dayOutOfRange(_:calendarID:)`` for a holiday on
    ///   9999-12-31; the errors of ``ICSWriterOptions/validate()``.
    public func write(_ calendar: HolidayCalendar, to output: inout some TextOutputStream) throws {
        try write(calendar, agenda: ICSAgenda(), to: &output)
    }

    /// Streams `calendar` with the user's `agenda` after its holidays: the VTIMEZONEs the agenda needs
    /// come first (ICS-COMPAT B7), then the holidays, then each agenda series as it is (RRULE masters with
    /// RDATE, EXDATE and RECURRENCE-ID overrides, never expanded; ICS-COMPAT C7–C11, D1–D3).
    /// - Throws: the errors of ``write(_:to:)``, and ``ICalendarError/undefinedTimeZone(_:)``; with an
    ///   agenda, a calendar without holidays is written.
    public func write(_ calendar: HolidayCalendar, agenda: ICSAgenda, to output: inout some TextOutputStream) throws {
        try options.validate()
        guard !calendar.holidays.isEmpty || !agenda.isEmpty else { throw ICalendarError.noEvents(calendarID: calendar.id) }
        let timeZones = try Self.timeZoneComponents(for: agenda, range: calendar.range)
        if let late = calendar.holidays.first(where: { $0.day.adding(days: 1).year > 9999 }) {
            throw ICalendarError.dayOutOfRange(late.day, calendarID: calendar.id)
        }

        // Lines are rendered as bytes into one buffer, handed on in chunks of about 64 KiB.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 4096)
        func emit(_ line: ContentLine) {
            line.render(into: &buffer)
            if buffer.count >= Self.chunkSize {
                output.write(String(decoding: buffer, as: UTF8.self))
                buffer.removeAll(keepingCapacity: true)
            }
        }

        emit(ContentLine("BEGIN", .raw("VCALENDAR")))
        emit(ContentLine("VERSION", .raw("2.0")))
        emit(ContentLine("PRODID", .text(options.productID)))
        emit(ContentLine("CALSCALE", .raw("GREGORIAN")))
        if !calendar.title.isEmpty {
            emit(ContentLine("NAME", .text(calendar.title)))
            emit(ContentLine("X-WR-CALNAME", .text(calendar.title)))
        }
        if !calendar.summary.isEmpty {
            emit(ContentLine("DESCRIPTION", .text(calendar.summary)))
            emit(ContentLine("X-WR-CALDESC", .text(calendar.summary)))
        }
        if let refreshInterval = options.refreshInterval {
            emit(ContentLine("REFRESH-INTERVAL", ["VALUE": "DURATION"], .raw(refreshInterval)))
            emit(ContentLine("X-PUBLISHED-TTL", .raw(refreshInterval)))
        }

        for zone in timeZones {
            for line in zone.contentLines() { emit(line) }
        }

        var uids = UIDAllocator(domain: options.uidDomain)
        let stamp = options.stamp.formatted
        for holiday in calendar.holidays {
            emit(ContentLine("BEGIN", .raw("VEVENT")))
            emit(ContentLine("UID", .text(uids.uid(for: holiday))))
            emit(ContentLine("DTSTAMP", .raw(stamp)))
            emit(ContentLine("DTSTART", ["VALUE": "DATE"], .raw(holiday.day.basicFormat)))
            emit(ContentLine("DTEND", ["VALUE": "DATE"], .raw(holiday.day.adding(days: 1).basicFormat)))
            let summary = calendar.displayName(of: holiday)
            if let language = Self.summaryLanguage(of: holiday, in: calendar.language) {
                emit(ContentLine("SUMMARY", ["LANGUAGE": language], .text(summary)))
            } else {
                emit(ContentLine("SUMMARY", .text(summary)))
            }
            emit(ContentLine("DESCRIPTION", .text(holiday.eventDescription(summary: summary))))
            emit(ContentLine("CATEGORIES", .textList(["Holidays"] + holiday.categories.map(\.rawValue))))
            emit(ContentLine("TRANSP", .raw("TRANSPARENT")))
            emit(ContentLine("CLASS", .raw("PUBLIC")))
            if let substitute = holiday.substitute {
                emit(ContentLine("X-ALMANAC-SUBSTITUTE-FOR", ["VALUE": "DATE"], .raw(substitute.actualDay.basicFormat)))
            }
            if holiday.isEstimated {
                emit(ContentLine("X-ALMANAC-ESTIMATED", .raw("TRUE")))
            }
            emit(ContentLine("END", .raw("VEVENT")))
        }
        try agenda.forEachSeries { series, source in
            Self.agendaLines(of: series, source: source, agenda: agenda, stamp: stamp, emit: emit)
        }
        emit(ContentLine("END", .raw("VCALENDAR")))
        output.write(String(decoding: buffer, as: UTF8.self))
    }

    /// How many bytes the writer collects before handing them to the output stream.
    static let chunkSize = 1 << 16

    /// Renders `calendar` into one string; the same bytes ``write(_:to:)`` streams (RFC 5545 §3.4).
    /// - Throws: the errors of ``write(_:to:)``.
    public func render(_ calendar: HolidayCalendar, agenda: ICSAgenda = ICSAgenda()) throws -> String {
        var text = ""
        try write(calendar, agenda: agenda, to: &text)
        return text
    }

    /// The language tag of the summary's name (RFC 5545 §3.2.10), or `nil` when it is English.
    ///
    /// The tag of the name ``LocalizedNames/name(in:)`` chose (`pt-BR` for `pt`); an English name, or an
    /// English variant's, gets no tag.
    static func summaryLanguage(of holiday: Holiday, in language: String?) -> String? {
        guard let tag = holiday.names.tag(for: language), tag.lowercased() != "en", !tag.lowercased().hasPrefix("en-")
        else { return nil }
        return tag
    }
}
