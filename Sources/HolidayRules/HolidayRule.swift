public import CalendarCore

/// One `holiday` block of a rule file: what the holiday is called, when it is, where and in which years.
public struct HolidayRule: Hashable, Sendable {
    /// The block's key, e.g. `christmas-day`; stable, used in UIDs. Several blocks may share a key
    /// when a holiday changed its date rule or name over the years.
    public let key: String
    /// Names by language; English required.
    public let names: LocalizedNames
    /// How the date is found.
    public let date: DateExpression
    /// The years it applies in.
    public let years: YearSet
    /// Within `years`, it is held only in the years one of these conditions holds (`held-if:`); empty: every year.
    public let heldIf: [YearCondition]
    /// How many consecutive days it lasts from each day its date gives (`days: 8`); usually 1.
    public let duration: Int
    /// Instead of `duration`: it lasts from each day its date gives through the first day this
    /// expression gives in the same year on or after it (`until: 12-31`, a school break).
    public let until: DateExpression?
    /// Years in which it is moved to another day by decree (`moved: 2020-05-08`).
    public let moved: [Int: CalendarDay]
    /// Where it applies.
    public let scope: Scope
    /// Its categories.
    public let categories: [HolidayCategory]
    /// The substitute rule, if any.
    public let observed: ObservedRule?
    /// Where the holiday itself moves on given weekdays, if anywhere.
    public let move: MoveRule?
    /// When its substitute days and moves apply, replacing the country's (`nil`: the country's).
    public let observedPeriods: ObservedPeriods?
    /// The name its substitute (or labelled moved) day is labelled with, if not its own (`observed-name:`).
    public let observedNames: LocalizedNames?
    /// On a day it shares with other holidays, its substitute is the only one given (`observed-exclusive: yes`).
    public let observedExclusive: Bool
    /// The source line the block starts on, for messages.
    public let line: Int

    /// Where a holiday applies.
    public enum Scope: Hashable, Sendable {
        /// The whole country: the national calendar and every subdivision.
        case everywhere
        /// Only these calendars: `national` (no subdivision) and/or the listed subdivisions.
        case only(national: Bool, subdivisions: Set<SubdivisionCode>)
        /// Everywhere except these subdivisions.
        case except(Set<SubdivisionCode>)

        /// Whether the holiday applies to the calendar of `subdivision` (`nil`: the national one).
        public func includes(_ subdivision: SubdivisionCode?) -> Bool {
            switch self {
            case .everywhere: true
            case .only(let national, let subdivisions):
                subdivision.map { subdivisions.contains($0) } ?? national
            case .except(let excluded):
                subdivision.map { !excluded.contains($0) } ?? true
            }
        }
    }

    public init(
        key: String, names: LocalizedNames, date: DateExpression, years: YearSet, moved: [Int: CalendarDay],
        scope: Scope, categories: [HolidayCategory], observed: ObservedRule?, move: MoveRule? = nil,
        observedPeriods: ObservedPeriods? = nil, observedExclusive: Bool = false, observedNames: LocalizedNames? = nil,
        duration: Int = 1, heldIf: [YearCondition] = [], until: DateExpression? = nil, line: Int
    ) {
        self.until = until
        self.heldIf = heldIf
        self.observedExclusive = observedExclusive
        self.duration = duration
        self.key = key
        self.names = names
        self.date = date
        self.years = years
        self.moved = moved
        self.scope = scope
        self.categories = categories
        self.observed = observed
        self.move = move
        self.observedPeriods = observedPeriods
        self.observedNames = observedNames
        self.line = line
    }
}
