import CalendarCore

/// A ``RecurrenceRule`` prepared for expansion: the parts that DTSTART supplies filled in, and every
/// `BYxxx` list turned into a lookup table.
///
/// RFC 5545 §3.3.10 describes expansion as "expand" and "limit" steps applied in a fixed order. For one
/// period of the rule (a year, month, week, day, hour, minute or second) that is the same as taking every
/// day of the period that passes all the day-level parts (BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY,
/// BYDAY) and combining it with every time of day that passes the time parts (BYHOUR, BYMINUTE,
/// BYSECOND): a part that "expands" contributes its values, one that "limits" filters, and either way the
/// result is the set of date-times in the period that satisfy every part. The plan holds those parts:
///
/// - **Defaults from DTSTART** (§3.3.10: "Information, not contained in the rule … [is] derived from the
///   Start Time"): with no BYWEEKNO, BYYEARDAY, BYMONTHDAY or BYDAY, a YEARLY rule takes DTSTART's month
///   (unless BYMONTH is given) and day of the month, a MONTHLY rule its day of the month, a WEEKLY rule its
///   weekday. A rule coarser than HOURLY takes DTSTART's hour, one coarser than MINUTELY its minute, one
///   coarser than SECONDLY its second, unless BYHOUR, BYMINUTE or BYSECOND says otherwise.
/// - **BYDAY ordinals** count within the month for MONTHLY rules and for YEARLY rules with BYMONTH, and
///   within the year for other YEARLY rules (§3.3.10, BYDAY).
/// - **BYWEEKNO** weeks belong to the week-numbering year of the period (``WeekNumbering``).
struct RecurrencePlan: Sendable {
    let frequency: RecurrenceRule.Frequency
    let interval: Int
    let count: Int?
    let weekStart: Weekday

    /// Allowed months 1...12, or `nil` for every month.
    let months: [Bool]?
    /// Allowed week numbers: `[n]` for week n, `[54 + n]` for week −n; `nil` for every week.
    let weekNumbers: [Bool]?
    /// Allowed days of the year: `[n]` for day n, `[367 + n]` for day −n; `nil` for every day.
    let yearDays: [Bool]?
    /// Allowed days of the month: `[n]` for day n, `[32 + n]` for day −n; `nil` for every day.
    let monthDays: [Bool]?
    /// Weekdays allowed without an ordinal, by ISO number; `nil` when BYDAY is absent.
    let weekdays: [Bool]?
    /// BYDAY entries with an ordinal.
    let nthWeekdays: [(ordinal: Int, weekday: Weekday)]
    /// Whether BYDAY ordinals count within the month (else within the year).
    let ordinalsWithinMonth: Bool

    /// Hours, minutes and seconds that expand a period (sorted), or `nil` where the part limits instead:
    /// for a rule as fine as that unit, where the period itself supplies the value.
    let hours: [Int]?
    let minutes: [Int]?
    let seconds: [Int]?
    /// BYHOUR, BYMINUTE and BYSECOND as filters for the rules as fine as that unit.
    let hourFilter: [Bool]?
    let minuteFilter: [Bool]?
    let secondFilter: [Bool]?
    /// The times of day (seconds since midnight) of one day-level period, sorted.
    let timesOfDay: [Int]

    /// BYSETPOS.
    let setPositions: [Int]

    init(rule: RecurrenceRule, start: LocalDateTime, isDate: Bool) {
        frequency = rule.frequency
        interval = max(1, rule.interval)
        if case .count(let count) = rule.end { self.count = count } else { self.count = nil }
        weekStart = rule.weekStart
        setPositions = rule.bySetPosition

        var byMonth = rule.byMonth
        var byMonthDay = rule.byMonthDay
        var byDay = rule.byDay
        if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if byMonth.isEmpty { byMonth = [start.day.month] }
                byMonthDay = [start.day.day]
            case .monthly:
                byMonthDay = [start.day.day]
            case .weekly:
                byDay = [RecurrenceRule.WeekdayNumber(start.day.weekday)]
            default:
                break
            }
        }
        months = Self.table(byMonth, size: 13) { $0 }
        weekNumbers = Self.table(rule.byWeekNumber, size: 108) { $0 > 0 ? $0 : 54 - $0 }
        yearDays = Self.table(rule.byYearDay, size: 734) { $0 > 0 ? $0 : 367 - $0 }
        monthDays = Self.table(byMonthDay, size: 64) { $0 > 0 ? $0 : 32 - $0 }
        if byDay.isEmpty {
            weekdays = nil
        } else {
            var plain = [Bool](repeating: false, count: 8)
            for entry in byDay where entry.ordinal == nil { plain[entry.weekday.isoNumber] = true }
            weekdays = plain
        }
        nthWeekdays = byDay.compactMap { entry in entry.ordinal.map { ($0, entry.weekday) } }
        ordinalsWithinMonth = rule.frequency != .yearly || !rule.byMonth.isEmpty

        // Time parts. A DATE start has no time: BYHOUR, BYMINUTE and BYSECOND "MUST be ignored" (§3.3.10).
        let byHour = isDate ? [] : rule.byHour
        let byMinute = isDate ? [] : rule.byMinute
        let bySecond = isDate ? [] : rule.bySecond.map { min($0, 59) }  // a leap second 60 reads as 59
        func expansion(_ values: [Int], finestLimitingFrequency: RecurrenceRule.Frequency, default value: Int)
            -> [Int]?
        {
            if rule.frequency <= finestLimitingFrequency { return nil }
            return values.isEmpty ? [value] : Array(Set(values)).sorted()
        }
        hours = expansion(byHour, finestLimitingFrequency: .hourly, default: start.hour)
        minutes = expansion(byMinute, finestLimitingFrequency: .minutely, default: start.minute)
        seconds = expansion(bySecond, finestLimitingFrequency: .secondly, default: start.second)
        hourFilter = rule.frequency <= .hourly ? Self.table(byHour, size: 24) { $0 } : nil
        minuteFilter = rule.frequency <= .minutely ? Self.table(byMinute, size: 60) { $0 } : nil
        secondFilter = rule.frequency <= .secondly ? Self.table(bySecond, size: 60) { $0 } : nil

        var times: [Int] = []
        for hour in hours ?? [start.hour] {
            for minute in minutes ?? [start.minute] {
                for second in seconds ?? [start.second] { times.append(hour * 3600 + minute * 60 + second) }
            }
        }
        timesOfDay = times
    }

    /// A lookup table with `true` at `index(value)` for each value, or `nil` for an empty list.
    private static func table(_ values: [Int], size: Int, index: (Int) -> Int) -> [Bool]? {
        guard !values.isEmpty else { return nil }
        var table = [Bool](repeating: false, count: size)
        for value in values {
            let position = index(value)
            if table.indices.contains(position) { table[position] = true }
        }
        return table
    }

    /// Whether `day` passes every day-level part. `weekYear` is the week-numbering year the period
    /// belongs to, needed only when BYWEEKNO is present.
    func matches(_ day: CalendarDay, dayNumber: Int, weekYear: Range<Int>?) -> Bool {
        if let months, !months[day.month] { return false }
        if let weekNumbers, let weekYear {
            guard weekYear.contains(dayNumber) else { return false }
            let week = (dayNumber - weekYear.lowerBound) / 7 + 1
            let weeks = weekYear.count / 7
            if !weekNumbers[week] && !weekNumbers[54 + (weeks - week + 1)] { return false }
        }
        let daysInYear = CalendarDay.isLeapYear(day.year) ? 366 : 365
        if let yearDays {
            let ordinal = day.dayOfYear
            if !yearDays[ordinal] && !yearDays[367 + (daysInYear - ordinal + 1)] { return false }
        }
        let daysInMonth = CalendarDay.daysInMonth(year: day.year, month: day.month)
        if let monthDays {
            if !monthDays[day.day] && !monthDays[32 + (daysInMonth - day.day + 1)] { return false }
        }
        if let weekdays {
            let weekday = day.weekday
            if !weekdays[weekday.isoNumber] {
                let (position, length) =
                    ordinalsWithinMonth ? (day.day, daysInMonth) : (day.dayOfYear, daysInYear)
                let forward = (position - 1) / 7 + 1
                let backward = -((length - position) / 7 + 1)
                guard
                    nthWeekdays.contains(where: {
                        $0.weekday == weekday && ($0.ordinal == forward || $0.ordinal == backward)
                    })
                else { return false }
            }
        }
        return true
    }

    /// Applies BYSETPOS to the sorted set of one period (§3.3.10): the n-th instances, counted from the
    /// start (n > 0) or the end (n < 0), sorted and without duplicates.
    func selectPositions(_ set: [LocalDateTime]) -> [LocalDateTime] {
        guard !setPositions.isEmpty else { return set }
        var indices = Set<Int>()
        for position in setPositions {
            let index = position > 0 ? position - 1 : set.count + position
            if set.indices.contains(index) { indices.insert(index) }
        }
        return indices.sorted().map { set[$0] }
    }
}
