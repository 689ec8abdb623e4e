/// How the end of each instance of a master event follows from its start (RFC 5545 §3.8.5.3), worked
/// out once per series so that listing an instance needs no lookups.
///
/// - No DTEND or DURATION: a DATE lasts one day, a DATE-TIME ends when it starts (§3.6.1).
/// - DTEND on DATEs: the same number of days; on floating times: the same wall-clock length.
/// - DTEND on UTC or zoned times: the same *exact* length, shown in DTEND's own form (its TZID or UTC).
/// - DURATION: the days are *nominal* (the same wall-clock time that many days later, in the start's
///   zone), the hours, minutes and seconds exact (§3.3.6).
enum EndRule: Sendable {
    case sameAsStart
    case days(Int)
    case wallClock(seconds: Int)
    case exact(seconds: Int, form: Form)
    case nominal(EventDuration)

    /// The form an exact end is shown in.
    enum Form: Sendable {
        case utc
        case zoned(String, ICSTimeZone)
        case asStart
    }

    init(_ event: ICSEvent, window: OccurrenceWindow, timeZones: TimeZoneRegistry) throws(RecurrenceError) {
        switch (event.start, event.end) {
        case (.date, nil): self = .days(1)
        case (_, nil): self = .sameAsStart
        case (.date(let first), .dateTime(.date(let last))): self = .days(first.days(to: last))
        case (.floating(let first), .dateTime(.floating(let last))):
            self = .wallClock(seconds: last.secondsSinceEpoch - first.secondsSinceEpoch)
        case (_, .dateTime(let end)):
            let uid = event.uid
            let line = event.source.line
            let exact =
                try OccurrenceIterator.key(of: end, window: window, timeZones: timeZones, uid: uid, line: line)
                - OccurrenceIterator.key(of: event.start, window: window, timeZones: timeZones, uid: uid, line: line)
            switch end {
            case .utc: self = .exact(seconds: exact, form: .utc)
            case .zoned(_, let tzid):
                self = .exact(
                    seconds: exact,
                    form: .zoned(tzid, try OccurrenceIterator.zone(tzid, timeZones: timeZones, uid: uid, line: line)))
            case .date, .floating: self = .exact(seconds: exact, form: .asStart)
            }
        case (.date, .duration(let duration)): self = .days(duration.isNegative ? -duration.days : duration.days)
        case (_, .duration(let duration)): self = .nominal(duration)
        }
    }

    /// The end of the instance that starts at `start` (instant `key`) in the master's `zone`, and its instant.
    func end(startingAt start: ICSDateTime, key: Int, zone: ICSTimeZone, window: OccurrenceWindow) -> (ICSDateTime, Int)
    {
        switch self {
        case .sameAsStart:
            return (start, key)
        case .days(let days):
            let day = start.local.day.adding(days: days)
            return (.date(day), window.floatingTimeZone.instant(of: LocalDateTime(midnightOf: day)))
        case .wallClock(let seconds):
            let local = start.local.adding(seconds: seconds)
            return (.floating(local), window.floatingTimeZone.instant(of: local))
        case .exact(let seconds, let form):
            let instant = key + seconds
            switch form {
            case .utc: return (.utc(LocalDateTime(secondsSinceEpoch: instant)), instant)
            case .zoned(let tzid, let endZone): return (.zoned(endZone.local(at: instant), tzid: tzid), instant)
            case .asStart: return (start.with(local: start.local.adding(seconds: seconds)), instant)
            }
        case .nominal(let duration):
            let sign = duration.isNegative ? -1 : 1
            switch start {
            case .date(let day):
                let last = day.adding(days: sign * duration.days)
                return (.date(last), window.floatingTimeZone.instant(of: LocalDateTime(midnightOf: last)))
            case .floating(let local):
                let last = local.adding(seconds: sign * (duration.days * 86_400 + duration.seconds))
                return (.floating(last), window.floatingTimeZone.instant(of: last))
            case .utc:
                let instant = key + sign * (duration.days * 86_400 + duration.seconds)
                return (.utc(LocalDateTime(secondsSinceEpoch: instant)), instant)
            case .zoned(let local, let tzid):
                // Nominal days first, on the wall clock; then the exact time (§3.3.6).
                let instant =
                    zone.instant(of: local.adding(seconds: sign * duration.days * 86_400)) + sign * duration.seconds
                return (.zoned(zone.local(at: instant), tzid: tzid), instant)
            }
        }
    }
}
