import CalendarCore
public import Foundation

/// Writes a VTIMEZONE for an IANA zone from the system time-zone database (through Foundation, which
/// reads `/usr/share/zoneinfo`), covering a span of years, as ICS-COMPAT §D asks:
///
/// - **RRULE-based observances** (D2): the zone's transitions are listed (Foundation's
///   `nextDaylightSavingTimeTransition(after:)`, which on Linux reports every offset change, not only
///   daylight-saving ones) and folded into yearly rules: consecutive years whose change falls in the same
///   month, on the same weekday and at the same local time, with the same offsets, become one observance
///   with `RRULE:FREQ=YEARLY;BYMONTH=m;BYDAY=…`. The weekday is pinned as the n-th (`2SU`), the last
///   (`-1SU`) or, failing both, the first on or after a day (`BYDAY=FR;BYMONTHDAY=23,…,29`, Israel's
///   "Friday before the last Sunday"). A change that fits no yearly pattern is an observance of its own.
/// - **Onsets in local time of the offset before** (D1, D2): `DTSTART` is the wall-clock time at which
///   the change happens, read in `TZOFFSETFROM`; `UNTIL` is the last onset in UTC.
/// - **Names**: each observance's `TZNAME` is the abbreviation the system's TZif file gives from that
///   change on (`CET`, `CEST`, `EST`, `-03`; ``TZifFile``), left out when the file has none.
/// - **Coverage** (D3): the years asked for; transitions are looked up three years further, so a
///   pattern still in force at the end stays open-ended (no `UNTIL`) and calendar apps extend it. A zone
///   without changes in the span gets one `STANDARD` with equal offsets.
///
/// ```swift
/// let berlin = VTimeZoneGenerator.vTimeZone(tzid: "Europe/Berlin", zone: TimeZone(identifier: "Europe/Berlin")!, years: 2026...2027)
/// // DAYLIGHT DTSTART:20260329T020000 TZOFFSETFROM:+0100 TZOFFSETTO:+0200 RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
/// ```
public enum VTimeZoneGenerator {
    /// How many years past the coverage transitions are looked up, to tell a rule still in force.
    static let lookaheadYears = 3

    /// The VTIMEZONE of `zone`, named `tzid`, for the years `years`.
    public static func vTimeZone(tzid: String, zone: TimeZone, years: ClosedRange<Int>) -> VTimeZone {
        let first = max(years.lowerBound, 1)
        let last = min(years.upperBound, 9990)
        let coverageStart = CalendarDay.dayNumber(year: first, month: 1, day: 1) * 86_400 - 86_400
        let coverageEnd = CalendarDay.dayNumber(year: last + 1, month: 1, day: 1) * 86_400
        let lookaheadEnd = CalendarDay.dayNumber(year: last + 1 + lookaheadYears, month: 1, day: 1) * 86_400

        let names = TZifFile.named(tzid) ?? TZifFile.named(zone.identifier)
        var transitions: [Transition] = []
        var cursor = Date(timeIntervalSince1970: TimeInterval(coverageStart))
        while transitions.count < 10_000, let next = zone.nextDaylightSavingTimeTransition(after: cursor) {
            let instant = Int(next.timeIntervalSince1970.rounded())
            guard instant < lookaheadEnd, instant > Int(cursor.timeIntervalSince1970) else { break }
            cursor = next
            let from = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant - 1)))
            let to = zone.secondsFromGMT(for: next)
            guard from != to else { continue }  // a change of name only
            transitions.append(
                Transition(
                    instant: instant, from: from, to: to,
                    isDaylight: zone.isDaylightSavingTime(for: next) || to > standardOffset(zone, near: next),
                    name: names?.abbreviation(at: instant, offset: to)))
        }

        let inCoverage = transitions.filter { $0.instant < coverageEnd }
        guard !inCoverage.isEmpty else {
            let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(coverageStart + 86_400)))
            let start = LocalDateTime(midnightOf: CalendarDay(dayNumber: CalendarDay.dayNumber(year: first, month: 1, day: 1)))
            let name = names?.abbreviation(at: coverageStart + 86_400, offset: offset)
            return VTimeZone(
                tzid: tzid,
                observances: [
                    VTimeZone.Observance(isDaylight: false, start: start, offsetFrom: offset, offsetTo: offset, name: name)
                ])
        }

        // Fold the transitions into runs of one yearly pattern each.
        var runs: [Run] = []
        var open: [Run.Key: Int] = [:]  // the index in `runs` of the run each pattern is extending
        for transition in transitions {
            let key = Run.Key(transition)
            if let index = open[key], let last = runs[index].members.last, last.local.day.year == transition.local.day.year - 1,
                let rule = Run.rule(for: runs[index].members + [transition])
            {
                runs[index].members.append(transition)
                runs[index].rule = rule
            } else {
                open[key] = runs.count
                runs.append(Run(members: [transition], rule: nil))
            }
        }

        var observances: [VTimeZone.Observance] = []
        for run in runs {
            guard let firstMember = run.members.first, firstMember.instant < coverageEnd else { continue }
            var observance = VTimeZone.Observance(
                isDaylight: firstMember.isDaylight, start: firstMember.local, offsetFrom: firstMember.from,
                offsetTo: firstMember.to, name: firstMember.name)
            if var rule = run.rule, let lastMember = run.members.last {
                // Still in force at the end of the lookahead: open-ended.
                let lastYear = lastMember.local.day.year
                if lastYear < last + lookaheadYears {
                    rule.end = .until(.utc(LocalDateTime(secondsSinceEpoch: lastMember.instant)))
                }
                observance.rule = rule
            }
            observances.append(observance)
        }
        return VTimeZone(tzid: tzid, observances: observances)
    }

    /// The standard (winter) offset around `date`: the smaller of the offsets half a year apart.
    private static func standardOffset(_ zone: TimeZone, near date: Date) -> Int {
        let half = 183.0 * 86_400
        return min(
            zone.secondsFromGMT(for: date.addingTimeInterval(-half)), zone.secondsFromGMT(for: date.addingTimeInterval(half)))
    }

    /// One change of offset.
    struct Transition {
        let instant: Int
        let from: Int
        let to: Int
        let isDaylight: Bool
        /// The abbreviation from the change on (`CEST`), from the system's TZif file.
        let name: String?

        /// The wall-clock time of the change, in the offset before it.
        var local: LocalDateTime { LocalDateTime(secondsSinceEpoch: instant + from) }
    }

    /// Consecutive yearly transitions that one RRULE describes.
    struct Run {
        var members: [Transition]
        var rule: RecurrenceRule?

        /// What must stay the same within a run.
        struct Key: Hashable {
            let from: Int
            let to: Int
            let isDaylight: Bool
            let month: Int
            let weekday: Weekday
            let secondOfDay: Int
            let name: String?

            init(_ transition: Transition) {
                let local = transition.local
                from = transition.from
                to = transition.to
                isDaylight = transition.isDaylight
                month = local.day.month
                weekday = local.day.weekday
                secondOfDay = local.secondOfDay
                name = transition.name
            }
        }

        /// A yearly rule whose instances are exactly the days of `members` (one a year), or `nil`.
        static func rule(for members: [Transition]) -> RecurrenceRule? {
            guard let first = members.first else { return nil }
            let days = members.map(\.local.day)
            let weekday = first.local.day.weekday
            var rule = RecurrenceRule(frequency: .yearly)
            rule.byMonth = [first.local.day.month]
            // The n-th weekday of the month.
            let ordinals = Set(days.map { ($0.day - 1) / 7 + 1 })
            if ordinals.count == 1, let ordinal = ordinals.first, ordinal <= 4 {
                rule.byDay = [RecurrenceRule.WeekdayNumber(weekday, ordinal: ordinal)]
                return rule
            }
            // The last such weekday.
            if days.allSatisfy({ $0.day + 7 > CalendarDay.daysInMonth(year: $0.year, month: $0.month) }) {
                rule.byDay = [RecurrenceRule.WeekdayNumber(weekday, ordinal: -1)]
                return rule
            }
            // The first such weekday on or after a day of the month.
            guard let low = days.map(\.day).min(), let high = days.map(\.day).max(), high - low <= 6 else {
                return nil
            }
            let from = max(1, high - 6)
            rule.byDay = [RecurrenceRule.WeekdayNumber(weekday)]
            rule.byMonthDay = Array(from...(from + 6))
            return rule
        }
    }
}
