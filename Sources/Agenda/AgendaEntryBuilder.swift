import CalendarCore
import ICalendar

/// Turns the fields of one JSON, YAML or CSV entry into an RFC 5545 event, checking each field and
/// reporting every problem with its place and what was expected.
///
/// The rules (README, "Agenda files"):
/// - `title` and `start` are required. A `start` without a time is an all-day entry; `all-day: true`
///   with a time is refused.
/// - A local time is in the entry's `time-zone`, else the file's, else the build's (`--time-zone`); a
///   time with `Z` or an offset is that instant, written in the entry's or file's zone when one is given.
/// - `end` (exclusive for times; for all-day entries the **last day**, inclusive) or `duration`
///   (RFC 5545 / ISO 8601, `PT1H30M`, `P2D`), not both; the end may not be before the start.
/// - `recurrence` is an RRULE (`FREQ=WEEKLY;BYDAY=MO`, an `RRULE:` prefix is allowed); `exceptions`
///   are the starts of the occurrences it skips, as dates or times (a date skips that day's occurrence).
/// - Without `uid`, a stable one is made from the title, start and rule.
struct AgendaEntryBuilder {
    /// The file name, for sources.
    let file: String
    /// The zone for local times when neither the entry nor the file names one; `nil` leaves them floating.
    let defaultTimeZone: String?
    /// The file-level `time-zone`, if any.
    var fileTimeZone: AgendaFields.Value?

    private static let registry = TimeZoneRegistry()

    /// The event, or `nil` when a field is unusable (the problems are in `diagnostics`).
    func build(_ fields: AgendaFields, diagnostics: inout AgendaDiagnostics) -> ICSEvent? {
        var usable = true
        func fail(_ value: AgendaFields.Value?, _ field: String, _ message: String) {
            usable = false
            // A field whose value had the wrong type was reported already.
            if value == nil, fields.rejected.contains(field) { return }
            diagnostics.error(
                line: value?.line ?? fields.line, column: value == nil ? fields.column : value?.column, field: field,
                message)
        }

        let title = fields.title?.text.trimmingSpaces() ?? ""
        if title.isEmpty { fail(fields.title, "title", "missing: every entry needs a title") }

        // The zone: the entry's, else the file's, else the build's.
        let zoneValue = fields.timeZone ?? fileTimeZone
        var zoneName: String? = zoneValue?.text.trimmingSpaces() ?? defaultTimeZone
        if let value = zoneValue, let name = zoneName, !TimeZoneRegistry.isSystemZone(name) {
            fail(value, "time-zone", "'\(name)' is not a time zone; expected an IANA name such as Europe/Berlin or UTC")
            zoneName = nil
        }
        let zone = zoneName.flatMap { Self.registry.zone(named: $0) }

        guard let startValue = fields.start, !startValue.text.trimmingSpaces().isEmpty else {
            fail(fields.start, "start", "missing: every entry needs a start (\(AgendaTimeParser.expected))")
            return nil
        }
        guard let parsedStart = AgendaTimeParser.parse(startValue.text) else {
            fail(startValue, "start", "'\(startValue.text)' is not a date or time; expected \(AgendaTimeParser.expected)")
            return nil
        }
        let start = Self.dateTime(parsedStart, zoneName: zoneName, zone: zone, explicitZone: fields.timeZone != nil)
        if let allDay = fields.allDay {
            if allDay.value, !start.isDate {
                fail(fields.start, "all-day", "is true but start '\(startValue.text)' has a time; give a date YYYY-MM-DD")
            } else if !allDay.value, start.isDate {
                fail(
                    fields.start, "all-day",
                    "is false but start '\(startValue.text)' is a date; give a time YYYY-MM-DDTHH:MM or drop all-day")
            }
        }
        if start.isDate, let value = fields.timeZone {
            diagnostics.warning(
                line: value.line, column: value.column, field: "time-zone",
                "ignored: an all-day entry belongs to no time zone (it is on its day everywhere)")
        }
        let startZone: ICSTimeZone = start.tzid.flatMap { Self.registry.zone(named: $0) } ?? .utc

        // End or duration.
        var end: EventEnd?
        if fields.end != nil, fields.duration != nil {
            fail(fields.duration, "duration", "give either end or duration, not both")
        } else if let endValue = fields.end, !endValue.text.trimmingSpaces().isEmpty {
            end = buildEnd(endValue, start: start, startZone: startZone, zoneName: zoneName, zone: zone, fail: fail)
        } else if let durationValue = fields.duration, !durationValue.text.trimmingSpaces().isEmpty {
            let text = durationValue.text.trimmingSpaces()
            if let duration = EventDuration(rfc5545: text), !duration.isNegative {
                if start.isDate, duration.seconds != 0 || duration.days == 0 {
                    fail(durationValue, "duration", "'\(text)' is not a whole number of days, which an all-day entry needs (P1D, P2W)")
                } else if !duration.isZero {
                    end = .duration(duration)
                }
            } else {
                fail(durationValue, "duration", "'\(text)' is not a positive duration; expected e.g. PT30M, PT1H30M, P1D, P1W")
            }
        }

        // Recurrence and exceptions.
        var rule: RecurrenceRule?
        if let value = fields.recurrence, !value.text.trimmingSpaces().isEmpty {
            var text = value.text.trimmingSpaces()
            if text.uppercased().hasPrefix("RRULE:") { text = String(text.dropFirst(6)) }
            do {
                let parsed = try RecurrenceRuleParser.parse(text)
                if start.isDate, parsed.frequency < .daily {
                    fail(value, "recurrence", "FREQ=\(parsed.frequency) cannot repeat an all-day entry; use DAILY or longer")
                } else if start.isDate, !parsed.byHour.isEmpty || !parsed.byMinute.isEmpty || !parsed.bySecond.isEmpty {
                    fail(value, "recurrence", "BYHOUR, BYMINUTE and BYSECOND need a start with a time")
                } else if case .until(.utc) = parsed.end, case .floating = start {
                    fail(value, "recurrence", "UNTIL in UTC needs a start in a time zone")
                } else {
                    rule = parsed.normalizingUntil(for: start, zone: startZone)
                }
            } catch {
                for problem in error.problems {
                    fail(value, "recurrence", "\(problem) (expected an RRULE such as FREQ=WEEKLY;BYDAY=MO,WE)")
                }
            }
        }
        var exceptions: [ICSDateTime] = []
        for value in fields.exceptions {
            guard let parsed = AgendaTimeParser.parse(value.text) else {
                fail(value, "exceptions", "'\(value.text)' is not a date or time; expected \(AgendaTimeParser.expected)")
                continue
            }
            exceptions.append(Self.exception(parsed, start: start, startZone: startZone))
        }
        if !fields.exceptions.isEmpty, fields.recurrence == nil, let first = fields.exceptions.first {
            diagnostics.warning(
                line: first.line, column: first.column, field: "exceptions", "ignored: the entry has no recurrence")
            exceptions = []
        }

        let uid: String
        if let value = fields.uid, !value.text.trimmingSpaces().isEmpty {
            uid = value.text.trimmingSpaces()
        } else {
            uid = Self.derivedUID(title: title, start: start, rule: rule)
        }
        guard usable else { return nil }
        func text(_ value: AgendaFields.Value?) -> String? {
            guard let text = value?.text.trimmingSpaces(), !text.isEmpty else { return nil }
            return text
        }
        return ICSEvent(
            uid: uid, start: start, end: end, summary: title, descriptionText: text(fields.description),
            location: text(fields.location), url: text(fields.url),
            categories: fields.categories.map { $0.text.trimmingSpaces() }.filter { !$0.isEmpty },
            recurrenceRule: rule, exceptionDates: exceptions,
            source: ICSSourcePosition(file: file, line: fields.line, column: fields.column))
    }

    /// The start as an RFC 5545 value: a DATE, a zoned or floating local time, or UTC.
    private static func dateTime(
        _ value: AgendaTimeParser.Value, zoneName: String?, zone: ICSTimeZone?, explicitZone: Bool
    ) -> ICSDateTime {
        switch value {
        case .date(let day): return .date(day)
        case .local(let local):
            guard let zoneName, let zone else { return .floating(local) }
            if case .utc = zone { return .utc(local) }
            return .zoned(local, tzid: zoneName)
        case .utc(let utc):
            // Written in the entry's own zone when it names one, so the event keeps its TZID.
            guard explicitZone, let zoneName, let zone else { return .utc(utc) }
            if case .utc = zone { return .utc(utc) }
            return .zoned(zone.local(at: utc.secondsSinceEpoch), tzid: zoneName)
        }
    }

    private func buildEnd(
        _ value: AgendaFields.Value, start: ICSDateTime, startZone: ICSTimeZone, zoneName: String?, zone: ICSTimeZone?,
        fail: (AgendaFields.Value?, String, String) -> Void
    ) -> EventEnd? {
        guard let parsed = AgendaTimeParser.parse(value.text) else {
            fail(value, "end", "'\(value.text)' is not a date or time; expected \(AgendaTimeParser.expected)")
            return nil
        }
        switch (start, parsed) {
        case (.date(let first), .date(let last)):
            guard last >= first else {
                fail(value, "end", "\(last) is before the start \(first); an entry cannot end before it starts")
                return nil
            }
            // The last day, inclusive: DTEND is the day after (RFC 5545 §3.6.1).
            return .dateTime(.date(last.adding(days: 1)))
        case (.date, _):
            fail(value, "end", "'\(value.text)' has a time but the start is a date; give the last day YYYY-MM-DD")
            return nil
        case (_, .date):
            fail(value, "end", "'\(value.text)' is a date but the start has a time; give YYYY-MM-DDTHH:MM")
            return nil
        default:
            break
        }
        let end: ICSDateTime
        switch (start, parsed) {
        case (.zoned(_, let tzid), .local(let local)): end = .zoned(local, tzid: tzid)
        case (.zoned(_, let tzid), .utc(let utc)): end = .zoned(startZone.local(at: utc.secondsSinceEpoch), tzid: tzid)
        case (.utc, .local(let local)):
            end = .utc(LocalDateTime(secondsSinceEpoch: (zone ?? .utc).instant(of: local)))
        case (.utc, .utc(let utc)): end = .utc(utc)
        case (.floating, .local(let local)): end = .floating(local)
        default:
            fail(value, "end", "'\(value.text)' is in UTC but the start is a floating local time; give a local time")
            return nil
        }
        let (startKey, endKey) = (Self.instant(start, startZone), Self.instant(end, startZone))
        if endKey < startKey {
            fail(value, "end", "'\(value.text)' is before the start; an entry cannot end before it starts")
            return nil
        }
        // An entry that ends when it starts is an instant: no DTEND (RFC 5545 §3.6.1).
        return endKey == startKey ? nil : .dateTime(end)
    }

    /// Seconds for comparing two values of one entry.
    private static func instant(_ value: ICSDateTime, _ zone: ICSTimeZone) -> Int {
        switch value {
        case .date(let day): day.dayNumber * 86_400
        case .floating(let local), .utc(let local): local.secondsSinceEpoch
        case .zoned(let local, _): zone.instant(of: local)
        }
    }

    /// An exception in the form of the start (RFC 5545 §3.8.5.1): a date skips that day's occurrence.
    private static func exception(_ value: AgendaTimeParser.Value, start: ICSDateTime, startZone: ICSTimeZone)
        -> ICSDateTime
    {
        let local: LocalDateTime
        switch value {
        case .date(let day):
            local =
                LocalDateTime(day: day, hour: start.local.hour, minute: start.local.minute, second: start.local.second)
                ?? LocalDateTime(midnightOf: day)
        case .local(let time): local = time
        case .utc(let utc):
            switch start {
            case .utc: return .utc(utc)
            case .zoned(_, let tzid): return .zoned(startZone.local(at: utc.secondsSinceEpoch), tzid: tzid)
            default: local = utc
            }
        }
        switch start {
        case .date: return .date(local.day)
        case .floating: return .floating(local)
        case .utc: return .utc(local)
        case .zoned(_, let tzid): return .zoned(local, tzid: tzid)
        }
    }

    /// `agenda-<16 hex digits>`: FNV-1a over the title, the start and the rule, so the same entry gets the
    /// same UID in every build (and a new one when its title, start or rule changes).
    static func derivedUID(title: String, start: ICSDateTime, rule: RecurrenceRule?) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in (title + "\u{1F}" + start.description + "\u{1F}" + (rule?.description ?? "")).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "agenda-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
