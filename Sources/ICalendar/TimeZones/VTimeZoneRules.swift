import CalendarCore

/// The UTC offsets a ``VTimeZone`` defines, as a sorted table of transitions.
///
/// Every onset of every observance (its `DTSTART`, the instances of its `RRULE` and its `RDATE`s) is a
/// local time in the offset before the change, so its instant is `local − TZOFFSETFROM` (RFC 5545
/// §3.6.5). An `RRULE` `UNTIL` is in UTC (§3.3.10) and bounds the onset instants; a local `UNTIL`
/// (which some exporters write) bounds the local onsets instead.
///
/// Open-ended rules are expanded up to ``horizonYear``; after the last transition the last offset
/// stays in force. Before the first onset the zone uses that onset's `TZOFFSETFROM`.
public struct VTimeZoneRules: Sendable, Hashable {
    /// The TZID of the definition.
    public let tzid: String
    /// The offset before the first transition, in seconds east of UTC.
    let initialOffset: Int
    /// Instants (UTC seconds since 1970) at which the offset changes, ascending.
    let instants: [Int]
    /// The offset in force from the matching instant on.
    let offsets: [Int]

    /// The last year whose onsets an open-ended observance rule contributes.
    public static let horizonYear = 2400

    /// Builds the transition table of `timeZone`.
    ///
    /// - Throws: ``RecurrenceError/tooManyOccurrences(uid:line:limit:)`` when the observances define
    ///   more than `maximumTransitions` onsets up to ``horizonYear`` (a rule such as `FREQ=DAILY` in a
    ///   VTIMEZONE is a mistake, not a time zone).
    public init(_ timeZone: VTimeZone, maximumTransitions: Int = 100_000) throws(RecurrenceError) {
        var onsets: [(instant: Int, offset: Int, from: Int)] = []
        for observance in timeZone.observances {
            var locals = [observance.start] + observance.dates
            if let rule = observance.rule {
                var iterator = RecurrenceIterator(rule: rule, start: observance.start, isDate: false)
                iterator.stopAfter = CalendarDay(year: Self.horizonYear, month: 12, day: 31)
                    .map(LocalDateTime.init(midnightOf:))
                while let local = iterator.next() {
                    if case .until(let until) = rule.end {
                        let past: Bool
                        if case .utc(let utc) = until {
                            past = local.secondsSinceEpoch - observance.offsetFrom > utc.secondsSinceEpoch
                        } else if until.isDate {
                            past = local.day > until.local.day
                        } else {
                            past = local > until.local
                        }
                        if past { break }
                    }
                    locals.append(local)
                    if locals.count > maximumTransitions {
                        throw .tooManyOccurrences(
                            uid: "VTIMEZONE \(timeZone.tzid)", line: timeZone.line,
                            limit: maximumTransitions)
                    }
                }
            }
            for local in locals {
                onsets.append(
                    (
                        local.secondsSinceEpoch - observance.offsetFrom, observance.offsetTo,
                        observance.offsetFrom
                    ))
            }
        }
        onsets.sort { $0.instant < $1.instant }
        tzid = timeZone.tzid
        initialOffset = onsets.first?.from ?? 0
        instants = onsets.map(\.instant)
        offsets = onsets.map(\.offset)
    }

    /// The offset in seconds east of UTC in force at `instant` (UTC seconds since 1970).
    public func offset(atUTC instant: Int) -> Int {
        // The last transition at or before `instant`.
        var low = 0
        var high = instants.count
        while low < high {
            let middle = (low + high) / 2
            if instants[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }
}
