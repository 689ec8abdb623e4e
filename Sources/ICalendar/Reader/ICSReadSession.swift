/// One pass over a calendar file, chunk by chunk: content lines (``ICSLineReader``), properties
/// (``ICSPropertyLineParser``), components (``ICSComponentBuilder``), then each VEVENT read and handed to
/// `onEvent` as soon as its `END:VEVENT` is read. VTIMEZONEs, the calendar's own properties and the TZIDs
/// the events use are kept (they are small); events are not, so the caller decides what to keep.
///
/// The checks that need the whole file (time zones, UIDs, ends before starts) are the caller's:
/// ``ICSReader`` for a calendar held in memory, ``ICSStreamedCalendar`` for one read again when needed.
final class ICSReadSession {
    /// The diagnostics so far.
    var log: ICSDiagnosticLog
    /// `NAME`, else `X-WR-CALNAME`, of the first calendar that has one.
    private(set) var name: String?
    /// `PRODID` of the first calendar that has one.
    private(set) var productID: String?
    /// `X-WR-TIMEZONE` of the first calendar that has one.
    private(set) var defaultZone: String?
    /// The VTIMEZONE components, in file order.
    private(set) var declared: [VTimeZone] = []
    /// Every TZID an event uses, with the first line that uses it.
    private(set) var references: [String: Int] = [:]
    /// The line of the first `BEGIN:VCALENDAR`, once one has ended.
    private(set) var firstCalendarLine: Int?

    private var lineReader = ICSLineReader()
    private var builder = ICSComponentBuilder()
    private var calendars = 0
    private var roots = 0
    private var secondCalendarLine: Int?
    private var ignored: [String: (count: Int, line: Int)] = [:]
    private var invalidEscapes = 0
    /// TZID strings seen so far, so that every event in one zone shares one copy of its name.
    private var tzidNames: Set<String> = []
    private let onEvent: (ICSEvent, [VTimeZone], inout ICSDiagnosticLog) -> Void

    /// A pass over the file `fileName` handing every event read to `onEvent`, with the VTIMEZONEs read so far.
    init(fileName: String, onEvent: @escaping (ICSEvent, [VTimeZone], inout ICSDiagnosticLog) -> Void) {
        log = ICSDiagnosticLog(fileName: fileName)
        self.onEvent = onEvent
    }

    /// Reads the next bytes of the file.
    func feed(_ chunk: ArraySlice<UInt8>) {
        lineReader.feed(chunk, log: &log) { line, log in self.read(line, log: &log) }
    }

    /// Ends the file; returns whether a calendar was found (else the file is not usable at all).
    func finish() -> Bool {
        lineReader.finish(log: &log) { line, log in self.read(line, log: &log) }
        builder.finish(log: &log) { component, place, log in self.read(component, place, log: &log) }
        if let line = firstCalendarLine {
            for _ in 0..<invalidEscapes { log.repaired(.invalidEscape, line: line) }
        }
        // Other calendar components (to-dos, journal entries, free/busy) are valid iCalendar but not events.
        let otherComponents: Set = ["VTODO", "VJOURNAL", "VFREEBUSY"]
        for (component, tally) in ignored.sorted(by: { $0.value.line < $1.value.line })
        where otherComponents.contains(component) {
            log.warning(
                line: tally.line, property: component,
                "\(tally.count) \(component) component\(tally.count == 1 ? "" : "s") ignored; only events are read")
        }
        if let line = secondCalendarLine {
            log.warning(
                line: line, property: "VCALENDAR", "the file holds \(calendars) calendars; their events are read together")
        }
        if roots == 0 { log.error(line: 1, "no BEGIN:VCALENDAR found; this is not an iCalendar file") }
        return calendars > 0
    }

    private func read(_ line: ICSLogicalLine, log: inout ICSDiagnosticLog) {
        guard let property = ICSPropertyLineParser.parse(line, log: &log) else { return }
        builder.add(property, log: &log) { component, place, log in self.read(component, place, log: &log) }
    }

    private func read(_ component: ICSComponent, _ place: ICSComponentBuilder.Place, log: inout ICSDiagnosticLog) {
        switch place {
        case .root:
            roots += 1
            guard component.name == "VCALENDAR" else {
                log.error(
                    line: component.line, property: "BEGIN",
                    "expected BEGIN:VCALENDAR, found BEGIN:\(component.name) outside any calendar")
                return
            }
            calendars += 1
            if calendars == 1 { firstCalendarLine = component.line }
            if calendars == 2 { secondCalendarLine = component.line }
            readCalendarProperties(component, log: &log)
        case .inCalendar:
            switch component.name {
            case "VEVENT":
                for property in component.properties {
                    if let tzid = property.parameter("TZID"), references[tzid] == nil {
                        references[tzid] = property.line
                    }
                }
                if var event = ICSEventReader.read(component, log: &log) {
                    shareTimeZoneNames(&event)
                    onEvent(event, declared, &log)
                }
            case "VTIMEZONE":
                if let zone = VTimeZoneReader.read(component, log: &log) { declared.append(zone) }
            default:
                let tally = ignored[component.name] ?? (0, component.line)
                ignored[component.name] = (tally.count + 1, tally.line)
            }
        }
    }

    private func readCalendarProperties(_ calendar: ICSComponent, log: inout ICSDiagnosticLog) {
        let versions = calendar.all("VERSION")
        if let version = versions.first {
            if version.value.trimmingASCIISpaces() != "2.0" {
                log.error(
                    line: version.line, column: version.valueColumn, property: "VERSION",
                    "'\(version.value)' is not 2.0; only iCalendar 2.0 (RFC 5545) is read"
                        + (version.value.hasPrefix("1.") ? " (1.0 is the older vCalendar format)" : ""))
            }
        } else {
            log.warning(line: calendar.line, property: "VCALENDAR", "has no VERSION:2.0 (RFC 5545 §3.7.4)")
        }
        if let prodid = calendar.all("PRODID").first {
            productID = productID ?? prodid.value
        } else {
            log.warning(line: calendar.line, property: "VCALENDAR", "has no PRODID (RFC 5545 §3.7.3)")
        }
        if let value = (calendar.all("NAME").first ?? calendar.all("X-WR-CALNAME").first)?.value {
            name = name ?? ICSValueParser.text(Substring(value), invalidEscapes: &invalidEscapes)
        }
        if let value = calendar.all("X-WR-TIMEZONE").first?.value { defaultZone = defaultZone ?? value }
    }

    /// Makes the event's TZIDs the copies already seen (a long name is stored once, not once per event).
    private func shareTimeZoneNames(_ event: inout ICSEvent) {
        func shared(_ value: ICSDateTime) -> ICSDateTime {
            guard case .zoned(let local, let tzid) = value else { return value }
            if let known = tzidNames.firstIndex(of: tzid) { return .zoned(local, tzid: tzidNames[known]) }
            tzidNames.insert(tzid)
            return value
        }
        event.start = shared(event.start)
        if case .dateTime(let end) = event.end { event.end = .dateTime(shared(end)) }
        event.exceptionDates = event.exceptionDates.map(shared)
        if let recurrenceID = event.recurrenceID { event.recurrenceID = shared(recurrenceID) }
    }
}
