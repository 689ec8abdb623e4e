/// Turns a VTIMEZONE component into a ``VTimeZone`` (RFC 5545 §3.6.5).
///
/// Errors: no TZID; no STANDARD or DAYLIGHT sub-component; an observance without DTSTART, TZOFFSETFROM or
/// TZOFFSETTO, or with malformed ones; an invalid RRULE. A DTSTART in UTC (some exporters write one) is
/// read as local time with a warning, since RFC 5545 §3.6.5 says observance onsets are local.
enum VTimeZoneReader {
    static func read(_ component: ICSComponent, log: inout ICSDiagnosticLog) -> VTimeZone? {
        let errorsBefore = log.errorCount
        let identifiers = component.all("TZID")
        guard let tzidProperty = identifiers.first, !tzidProperty.value.isEmpty else {
            log.error(line: component.line, property: "VTIMEZONE", "has no TZID (RFC 5545 §3.6.5 requires one)")
            return nil
        }
        if identifiers.count > 1 {
            log.error(
                line: identifiers[1].line, property: "TZID",
                "a VTIMEZONE has exactly one TZID (the first on line \(tzidProperty.line))")
        }
        let tzid = tzidProperty.value
        var observances: [VTimeZone.Observance] = []
        for child in component.children where child.name == "STANDARD" || child.name == "DAYLIGHT" {
            if let observance = readObservance(child, tzid: tzid, log: &log) { observances.append(observance) }
        }
        if component.children.allSatisfy({ $0.name != "STANDARD" && $0.name != "DAYLIGHT" }) {
            log.error(
                line: component.line, property: "VTIMEZONE",
                "'\(tzid)' has no STANDARD or DAYLIGHT observance (RFC 5545 §3.6.5 requires at least one)")
        }
        guard log.errorCount == errorsBefore else { return nil }
        return VTimeZone(tzid: tzid, observances: observances, line: component.line)
    }

    private static func readObservance(_ component: ICSComponent, tzid: String, log: inout ICSDiagnosticLog)
        -> VTimeZone.Observance?
    {
        func required(_ name: String) -> ICSPropertyLine? {
            let properties = component.all(name)
            guard let first = properties.first else {
                log.error(
                    line: component.line, property: component.name,
                    "of VTIMEZONE '\(tzid)' has no \(name) (RFC 5545 §3.6.5 requires one)")
                return nil
            }
            if properties.count > 1 {
                log.error(
                    line: properties[1].line, property: name,
                    "appears more than once in \(component.name) (the first on line \(first.line))")
            }
            return first
        }
        let startProperty = required("DTSTART")
        let fromProperty = required("TZOFFSETFROM")
        let toProperty = required("TZOFFSETTO")
        guard let startProperty, let fromProperty, let toProperty else { return nil }

        var start: LocalDateTime?
        if let value = ICSTimeValueReader.read(startProperty, log: &log)?.first?.start {
            switch value {
            case .floating(let local): start = local
            case .utc(let local):
                log.warning(
                    line: startProperty.line, property: "DTSTART",
                    "an observance onset must be a local time (RFC 5545 §3.6.5), not UTC; the Z is ignored")
                start = local
            case .zoned(let local, _):
                log.warning(
                    line: startProperty.line, property: "DTSTART",
                    "an observance onset takes no TZID (RFC 5545 §3.6.5); ignored")
                start = local
            case .date(let day):
                log.error(
                    line: startProperty.line, column: startProperty.valueColumn, property: "DTSTART",
                    "an observance onset needs a time, such as \(day.basicFormat)T030000")
            }
        }
        func offset(_ property: ICSPropertyLine) -> Int? {
            guard let value = ICSValueParser.utcOffset(Substring(property.value)) else {
                log.error(
                    line: property.line, column: property.valueColumn, property: property.name,
                    "'\(property.value)' is not a UTC offset such as +0100 or -0530 (RFC 5545 §3.3.14)")
                return nil
            }
            return value
        }
        let offsetFrom = offset(fromProperty)
        let offsetTo = offset(toProperty)

        var rule: RecurrenceRule?
        let rules = component.all("RRULE")
        if rules.count > 1 {
            log.error(
                line: rules[1].line, property: "RRULE",
                "more than one RRULE in one observance; split it into one STANDARD or DAYLIGHT per rule")
        }
        if let ruleProperty = rules.first {
            do {
                rule = try RecurrenceRuleParser.parse(ruleProperty.value)
            } catch {
                for problem in error.problems {
                    log.error(line: ruleProperty.line, column: ruleProperty.valueColumn, property: "RRULE", problem)
                }
            }
        }
        var dates: [LocalDateTime] = []
        for property in component.all("RDATE") {
            guard let items = ICSTimeValueReader.read(property, allowList: true, allowPeriod: true, log: &log) else {
                continue
            }
            for item in items {
                switch item.start {
                case .date(let day):
                    dates.append(LocalDateTime(midnightOf: day))
                default:
                    dates.append(item.start.local)
                }
            }
        }
        guard let start, let offsetFrom, let offsetTo else { return nil }
        return VTimeZone.Observance(
            isDaylight: component.name == "DAYLIGHT", start: start, offsetFrom: offsetFrom, offsetTo: offsetTo,
            rule: rule, dates: dates, name: component.all("TZNAME").first?.value)
    }
}
