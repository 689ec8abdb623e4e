import CalendarCore

/// The occurrences of one ``EventSeries`` that overlap an ``OccurrenceWindow``, in order of start,
/// computed one at a time (see ``RecurrenceExpander``).
///
/// The recurrence set follows RFC 5545 §3.8.5:
/// 1. DTSTART, the instances of the RRULE (``RecurrenceIterator``) and the RDATEs, without duplicates
///    ("Duplicate instances are ignored", §3.8.5.2);
/// 2. minus every EXDATE, and minus every instance an override replaces (matched by RECURRENCE-ID);
/// 3. plus every override at its own start.
///
/// Local times become instants in the event's zone, a nonexistent time moving forward by the length of
/// the gap and a repeated time meaning its first occurrence (§3.3.5, §3.3.10). Instances are matched
/// (for EXDATE, RECURRENCE-ID and duplicates) by instant for UTC and zoned values, by wall-clock time for
/// floating ones, by day for DATEs.
///
/// The end of an instance keeps the event's length as §3.8.5.3 asks: an event with DTEND keeps the
/// *exact* duration DTEND − DTSTART; one with DURATION adds the *nominal* days (same local time) and
/// then the exact time part; an RDATE PERIOD has its own end; an override has its own DTEND or DURATION.
public struct OccurrenceIterator {
    private let window: OccurrenceWindow
    private let configuration: RecurrenceExpander.Configuration
    private let timeZones: TimeZoneRegistry
    private let uid: String
    private let line: Int

    // The master and its recurrence set.
    /// The master boxed once, shared by all its occurrences.
    private let masterBox: EventBox?
    /// The master's DTSTART, and whether it repeats (kept apart so that no instance copies the event).
    private let masterStart: ICSDateTime
    private let masterIsRecurring: Bool
    /// The zone master instances are placed in: its TZID, UTC, or the window's floating zone.
    private let masterZone: ICSTimeZone
    /// How the end of a master instance follows from its start.
    private let endRule: EndRule
    private var rule: RecurrenceIterator
    private var ruleFinished: Bool
    private var until: UntilBound?
    /// Local times this far apart (in seconds) can change order when they become instants.
    private let reorderMargin: Int
    private var lastLocal = Int.min
    private var heap = MinimumHeap<Candidate>()
    private var recurrenceDates: [Candidate]
    /// The ends of RDATE PERIODs, indexed by ``Candidate/period``.
    private let periods: [EventEnd]
    private var recurrenceDateIndex = 0
    private let excluded: Set<Int>
    private let excludedDays: Set<Int>
    private var lastKey = Int.min
    private var identitiesAtLastKey: [Int] = []
    private var masterFinished: Bool
    private var pendingMaster: Occurrence?

    // Overrides, all computed up front (a series has few).
    private var overrides: [Occurrence]
    private var overrideIndex = 0

    private var emitted = 0

    init(
        series: EventSeries, window: OccurrenceWindow, timeZones: TimeZoneRegistry,
        configuration: RecurrenceExpander.Configuration
    ) throws(RecurrenceError) {
        self.window = window
        self.configuration = configuration
        self.timeZones = timeZones
        uid = series.uid
        line = series.source.line
        let master = series.master
        masterBox = series.master.map(EventBox.init)
        masterStart = series.master?.start ?? .utc(LocalDateTime(secondsSinceEpoch: 0))
        masterIsRecurring = series.master?.isRecurring ?? false

        // Overrides: each a single instance at its own time.
        var overrideOccurrences: [Occurrence] = []
        var overridden: Set<Int> = []
        for override in series.overrides {
            let start = try Self.normalized(override.start, window: window, timeZones: timeZones, uid: uid, line: line)
            let startKey = try Self.key(of: start, window: window, timeZones: timeZones, uid: uid, line: line)
            let (end, endKey) = try Self.end(
                of: override, startingAt: start, key: startKey, period: nil, window: window, timeZones: timeZones)
            if let recurrenceID = override.recurrenceID {
                overridden.insert(
                    try Self.identity(of: recurrenceID, window: window, timeZones: timeZones, uid: uid, line: line))
            }
            let occurrence = Occurrence(
                start: start, end: end, startInstant: startKey, endInstant: endKey,
                recurrenceID: override.recurrenceID, box: EventBox(override))
            if Self.overlaps(occurrence, window) { overrideOccurrences.append(occurrence) }
        }
        overrides = overrideOccurrences.sorted { ($0.startInstant, $0.endInstant) < ($1.startInstant, $1.endInstant) }

        // The rule, or DTSTART alone. DTSTART is the first instance either way (§3.8.5.3).
        let start = master?.start ?? .utc(LocalDateTime(secondsSinceEpoch: 0))
        rule = RecurrenceIterator(
            rule: master?.recurrenceRule ?? RecurrenceRule(frequency: .yearly).withCount(1), start: start.local,
            isDate: start.isDate)
        guard let master else {
            masterZone = window.floatingTimeZone
            endRule = .sameAsStart
            reorderMargin = 0
            recurrenceDates = []
            periods = []
            excluded = []
            excludedDays = []
            masterFinished = true
            ruleFinished = true
            return
        }
        switch master.start {
        case .zoned(_, let tzid): masterZone = try Self.zone(tzid, timeZones: timeZones, uid: uid, line: line)
        case .utc: masterZone = .utc
        case .date, .floating: masterZone = window.floatingTimeZone
        }
        if case .utc = masterZone { reorderMargin = 0 } else { reorderMargin = 26 * 3600 }
        endRule = try EndRule(master, window: window, timeZones: timeZones)
        masterFinished = false
        ruleFinished = false

        // EXDATE and RECURRENCE-ID exclusions. A DATE EXDATE on a DATE-TIME series excludes that local day.
        var excludedIdentities = overridden
        var days: Set<Int> = []
        for exception in master.exceptionDates {
            if exception.isDate && !master.start.isDate {
                days.insert(exception.local.day.dayNumber)
            } else {
                excludedIdentities.insert(
                    try Self.identity(of: exception, window: window, timeZones: timeZones, uid: uid, line: line))
            }
        }
        excluded = excludedIdentities
        excludedDays = days

        // RDATEs, sorted by instant, placed on the master's wall clock.
        var dates: [Candidate] = []
        var periodEnds: [EventEnd] = []
        for date in master.recurrenceDates {
            let key = try Self.key(of: date.start, window: window, timeZones: timeZones, uid: uid, line: line)
            let identity = try Self.identity(of: date.start, window: window, timeZones: timeZones, uid: uid, line: line)
            let local = master.start.kind == .instant ? masterZone.local(at: key) : date.start.local
            var period = -1
            if case .period(_, let end) = date {
                period = periodEnds.count
                periodEnds.append(end)
            }
            dates.append(Candidate(key: key, identity: identity, local: local.secondsSinceEpoch, period: period))
        }
        recurrenceDates = dates.sorted()
        periods = periodEnds

        rule.stepLimit = configuration.maximumSearchSteps
        // Instances that start more than a day after the window cannot reach into it.
        rule.stopAfter = LocalDateTime(secondsSinceEpoch: Self.clampedLocal(window.end + reorderMargin + 86_400))
        if case .until(let value) = master.recurrenceRule?.end {
            until = UntilBound(value, start: master.start, zone: masterZone)
        }
        // Without COUNT, nothing before the window needs generating: start a day before the earliest
        // instance that could still be running when the window opens.
        let hasCount: Bool
        if case .count = master.recurrenceRule?.end { hasCount = true } else { hasCount = false }
        if master.recurrenceRule != nil, !hasCount {
            let earliest = window.start - Self.longestDuration(of: master) - reorderMargin - 86_400
            rule.skip(to: LocalDateTime(secondsSinceEpoch: Self.clampedLocal(earliest)))
        }
    }

    /// The next occurrence in order of start, or `nil` when there is none left in the window.
    /// - Throws: ``RecurrenceError/tooManyOccurrences(uid:line:limit:)`` or
    ///   ``RecurrenceError/searchLimitExceeded(uid:line:steps:)`` for a rule that does not end in time.
    public mutating func next() throws(RecurrenceError) -> Occurrence? {
        if pendingMaster == nil, !masterFinished {
            pendingMaster = try nextMasterOccurrence()
            if pendingMaster == nil { masterFinished = true }
        }
        let result: Occurrence?
        if overrideIndex < overrides.count,
            pendingMaster.map({ overrides[overrideIndex].startInstant < $0.startInstant }) ?? true
        {
            result = overrides[overrideIndex]
            overrideIndex += 1
        } else {
            result = pendingMaster
            pendingMaster = nil
        }
        if result != nil {
            emitted += 1
            if emitted > configuration.maximumOccurrences {
                throw .tooManyOccurrences(uid: uid, line: line, limit: configuration.maximumOccurrences)
            }
        }
        return result
    }

    // MARK: - The master's recurrence set

    /// The next instance of the master's recurrence set inside the window.
    private mutating func nextMasterOccurrence() throws(RecurrenceError) -> Occurrence? {
        guard let masterBox else { return nil }
        while let candidate = try nextCandidate() {
            if candidate.key >= window.end { return nil }
            // Duplicates (an RDATE equal to a rule instance, two local times meeting in a gap).
            if candidate.key != lastKey {
                lastKey = candidate.key
                identitiesAtLastKey.removeAll(keepingCapacity: true)
            }
            guard !identitiesAtLastKey.contains(candidate.identity) else { continue }
            identitiesAtLastKey.append(candidate.identity)
            if excluded.contains(candidate.identity) { continue }
            let local = LocalDateTime(secondsSinceEpoch: candidate.local)
            if !excludedDays.isEmpty, excludedDays.contains(local.day.dayNumber) { continue }
            let start = masterStart.with(local: local)
            let end: ICSDateTime
            let endKey: Int
            if candidate.period >= 0 {
                (end, endKey) = try Self.end(
                    of: masterBox.event, startingAt: start, key: candidate.key, period: periods[candidate.period],
                    window: window,
                    timeZones: timeZones)
            } else {
                (end, endKey) = endRule.end(startingAt: start, key: candidate.key, zone: masterZone, window: window)
            }
            let occurrence = Occurrence(
                start: start, end: end, startInstant: candidate.key, endInstant: endKey,
                recurrenceID: masterIsRecurring ? start : nil, box: masterBox)
            if Self.overlaps(occurrence, window) { return occurrence }
        }
        return nil
    }

    /// The next instance of DTSTART, the rule and the RDATEs, in order of instant.
    private mutating func nextCandidate() throws(RecurrenceError) -> Candidate? {
        // Pull rule instances until the smallest one waiting can no longer be overtaken.
        while !ruleFinished {
            if let minimum = heap.minimum, minimum.key < lastLocal - reorderMargin { break }
            guard let local = rule.next() else {
                if rule.hitStepLimit {
                    throw .searchLimitExceeded(uid: uid, line: line, steps: configuration.maximumSearchSteps)
                }
                ruleFinished = true
                break
            }
            if rule.produced > configuration.maximumOccurrences {
                throw .tooManyOccurrences(uid: uid, line: line, limit: configuration.maximumOccurrences)
            }
            lastLocal = local.secondsSinceEpoch
            // The instant: UTC as it is; zoned, floating and DATE values through the master's zone.
            let key = masterZone.instant(of: local)
            if let until, !until.allows(local, key: key) {
                if until.isPast(local, margin: reorderMargin) { ruleFinished = true }
                continue
            }
            // The identity and the real wall-clock time follow from the key without another conversion.
            switch masterStart {
            case .date: heap.insert(Candidate(key: key, identity: local.day.dayNumber, local: lastLocal, period: -1))
            case .floating: heap.insert(Candidate(key: key, identity: lastLocal, local: lastLocal, period: -1))
            case .zoned:
                heap.insert(
                    Candidate(key: key, identity: key, local: masterZone.local(at: key).secondsSinceEpoch, period: -1))
            default: heap.insert(Candidate(key: key, identity: key, local: lastLocal, period: -1))
            }
        }
        let fromDates = recurrenceDateIndex < recurrenceDates.count ? recurrenceDates[recurrenceDateIndex] : nil
        if let fromDates, heap.minimum.map({ fromDates < $0 }) ?? true {
            recurrenceDateIndex += 1
            return fromDates
        }
        return heap.removeMinimum()
    }

    // MARK: - Values on the time line

    /// A start time waiting to be listed, ordered by instant.
    private struct Candidate: Comparable {
        /// The instant (see ``OccurrenceIterator/key(of:window:timeZones:uid:line:)``).
        var key: Int
        /// What makes two instances the same (see ``OccurrenceIterator/identity(of:window:timeZones:uid:line:)``).
        var identity: Int
        /// The wall-clock time it is shown at, as seconds.
        var local: Int
        /// The index of its RDATE PERIOD end, or -1.
        var period: Int

        static func < (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.key, lhs.identity) < (rhs.key, rhs.identity)
        }

        static func == (lhs: Candidate, rhs: Candidate) -> Bool {
            (lhs.key, lhs.identity) == (rhs.key, rhs.identity)
        }
    }

    /// The instant of a value: UTC and zoned values by their zone, floating ones and DATEs (at
    /// midnight) in the window's floating zone.
    static func key(
        of value: ICSDateTime, window: OccurrenceWindow, timeZones: TimeZoneRegistry, uid: String, line: Int
    ) throws(RecurrenceError) -> Int {
        switch value {
        case .date, .floating: window.floatingTimeZone.instant(of: value.local)
        case .utc(let local): local.secondsSinceEpoch
        case .zoned(let local, let tzid): try zone(tzid, timeZones: timeZones, uid: uid, line: line).instant(of: local)
        }
    }

    /// What makes two instances the same: the instant for UTC and zoned values, the wall-clock time for
    /// floating ones, the day for DATEs.
    static func identity(
        of value: ICSDateTime, window: OccurrenceWindow, timeZones: TimeZoneRegistry, uid: String, line: Int
    ) throws(RecurrenceError) -> Int {
        switch value {
        case .date(let day): day.dayNumber
        case .floating(let local): local.secondsSinceEpoch
        case .utc, .zoned: try key(of: value, window: window, timeZones: timeZones, uid: uid, line: line)
        }
    }

    /// A zoned value moved to the wall-clock time it really happens at (out of a gap; §3.3.5).
    static func normalized(
        _ value: ICSDateTime, window: OccurrenceWindow, timeZones: TimeZoneRegistry, uid: String, line: Int
    ) throws(RecurrenceError) -> ICSDateTime {
        guard case .zoned(let local, let tzid) = value else { return value }
        let zone = try zone(tzid, timeZones: timeZones, uid: uid, line: line)
        return .zoned(zone.local(at: zone.instant(of: local)), tzid: tzid)
    }

    static func zone(_ tzid: String, timeZones: TimeZoneRegistry, uid: String, line: Int) throws(RecurrenceError)
        -> ICSTimeZone
    {
        guard let zone = timeZones.zone(named: tzid) else { throw .unknownTimeZone(tzid: tzid, uid: uid, line: line) }
        return zone
    }

    /// The end of an instance of `event` that starts at `start` (see the type's discussion).
    static func end(
        of event: ICSEvent, startingAt start: ICSDateTime, key: Int, period: EventEnd?, window: OccurrenceWindow,
        timeZones: TimeZoneRegistry
    ) throws(RecurrenceError) -> (ICSDateTime, Int) {
        let uid = event.uid
        let line = event.source.line
        func keyed(_ value: ICSDateTime) throws(RecurrenceError) -> (ICSDateTime, Int) {
            (value, try Self.key(of: value, window: window, timeZones: timeZones, uid: uid, line: line))
        }
        switch period ?? event.end {
        case nil:
            if case .date(let day) = start { return try keyed(.date(day.adding(days: 1))) }
            return (start, key)
        case .dateTime(let end) where period != nil:
            return try keyed(end)  // an RDATE PERIOD ends where it says
        case .dateTime(let end):
            switch (event.start, end) {
            case (.date(let first), .date(let last)):
                return try keyed(.date(start.local.day.adding(days: first.days(to: last))))
            case (.floating(let first), .floating(let last)):
                return try keyed(
                    .floating(start.local.adding(seconds: last.secondsSinceEpoch - first.secondsSinceEpoch)))
            default:
                // Exact duration (§3.8.5.3), shown in DTEND's own form.
                let exact =
                    try Self.key(of: end, window: window, timeZones: timeZones, uid: uid, line: line)
                    - Self.key(of: event.start, window: window, timeZones: timeZones, uid: uid, line: line)
                let instant = key + exact
                switch end {
                case .zoned(_, let tzid):
                    let zone = try Self.zone(tzid, timeZones: timeZones, uid: uid, line: line)
                    return (.zoned(zone.local(at: instant), tzid: tzid), instant)
                case .utc:
                    return (.utc(LocalDateTime(secondsSinceEpoch: instant)), instant)
                case .date, .floating:
                    return (
                        start.with(local: LocalDateTime(secondsSinceEpoch: start.local.secondsSinceEpoch + exact)),
                        instant
                    )
                }
            }
        case .duration(let duration):
            let sign = duration.isNegative ? -1 : 1
            switch start {
            case .date(let day):
                return try keyed(.date(day.adding(days: sign * duration.days)))
            case .floating(let local):
                return try keyed(.floating(local.adding(seconds: sign * (duration.days * 86_400 + duration.seconds))))
            case .utc(let local):
                let instant = local.secondsSinceEpoch + sign * (duration.days * 86_400 + duration.seconds)
                return (.utc(LocalDateTime(secondsSinceEpoch: instant)), instant)
            case .zoned(let local, let tzid):
                // Nominal days first, on the wall clock; then the exact time (§3.3.6).
                let zone = try Self.zone(tzid, timeZones: timeZones, uid: uid, line: line)
                let instant =
                    zone.instant(of: local.adding(seconds: sign * duration.days * 86_400)) + sign * duration.seconds
                return (.zoned(zone.local(at: instant), tzid: tzid), instant)
            }
        }
    }

    /// Whether an occurrence overlaps the window; one of no length counts when it starts inside.
    static func overlaps(_ occurrence: Occurrence, _ window: OccurrenceWindow) -> Bool {
        guard occurrence.startInstant < window.end else { return false }
        if occurrence.endInstant > occurrence.startInstant { return occurrence.endInstant > window.start }
        return occurrence.startInstant >= window.start
    }

    /// A generous bound, in seconds, on how long one instance of the master lasts.
    private static func longestDuration(of event: ICSEvent) -> Int {
        var longest = 86_400
        switch event.end {
        case .dateTime(let end):
            longest = max(longest, abs(end.local.secondsSinceEpoch - event.start.local.secondsSinceEpoch) + 2 * 86_400)
        case .duration(let duration):
            longest = max(longest, duration.days * 86_400 + duration.seconds + 2 * 86_400)
        case nil:
            break
        }
        return longest
    }

    /// Keeps a computed wall-clock time inside the years RFC 5545 can express.
    private static func clampedLocal(_ seconds: Int) -> Int {
        min(max(seconds, -62_135_596_800), 253_402_300_799)
    }
}

/// The UNTIL of a rule, compared the way the kind of DTSTART needs (RFC 5545 §3.3.10: UNTIL is inclusive).
private enum UntilBound {
    /// An instant: for UTC and zoned starts.
    case instant(Int)
    /// A wall-clock time: for floating starts.
    case local(LocalDateTime)
    /// A day: for DATE starts.
    case day(Int)

    /// Reads `value` for a rule whose DTSTART is `start`. UNTIL values of the wrong kind, which the reader
    /// accepts with a warning, are read in DTSTART's terms: a DATE UNTIL includes its whole day, a local
    /// UNTIL on a zoned start is a time in that zone.
    init(_ value: ICSDateTime, start: ICSDateTime, zone: ICSTimeZone) {
        let lastSecond: LocalDateTime =
            if case .date(let day) = value {
                LocalDateTime(secondsSinceEpoch: day.dayNumber * 86_400 + 86_399)
            } else {
                value.local
            }
        switch start {
        case .date:
            self = .day(value.local.day.dayNumber)
        case .floating:
            self = .local(lastSecond)
        case .utc, .zoned:
            if case .utc(let local) = value {
                self = .instant(local.secondsSinceEpoch)
            } else {
                self = .instant(zone.instant(of: lastSecond))
            }
        }
    }

    /// Whether an instance at `value` (whose instant is `key`) is not after UNTIL.
    func allows(_ local: LocalDateTime, key: Int) -> Bool {
        switch self {
        case .instant(let instant): key <= instant
        case .local(let bound): local <= bound
        case .day(let day): local.day.dayNumber <= day
        }
    }

    /// Whether no instance at or after the local time `local` can be allowed any more.
    func isPast(_ local: LocalDateTime, margin: Int) -> Bool {
        switch self {
        case .instant(let instant): local.secondsSinceEpoch - margin > instant
        case .local(let bound): local > bound
        case .day(let day): local.day.dayNumber > day
        }
    }
}

extension RecurrenceRule {
    /// The same rule ending after `count` instances.
    func withCount(_ count: Int) -> RecurrenceRule {
        var rule = self
        rule.end = .count(count)
        return rule
    }
}
