import CalendarCore
import Foundation

extension ICSWriter {
    /// The VTIMEZONE components the agenda needs: one per TZID it uses (in `DTSTART`, `DTEND`, `RDATE`,
    /// `EXDATE` or `RECURRENCE-ID`; RFC 5545 §3.2.19, ICS-COMPAT C8), sorted by TZID. IANA zones are
    /// generated from the system database for the years of `range` and of every value in that zone;
    /// other TZIDs keep the definition of the file they came from.
    /// - Throws: ``ICalendarError/undefinedTimeZone(_:)`` for a TZID neither the system nor a definition knows.
    static func timeZoneComponents(for agenda: ICSAgenda, range: DayRange) throws -> [VTimeZone] {
        var years: [String: ClosedRange<Int>] = [:]
        for (tzid, span) in try agenda.zoneYears() where !isUTC(tzid, agenda.timeZones) {
            years[tzid] = min(span.lowerBound, range.years.lowerBound)...max(span.upperBound, range.years.upperBound)
        }
        var components: [VTimeZone] = []
        for (tzid, span) in years.sorted(by: { $0.key < $1.key }) {
            switch agenda.timeZones.zone(named: tzid) {
            case .system(let zone):
                components.append(VTimeZoneGenerator.vTimeZone(tzid: tzid, zone: zone, years: span))
            case .rules:
                guard let definition = agenda.customTimeZones[tzid] else { throw ICalendarError.undefinedTimeZone(tzid) }
                components.append(definition)
            case .utc:
                break
            case nil:
                throw ICalendarError.undefinedTimeZone(tzid)
            }
        }
        return components
    }

    /// Whether `tzid` means UTC (such values are written with `Z` and need no VTIMEZONE).
    static func isUTC(_ tzid: String, _ timeZones: TimeZoneRegistry) -> Bool {
        if case .utc = timeZones.zone(named: tzid) { return true }
        return false
    }

    /// The content lines of one series: the master, then its overrides (same UID, with RECURRENCE-ID).
    static func agendaLines(
        of series: EventSeries, source: String?, agenda: ICSAgenda, stamp: String, emit: (ContentLine) -> Void
    ) {
        for event in [series.master].compactMap({ $0 }) + series.overrides {
            emit(ContentLine("BEGIN", .raw("VEVENT")))
            emit(ContentLine("UID", .text(event.uid)))
            emit(ContentLine("DTSTAMP", .raw(stamp)))
            let start = written(event.start, agenda.timeZones)
            emit(dateTimeLine("DTSTART", start))
            switch event.end {
            case .dateTime(let end)?:
                let end = written(end, agenda.timeZones)
                // An end equal to the start is left out: RFC 5545 §3.8.2.2 wants DTEND strictly later, and
                // without it a DATE lasts one day and a time is an instant (§3.6.1), as the reader reads it.
                if end != start { emit(dateTimeLine("DTEND", end)) }
            case .duration(let duration)?:
                if !duration.isZero || start.isDate { emit(ContentLine("DURATION", .raw(duration.description))) }
            case nil:
                break
            }
            if let recurrenceID = event.recurrenceID {
                emit(dateTimeLine("RECURRENCE-ID", written(recurrenceID, agenda.timeZones)))
            }
            if let rule = event.recurrenceRule {
                let zone = event.start.tzid.flatMap { agenda.timeZones.zone(named: $0) } ?? .utc
                emit(ContentLine("RRULE", .raw(rule.normalizingUntil(for: start, zone: zone).description)))
            }
            for date in event.recurrenceDates {
                switch date {
                case .start(let value):
                    emit(dateTimeLine("RDATE", written(value, agenda.timeZones)))
                case .period(let value, let end):
                    let value = written(value, agenda.timeZones)
                    var line = dateTimeLine("RDATE", value)
                    line.parameters.append(ContentLine.Parameter(name: "VALUE", value: "PERIOD"))
                    line.parameters.removeAll { $0.name == "VALUE" && $0.value == "DATE" }
                    let endText: String
                    switch end {
                    case .dateTime(let endValue): endText = valueText(written(endValue, agenda.timeZones))
                    case .duration(let duration): endText = duration.description
                    }
                    line.value = .raw(valueText(value) + "/" + endText)
                    emit(line)
                }
            }
            for date in event.exceptionDates {
                emit(dateTimeLine("EXDATE", written(date, agenda.timeZones)))
            }
            if let summary = event.summary { emit(ContentLine("SUMMARY", .text(summary))) }
            if let text = event.descriptionText { emit(ContentLine("DESCRIPTION", .text(text))) }
            if let location = event.location { emit(ContentLine("LOCATION", .text(location))) }
            if let url = event.url { emit(ContentLine("URL", .raw(url.filter { !$0.isNewline }))) }
            if !event.categories.isEmpty { emit(ContentLine("CATEGORIES", .textList(event.categories))) }
            if event.sequence > 0 { emit(ContentLine("SEQUENCE", .raw(String(event.sequence)))) }
            if let status = event.status { emit(ContentLine("STATUS", .raw(status))) }
            if let transparency = event.transparency { emit(ContentLine("TRANSP", .raw(transparency))) }
            if let source { emit(ContentLine("X-ALMANAC-SOURCE", .text(source))) }
            emit(ContentLine("END", .raw("VEVENT")))
        }
    }

    /// A zoned value whose TZID means UTC becomes a UTC value.
    static func written(_ value: ICSDateTime, _ timeZones: TimeZoneRegistry) -> ICSDateTime {
        if case .zoned(let local, let tzid) = value, isUTC(tzid, timeZones) { return .utc(local) }
        return value
    }

    /// `NAME;VALUE=DATE:20260101`, `NAME;TZID=Europe/Berlin:20260101T090000`, `NAME:20260101T080000Z`.
    static func dateTimeLine(_ name: String, _ value: ICSDateTime) -> ContentLine {
        switch value {
        case .date: ContentLine(name, ["VALUE": "DATE"], .raw(valueText(value)))
        case .zoned(_, let tzid): ContentLine(name, ["TZID": tzid], .raw(valueText(value)))
        case .floating, .utc: ContentLine(name, .raw(valueText(value)))
        }
    }

    /// The value without its TZID.
    static func valueText(_ value: ICSDateTime) -> String {
        switch value {
        case .date(let day): day.basicFormat
        case .floating(let local), .zoned(let local, _): local.basicFormat
        case .utc(let local): local.basicFormat + "Z"
        }
    }
}
