import AlmanacTestSupport
import CalendarCore

@testable import ICalendar

/// The corpus draws its rules with the shared SplitMix64 generator: the same seed, the same corpus.
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    /// `count` distinct values from `values`, in the order drawn.
    mutating func some<T: Equatable>(_ values: [T], count: Int) -> [T] {
        var distinct: [T] = []
        for value in values where !distinct.contains(value) { distinct.append(value) }
        var chosen: [T] = []
        while chosen.count < min(count, distinct.count) {
            let value = pick(values)
            if !chosen.contains(value) { chosen.append(value) }
        }
        return chosen
    }
}

/// A window of days the oracle and Almanac are both asked about (`ics-events --from --to`).
struct CorpusWindow: Hashable, Comparable {
    var from: CalendarDay
    var through: CalendarDay

    var name: String { "\(from)_\(through)" }

    static func < (lhs: CorpusWindow, rhs: CorpusWindow) -> Bool { (lhs.from, lhs.through) < (rhs.from, rhs.through) }
}

/// One generated recurring event, with what the comparison needs to know about it.
struct CorpusRule {
    var id: String
    var window: CorpusWindow
    /// The VEVENT of the master, then those of its overrides.
    var components: [[String]]
    /// The VTIMEZONE it needs, if it uses a custom TZID.
    var timeZone: String?
    var rule: RecurrenceRule
    var start: ICSDateTime
    /// Whether DTSTART is not an instance of the rule (RFC 5545: undefined).
    var unsynchronized: Bool
    /// The wall-clock times of its EXDATEs and RECURRENCE-IDs.
    var exclusions: [LocalDateTime]
    var text: String
}

/// Generates random but valid RRULEs of every FREQ and BYxxx part, in zones with half-hour and
/// 45-minute offsets, in both hemispheres, floating and all-day, many placed on daylight-saving changes.
enum RecurrenceCorpus {
    /// Zones: Europe and North America (DST north), Adelaide, Sydney, Auckland, Chatham and Santiago (DST
    /// south; Adelaide and Chatham with :30 and :45 offsets), Kolkata and Kathmandu (+05:30, +05:45, no DST),
    /// St John's (−03:30 with DST), Tokyo, and two zones defined by VTIMEZONEs in the file.
    static let zones = [
        "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "Australia/Sydney",
        "Pacific/Auckland", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham", "America/Santiago",
        "Europe/London", "Asia/Tokyo", "Custom/Adelaide", "Custom/New_York",
    ]

    /// VTIMEZONEs for the custom TZIDs, written as exporters write them (one yearly rule per observance).
    static let customTimeZones: [String: [String]] = [
        "Custom/Adelaide": [
            "BEGIN:VTIMEZONE", "TZID:Custom/Adelaide",
            "BEGIN:STANDARD", "DTSTART:20080406T030000", "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
            "TZOFFSETFROM:+1030", "TZOFFSETTO:+0930", "TZNAME:ACST", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:20081005T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
            "TZOFFSETFROM:+0930", "TZOFFSETTO:+1030", "TZNAME:ACDT", "END:DAYLIGHT",
            "END:VTIMEZONE",
        ],
        "Custom/New_York": [
            "BEGIN:VTIMEZONE", "TZID:Custom/New_York",
            "BEGIN:STANDARD", "DTSTART:20071104T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
            "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:20070311T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
            "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT",
            "END:VTIMEZONE",
        ],
    ]

    /// Days around which sub-daily rules are placed: 2025's daylight-saving changes of the zones above
    /// (and a quiet day).
    static let transitionDays = [
        "2025-03-09", "2025-03-30", "2025-04-06", "2025-09-07", "2025-09-28", "2025-10-05", "2025-10-26",
        "2025-11-02", "2025-06-15",
    ]

    /// The zones of the corpus, the custom ones read from their VTIMEZONEs.
    static func zone(named tzid: String) -> ICSTimeZone? {
        guard let definition = customTimeZones[tzid] else { return TimeZoneRegistry().zone(named: tzid) }
        let text = ICSText.calendar(definition + ICSText.event(["DTSTART;TZID=\(tzid):20250101T000000"]))
        return ICSReader().validate(Array(text.utf8), fileName: tzid).calendar?.timeZones.zone(named: tzid)
    }

    static func make(count: Int, seed: UInt64) -> [CorpusRule] {
        var random = SeededGenerator(seed: seed)
        var rules: [CorpusRule] = []
        var index = 0
        while rules.count < count {
            index += 1
            if let rule = makeRule(id: String(format: "r%04d", index), random: &random) { rules.append(rule) }
        }
        return rules
    }

    // MARK: - One rule

    private static func makeRule(id: String, random: inout SeededGenerator) -> CorpusRule? {
        let frequency: RecurrenceRule.Frequency = random.pick(
            [
                .yearly, .yearly, .yearly, .monthly, .monthly, .monthly, .weekly, .weekly, .daily, .daily, .hourly,
                .hourly,
                .minutely, .minutely, .secondly,
            ])
        // The form of DTSTART.
        let form = random.int(1...100)
        let zone: String?  // nil: UTC, "" floating, "DATE" all-day
        if frequency >= .daily, form <= 12 {
            zone = "DATE"
        } else if form <= 20 {
            zone = nil
        } else if form <= 27 {
            zone = ""
        } else {
            zone = random.pick(zones)
        }
        let isDate = zone == "DATE"

        // The window and a first guess at DTSTART.
        let window: CorpusWindow
        var startDay: CalendarDay
        switch frequency {
        case .yearly:
            window = CorpusWindow(from: day("2024-01-01"), through: day("2035-12-31"))
            startDay =
                random.chance(20)
                ? day("2012-01-01").adding(days: random.int(0...2000))
                : day("2023-06-01").adding(days: random.int(0...900))
        case .monthly:
            window = CorpusWindow(from: day("2024-01-01"), through: day("2027-12-31"))
            startDay =
                random.chance(20)
                ? day("2015-01-01").adding(days: random.int(0...2000))
                : day("2023-10-01").adding(days: random.int(0...500))
        case .weekly, .daily:
            window = CorpusWindow(from: day("2025-01-01"), through: day("2025-12-31"))
            startDay =
                random.chance(20)
                ? day("2020-01-01").adding(days: random.int(0...1500))
                : day("2024-12-20").adding(days: random.int(0...300))
        case .hourly:
            let center = day(random.pick(transitionDays))
            window = CorpusWindow(from: center.adding(days: -6), through: center.adding(days: 6))
            startDay =
                random.chance(15) ? center.adding(days: -random.int(20...200)) : center.adding(days: -random.int(0...5))
        default:
            let center = day(random.pick(transitionDays))
            window = CorpusWindow(from: center.adding(days: -1), through: center.adding(days: 1))
            startDay = center.adding(days: -random.int(0...1))
        }
        var hour = random.pick([0, 1, 2, 2, 3, 8, 9, 12, 17, 22, 23, random.int(0...23)])
        var minute = random.pick([0, 0, 0, 15, 30, 45, random.int(0...59)])
        var second = random.chance(15) ? random.int(0...59) : 0
        if frequency <= .minutely { hour = random.pick([0, 1, 2, 2, 3, 3, 12, 23]) }
        if isDate { (hour, minute, second) = (0, 0, 0) }

        var rule = RecurrenceRule(frequency: frequency)
        rule.interval = random.chance(60) ? 1 : random.pick([2, 3, 4, 5, 7, 10, 15, 90])
        if frequency == .secondly { rule.interval = random.pick([1, 7, 30, 45, 600, 1800, 3599]) }
        if frequency == .minutely { rule.interval = random.pick([1, 5, 7, 15, 20, 45, 90, 61]) }
        if frequency == .yearly, rule.interval > 4 { rule.interval = 2 }
        if frequency == .monthly, rule.interval > 10 { rule.interval = 3 }
        addParts(to: &rule, isDate: isDate, random: &random)

        // DTSTART: usually moved to the rule's first instance, so that it is synchronized.
        guard let local = LocalDateTime(day: startDay, hour: hour, minute: minute, second: second) else { return nil }
        var finder = RecurrenceIterator(rule: rule.withoutEnd, start: local, isDate: isDate, startsWithDTSTART: false)
        finder.stepLimit = 3_000_000
        finder.stopAfter = LocalDateTime(midnightOf: window.through)
        guard let first = finder.next() else { return nil }  // a rule with no instance here: draw again
        let startLocal = random.chance(92) ? first : local
        let start: ICSDateTime =
            switch zone {
            case nil: .utc(startLocal)
            case "": .floating(startLocal)
            case "DATE": .date(startLocal.day)
            case let tzid?: .zoned(startLocal, tzid: tzid)
            }
        let unsynchronized = !RecurrenceIterator.isInstance(startLocal, of: rule, isDate: isDate)

        // COUNT, UNTIL or neither.
        let end = random.int(1...100)
        if frequency == .secondly || end <= 40 {
            rule.end = .count(frequency == .secondly ? random.int(1...300) : random.int(1...40))
        } else if end <= 65 {
            let span = max(1, (window.through.dayNumber - startDay.dayNumber) * 86_400 / 2)
            let untilLocal = startLocal.adding(seconds: random.int(0...span))
            switch start {
            case .date: rule.end = .until(.date(untilLocal.day))
            case .floating: rule.end = .until(.floating(untilLocal))
            default: rule.end = .until(.utc(untilLocal))
            }
        }

        var lines = [dtstartLine(start), "RRULE:\(rule)", "SUMMARY:\(id)"]
        lines += durationLines(start: start, random: &random)

        // EXDATE, RDATE and an override are placed on instances (computed here) or near them.
        var components: [[String]] = []
        var exclusions: [LocalDateTime] = []
        let instances = sampleInstances(rule: rule, start: startLocal, isDate: isDate, window: window)
        if random.chance(15), !instances.isEmpty {
            exclusions = random.some(instances, count: random.int(1...2))
            lines.append(valueLine("EXDATE", exclusions.map { start.with(local: $0) }))
        }
        if random.chance(10) {
            let base = instances.isEmpty ? startLocal : random.pick(instances)
            let extra = base.adding(
                seconds: isDate ? 86_400 * random.int(1...3) : 3600 * random.int(1...30) + 60 * random.int(0...59))
            lines.append(valueLine("RDATE", [start.with(local: extra)]))
        }
        components.append(lines)
        // An override of an instance that an EXDATE also removes is contradictory data (RFC 5545 says
        // nothing about it), so overrides pick instances that are not excluded.
        let overridable = instances.dropFirst().filter { !exclusions.contains($0) }
        if random.chance(10), !overridable.isEmpty {
            let original = random.pick(overridable)
            exclusions.append(original)
            let moved = original.adding(seconds: isDate ? 86_400 : 3600 + 60 * random.int(0...30))
            var override = [
                idLine("RECURRENCE-ID", start.with(local: original)), dtstartLine(start.with(local: moved)),
                "SUMMARY:\(id) moved",
            ]
            override += durationLines(start: start.with(local: moved), random: &random)
            components.append(override)
        }
        let customZone = zone.flatMap { customTimeZones[$0] != nil ? $0 : nil }
        return CorpusRule(
            id: id, window: window, components: components, timeZone: customZone, rule: rule, start: start,
            unsynchronized: unsynchronized, exclusions: exclusions, text: rule.description)
    }

    /// Adds BYxxx parts that RFC 5545 §3.3.10 allows for the rule's FREQ.
    private static func addParts(to rule: inout RecurrenceRule, isDate: Bool, random: inout SeededGenerator) {
        let frequency = rule.frequency
        let weekdays = Weekday.allCases
        if random.chance(frequency == .yearly ? 35 : 15) {
            rule.byMonth = random.some(Array(1...12), count: random.int(1...3)).sorted()
        }
        if frequency == .yearly, random.chance(15) {
            rule.byWeekNumber = random.some(
                [1, 2, 10, 20, 26, 52, 53, -1, -2, -53, random.int(1...53)], count: random.int(1...2))
        }
        if frequency == .yearly || frequency < .daily, random.chance(frequency == .yearly ? 15 : 5) {
            rule.byYearDay = random.some(
                [1, 2, 59, 60, 100, 200, 365, 366, -1, -365, -366, random.int(1...366)], count: random.int(1...3))
        }
        if frequency != .weekly, random.chance(frequency >= .monthly ? 30 : 10) {
            rule.byMonthDay = random.some(
                [1, 2, 13, 15, 28, 29, 30, 31, -1, -2, -31, random.int(1...31)], count: random.int(1...3))
        }
        if random.chance(frequency >= .weekly ? 45 : 20) {
            let ordinals =
                (frequency == .monthly || frequency == .yearly) && rule.byWeekNumber.isEmpty && random.chance(50)
            rule.byDay = random.some(weekdays, count: random.int(1...3)).map { weekday in
                guard ordinals else { return RecurrenceRule.WeekdayNumber(weekday) }
                let yearScale = frequency == .yearly && rule.byMonth.isEmpty
                let ordinal =
                    yearScale
                    ? random.pick([1, 2, 10, 20, 52, 53, -1, -2, -10]) : random.pick([1, 2, 3, 4, 5, -1, -2, -5])
                return RecurrenceRule.WeekdayNumber(weekday, ordinal: ordinal)
            }
        }
        if !isDate {
            if frequency <= .hourly ? random.chance(30) : random.chance(15) {
                rule.byHour = random.some(
                    [0, 1, 2, 3, 9, 12, 17, 23, random.int(0...23)],
                    count: random.int(1...(frequency <= .hourly ? 8 : 2))
                ).sorted()
            }
            if frequency <= .minutely ? random.chance(30) : random.chance(15) {
                rule.byMinute = random.some(
                    [0, 15, 30, 45, 59, random.int(0...59)], count: random.int(1...(frequency <= .minutely ? 20 : 2))
                ).sorted()
            }
            if frequency == .secondly ? random.chance(40) : random.chance(5) {
                rule.bySecond = random.some([0, 15, 30, 59, random.int(0...59)], count: random.int(1...2)).sorted()
            }
        }
        let hasPart =
            !(rule.byMonth.isEmpty && rule.byWeekNumber.isEmpty && rule.byYearDay.isEmpty && rule.byMonthDay.isEmpty
            && rule.byDay.isEmpty && rule.byHour.isEmpty && rule.byMinute.isEmpty && rule.bySecond.isEmpty)
        // BYSETPOS picks from the set of one period; for a sub-daily rule that set has more than one
        // instance only when a finer part expands it (python-dateutil also loops for a long time on the
        // degenerate cases).
        let periodExpands =
            frequency >= .daily || (frequency == .hourly && !(rule.byMinute.isEmpty && rule.bySecond.isEmpty))
            || (frequency == .minutely && !rule.bySecond.isEmpty)
        if hasPart, periodExpands, random.chance(15) {
            rule.bySetPosition = random.some([1, 2, 3, -1, -2, 4], count: random.int(1...2))
        }
        if random.chance(20) { rule.weekStart = random.pick(weekdays) }
    }

    /// Up to 200 instances of the rule in the window, computed by Almanac (to place EXDATEs and overrides).
    private static func sampleInstances(rule: RecurrenceRule, start: LocalDateTime, isDate: Bool, window: CorpusWindow)
        -> [LocalDateTime]
    {
        var iterator = RecurrenceIterator(rule: rule, start: start, isDate: isDate)
        iterator.stepLimit = 3_000_000
        iterator.stopAfter = LocalDateTime(midnightOf: window.through)
        var instances: [LocalDateTime] = []
        let first = LocalDateTime(midnightOf: window.from.adding(days: 2))
        let last = LocalDateTime(midnightOf: window.through.adding(days: -2))
        while instances.count < 200, let instance = iterator.next() {
            if instance > last { break }
            if instance >= first { instances.append(instance) }
        }
        return instances
    }

    private static func durationLines(start: ICSDateTime, random: inout SeededGenerator) -> [String] {
        let choice = random.int(1...100)
        if start.isDate {
            if choice <= 40 {
                return [valueLine("DTEND", [.date(start.local.day.adding(days: random.pick([1, 1, 2, 3])))])]
            }
            if choice <= 70 { return ["DURATION:" + random.pick(["P1D", "P2D", "P1W"])] }
            return []
        }
        if choice <= 45 {
            let length = random.pick([900, 1800, 3600, 5400, 7200, 3 * 3600, 8 * 3600])
            return [valueLine("DTEND", [start.with(local: start.local.adding(seconds: length))])]
        }
        if choice <= 85 {
            return ["DURATION:" + random.pick(["PT15M", "PT1H", "PT90M", "PT2H30M", "P1D", "P1DT2H", "PT1S"])]
        }
        return []
    }

    private static func dtstartLine(_ value: ICSDateTime) -> String { valueLine("DTSTART", [value]) }
    private static func idLine(_ name: String, _ value: ICSDateTime) -> String { valueLine(name, [value]) }

    /// `NAME;TZID=…:v1,v2` or `NAME;VALUE=DATE:…` for values of one kind.
    private static func valueLine(_ name: String, _ values: [ICSDateTime]) -> String {
        guard let first = values.first else { return name + ":" }
        let texts = values.map { value -> String in
            switch value {
            case .date(let day): day.basicFormat
            case .floating(let local), .zoned(let local, _): local.basicFormat
            case .utc(let local): local.basicFormat + "Z"
            }
        }
        switch first {
        case .date: return "\(name);VALUE=DATE:" + texts.joined(separator: ",")
        case .zoned(_, let tzid): return "\(name);TZID=\(tzid):" + texts.joined(separator: ",")
        default: return "\(name):" + texts.joined(separator: ",")
        }
    }

    private static func day(_ iso: String) -> CalendarDay {
        CalendarDay(iso: iso) ?? CalendarDay(dayNumber: 0)
    }
}

extension RecurrenceRule {
    /// The same rule without COUNT or UNTIL.
    var withoutEnd: RecurrenceRule {
        var rule = self
        rule.end = nil
        return rule
    }
}
