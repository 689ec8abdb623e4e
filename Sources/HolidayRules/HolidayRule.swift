public import CalendarCore

/// One `holiday` block of a rule file: what the holiday is called, when it is, where and in which years.
public struct HolidayRule: Hashable, Sendable {
    // The fields live in one shared box: the engine copies rules many times while it computes a span of
    // years (sorting the day's holidays, placing moves), and copying one reference is much cheaper than
    // retaining a dozen strings, arrays and dictionaries each time.
    private let box: Box

    /// The block's key, e.g. `christmas-day`; stable, used in UIDs. Several blocks may share a key
    /// when a holiday changed its date rule or name over the years.
    public var key: String { box.fields.key }
    /// Names by language; English required.
    public var names: LocalizedNames { box.fields.names }
    /// How the date is found.
    public var date: DateExpression { box.fields.date }
    /// The years it applies in.
    public var years: YearSet { box.fields.years }
    /// Within `years`, it is held only in the years one of these conditions holds (`held-if:`); empty: every year.
    public var heldIf: [YearCondition] { box.fields.heldIf }
    /// How many consecutive days it lasts from each day its date gives (`days: 8`); usually 1.
    public var duration: Int { box.fields.duration }
    /// Instead of `duration`: it lasts from each day its date gives through the first day this
    /// expression gives in the same year on or after it (`until: 12-31`, a school break).
    public var until: DateExpression? { box.fields.until }
    /// Years in which its days are set by decree instead (`moved: 2020-05-08`): the days of the year,
    /// in the order given (two in a year whose date occurs twice).
    public var moved: [Int: [CalendarDay]] { box.fields.moved }
    /// Where it applies.
    public var scope: Scope { box.fields.scope }
    /// Its categories.
    public var categories: [HolidayCategory] { box.fields.categories }
    /// The categories it also belongs to in some subdivisions' calendars (`also: government in AP, BR`),
    /// by subdivision; empty for most blocks. `categories(in:)` gives a calendar's whole list.
    public var alsoCategories: [SubdivisionCode: [HolidayCategory]] { box.fields.alsoCategories }
    /// The substitute rule, if any.
    public var observed: ObservedRule? { box.fields.observed }
    /// Where the holiday itself moves on given weekdays, if anywhere.
    public var move: MoveRule? { box.fields.move }
    /// When its substitute days and moves apply, replacing the country's (`nil`: the country's).
    public var observedPeriods: ObservedPeriods? { box.fields.observedPeriods }
    /// The name its substitute (or labelled moved) day is labelled with, if not its own (`observed-name:`).
    public var observedNames: LocalizedNames? { box.fields.observedNames }
    /// On a day it shares with other holidays, its substitute is the only one given (`observed-exclusive: yes`).
    public var observedExclusive: Bool { box.fields.observedExclusive }
    /// The name the holiday takes on a day `move:` took it to, if another (`move-name:`): Hong Kong's
    /// "The day following National Day".
    public var movedNames: LocalizedNames? { box.fields.movedNames }
    /// The source line the block starts on, for messages.
    public var line: Int { box.fields.line }

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
        key: String, names: LocalizedNames, date: DateExpression, years: YearSet, moved: [Int: [CalendarDay]],
        scope: Scope, categories: [HolidayCategory], observed: ObservedRule?, move: MoveRule? = nil,
        observedPeriods: ObservedPeriods? = nil, observedExclusive: Bool = false, observedNames: LocalizedNames? = nil,
        duration: Int = 1, heldIf: [YearCondition] = [], movedNames: LocalizedNames? = nil,
        until: DateExpression? = nil, alsoCategories: [SubdivisionCode: [HolidayCategory]] = [:], line: Int
    ) {
        box = Box(
            fields: Fields(
                key: key, names: names, date: date, years: years, heldIf: heldIf, duration: duration, until: until,
                moved: moved, scope: scope, categories: categories, alsoCategories: alsoCategories,
                observed: observed, move: move,
                observedPeriods: observedPeriods, observedNames: observedNames, observedExclusive: observedExclusive,
                movedNames: movedNames, line: line))
    }

    private init(box: Box) { self.box = box }

    /// Its categories in the calendar of `subdivision` (`nil`: the national one): `categories`, and
    /// there the ones `also:` adds, sorted.
    public func categories(in subdivision: SubdivisionCode?) -> [HolidayCategory] {
        guard let subdivision, let extra = box.fields.alsoCategories[subdivision] else { return categories }
        return Array(Set(categories + extra)).sorted()
    }

    /// The block as it applies in the calendar of `subdivision`: itself, or, where `also:` gives it more
    /// categories, a copy whose `categories` are all of them there.
    public func applying(in subdivision: SubdivisionCode?) -> HolidayRule {
        guard let subdivision, box.fields.alsoCategories[subdivision] != nil else { return self }
        var fields = box.fields
        fields.categories = categories(in: subdivision)
        return HolidayRule(box: Box(fields: fields))
    }

    public static func == (lhs: HolidayRule, rhs: HolidayRule) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// The stored values of a rule.
    private struct Fields: Hashable, Sendable {
        let key: String
        let names: LocalizedNames
        let date: DateExpression
        let years: YearSet
        let heldIf: [YearCondition]
        let duration: Int
        let until: DateExpression?
        let moved: [Int: [CalendarDay]]
        let scope: Scope
        var categories: [HolidayCategory]
        let alsoCategories: [SubdivisionCode: [HolidayCategory]]
        let observed: ObservedRule?
        let move: MoveRule?
        let observedPeriods: ObservedPeriods?
        let observedNames: LocalizedNames?
        let observedExclusive: Bool
        let movedNames: LocalizedNames?
        let line: Int
    }

    /// The one reference every copy of a rule shares.
    private final class Box: Sendable {
        let fields: Fields
        init(fields: Fields) { self.fields = fields }
    }
}
