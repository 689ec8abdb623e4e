public import CalendarCore

/// How a holiday's date is found in a given year: the right-hand side of a `date:` line.
///
/// Grammar (see `Resources/Rules/README.md`):
/// ```
/// date       = base [ ("+" | "-") days ]
/// base       = "MM-DD" | "YYYY-MM-DD"
///            | ordinal weekday "of" month                     ; 1st mon of may, last mon of aug
///            | weekday ("before" | "after" | "on-or-before" | "on-or-after") date
///            | "easter" | "orthodox-easter"
///            | "islamic" "MM-DD"                               ; Hijri month-day, estimated
///            | "hebrew" day hebrew-month | "hebrew" hebrew-month day   ; 15 nisan, adar 14
///            | "chinese" "MM-DD"                               ; in the country's chinese-calendar
///            | "chinese-day" day "on-or-after" date            ; the first DAYth of any Chinese month from then
///            | "persian" "MM-DD"                               ; Solar Hijri month-day
///            | "thai" "MM-DD" [ "athikamat" "MM-DD" ]          ; Thai lunar month-day; MM 88 = 8-8
///            | "hindu" festival                               ; hindu maha-shivaratri (HinduFestival), estimated
///            | "full-moon" "near" date                         ; the local day of the full moon nearest it
///            | "march-equinox" | "june-solstice" | "september-equinox" | "december-solstice"
///            | "solar-longitude" degrees                       ; 15 = Qingming; in the astronomy offset
///            | ("earlier" | "later") date "or" date            ; the earlier (later) of the two days
///            | "between-holidays" [ "except" weekday-list ]   ; a day sandwiched between two holidays
/// date       =/ date "if-on" date "then" ("+" | "-") days     ; shifted when it falls on the other day
///            | "both" date "and" date                         ; the day both give, if the same
/// expression = date { "unless" date }                          ; without the days the others give
/// ```
public indirect enum DateExpression: Hashable, Sendable {
    /// A fixed month and day every year.
    case fixed(month: Int, day: Int)
    /// One specific day (a one-off holiday).
    case once(CalendarDay)
    /// The nth (1...5) or last (-1) weekday of a month.
    case nthWeekday(ordinal: Int, weekday: Weekday, month: Int)
    /// The first `weekday` relative to another date.
    case relativeWeekday(weekday: Weekday, relation: Relation, anchor: DateExpression)
    /// Western (Gregorian) Easter Sunday.
    case easter
    /// Orthodox Easter Sunday (Julian computus), as a Gregorian date.
    case orthodoxEaster
    /// A day of the Islamic (Hijri) calendar; may fall twice in one Gregorian year, or not at all.
    case islamic(month: Int, day: Int)
    /// A day of the Hebrew calendar (once a year, or not at all for a 30th that year lacks).
    case hebrew(month: HebrewMonth, day: Int)
    /// A day of a regular (not leap) month of the Chinese lunisolar calendar, in the variant the
    /// country uses (`chinese-calendar:`).
    case chinese(month: Int, day: Int)
    /// The first day on or after another date that is the `day`th of a month (leap months included) of
    /// the country's Chinese calendar: `chinese-day 15 on-or-after 05-01`, the first full-moon day of May.
    case chineseDayOnOrAfter(day: Int, anchor: DateExpression)
    /// A day of the Persian (Solar Hijri) calendar.
    case persian(month: Int, day: Int)
    /// A day of the Thai lunar calendar: month 1…12, or 88 for the second eighth month of an athikamat
    /// year (the eighth in other years); day 1…30 (16 and on are the waning days). In athikamat years
    /// the `athikamat` month and day instead, if given (Makha Bucha: 3-15, in athikamat years 4-15).
    case thai(month: Int, day: Int, athikamatMonth: Int?, athikamatDay: Int?)
    /// The day, in the country's astronomy offset, of the full moon nearest the day another expression
    /// gives (`full-moon near chinese 04-15`: Indonesia's Waisak on the astronomical full moon in WIB).
    case fullMoonNear(DateExpression)
    /// A Hindu lunisolar festival computed from the Sun and the Moon (`HinduLunisolar`), estimated.
    case hindu(HinduFestival)
    /// The day of the March (vernal) equinox in the country's astronomy offset.
    case marchEquinox
    /// The day of the June solstice in the country's astronomy offset.
    case juneSolstice
    /// The day of the September (autumnal) equinox in the country's astronomy offset.
    case septemberEquinox
    /// The day of the December solstice in the country's astronomy offset.
    case decemberSolstice
    /// The day the Sun's apparent longitude reaches this many degrees (0 ..< 360) in the country's
    /// astronomy offset: the Chinese solar terms (15 = Qingming, 270 = winter solstice).
    case solarLongitude(Int)
    /// A day whose previous and next days are both holidays (not substitutes), itself not a holiday
    /// and not one of the excluded weekdays (Japan's 国民の休日).
    case betweenHolidays(except: Set<Weekday>)
    /// Another expression shifted by a number of days (`easter -2`, `4th thu of nov +1`).
    case offset(DateExpression, days: Int)
    /// The earlier of the days two expressions give in the year (`earlier sun on-or-after 03-22 or easter -14`).
    case earlier(DateExpression, DateExpression)
    /// The later of the days two expressions give in the year.
    case later(DateExpression, DateExpression)
    /// The days both expressions give in the year (`both easter +2 and solar-longitude 15 +2`: the day
    /// after Easter Monday when Easter Monday is the day after Qingming).
    case both(DateExpression, DateExpression)
    /// The days the first expression gives that the second does not (`easter +1 unless solar-longitude 15 +1`).
    case unless(DateExpression, DateExpression)
    /// A day shifted by a number of days in the years it falls on the day another expression gives
    /// (`1st thu of apr if-on easter -3 then +7`: the first Thursday of April, a week later when it is
    /// Maundy Thursday).
    case ifOn(DateExpression, other: DateExpression, days: Int)

    /// How `relativeWeekday` relates to its anchor.
    public enum Relation: String, Hashable, Sendable {
        case before, after
        case onOrBefore = "on-or-before"
        case onOrAfter = "on-or-after"
    }

    /// Whether dates from this expression are calendar estimates that an authority may move.
    public var isEstimated: Bool {
        switch self {
        case .islamic, .hindu: true
        case .offset(let inner, _): inner.isEstimated
        case .relativeWeekday(_, _, let anchor): anchor.isEstimated
        case .earlier(let a, let b), .later(let a, let b), .ifOn(let a, let b, _), .both(let a, let b):
            a.isEstimated || b.isEstimated
        case .unless(let a, _): a.isEstimated
        default: false
        }
    }

    /// Whether dates from this expression come from the Islamic calendar.
    public var usesIslamicCalendar: Bool {
        switch self {
        case .islamic: true
        case .offset(let inner, _): inner.usesIslamicCalendar
        case .relativeWeekday(_, _, let anchor): anchor.usesIslamicCalendar
        case .earlier(let a, let b), .later(let a, let b), .ifOn(let a, let b, _), .both(let a, let b):
            a.usesIslamicCalendar || b.usesIslamicCalendar
        case .unless(let a, _): a.usesIslamicCalendar
        default: false
        }
    }

    /// Whether the expression depends on the other holidays of the year (evaluated last).
    public var dependsOnOtherHolidays: Bool {
        switch self {
        case .betweenHolidays: true
        case .offset(let inner, _): inner.dependsOnOtherHolidays
        case .earlier(let a, let b), .later(let a, let b), .ifOn(let a, let b, _), .both(let a, let b),
            .unless(let a, let b):
            a.dependsOnOtherHolidays || b.dependsOnOtherHolidays
        default: false
        }
    }
}
