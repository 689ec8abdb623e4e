public import CalendarCore

/// Computes holidays from the rule files: the embedded, offline holiday source.
///
/// For a region and a span of years the engine evaluates, in order:
/// 1. every `holiday` block that applies to the region in those years (and the years either side,
///    so a substitute or multi-day festival can cross New Year), each year once;
/// 2. moves (`move:`) of those holidays, in date order: the holiday leaves its actual day;
/// 3. substitute days (`observed:`) of the holidays left on their actual days, in date order, so
///    `next-workday` sees earlier substitutes;
/// 4. rules that depend on the other holidays (`between-holidays`);
/// then keeps the days of the requested years, sorted by `Holiday.canonicalOrder`. A range of years is
/// evaluated in one pass, so a century costs about a hundred years of evaluation, not three hundred.
public struct HolidayEngine: Sendable {
    /// The years the engine computes.
    public static let supportedYears = 1900...2100

    /// The rules in use.
    public let rules: RuleBook
    /// By the kind's raw value: a `String` key, whose `Hashable` conformance the runtime has looked up
    /// already while reading the rules (a key of its own type would cost every process a scan of every
    /// conformance, 0.3 million instructions).
    private let islamic: [String: IslamicCalendarDates]
    private let islamicReliableDays = ReliableIslamicDays()
    private let chinese = ChineseCalendarDates.chinese()
    private let korean = ChineseCalendarDates.korean()
    private let vietnamese = LunisolarCalendar(offsetMinutes: 7 * 60)
    private let thai = ThaiLunarCalendar()
    private let persian = CalendarDates(.persian)
    /// `full-moon near` days already found, keyed by the anchor day and the astronomy offset.
    private let fullMoons = DayMemo()

    public init(rules: RuleBook) {
        self.rules = rules
        var calendars: [String: IslamicCalendarDates] = [:]
        for kind in IslamicCalendarKind.allCases {  // cheap: conversions are computed on first use
            calendars[kind.rawValue] = IslamicCalendarDates(kind: kind)
        }
        islamic = calendars
    }

    /// The holidays of `region` in `year`.
    public func holidays(for region: Region, year: Int) throws(HolidayRulesError) -> [Holiday] {
        let country = try rules.validate(region)
        guard Self.supportedYears.contains(year) else {
            throw .yearOutOfRange(year, supported: Self.supportedYears)
        }
        return compute(country: country, subdivision: region.subdivision, years: year...year)
    }

    /// The holidays of `region` on the days of `range`, sorted by `Holiday.canonicalOrder`.
    public func holidays(for region: Region, in range: DayRange) throws(HolidayRulesError) -> [Holiday] {
        try evaluation(for: region, in: range).holidays
    }

    /// The holidays of `region` on the days of `range`, with a warning for each year and calendar in
    /// which some of them were computed outside the range where that calendar is reliable.
    public func evaluation(for region: Region, in range: DayRange) throws(HolidayRulesError) -> HolidayEvaluation {
        let country = try rules.validate(region)
        for year in [range.first.year, range.last.year] where !Self.supportedYears.contains(year) {
            throw .yearOutOfRange(year, supported: Self.supportedYears)
        }
        let holidays = compute(country: country, subdivision: region.subdivision, years: range.years)
            .filter { range.contains($0.day) }
        return HolidayEvaluation(holidays: holidays, warnings: warnings(about: holidays, country: country))
    }

    /// The warnings about `holidays` of `country`: one per region, year and calendar.
    /// The reliable days are computed only when some Islamic day may be outside them. A declared day
    /// (`moved:`, not estimated) needs no warning.
    private func warnings(about allHolidays: [Holiday], country: CountryRules) -> [CalendarWarning] {
        let holidays = allHolidays.filter(\.isEstimated)
        let kind = country.islamicCalendar
        let islamicKeys = Set(country.holidays.filter(\.date.usesIslamicCalendar).map(\.key))
        let islamicDays = holidays.compactMap { holiday in
            islamicKeys.contains(holiday.substitute?.holidayKey ?? holiday.key)
                ? holiday.substitute?.actualDay ?? holiday.day : nil
        }
        guard !islamicDays.isEmpty, let dates = islamicDates(of: country) else { return [] }
        if let years = kind.reliableHijriYears, let surely = dates.surelyReliableDays(ofHijriYears: years),
            islamicDays.allSatisfy(surely.contains)
        {
            return []
        }
        let ownReliable =
            kind == .mabims && country.islamicReckoning != .singapore
            ? kind.reliableHijriYears.flatMap { dates.days(ofHijriYears: $0) } : nil
        guard let reliable = ownReliable ?? islamic[kind.rawValue].flatMap({ islamicReliableDays.days(of: kind, in: $0) })
        else { return [] }
        var keysByYear: [Int: Set<String>] = [:]
        var region: Region?
        for holiday in holidays {
            let key = holiday.substitute?.holidayKey ?? holiday.key
            let actual = holiday.substitute?.actualDay ?? holiday.day
            guard islamicKeys.contains(key), !reliable.contains(actual) else { continue }
            keysByYear[holiday.day.year, default: []].insert(key)
            region = holiday.region
        }
        guard let region else { return [] }
        return keysByYear.keys.sorted().map { year in
            CalendarWarning(
                region: region, year: year, calendar: "islamic \(kind.rawValue)",
                holidayKeys: (keysByYear[year] ?? []).sorted(), reliableDays: reliable,
                reason: kind.reliabilityNote)
        }
    }

    /// The Islamic calendar `country` uses: its kind, and for `mabims` its place and criteria.
    private func islamicDates(of country: CountryRules) -> IslamicCalendarDates? {
        country.islamicCalendar == .mabims && country.islamicReckoning != .singapore
            ? IslamicCalendarDates.mabims(country.islamicReckoning) : islamic[country.islamicCalendar.rawValue]
    }

    // MARK: - Evaluation

    private func compute(country: CountryRules, subdivision: SubdivisionCode?, years: ClosedRange<Int>) -> [Holiday] {
        // A subdivision's years before its own first year have nothing to compute.
        let firstYear = subdivision.flatMap { country.subdivisionFirstYears[$0] } ?? years.lowerBound
        guard years.upperBound >= firstYear else { return [] }
        let region = Region(country: country.code, subdivision: subdivision)
        // Each block with the categories it has in this calendar (`also:` adds some in some subdivisions).
        let applicable = country.holidays.filter { $0.scope.includes(subdivision) }.map { $0.applying(in: subdivision) }

        // 1. Base holidays of the year and its neighbours, on their actual days.
        var base: [(rule: HolidayRule, day: CalendarDay, declared: Bool)] = []
        for evaluationYear in (years.lowerBound - 1)...(years.upperBound + 1) {
            let neighbour = !years.contains(evaluationYear)
            for rule in applicable
            where !rule.date.dependsOnOtherHolidays && rule.years.contains(evaluationYear)
                && (!neighbour || canReach(rule, year: evaluationYear, years: years))
                && isHeld(rule, year: evaluationYear, country: country)
            {
                let declared = rule.moved[evaluationYear]
                for first in declared ?? evaluate(rule.date, year: evaluationYear, country: country) {
                    let length =
                        rule.until.map { spanLength(from: first, until: $0, year: evaluationYear, country: country) }
                        ?? rule.duration
                    for offset in 0..<length {
                        base.append((rule, first.adding(days: offset), declared != nil))
                    }
                }
            }
        }
        base.sort { ($0.day, $0.rule.key) < ($1.day, $1.rule.key) }
        let byCategory = country.daysTaken == .byCategory
        var occupied = Occupancy(byCategory: byCategory)
        for entry in base { occupied.insert(entry.day, entry.rule.categories) }
        func periods(_ rule: HolidayRule) -> ObservedPeriods { rule.observedPeriods ?? country.observedPeriods }

        // 2. Moves, in date order, so `next-workday` sees the moves before it. Holidays not held on their
        // weekday (`none`) leave their day first, so no move goes past a day that stays free.
        var dropped = Set<Int>()
        for (index, entry) in base.enumerated() where !entry.declared {
            guard entry.rule.move?.actions[entry.day.weekday] == .drop, periods(entry.rule).contains(entry.day) else {
                continue
            }
            dropped.insert(index)
            occupied.remove(entry.day, entry.rule.categories)
        }
        var placed: [Occurrence] = []
        for (index, (rule, day, declared)) in base.enumerated() where !dropped.contains(index) {
            let shared = occupied.holdsOthers(day, rule.categories)
            let nearHoliday = shared || occupied.contains(day.adding(days: -1), rule.categories)
                || occupied.contains(day.adding(days: 1), rule.categories)
            guard !declared, let move = rule.move,
                let action = move.action(for: day.weekday, shared: shared, nearHoliday: nearHoliday),
                periods(rule).contains(day)
            else {
                placed.append(Occurrence(rule: rule, day: day, actualDay: day, isDeclared: declared))
                continue
            }
            occupied.remove(day, rule.categories)
            guard case .shift(let shift) = action else { continue }  // `none`: not held this year
            let target = resolve(shift, from: day, country: country, subdivision: subdivision) {
                occupied.contains($0, rule.categories)
            }
            occupied.insert(target, rule.categories)
            placed.append(Occurrence(rule: rule, day: target, actualDay: day, isDeclared: false))
        }
        var holidays = placed.map { occurrence in
            let rule = occurrence.rule
            let labelled = occurrence.isMoved && rule.move?.labelled == true
            var names = labelled ? substituteNames(rule.observedNames ?? rule.names, label: country.observedLabel) : rule.names
            if occurrence.isMoved, let moved = rule.movedNames { names = moved }
            return Holiday(
                day: occurrence.day, names: names,
                region: region, categories: rule.categories, key: rule.key, isEstimated: occurrence.isEstimated)
        }

        // 3. Substitute days of the holidays left on their actual days, in date order.
        var placedDays = Occupancy(byCategory: byCategory)
        for occurrence in placed { placedDays.insert(occurrence.day, occurrence.rule.categories) }
        var sharedTargets: [SharedSubstitute: CalendarDay] = [:]
        func substituteShift(_ occurrence: Occurrence) -> ObservedRule.Shift? {
            let (rule, day) = (occurrence.rule, occurrence.day)
            guard !occurrence.isMoved, let observed = rule.observed, periods(rule).contains(day) else { return nil }
            return observed.shift(
                for: day.weekday, shared: placedDays.holdsOthers(day, rule.categories),
                restDay: country.restDay(on: day, subdivision: subdivision))
        }
        // Days where an `observed-exclusive` holiday takes the only substitute.
        let exclusiveDays = Set(placed.filter { $0.rule.observedExclusive && substituteShift($0) != nil }.map(\.day))
        for occurrence in placed {
            let (rule, day) = (occurrence.rule, occurrence.day)
            guard let shift = substituteShift(occurrence), rule.observedExclusive || !exclusiveDays.contains(day)
            else { continue }
            let target: CalendarDay
            let sharing = SharedSubstitute(actualDay: day, shift: shift)
            if country.substituteSharing == .shared, let known = sharedTargets[sharing] {
                target = known
            } else {
                target = resolve(shift, from: day, country: country, subdivision: subdivision) {
                    occupied.contains($0, rule.categories)
                }
                sharedTargets[sharing] = target
            }
            let names = substituteNames(rule.observedNames ?? rule.names, label: country.observedLabel)
            holidays.append(
                Holiday(
                    day: target, names: names, region: region, categories: rule.categories,
                    key: rule.key + ".observed", substitute: .init(actualDay: day, holidayKey: rule.key),
                    isEstimated: occurrence.isEstimated))
            occupied.insert(target, rule.categories)
        }

        // 4. Rules that depend on the other holidays (on their days after moves, without substitutes).
        let dependent = applicable.filter(\.date.dependsOnOtherHolidays)
        if !dependent.isEmpty {
            let actualDays = Set(placed.map(\.day))
            let sandwiched = Set(actualDays.filter { actualDays.contains($0.adding(days: 2)) }.map { $0.adding(days: 1) })
            for day in sandwiched.sorted() where years.contains(day.year) {
                for rule in dependent where rule.years.contains(day.year) {
                    guard case .betweenHolidays(let excluded) = rule.date, !occupied.contains(day, rule.categories),
                        !excluded.contains(day.weekday)
                    else { continue }
                    holidays.append(makeHoliday(rule, day: day, region: region))
                    occupied.insert(day, rule.categories)
                }
            }
        }

        // Keep the years (from the subdivision's own first year, if it has one), sort, drop exact
        // duplicates (same day, key and name: neighbours once sorted). The positions are sorted rather
        // than the holidays, which are large to move around.
        let inYears = holidays.filter { years.contains($0.day.year) && $0.day.year >= firstYear }
        let order = inYears.indices.sorted { Holiday.canonicalOrder(inYears[$0], inYears[$1]) }
        var result: [Holiday] = []
        result.reserveCapacity(order.count)
        var previous: Int?
        for index in order {
            if let previous, inYears[previous].day == inYears[index].day, inYears[previous].key == inYears[index].key,
                inYears[previous].names.english == inYears[index].names.english
            {
                continue
            }
            result.append(inYears[index])
            previous = index
        }
        return result
    }

    /// Holidays on one actual day that get a substitute by the same shift share its day (`substitutes: one-per-day`).
    private struct SharedSubstitute: Hashable {
        var actualDay: CalendarDay
        var shift: ObservedRule.Shift
    }

    /// A holiday placed on its day: the actual day, or where `move:` took it.
    private struct Occurrence {
        var rule: HolidayRule
        var day: CalendarDay
        var actualDay: CalendarDay
        /// The day is the one `moved:` gives for the year: declared by an authority, not computed.
        var isDeclared: Bool
        var isMoved: Bool { day != actualDay }
        /// A computed estimate (a moon-sighted or astronomical date); a declared day is not one, nor
        /// is its substitute.
        var isEstimated: Bool { rule.date.isEstimated && !isDeclared }
    }

    /// The days holding holidays, a count per day so that moving one of two holidays away keeps the day
    /// taken; with `days-taken: by-category` one count per category, so that a holiday sees only the
    /// holidays of its own categories.
    private struct Occupancy {
        let byCategory: Bool
        /// By bucket: 0 for all categories together, else 1 + the category's place in `allCases`. (An
        /// array, not a dictionary keyed by `HolidayCategory?`, whose `Hashable` conformance and its
        /// wrapped type's the runtime would look up by scanning every conformance: 0.7 million
        /// instructions, half of a country's first year for some.)
        private var counts = [[CalendarDay: Int]](repeating: [:], count: HolidayCategory.allCases.count + 1)

        init(byCategory: Bool) { self.byCategory = byCategory }

        private func buckets(_ categories: [HolidayCategory]) -> [Int] {
            byCategory ? categories.map { 1 + (HolidayCategory.allCases.firstIndex(of: $0) ?? 0) } : [0]
        }

        mutating func insert(_ day: CalendarDay, _ categories: [HolidayCategory]) {
            for bucket in buckets(categories) { counts[bucket][day, default: 0] += 1 }
        }

        mutating func remove(_ day: CalendarDay, _ categories: [HolidayCategory]) {
            for bucket in buckets(categories) {
                if let count = counts[bucket][day] { counts[bucket][day] = count > 1 ? count - 1 : nil }
            }
        }

        /// Whether `day` holds a holiday that a holiday of `categories` sees.
        func contains(_ day: CalendarDay, _ categories: [HolidayCategory]) -> Bool {
            buckets(categories).contains { counts[$0][day] != nil }
        }

        /// Whether `day` holds, besides a holiday of `categories` counted there, another one it sees.
        func holdsOthers(_ day: CalendarDay, _ categories: [HolidayCategory]) -> Bool {
            buckets(categories).contains { (counts[$0][day] ?? 0) > 1 }
        }
    }

    private func resolve(
        _ shift: ObservedRule.Shift, from day: CalendarDay, country: CountryRules, subdivision: SubdivisionCode?,
        taken: (CalendarDay) -> Bool
    ) -> CalendarDay {
        switch shift {
        case .days(let count): day.adding(days: count)
        case .nextWorkday: nextWorkday(after: day, step: 1, country: country, subdivision: subdivision, taken: taken)
        case .previousWorkday:
            nextWorkday(after: day, step: -1, country: country, subdivision: subdivision, taken: taken)
        }
    }

    private func makeHoliday(_ rule: HolidayRule, day: CalendarDay, region: Region) -> Holiday {
        Holiday(
            day: day, names: rule.names, region: region, categories: rule.categories, key: rule.key,
            isEstimated: rule.date.isEstimated)
    }

    private func substituteNames(_ names: LocalizedNames, label: LocalizedNames) -> LocalizedNames {
        func apply(_ template: String, _ name: String) -> String {
            // Split on the placeholder rather than Foundation's replacingOccurrences: this runs for every
            // substitute day of every year.
            let parts = template.split(separator: "%s", omittingEmptySubsequences: false)
            return parts.count == 1 ? template : parts.joined(separator: name)
        }
        var others: [String: String] = [:]
        for language in Set(names.others.keys).union(label.others.keys) {
            others[language] = apply(label.name(in: language), names.name(in: language))
        }
        return LocalizedNames(
            english: apply(label.english, names.english), others: others, translations: names.translations)
    }

    /// The nearest day after (or before) `day` that is neither a weekend day, by the weekend in force
    /// that day in the subdivision, nor taken by a holiday (`taken`).
    private func nextWorkday(
        after day: CalendarDay, step: Int, country: CountryRules, subdivision: SubdivisionCode?,
        taken: (CalendarDay) -> Bool
    ) -> CalendarDay {
        var candidate = day.adding(days: step)
        while country.weekend(on: candidate, subdivision: subdivision).contains(candidate.weekday) || taken(candidate) {
            candidate = candidate.adding(days: step)
        }
        return candidate
    }

    /// How far from the years asked for a neighbouring year's holiday can matter to them: spans
    /// (`days:` up to 3), moves and substitutes (`next-workday` past a few holidays) reach a few days.
    static let neighbourReach = 31

    /// Whether `rule` in the neighbouring `year` can give a day within `neighbourReach` days of
    /// `years`: false only for dates bounded without computing them (Hindu festivals), whose
    /// astronomy is then skipped.
    private func canReach(_ rule: HolidayRule, year: Int, years: ClosedRange<Int>) -> Bool {
        guard rule.until == nil, rule.moved[year] == nil, let ranges = rule.date.possibleDays(year: year) else {
            return true
        }
        let from = CalendarDay.dayNumber(year: years.lowerBound, month: 1, day: 1) - Self.neighbourReach
        let through = CalendarDay.dayNumber(year: years.upperBound, month: 12, day: 31) + Self.neighbourReach
        return ranges.contains { $0.lowerBound <= through && $0.upperBound + rule.duration - 1 >= from }
    }

    /// The days from `first` through the first day `until` gives in `year` on or after it (`until:`);
    /// one day when it gives none.
    private func spanLength(from first: CalendarDay, until: DateExpression, year: Int, country: CountryRules) -> Int {
        let last = evaluate(until, year: year, country: country).filter { $0 >= first }.min()
        return last.map { first.days(to: $0) + 1 } ?? 1
    }

    /// Whether one of the block's `held-if:` conditions holds in `year` (always, without conditions).
    private func isHeld(_ rule: HolidayRule, year: Int, country: CountryRules) -> Bool {
        rule.heldIf.isEmpty
            || rule.heldIf.contains { condition in
                evaluate(condition.date, year: year, country: country)
                    .contains { condition.weekdays.contains($0.weekday) }
            }
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
            return islamicDates(of: country)?.days(month: month, day: day, inGregorianYear: year) ?? []
        case .hebrew(let month, let day):
            return HebrewCalendar.days(month: month, day: day, inGregorianYear: year)
        case .chinese(let month, let day):
            switch country.chineseCalendar {
            case .chinese: return chinese.days(month: month, day: day, inGregorianYear: year)
            case .korean: return korean.days(month: month, day: day, inGregorianYear: year)
            case .vietnamese: return vietnamese.days(month: month, day: day, inGregorianYear: year)
            }
        case .persian(let month, let day):
            return persian.days(monthKey: month, day: day, inGregorianYear: year) { _ in month }
        case .thai(let month, let day, let athikamatMonth, let athikamatDay):
            let athikamat = athikamatMonth.map { ($0, athikamatDay ?? day) }
            return thai.days(month: month, day: day, athikamat: athikamat, inGregorianYear: year)
        case .fullMoonNear(let anchor):
            let offset = Double(country.astronomyOffsetMinutes) / 1_440
            return evaluate(anchor, year: year, country: country).flatMap { day in
                fullMoons.value(day.dayNumber * 4_096 + country.astronomyOffsetMinutes + 2_048) {
                    let noon = 2_440_587.5 + Double(day.dayNumber) + 0.5
                    let fullMoon = LunarAstronomy.fullMoon(near: noon)
                    let ut = fullMoon - LunarAstronomy.deltaTDays(fullMoon)
                    return [CalendarDay(dayNumber: Int((ut - 2_440_587.5 + offset).rounded(.down)))]
                }
            }
        case .chineseDayOnOrAfter(let wanted, let anchor):
            let calendar: ChineseCalendarDates
            switch country.chineseCalendar {
            case .chinese: calendar = chinese
            case .korean: calendar = korean
            case .vietnamese: return []  // not computed from Foundation: no day-of-month lookup yet
            }
            return evaluate(anchor, year: year, country: country).compactMap { start in
                calendar.firstDay(ofMonthDay: wanted, onOrAfter: start)
            }
        case .hindu(let festival):
            return HinduLunisolar.days(festival, year: year)
        case .marchEquinox:
            return [Equinox.day(.march, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .juneSolstice:
            return [Equinox.day(.june, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .septemberEquinox:
            return [Equinox.day(.september, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .decemberSolstice:
            return [Equinox.day(.december, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .solarLongitude(let degrees):
            return [Equinox.day(ofSolarLongitude: degrees, year: year, offsetMinutes: country.astronomyOffsetMinutes)]
        case .betweenHolidays:
            return []
        case .offset(let inner, let days):
            return evaluate(inner, year: year, country: country).map { $0.adding(days: days) }
        case .earlier(let first, let second):
            return (evaluate(first, year: year, country: country) + evaluate(second, year: year, country: country))
                .min().map { [$0] } ?? []
        case .later(let first, let second):
            return (evaluate(first, year: year, country: country) + evaluate(second, year: year, country: country))
                .max().map { [$0] } ?? []
        case .both(let first, let second):
            let others = Set(evaluate(second, year: year, country: country))
            return evaluate(first, year: year, country: country).filter { others.contains($0) }
        case .unless(let first, let second):
            let others = Set(evaluate(second, year: year, country: country))
            return evaluate(first, year: year, country: country).filter { !others.contains($0) }
        case .ifOn(let base, let other, let days):
            let avoided = Set(evaluate(other, year: year, country: country))
            return evaluate(base, year: year, country: country)
                .map { avoided.contains($0) ? $0.adding(days: days) : $0 }
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
