public import CalendarCore

/// Computes holidays from the rule files: the embedded, offline holiday source.
///
/// For a region and a year the engine evaluates, in order:
/// 1. every `holiday` block that applies to the region in that year (and the years either side,
///    so a substitute or multi-day festival can cross New Year);
/// 2. substitute days of those holidays, in date order, so `next-workday` sees earlier substitutes;
/// 3. rules that depend on the other holidays (`between-holidays`);
/// then keeps the days of the requested year, sorted by `Holiday.canonicalOrder`.
public struct HolidayEngine: Sendable {
    /// The years the engine computes.
    public static let supportedYears = 1900...2100

    /// The rules in use.
    public let rules: RuleBook
    private let islamic: [IslamicCalendarKind: IslamicCalendarDates]

    public init(rules: RuleBook) {
        self.rules = rules
        var calendars: [IslamicCalendarKind: IslamicCalendarDates] = [:]
        for kind in Set(rules.countries.map(\.islamicCalendar)) {
            calendars[kind] = IslamicCalendarDates(kind: kind)
        }
        islamic = calendars
    }

    /// The holidays of `region` in `year`.
    public func holidays(for region: Region, year: Int) throws(HolidayRulesError) -> [Holiday] {
        let country = try rules.validate(region)
        guard Self.supportedYears.contains(year) else {
            throw .yearOutOfRange(year, supported: Self.supportedYears)
        }
        return compute(country: country, subdivision: region.subdivision, year: year)
    }

    /// The holidays of `region` on the days of `range`.
    public func holidays(for region: Region, in range: DayRange) throws(HolidayRulesError) -> [Holiday] {
        var result: [Holiday] = []
        for year in range.years {
            result += try holidays(for: region, year: year).filter { range.contains($0.day) }
        }
        return result
    }

    // MARK: - Evaluation

    private func compute(country: CountryRules, subdivision: SubdivisionCode?, year: Int) -> [Holiday] {
        let region = Region(country: country.code, subdivision: subdivision)
        let applicable = country.holidays.filter { $0.scope.includes(subdivision) }

        // 1. Base holidays of the year and its neighbours.
        var base: [(rule: HolidayRule, day: CalendarDay)] = []
        for evaluationYear in (year - 1)...(year + 1) {
            for rule in applicable where !rule.date.dependsOnOtherHolidays && rule.years.contains(evaluationYear) {
                if let moved = rule.moved[evaluationYear] {
                    base.append((rule, moved))
                } else {
                    for day in evaluate(rule.date, year: evaluationYear, country: country) {
                        base.append((rule, day))
                    }
                }
            }
        }
        var holidays = base.map { makeHoliday($0.rule, day: $0.day, region: region) }
        var occupied = Set(holidays.map(\.day))

        // 2. Substitute days, in date order.
        for (rule, day) in base.sorted(by: { ($0.day, $0.rule.key) < ($1.day, $1.rule.key) }) {
            guard let observed = rule.observed, let shift = observed.shifts[day.weekday] else { continue }
            if let since = country.observedSince, day < since { continue }
            let target: CalendarDay
            switch shift {
            case .days(let count): target = day.adding(days: count)
            case .nextWorkday: target = nextWorkday(after: day, step: 1, weekend: country.weekend, occupied: occupied)
            case .previousWorkday: target = nextWorkday(after: day, step: -1, weekend: country.weekend, occupied: occupied)
            }
            let names = substituteNames(rule.names, label: country.observedLabel)
            holidays.append(
                Holiday(
                    day: target, names: names, region: region, categories: rule.categories,
                    key: rule.key + ".observed", substitute: .init(actualDay: day, holidayKey: rule.key),
                    isEstimated: rule.date.isEstimated))
            occupied.insert(target)
        }

        // 3. Rules that depend on the other holidays.
        let actualDays = Set(base.map(\.day))
        for rule in applicable where rule.date.dependsOnOtherHolidays && rule.years.contains(year) {
            guard case .betweenHolidays(let excluded) = rule.date else { continue }
            for day in DayRange(year: year)
            where !occupied.contains(day) && !excluded.contains(day.weekday)
                && actualDays.contains(day.adding(days: -1)) && actualDays.contains(day.adding(days: 1))
            {
                holidays.append(makeHoliday(rule, day: day, region: region))
                occupied.insert(day)
            }
        }

        // Keep the year, drop exact duplicates (same day and key), sort.
        var seen = Set<String>()
        return holidays
            .filter { $0.day.year == year }
            .sorted(by: Holiday.canonicalOrder)
            .filter { seen.insert("\($0.day)|\($0.key)|\($0.names.english)").inserted }
    }

    private func makeHoliday(_ rule: HolidayRule, day: CalendarDay, region: Region) -> Holiday {
        Holiday(
            day: day, names: rule.names, region: region, categories: rule.categories, key: rule.key,
            isEstimated: rule.date.isEstimated)
    }

    private func substituteNames(_ names: LocalizedNames, label: LocalizedNames) -> LocalizedNames {
        func apply(_ template: String, _ name: String) -> String {
            template.contains("%s") ? template.replacingOccurrences(of: "%s", with: name) : template
        }
        var others: [String: String] = [:]
        for language in Set(names.others.keys).union(label.others.keys) {
            others[language] = apply(label.name(in: language), names.name(in: language))
        }
        return LocalizedNames(english: apply(label.english, names.english), others: others)
    }

    private func nextWorkday(after day: CalendarDay, step: Int, weekend: Set<Weekday>, occupied: Set<CalendarDay>)
        -> CalendarDay
    {
        var candidate = day.adding(days: step)
        while weekend.contains(candidate.weekday) || occupied.contains(candidate) {
            candidate = candidate.adding(days: step)
        }
        return candidate
    }

    /// The days a date expression gives in `year` (an Islamic date may give zero, one or two).
    func evaluate(_ expression: DateExpression, year: Int, country: CountryRules) -> [CalendarDay] {
        switch expression {
        case .fixed(let month, let day):
            return CalendarDay(year: year, month: month, day: day).map { [$0] } ?? []
        case .once(let day):
            return day.year == year ? [day] : []
        case .nthWeekday(let ordinal, let weekday, let month):
            return nthWeekday(ordinal, weekday, month: month, year: year).map { [$0] } ?? []
        case .relativeWeekday(let weekday, let relation, let anchor):
            return evaluate(anchor, year: year, country: country).map { relative(weekday, relation, $0) }
        case .easter:
            return [Easter.western(year: year)]
        case .orthodoxEaster:
            return [Easter.orthodox(year: year)]
        case .islamic(let month, let day):
            return islamic[country.islamicCalendar]?.days(month: month, day: day, inGregorianYear: year) ?? []
        case .marchEquinox:
            return [Equinox.day(.march, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .septemberEquinox:
            return [Equinox.day(.september, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .betweenHolidays:
            return []
        case .offset(let inner, let days):
            return evaluate(inner, year: year, country: country).map { $0.adding(days: days) }
        }
    }

    private func nthWeekday(_ ordinal: Int, _ weekday: Weekday, month: Int, year: Int) -> CalendarDay? {
        guard let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
        if ordinal > 0 {
            let offset = (weekday.isoNumber - first.weekday.isoNumber + 7) % 7
            let day = first.adding(days: offset + 7 * (ordinal - 1))
            return day.month == month ? day : nil
        }
        let last = first.adding(days: CalendarDay.daysInMonth(year: year, month: month) - 1)
        let offset = (last.weekday.isoNumber - weekday.isoNumber + 7) % 7
        return last.adding(days: -offset)
    }

    private func relative(_ weekday: Weekday, _ relation: DateExpression.Relation, _ anchor: CalendarDay) -> CalendarDay {
        switch relation {
        case .after:
            let offset = (weekday.isoNumber - anchor.weekday.isoNumber + 7) % 7
            return anchor.adding(days: offset == 0 ? 7 : offset)
        case .onOrAfter:
            return anchor.adding(days: (weekday.isoNumber - anchor.weekday.isoNumber + 7) % 7)
        case .before:
            let offset = (anchor.weekday.isoNumber - weekday.isoNumber + 7) % 7
            return anchor.adding(days: -(offset == 0 ? 7 : offset))
        case .onOrBefore:
            return anchor.adding(days: -((anchor.weekday.isoNumber - weekday.isoNumber + 7) % 7))
        }
    }
}
