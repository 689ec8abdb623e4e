/// Reads the DATE, DATE-TIME and PERIOD values of a property with its `VALUE` and `TZID` parameters
/// (RFC 5545 §3.2.19, §3.2.20, §3.3.4, §3.3.5, §3.3.9), reporting problems against the property.
///
/// Accepted with a tallied warning: a DATE written without `VALUE=DATE`; ISO 8601 extended forms; a TZID
/// on a UTC value (the TZID is ignored); second 60. Errors: anything else malformed, `VALUE=DATE` with a
/// time, a PERIOD where none is allowed, a list where one value is expected.
enum ICSTimeValueReader {
    /// One value: a start, or a period with its end.
    enum Item {
        case time(ICSDateTime)
        case period(ICSDateTime, EventEnd)

        var start: ICSDateTime {
            switch self {
            case .time(let value), .period(let value, _): value
            }
        }
    }

    /// The values of `property`, or `nil` after reporting an error.
    static func read(
        _ property: ICSPropertyLine, allowList: Bool = false, allowPeriod: Bool = false, log: inout ICSDiagnosticLog
    ) -> [Item]? {
        let name = property.name
        func fail(_ message: String) -> [Item]? {
            log.error(line: property.line, column: property.valueColumn, property: name, message)
            return nil
        }
        if property.count(of: "VALUE") > 1 || property.count(of: "TZID") > 1 {
            return fail("VALUE and TZID may each be given once")
        }
        let valueType = property.parameter("VALUE")?.uppercased()
        switch valueType {
        case nil, "DATE", "DATE-TIME": break
        case "PERIOD" where allowPeriod: break
        default:
            return fail(
                "VALUE=\(valueType ?? "") is not allowed here; expected "
                    + (allowPeriod ? "DATE, DATE-TIME or PERIOD" : "DATE or DATE-TIME"))
        }
        let tzid = property.parameter("TZID")
        if let tzid, tzid.isEmpty { return fail("TZID is empty") }

        let tokens = property.value.split(separator: ",", omittingEmptySubsequences: false)
        guard !tokens.isEmpty, !property.value.isEmpty else {
            return fail("the value is empty; expected a date such as 20250101 or a date-time such as 20250101T090000")
        }
        guard allowList || tokens.count == 1 else {
            return fail("expected one value, found \(tokens.count) separated by commas")
        }
        var items: [Item] = []
        for token in tokens {
            if let slash = token.firstIndex(of: "/") {
                guard allowPeriod else {
                    return fail("'\(token)' is a PERIOD; expected a date or date-time")
                }
                guard let start = moment(token[..<slash], valueType: "DATE-TIME", tzid: tzid, property, &log) else {
                    return nil
                }
                let rest = token[token.index(after: slash)...]
                if rest.first == "P" || rest.first == "+" || rest.first == "-" {
                    guard let duration = EventDuration(rfc5545: rest), !duration.isNegative, !duration.isZero else {
                        return fail("'\(rest)' is not a positive duration such as PT1H30M (RFC 5545 §3.3.9)")
                    }
                    items.append(.period(start, .duration(duration)))
                } else {
                    guard let end = moment(rest, valueType: "DATE-TIME", tzid: tzid, property, &log) else { return nil }
                    items.append(.period(start, .dateTime(end)))
                }
            } else {
                if valueType == "PERIOD" {
                    return fail("VALUE=PERIOD, but '\(token)' is not a period such as 20250101T090000Z/PT1H")
                }
                guard let value = moment(token, valueType: valueType, tzid: tzid, property, &log) else { return nil }
                items.append(.time(value))
            }
        }
        return items
    }

    /// One DATE or DATE-TIME token with the property's VALUE and TZID.
    private static func moment(
        _ token: Substring, valueType: String?, tzid: String?, _ property: ICSPropertyLine,
        _ log: inout ICSDiagnosticLog
    ) -> ICSDateTime? {
        var quirks = ICSValueParser.Quirks()
        guard let moment = ICSValueParser.moment(token, quirks: &quirks) else {
            let expected =
                valueType == "DATE"
                ? "a DATE such as 20250101" : "a DATE-TIME such as 20250101T090000 (local), 20250101T080000Z (UTC)"
            log.error(
                line: property.line, column: property.valueColumn, property: property.name,
                "'\(token)' is not a valid date or date-time; expected \(expected)")
            return nil
        }
        if quirks.contains(.extendedForm) { log.repaired(.extendedDateFormat, line: property.line) }
        if quirks.contains(.leapSecond) { log.repaired(.leapSecond, line: property.line) }
        switch moment {
        case .date(let day):
            if valueType != "DATE" { log.repaired(.dateWithoutValueType, line: property.line) }
            if let tzid {
                log.warning(
                    line: property.line, property: property.name,
                    "TZID=\(tzid) on a DATE value has no meaning; ignored")
            }
            return .date(day)
        case .dateTime(let local, let utc):
            if valueType == "DATE" {
                log.error(
                    line: property.line, column: property.valueColumn, property: property.name,
                    "VALUE=DATE, but '\(token)' has a time; write 20250101 or drop VALUE=DATE")
                return nil
            }
            if utc {
                if tzid != nil { log.repaired(.tzidOnUTCValue, line: property.line) }
                return .utc(local)
            }
            if let tzid { return .zoned(local, tzid: tzid) }
            return .floating(local)
        }
    }
}
