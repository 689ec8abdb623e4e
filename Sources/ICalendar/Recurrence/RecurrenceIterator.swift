import CalendarCore

/// Expands a recurrence rule into the local start times it generates, in ascending order (RFC 5545
/// §3.3.10), lazily: each call to ``next()`` does only the work up to the next instance.
///
/// The iterator works on wall-clock times; turning them into instants (and reading nonexistent or
/// repeated local times) is the job of ``OccurrenceIterator``.
///
/// - **DTSTART comes first** and counts as the first instance for COUNT, whether or not it matches the
///   rule (§3.3.10, COUNT: "The DTSTART property value always counts as the first occurrence"; a DTSTART
///   that does not match is "undefined", and this is the reading that keeps DTSTART, §3.8.5.3).
/// - **Periods.** The rule is expanded one period at a time: DTSTART's period, then every `INTERVAL`-th
///   one after it. The set of a period is sorted, BYSETPOS picks from it, and instances not after
///   DTSTART are dropped.
/// - **Invalid dates** (30 February, 31 April) never arise: only real days are considered, so they are
///   skipped and not counted, as §3.3.10 asks.
/// - **Bounds.** ``stopAfter`` ends the expansion once no later instance is needed; a rule that cannot
///   match ends at 9999-12-31, and ``stepLimit`` caps the candidate times examined in one call.
/// - **UNTIL** is left to the caller, which knows the time zone; COUNT is applied here.
struct RecurrenceIterator {
    private let plan: RecurrencePlan
    /// DTSTART, the first instance.
    let start: LocalDateTime
    private let startDayNumber: Int
    /// No instance after this is needed; expansion ends once a period starts after it.
    var stopAfter: LocalDateTime?
    /// The most candidate days and times one call to ``next()`` may examine.
    var stepLimit = 50_000_000
    /// Set when ``next()`` returned `nil` because it hit ``stepLimit``.
    private(set) var hitStepLimit = false

    /// Instances returned so far, DTSTART included.
    private(set) var produced = 0
    private var startPending: Bool
    private var buffer: [LocalDateTime] = []
    private var bufferIndex = 0
    private var finished = false
    /// Day-level rules: the index of the next period (period `k` is DTSTART's period + k × INTERVAL).
    private var period = 0
    /// Sub-daily rules: the next grid unit to consider (units of the frequency since the epoch).
    private var nextUnit: Int
    /// Sub-daily rules: DTSTART's unit, the origin of the INTERVAL grid.
    private let startUnit: Int
    private let unitSeconds: Int
    /// YEARLY rules: the year of DTSTART's period. With BYWEEKNO that is the week-numbering year DTSTART
    /// falls in (1 January 2027 belongs to week 53 of 2026), otherwise its calendar year.
    private let firstYear: Int

    /// The last day a recurrence can reach (the DATE range ends at 9999-12-31).
    private static let lastDayNumber = CalendarDay.dayNumber(year: 9999, month: 12, day: 31)
    private static let firstDayNumber = CalendarDay.dayNumber(year: 1, month: 1, day: 1)

    /// Whether DTSTART itself is returned first; `false` lists only what the rule generates from DTSTART
    /// on (DTSTART included only if it matches), to check whether DTSTART is an instance.
    private let startsWithDTSTART: Bool

    init(rule: RecurrenceRule, start: LocalDateTime, isDate: Bool, startsWithDTSTART: Bool = true) {
        plan = RecurrencePlan(rule: rule, start: start, isDate: isDate)
        self.start = start
        self.startsWithDTSTART = startsWithDTSTART
        startPending = startsWithDTSTART
        startDayNumber = start.day.dayNumber
        unitSeconds =
            switch rule.frequency {
            case .secondly: 1
            case .minutely: 60
            case .hourly: 3600
            default: 86_400
            }
        startUnit = Self.floorDivide(start.secondsSinceEpoch, unitSeconds)
        nextUnit = startUnit
        var year = start.day.year
        if plan.weekNumbers != nil {
            let number = start.day.dayNumber
            if number < WeekNumbering.firstDayOfWeekOne(year: year, weekStart: plan.weekStart) {
                year -= 1
            } else if number >= WeekNumbering.firstDayOfWeekOne(year: year + 1, weekStart: plan.weekStart) {
                year += 1
            }
        }
        firstYear = year
    }

    /// The next start time, or `nil` when the rule is exhausted (COUNT reached, past ``stopAfter``, past
    /// 9999, or ``stepLimit`` hit: see ``hitStepLimit``).
    mutating func next() -> LocalDateTime? {
        if let count = plan.count, produced >= count { return nil }
        if startPending {
            startPending = false
            produced += 1
            return start
        }
        var steps = 0
        while bufferIndex >= buffer.count {
            guard !finished else { return nil }
            buffer = plan.frequency >= .daily ? nextDayLevelPeriod(steps: &steps) : nextSubDailyDay(steps: &steps)
            bufferIndex = 0
            if steps > stepLimit {
                hitStepLimit = true
                finished = true
                return nil
            }
        }
        let instance = buffer[bufferIndex]
        bufferIndex += 1
        produced += 1
        return instance
    }

    /// Whether DTSTART is one of the instances the rule generates from DTSTART's own period on (RFC 5545
    /// §3.8.5.3 calls a DTSTART that is not "not synchronized with the recurrence rule"). Looks at that
    /// one period only.
    static func isInstance(_ start: LocalDateTime, of rule: RecurrenceRule, isDate: Bool) -> Bool {
        var iterator = RecurrenceIterator(rule: rule, start: start, isDate: isDate, startsWithDTSTART: false)
        var steps = 0
        let firstPeriod =
            iterator.plan.frequency >= .daily
            ? iterator.nextDayLevelPeriod(steps: &steps) : iterator.nextSubDailyDay(steps: &steps)
        return firstPeriod.first == start
    }

    /// Skips every period that ends before `local`, for a rule without COUNT (whose instances before a
    /// range need not be counted). Call it before the first ``next()``; DTSTART is skipped too when it is
    /// before `local`.
    mutating func skip(to local: LocalDateTime) {
        guard plan.count == nil, local > start, produced == 0 else { return }
        startPending = false
        let target = local.day
        if plan.frequency >= .daily {
            // One period of margin: a period may begin before the day that holds `local`.
            let periods: Int
            switch plan.frequency {
            case .yearly:
                periods = Self.floorDivide(target.year - firstYear - 1, plan.interval)
            case .monthly:
                let months = (target.year - start.day.year) * 12 + target.month - start.day.month
                periods = Self.floorDivide(months - 1, plan.interval)
            case .weekly:
                periods = Self.floorDivide(target.dayNumber - startDayNumber - 7, 7 * plan.interval)
            default:
                periods = Self.floorDivide(target.dayNumber - startDayNumber - 1, plan.interval)
            }
            period = max(period, periods)
        } else {
            let unit = Self.floorDivide((target.dayNumber - 1) * 86_400, unitSeconds)
            nextUnit = max(nextUnit, gridUnit(atOrAfter: unit))
        }
    }

    // MARK: - Day-level rules (DAILY, WEEKLY, MONTHLY, YEARLY)

    /// The instances of the next period after DTSTART, possibly none.
    private mutating func nextDayLevelPeriod(steps: inout Int) -> [LocalDateTime] {
        let k = period
        period += 1
        var days: [CalendarDay] = []
        var weekYear: Range<Int>? = nil
        let step = k * plan.interval
        switch plan.frequency {
        case .yearly:
            let year = firstYear + step
            guard year <= 9999 else { return finish() }
            if plan.weekNumbers != nil {
                let range = WeekNumbering.weekYear(year, weekStart: plan.weekStart)
                weekYear = range
                guard range.lowerBound <= Self.lastDayNumber else { return finish() }
                if isPastStop(dayNumber: range.lowerBound) { return finish() }
                for number in max(range.lowerBound, Self.firstDayNumber)..<min(range.upperBound, Self.lastDayNumber + 1)
                {
                    appendIfMatching(CalendarDay(dayNumber: number), number, weekYear, to: &days, steps: &steps)
                }
            } else {
                guard let first = CalendarDay(year: year, month: 1, day: 1) else { return finish() }
                if isPastStop(dayNumber: first.dayNumber) { return finish() }
                for month in 1...12 where plan.months?[month] ?? true {
                    guard let firstOfMonth = CalendarDay(year: year, month: month, day: 1) else { continue }
                    let length = CalendarDay.daysInMonth(year: year, month: month)
                    for offset in 0..<length {
                        let number = firstOfMonth.dayNumber + offset
                        appendIfMatching(CalendarDay(dayNumber: number), number, nil, to: &days, steps: &steps)
                    }
                }
            }
        case .monthly:
            let monthIndex = start.day.year * 12 + start.day.month - 1 + step
            let year = monthIndex / 12
            guard year <= 9999, let first = CalendarDay(year: year, month: monthIndex % 12 + 1, day: 1) else {
                return finish()
            }
            if isPastStop(dayNumber: first.dayNumber) { return finish() }
            for offset in 0..<CalendarDay.daysInMonth(year: year, month: first.month) {
                let number = first.dayNumber + offset
                appendIfMatching(CalendarDay(dayNumber: number), number, nil, to: &days, steps: &steps)
            }
        case .weekly:
            let sinceWeekStart = (start.day.weekday.isoNumber - plan.weekStart.isoNumber + 7) % 7
            let first = startDayNumber - sinceWeekStart + 7 * step
            guard first <= Self.lastDayNumber else { return finish() }
            if isPastStop(dayNumber: first) { return finish() }
            for number in first..<min(first + 7, Self.lastDayNumber + 1) {
                appendIfMatching(CalendarDay(dayNumber: number), number, nil, to: &days, steps: &steps)
            }
        default:  // daily
            let number = startDayNumber + step
            guard number <= Self.lastDayNumber else { return finish() }
            if isPastStop(dayNumber: number) { return finish() }
            appendIfMatching(CalendarDay(dayNumber: number), number, nil, to: &days, steps: &steps)
        }
        guard !days.isEmpty else { return [] }
        var set: [LocalDateTime] = []
        set.reserveCapacity(days.count * plan.timesOfDay.count)
        for day in days {
            let base = day.dayNumber * 86_400
            for time in plan.timesOfDay { set.append(LocalDateTime(secondsSinceEpoch: base + time)) }
        }
        steps += set.count
        return plan.selectPositions(set).filter { isAfterStart($0) }
    }

    private func appendIfMatching(
        _ day: CalendarDay, _ number: Int, _ weekYear: Range<Int>?, to days: inout [CalendarDay], steps: inout Int
    ) {
        steps += 1
        if plan.matches(day, dayNumber: number, weekYear: weekYear) { days.append(day) }
    }

    // MARK: - Sub-daily rules (HOURLY, MINUTELY, SECONDLY)

    /// The instances of the periods on the day of the next grid unit, possibly none.
    private mutating func nextSubDailyDay(steps: inout Int) -> [LocalDateTime] {
        let dayNumber = Self.floorDivide(nextUnit * unitSeconds, 86_400)
        guard dayNumber <= Self.lastDayNumber else { return finish() }
        if isPastStop(dayNumber: dayNumber) { return finish() }
        let firstUnitOfNextDay = Self.floorDivide((dayNumber + 1) * 86_400 + unitSeconds - 1, unitSeconds)
        defer { nextUnit = gridUnit(atOrAfter: firstUnitOfNextDay) }
        let day = CalendarDay(dayNumber: dayNumber)
        steps += 1
        guard plan.matches(day, dayNumber: dayNumber, weekYear: nil) else { return [] }

        var instances: [LocalDateTime] = []
        for unit in unitsOfDay(from: nextUnit, to: firstUnitOfNextDay, steps: &steps) {
            let base = unit * unitSeconds
            var set: [LocalDateTime]
            switch plan.frequency {
            case .hourly:
                set = []
                for minute in plan.minutes ?? [start.minute] {
                    for second in plan.seconds ?? [start.second] {
                        set.append(LocalDateTime(secondsSinceEpoch: base + minute * 60 + second))
                    }
                }
            case .minutely:
                set = (plan.seconds ?? [start.second]).map { LocalDateTime(secondsSinceEpoch: base + $0) }
            default:
                set = [LocalDateTime(secondsSinceEpoch: base)]
            }
            steps += set.count
            instances += plan.selectPositions(set).filter { isAfterStart($0) }
        }
        return instances
    }

    /// The grid units in `from..<to` (one day) that pass the BYHOUR, BYMINUTE and BYSECOND filters,
    /// ascending. Walks either the INTERVAL grid or the allowed times, whichever is shorter.
    private func unitsOfDay(from: Int, to: Int, steps: inout Int) -> [Int] {
        let first = gridUnit(atOrAfter: from)
        guard first < to else { return [] }
        let gridCount = (to - 1 - first) / plan.interval + 1
        let dayStartUnit = Self.floorDivide(Self.floorDivide(from * unitSeconds, 86_400) * 86_400, unitSeconds)
        let hours = plan.hourFilter.map { table in (0..<24).filter { table[$0] } } ?? Array(0..<24)
        let minutes =
            plan.frequency <= .minutely
            ? (plan.minuteFilter.map { table in (0..<60).filter { table[$0] } } ?? Array(0..<60)) : [0]
        let seconds =
            plan.frequency <= .secondly
            ? (plan.secondFilter.map { table in (0..<60).filter { table[$0] } } ?? Array(0..<60)) : [0]
        let allowedCount = hours.count * minutes.count * seconds.count
        var units: [Int] = []
        if gridCount <= allowedCount {
            var unit = first
            while unit < to {
                steps += 1
                let secondOfDay = (unit - dayStartUnit) * unitSeconds
                if allowed(secondOfDay) { units.append(unit) }
                unit += plan.interval
            }
        } else {
            for hour in hours {
                for minute in minutes {
                    for second in seconds {
                        steps += 1
                        let unit = dayStartUnit + (hour * 3600 + minute * 60 + second) / unitSeconds
                        if unit >= first, unit < to, Self.floorModulo(unit - startUnit, plan.interval) == 0 {
                            units.append(unit)
                        }
                    }
                }
            }
        }
        return units
    }

    /// Whether a unit starting `secondOfDay` seconds after midnight passes the time filters.
    private func allowed(_ secondOfDay: Int) -> Bool {
        if let hours = plan.hourFilter, !hours[secondOfDay / 3600] { return false }
        if let minutes = plan.minuteFilter, !minutes[secondOfDay / 60 % 60] { return false }
        if let seconds = plan.secondFilter, !seconds[secondOfDay % 60] { return false }
        return true
    }

    /// The first unit on the INTERVAL grid at or after `unit`.
    private func gridUnit(atOrAfter unit: Int) -> Int {
        let remainder = Self.floorModulo(unit - startUnit, plan.interval)
        return remainder == 0 ? unit : unit + plan.interval - remainder
    }

    // MARK: - Helpers

    /// Whether a rule instance comes after DTSTART (or is DTSTART, when DTSTART is not returned first).
    private func isAfterStart(_ instance: LocalDateTime) -> Bool {
        startsWithDTSTART ? instance > start : instance >= start
    }

    private func isPastStop(dayNumber: Int) -> Bool {
        guard let stopAfter else { return false }
        return dayNumber > stopAfter.day.dayNumber
    }

    private mutating func finish() -> [LocalDateTime] {
        finished = true
        return []
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
