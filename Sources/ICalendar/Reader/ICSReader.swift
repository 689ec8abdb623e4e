public import Foundation

/// Reads RFC 5545 calendar files: events (timed, all-day, recurring, with overrides) and the time zones
/// they use.
///
/// The reader collects **every** problem of a file before it gives up, each naming the line (and column
/// or property) and what was expected, so one run shows all that needs fixing. Errors make ``read(_:fileName:)``
/// throw an ``ICSReadError``; warnings (repairs of what real exporters write: LF line ends, a byte order
/// mark, lower-case names, a DATE without `VALUE=DATE`, a TZID without VTIMEZONE, a missing UID) end up
/// in ``ICSCalendar/warnings``. ``validate(_:fileName:)`` returns everything without throwing.
///
/// What it does, in order: split into content lines and unfold (``ICSLineReader``); parse names,
/// parameters (quoted values, RFC 6868 caret escapes) and values (``ICSPropertyLineParser``); match
/// BEGIN/END (``ICSComponentBuilder``); read VCALENDAR properties, VEVENTs (``ICSEventReader``) and
/// VTIMEZONEs (``VTimeZoneReader``); resolve every TZID (``TimeZoneRegistry``); check what needs zones
/// (DTEND after DTSTART); group events by UID into ``EventSeries``; warn about a DTSTART that is not an
/// instance of its RRULE.
///
/// ``scan(path:chunkSize:)`` makes the same checks on a file read in chunks and keeps only what reading it
/// again needs (``ICSStreamedCalendar``): the way agenda files are read, whatever their size.
///
/// ```swift
/// let calendar = try ICSReader().read(Array(data), fileName: "team.ics")
/// for warning in calendar.warnings { print(warning) }
/// ```
public struct ICSReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// The result of ``validate(_:fileName:)``.
    public struct Validation: Sendable {
        /// The calendar, as far as it could be read; `nil` when nothing usable was found.
        public var calendar: ICSCalendar?
        /// Every error and warning, in file order.
        public var diagnostics: [ICSDiagnostic]
        /// Whether the file has no errors.
        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Reads a calendar from the bytes of a file.
    /// - Throws: ``ICSReadError`` with every error and warning when the file has at least one error.
    public func read(_ bytes: [UInt8], fileName: String) throws(ICSReadError) -> ICSCalendar {
        let validation = validate(bytes, fileName: fileName)
        guard validation.isValid, let calendar = validation.calendar else {
            throw ICSReadError(fileName: fileName, diagnostics: validation.diagnostics)
        }
        return calendar
    }

    /// Reads the calendar file at `url`.
    /// - Throws: ``ICSReadError`` for a file that cannot be opened or has errors.
    public func read(contentsOf url: URL) throws(ICSReadError) -> ICSCalendar {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ICSReadError(
                fileName: name,
                diagnostics: [
                    ICSDiagnostic(
                        .error, at: ICSSourcePosition(file: url.path),
                        "cannot read the file: \(error.localizedDescription)")
                ])
        }
        return try read(Array(data), fileName: url.path)
    }

    /// Checks a calendar and returns every problem found, without throwing.
    public func validate(_ bytes: [UInt8], fileName: String) -> Validation {
        var log = ICSDiagnosticLog(fileName: fileName)
        let calendar = parse(bytes, log: &log)
        return Validation(calendar: calendar, diagnostics: log.finished())
    }

    // MARK: - Steps

    private func parse(_ bytes: [UInt8], log: inout ICSDiagnosticLog) -> ICSCalendar? {
        guard !bytes.isEmpty else {
            log.error(line: 1, "the file is empty; expected BEGIN:VCALENDAR")
            return nil
        }
        var events: [ICSEvent] = []
        let session = ICSReadSession(fileName: log.fileName) { event, _, _ in events.append(event) }
        session.feed(bytes[...])
        let found = session.finish()
        log = session.log
        guard found else { return nil }
        let timeZones = Self.resolveTimeZones(references: session.references, declared: session.declared, log: &log)
        Self.checkEndsAfterStarts(events, timeZones: timeZones, log: &log)
        let series = Self.group(events, timeZones: timeZones, log: &log)
        for event in events { Self.checkRuleMatchesStart(event, log: &log) }
        return ICSCalendar(
            fileName: log.fileName, name: session.name, productID: session.productID,
            defaultTimeZoneName: session.defaultZone, events: events, series: series,
            declaredTimeZones: session.declared, timeZones: timeZones, warnings: [])
    }

    /// Resolves every TZID used by an event (see ``TimeZoneRegistry`` for the policy).
    static func resolveTimeZones(references: [String: Int], declared: [VTimeZone], log: inout ICSDiagnosticLog)
        -> TimeZoneRegistry
    {
        var definitions: [String: VTimeZone] = [:]
        for zone in declared {
            if let earlier = definitions[zone.tzid] {
                if earlier.observances != zone.observances {
                    log.error(
                        line: zone.line, property: "VTIMEZONE",
                        "TZID '\(zone.tzid)' is defined twice, differently (the first on line \(earlier.line))")
                }
                continue
            }
            definitions[zone.tzid] = zone
        }
        var zones: [String: ICSTimeZone] = [:]
        for (tzid, line) in references.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            if let system = TimeZoneRegistry.systemZone(named: tzid) {
                zones[tzid] = system
                if definitions[tzid] == nil {
                    log.warning(
                        line: line, property: "TZID",
                        "'\(tzid)' has no VTIMEZONE in the file (RFC 5545 §3.2.19 requires one); "
                            + "using the system time-zone database")
                }
            } else if let definition = definitions[tzid] {
                do {
                    zones[tzid] = .rules(try VTimeZoneRules(definition))
                } catch {
                    log.error(line: definition.line, property: "VTIMEZONE", "'\(tzid)': \(error)")
                }
            } else if let zone = TimeZoneRegistry.foundationZone(named: tzid) {
                log.warning(
                    line: line, property: "TZID",
                    "'\(tzid)' is not an IANA time zone and has no VTIMEZONE in the file; read as \(zone.identifier)")
                zones[tzid] = zone
            } else {
                log.error(
                    line: line, property: "TZID",
                    "'\(tzid)' is neither an IANA time zone (such as Europe/Berlin) nor defined by a VTIMEZONE "
                        + "in this file")
            }
        }
        return TimeZoneRegistry(zones: zones)
    }

    /// DTEND must not be before DTSTART (RFC 5545 §3.8.2.2); for zoned values that needs the zones.
    static func checkEndsAfterStarts(_ events: [ICSEvent], timeZones: TimeZoneRegistry, log: inout ICSDiagnosticLog) {
        for event in events { checkEndAfterStart(event, timeZones: timeZones, log: &log) }
    }

    /// DTEND must not be before DTSTART, for one event.
    static func checkEndAfterStart(_ event: ICSEvent, timeZones: TimeZoneRegistry, log: inout ICSDiagnosticLog) {
        let window = OccurrenceWindow(start: 0, end: 0)
        guard case .dateTime(let end) = event.end, end.kind == .instant, event.start.kind == .instant else {
            return
        }
        guard
            let start = try? OccurrenceIterator.key(
                of: event.start, window: window, timeZones: timeZones, uid: event.uid, line: event.source.line),
            let finish = try? OccurrenceIterator.key(
                of: end, window: window, timeZones: timeZones, uid: event.uid, line: event.source.line)
        else { return }
        if finish < start {
            log.error(
                line: event.line(of: "DTEND"), property: "DTEND",
                "event '\(event.uid)' ends (\(end)) before it starts (\(event.start))")
        } else if finish == start {
            log.warning(
                line: event.line(of: "DTEND"), property: "DTEND",
                "event '\(event.uid)' ends when it starts (\(event.start))")
        }
    }

    /// Groups events by UID: one master and its overrides (RFC 5545 §3.8.4.4).
    static func group(_ events: [ICSEvent], timeZones: TimeZoneRegistry, log: inout ICSDiagnosticLog) -> [EventSeries]
    {
        var order: [String] = []
        var byUID: [String: (masters: [ICSEvent], overrides: [ICSEvent])] = [:]
        for event in events {
            if byUID[event.uid] == nil { order.append(event.uid) }
            if event.recurrenceID == nil {
                byUID[event.uid, default: ([], [])].masters.append(event)
            } else {
                byUID[event.uid, default: ([], [])].overrides.append(event)
            }
        }
        let window = OccurrenceWindow(start: 0, end: 0)
        var series: [EventSeries] = []
        for uid in order {
            guard let entry = byUID[uid] else { continue }
            if entry.masters.count > 1 {
                log.error(
                    line: entry.masters[1].source.line, property: "UID",
                    "'\(uid)' is used by two events (the first on line \(entry.masters[0].source.line)); "
                        + "a UID names one event and its overrides only")
            }
            let master = entry.masters.first
            var overrides: [(identity: Int, event: ICSEvent)] = []
            for override in entry.overrides {
                guard let recurrenceID = override.recurrenceID else { continue }
                if let master, recurrenceID.kind != master.start.kind {
                    log.error(
                        line: override.line(of: "RECURRENCE-ID"), property: "RECURRENCE-ID",
                        "is \(recurrenceID.kind) but the DTSTART of event '\(uid)' (line \(master.source.line)) is "
                            + "\(master.start.kind); RFC 5545 §3.8.4.4 requires the same type")
                    continue
                }
                guard
                    let identity = try? OccurrenceIterator.identity(
                        of: recurrenceID, window: window, timeZones: timeZones, uid: uid, line: override.source.line)
                else { continue }
                if let index = overrides.firstIndex(where: { $0.identity == identity }) {
                    let other = overrides[index].event
                    if other.sequence == override.sequence {
                        log.error(
                            line: override.line(of: "RECURRENCE-ID"), property: "RECURRENCE-ID",
                            "event '\(uid)' overrides the instance \(recurrenceID) twice (also on line "
                                + "\(other.source.line)) with the same SEQUENCE")
                    } else if override.sequence > other.sequence {
                        overrides[index] = (identity, override)
                    }
                    continue
                }
                overrides.append((identity, override))
            }
            series.append(
                EventSeries(
                    uid: uid, master: master, overrides: overrides.sorted { $0.identity < $1.identity }.map(\.event)))
        }
        return series
    }

    /// Warns when DTSTART is not an instance of its RRULE: RFC 5545 §3.8.5.3 leaves that undefined, and
    /// other applications disagree about it (Almanac counts DTSTART as the first instance).
    static func checkRuleMatchesStart(_ event: ICSEvent, log: inout ICSDiagnosticLog) {
        guard let rule = event.recurrenceRule,
            !RecurrenceIterator.isInstance(event.start.local, of: rule, isDate: event.start.isDate)
        else { return }
        // Name the rule's first instance, if one is found within ten years.
        var iterator = RecurrenceIterator(
            rule: rule, start: event.start.local, isDate: event.start.isDate,
            startsWithDTSTART: false)
        iterator.stepLimit = 200_000
        iterator.stopAfter = event.start.local.adding(seconds: 3650 * 86_400)
        let first = iterator.next().map { "the rule's first is \(event.start.with(local: $0))" }
        log.warning(
            line: event.line(of: "RRULE"), property: "RRULE",
            "DTSTART \(event.start) of event '\(event.uid)' is not an instance of its rule ("
                + (first ?? "the rule has none in the ten years after it")
                + "); RFC 5545 leaves this undefined: Almanac counts DTSTART as the first occurrence, "
                + "other applications may not")
    }
}
