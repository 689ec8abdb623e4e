/// Turns a VEVENT component into an ``ICSEvent``, checking RFC 5545 §3.6.1 and §3.8 as it goes.
///
/// Errors (the event is not used): no DTSTART; a property that may appear once appearing twice (two
/// SUMMARYs or two RRULEs are ambiguous); DTEND together with DURATION; DTEND of another kind than
/// DTSTART, or before it; a negative DURATION; an invalid RRULE, or one that does not fit DTSTART (a
/// sub-daily FREQ on an all-day event, a UTC UNTIL on a floating start); RDATE or EXDATE values of a kind
/// that cannot be compared with DTSTART; `RANGE=THISANDFUTURE` (not supported).
///
/// Accepted with a warning: no UID (a stable one is derived from the content); no DTSTAMP; DTEND equal to
/// DTSTART; a DATE start with a DURATION in whole hours such as `PT24H`; BYHOUR, BYMINUTE or BYSECOND on
/// an all-day event (ignored, as §3.3.10 says); an UNTIL of the wrong kind (Google writes DATEs on timed
/// series); an EXDATE of another kind than DTSTART that still names a day or time unambiguously.
enum ICSEventReader {
    /// Properties a VEVENT may carry at most once (RFC 5545 §3.6.1), plus RRULE (§3.8.5.3: more than one
    /// gives an undefined recurrence set).
    static let singletons = [
        "UID", "DTSTAMP", "DTSTART", "DTEND", "DURATION", "SUMMARY", "DESCRIPTION", "LOCATION", "URL",
        "RECURRENCE-ID", "SEQUENCE", "STATUS", "TRANSP", "CLASS", "RRULE",
    ]

    static func read(_ component: ICSComponent, log: inout ICSDiagnosticLog) -> ICSEvent? {
        let errorsBefore = log.errorCount
        var invalidEscapes = 0
        defer {
            if invalidEscapes > 0 {
                for _ in 0..<invalidEscapes { log.repaired(.invalidEscape, line: component.line) }
            }
        }

        var firstLine: [String: Int] = [:]
        for property in component.properties where singletons.contains(property.name) {
            if let first = firstLine[property.name] {
                let detail =
                    property.name == "RRULE"
                    ? "more than one RRULE (the first on line \(first)): RFC 5545 §3.8.5.3 leaves the "
                        + "recurrence set undefined; combine them into one rule or split the event"
                    : "appears more than once in this VEVENT (the first on line \(first)); RFC 5545 §3.6.1 "
                        + "allows it once"
                log.error(line: property.line, property: property.name, detail)
            } else {
                firstLine[property.name] = property.line
            }
        }
        func single(_ name: String) -> ICSPropertyLine? { component.properties.first { $0.name == name } }
        func text(_ name: String) -> String? {
            guard let property = single(name) else { return nil }
            if ICSValueParser.hasUnescapedSeparator(property.value) {
                log.repaired(.unescapedSeparator, line: property.line)
            }
            return ICSValueParser.text(Substring(property.value), invalidEscapes: &invalidEscapes)
        }

        // DTSTART.
        guard let startProperty = single("DTSTART") else {
            log.error(
                line: component.line, property: "VEVENT",
                "has no DTSTART; RFC 5545 §3.6.1 requires one in a calendar without METHOD")
            checkWithoutStart(component, log: &log)
            return nil
        }
        guard let start = ICSTimeValueReader.read(startProperty, log: &log)?.first?.start else {
            checkWithoutStart(component, log: &log)
            return nil
        }

        // DTEND or DURATION.
        var end: EventEnd?
        let endProperty = single("DTEND")
        let durationProperty = single("DURATION")
        if let endProperty, let durationProperty {
            log.error(
                line: durationProperty.line, property: "DURATION",
                "DTEND (line \(endProperty.line)) and DURATION must not both be given (RFC 5545 §3.6.1)")
        } else if let endProperty {
            if let value = ICSTimeValueReader.read(endProperty, log: &log)?.first?.start {
                if value.kind != start.kind {
                    log.error(
                        line: endProperty.line, column: endProperty.valueColumn, property: "DTEND",
                        "is \(value.kind) but DTSTART (line \(startProperty.line)) is \(start.kind); "
                            + "RFC 5545 §3.8.2.2 requires the same value type")
                } else {
                    end = .dateTime(value)
                    checkOrder(
                        start: start, end: value, endLine: endProperty.line, startLine: startProperty.line,
                        log: &log)
                }
            }
        } else if let durationProperty {
            if var duration = EventDuration(rfc5545: durationProperty.value) {
                if duration.isNegative && !duration.isZero {
                    log.error(
                        line: durationProperty.line, column: durationProperty.valueColumn, property: "DURATION",
                        "'\(durationProperty.value)' is negative; an event cannot end before it starts")
                } else if start.isDate && duration.seconds % 86_400 != 0 {
                    log.error(
                        line: durationProperty.line, column: durationProperty.valueColumn, property: "DURATION",
                        "'\(durationProperty.value)' is not a whole number of days, but DTSTART is a DATE "
                            + "(RFC 5545 §3.8.2.5); write P1D")
                } else {
                    if start.isDate && duration.seconds != 0 {
                        log.warning(
                            line: durationProperty.line, property: "DURATION",
                            "'\(durationProperty.value)' on an all-day event; read as \(duration.seconds / 86_400) "
                                + "day(s) (write P\(duration.seconds / 86_400)D)")
                        duration = EventDuration(days: duration.days + duration.seconds / 86_400)
                    }
                    if duration.isZero {
                        log.warning(
                            line: durationProperty.line, property: "DURATION",
                            "is zero: the event ends when it starts")
                    }
                    end = .duration(duration)
                }
            } else {
                log.error(
                    line: durationProperty.line, column: durationProperty.valueColumn, property: "DURATION",
                    "'\(durationProperty.value)' is not a duration such as PT1H30M, P1D or P2W (RFC 5545 §3.3.6)")
            }
        }

        // RRULE.
        var rule: RecurrenceRule?
        if let ruleProperty = single("RRULE") {
            rule = readRule(ruleProperty, start: start, startLine: startProperty.line, log: &log)
        }

        // RDATE and EXDATE.
        var recurrenceDates: [RecurrenceDate] = []
        for property in component.all("RDATE") {
            guard let items = ICSTimeValueReader.read(property, allowList: true, allowPeriod: !start.isDate, log: &log)
            else { continue }
            for item in items {
                guard item.start.kind == start.kind else {
                    log.error(
                        line: property.line, column: property.valueColumn, property: "RDATE",
                        "'\(item.start)' is \(item.start.kind) but DTSTART is \(start.kind); "
                            + "RFC 5545 §3.8.5.2 requires the same value type")
                    continue
                }
                switch item {
                case .time(let value): recurrenceDates.append(.start(value))
                case .period(let value, let periodEnd):
                    if case .dateTime(let last) = periodEnd, last.kind != value.kind {
                        log.error(
                            line: property.line, column: property.valueColumn, property: "RDATE",
                            "the period '\(value)/\(last)' mixes a floating and a fixed time")
                        continue
                    }
                    recurrenceDates.append(.period(value, periodEnd))
                }
            }
        }
        var exceptionDates: [ICSDateTime] = []
        for property in component.all("EXDATE") {
            guard let items = ICSTimeValueReader.read(property, allowList: true, log: &log) else { continue }
            for item in items {
                let value = item.start
                switch (start.kind, value.kind) {
                case (let a, let b) where a == b:
                    exceptionDates.append(value)
                case (.instant, .date), (.floating, .date):
                    log.warning(
                        line: property.line, property: "EXDATE",
                        "'\(value)' is a DATE but DTSTART is \(start.kind); it excludes every instance on that day")
                    exceptionDates.append(value)
                case (.date, _):
                    log.warning(
                        line: property.line, property: "EXDATE",
                        "'\(value)' has a time but DTSTART is a DATE; it excludes the instance on \(value.local.day)")
                    exceptionDates.append(.date(value.local.day))
                case (.instant, .floating):
                    if let tzid = start.tzid {
                        log.warning(
                            line: property.line, property: "EXDATE",
                            "'\(value)' is a floating time but DTSTART has TZID=\(tzid); read in that zone")
                        exceptionDates.append(.zoned(value.local, tzid: tzid))
                    } else {
                        log.warning(
                            line: property.line, property: "EXDATE",
                            "'\(value)' is a floating time but DTSTART is in UTC; read as UTC")
                        exceptionDates.append(.utc(value.local))
                    }
                default:
                    log.error(
                        line: property.line, column: property.valueColumn, property: "EXDATE",
                        "'\(value)' is \(value.kind) but DTSTART is \(start.kind); the two cannot be compared")
                }
            }
        }

        // RECURRENCE-ID.
        var recurrenceID: ICSDateTime?
        if let property = single("RECURRENCE-ID") {
            if let range = property.parameter("RANGE"), range.uppercased() == "THISANDFUTURE" {
                log.error(
                    line: property.line, property: "RECURRENCE-ID",
                    "RANGE=THISANDFUTURE (changing this and all later instances) is not supported; "
                        + "split the series into two events instead")
            } else if let value = ICSTimeValueReader.read(property, log: &log)?.first?.start {
                recurrenceID = value
            }
        }

        // Text and the rest.
        var categories: [String] = []
        for property in component.all("CATEGORIES") {
            for item in ICSValueParser.textList(property.value) {
                let value = ICSValueParser.text(item, invalidEscapes: &invalidEscapes).trimmingASCIISpaces()
                if !value.isEmpty { categories.append(value) }
            }
        }
        var sequence = 0
        if let property = single("SEQUENCE") {
            if let value = ICSValueParser.integer(Substring(property.value)), value >= 0 {
                sequence = value
            } else {
                log.error(
                    line: property.line, column: property.valueColumn, property: "SEQUENCE",
                    "'\(property.value)' is not a whole number of 0 or more")
            }
        }
        if let stamp = single("DTSTAMP") {
            var quirks = ICSValueParser.Quirks()
            if case .dateTime(_, utc: true)? = ICSValueParser.moment(Substring(stamp.value), quirks: &quirks) {
            } else {
                log.warning(
                    line: stamp.line, property: "DTSTAMP",
                    "'\(stamp.value)' is not a UTC date-time such as 20250101T000000Z (RFC 5545 §3.8.7.2)")
            }
        } else {
            log.warning(line: component.line, property: "VEVENT", "has no DTSTAMP (RFC 5545 §3.6.1 requires one)")
        }

        let uid: String
        if let value = text("UID"), !value.isEmpty {
            uid = value
        } else {
            uid = derivedUID(component)
            log.warning(
                line: component.line, property: "VEVENT",
                "has no UID (RFC 5545 §3.6.1 requires one); using '\(uid)', derived from its content")
        }

        let errorsAfter = log.errorCount
        guard errorsAfter == errorsBefore else { return nil }
        var event = ICSEvent(
            uid: uid, start: start, end: end, summary: text("SUMMARY"), descriptionText: text("DESCRIPTION"),
            location: text("LOCATION"), url: single("URL")?.value, categories: categories, recurrenceRule: rule,
            recurrenceDates: recurrenceDates, exceptionDates: exceptionDates, recurrenceID: recurrenceID,
            sequence: sequence, status: single("STATUS")?.value.uppercased(),
            transparency: single("TRANSP")?.value.uppercased(),
            source: log.position(component.line))
        for property in component.properties where event.propertyLines[property.name] == nil {
            event.propertyLines[property.name] = property.line
        }
        return event
    }

    /// Checks what can be checked without a usable DTSTART (the values' syntax, the RRULE on its own), so
    /// that one bad DTSTART does not hide the other problems of the event.
    private static func checkWithoutStart(_ component: ICSComponent, log: inout ICSDiagnosticLog) {
        for property in component.properties {
            switch property.name {
            case "DTEND", "RECURRENCE-ID":
                _ = ICSTimeValueReader.read(property, log: &log)
            case "RDATE":
                _ = ICSTimeValueReader.read(property, allowList: true, allowPeriod: true, log: &log)
            case "EXDATE":
                _ = ICSTimeValueReader.read(property, allowList: true, log: &log)
            case "DURATION" where EventDuration(rfc5545: property.value) == nil:
                log.error(
                    line: property.line, column: property.valueColumn, property: "DURATION",
                    "'\(property.value)' is not a duration such as PT1H30M, P1D or P2W (RFC 5545 §3.3.6)")
            case "RRULE":
                do {
                    _ = try RecurrenceRuleParser.parse(property.value)
                } catch {
                    for problem in error.problems {
                        log.error(line: property.line, column: property.valueColumn, property: "RRULE", problem)
                    }
                }
            default:
                break
            }
        }
    }

    /// Checks DTEND against DTSTART when both are DATEs or both floating (zoned ones are checked once the
    /// zones are known, by ``ICSReader``).
    private static func checkOrder(
        start: ICSDateTime, end: ICSDateTime, endLine: Int, startLine: Int, log: inout ICSDiagnosticLog
    ) {
        switch (start, end) {
        case (.date(let first), .date(let last)):
            if last < first {
                log.error(
                    line: endLine, property: "DTEND",
                    "\(last) is before DTSTART \(first) (line \(startLine)); an event cannot end before it starts")
            } else if last == first {
                log.warning(
                    line: endLine, property: "DTEND",
                    "equals DTSTART (line \(startLine)); for an all-day event DTEND is exclusive (RFC 5545 §3.6.1), "
                        + "so it should be the next day; read as a one-day event")
            }
        case (.floating(let first), .floating(let last)):
            if last < first {
                log.error(
                    line: endLine, property: "DTEND",
                    "\(last) is before DTSTART \(first) (line \(startLine)); an event cannot end before it starts")
            } else if last == first {
                log.warning(line: endLine, property: "DTEND", "equals DTSTART: the event ends when it starts")
            }
        default:
            break
        }
    }

    /// Parses the RRULE and checks it against DTSTART (RFC 5545 §3.3.10).
    private static func readRule(
        _ property: ICSPropertyLine, start: ICSDateTime, startLine: Int, log: inout ICSDiagnosticLog
    ) -> RecurrenceRule? {
        var rule: RecurrenceRule
        do {
            rule = try RecurrenceRuleParser.parse(property.value)
        } catch {
            for problem in error.problems {
                log.error(line: property.line, column: property.valueColumn, property: "RRULE", problem)
            }
            return nil
        }
        if start.isDate {
            if rule.frequency < .daily {
                log.error(
                    line: property.line, column: property.valueColumn, property: "RRULE",
                    "FREQ=\(rule.frequency) cannot repeat an all-day event (DTSTART is a DATE)")
                return nil
            }
            if !rule.byHour.isEmpty || !rule.byMinute.isEmpty || !rule.bySecond.isEmpty {
                log.warning(
                    line: property.line, property: "RRULE",
                    "BYHOUR, BYMINUTE and BYSECOND are ignored on an all-day event (RFC 5545 §3.3.10)")
                rule.byHour = []
                rule.byMinute = []
                rule.bySecond = []
            }
        }
        if case .until(let until) = rule.end {
            switch (start.kind, until) {
            case (.date, .date), (.floating, .floating), (.instant, .utc):
                break
            case (.date, _):
                log.warning(
                    line: property.line, property: "RRULE",
                    "UNTIL=\(until) has a time but DTSTART is a DATE (RFC 5545 §3.3.10); its day is used")
            case (.instant, .date), (.floating, .date):
                log.warning(
                    line: property.line, property: "RRULE",
                    "UNTIL=\(until) is a DATE but DTSTART has a time (RFC 5545 §3.3.10 wants the same type); "
                        + "read as the end of that day")
            case (.instant, _):
                log.warning(
                    line: property.line, property: "RRULE",
                    "UNTIL=\(until) is not in UTC but DTSTART is fixed to a zone (RFC 5545 §3.3.10 wants UTC); "
                        + "read in DTSTART's zone")
            case (.floating, _):
                log.error(
                    line: property.line, column: property.valueColumn, property: "RRULE",
                    "UNTIL=\(until) is in UTC but DTSTART (line \(startLine)) is a floating time: which instant "
                        + "ends the series depends on the viewer's zone; write UNTIL without Z")
                return nil
            }
        }
        return rule
    }

    /// A stable UID for an event without one: a hash of its properties (DTSTAMP left out).
    static func derivedUID(_ component: ICSComponent) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a, 64 bits
        for property in component.properties where property.name != "DTSTAMP" {
            let parameters = property.parameters.map { $0.name + "=" + $0.values.joined(separator: ",") }
            for byte in (property.name + ";" + parameters.joined(separator: ";") + ":" + property.value + "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return "almanac-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
