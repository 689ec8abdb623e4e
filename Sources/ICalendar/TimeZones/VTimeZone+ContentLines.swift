extension VTimeZone {
    /// The component as RFC 5545 content lines (§3.6.5): `BEGIN:VTIMEZONE`, `TZID`, then each observance
    /// with `DTSTART` (local time), `TZOFFSETFROM`, `TZOFFSETTO`, `RRULE` (`UNTIL` in UTC), `RDATE` and
    /// `TZNAME` where present.
    func contentLines() -> [ContentLine] {
        var lines = [ContentLine("BEGIN", .raw("VTIMEZONE")), ContentLine("TZID", .text(tzid))]
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines.append(ContentLine("BEGIN", .raw(kind)))
            lines.append(ContentLine("DTSTART", .raw(observance.start.basicFormat)))
            lines.append(ContentLine("TZOFFSETFROM", .raw(Self.offsetText(observance.offsetFrom))))
            lines.append(ContentLine("TZOFFSETTO", .raw(Self.offsetText(observance.offsetTo))))
            if let rule = observance.rule { lines.append(ContentLine("RRULE", .raw(rule.description))) }
            if !observance.dates.isEmpty {
                lines.append(ContentLine("RDATE", .raw(observance.dates.map(\.basicFormat).joined(separator: ","))))
            }
            if let name = observance.name { lines.append(ContentLine("TZNAME", .text(name))) }
            lines.append(ContentLine("END", .raw(kind)))
        }
        lines.append(ContentLine("END", .raw("VTIMEZONE")))
        return lines
    }

    /// A UTC offset as RFC 5545 §3.3.14 writes it: `+0100`, `-0330`, `+053328` (with seconds when needed).
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = sign + two(magnitude / 3600) + two(magnitude / 60 % 60)
        return magnitude % 60 == 0 ? text : text + two(magnitude % 60)
    }
}
