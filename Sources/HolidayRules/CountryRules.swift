public import CalendarCore

/// Everything one rule file says about a country: its identity, its conventions and its holidays.
public struct CountryRules: Sendable {
    /// The country.
    public let code: CountryCode
    /// Its names by language.
    public let names: LocalizedNames
    /// The languages its holiday names are available in (always starts with `en`): its own, then the
    /// translations.
    public let languages: [String]
    /// The languages of `languages` that are translations, not the country's own (`translations:`).
    public let translations: [String]
    /// Its subdivisions and their names, sorted by code.
    public let subdivisions: [(code: SubdivisionCode, name: String)]
    /// Its weekend days (today's; see `weekend(on:)` for a day in the past).
    public let weekend: Set<Weekday>
    /// The weekends it kept before, sorted by the day each ended (`weekend-before:`).
    public let earlierWeekends: [EarlierWeekend]
    /// Subdivisions' own weekends (`subdivision-weekend:`), in file order.
    public let subdivisionWeekends: [SubdivisionWeekend]
    /// Which Islamic calendar computes its Hijri dates.
    public let islamicCalendar: IslamicCalendarKind
    /// Where and by which crescent criteria the `mabims` Islamic calendar is computed (`islamic-place:`,
    /// `islamic-criterion:`); Singapore and the MABIMS criteria unless the file says otherwise.
    public let islamicReckoning: IslamicReckoning
    /// Which Chinese lunisolar calendar computes its `chinese` dates.
    public let chineseCalendar: ChineseCalendarKind
    /// Whether holidays on one day that get a substitute by the same shift share one substitute day.
    public let substituteSharing: SubstituteSharing
    /// Which holidays take their day from substitute days and moves (`days-taken:`).
    public let daysTaken: DaysTaken
    /// The UTC offset, in minutes, in which astronomical events (equinoxes) decide the day.
    public let astronomyOffsetMinutes: Int
    /// When substitute days and moves apply, judged by the holiday's actual day (`observed-since`,
    /// `observed-during`); a holiday block may replace it with its own.
    public let observedPeriods: ObservedPeriods
    /// How substitute days are named; `%s` stands for the holiday's name (`%s (observed)`).
    public let observedLabel: LocalizedNames
    /// When the rule data was last revised; used as the data's timestamp.
    public let revised: CalendarDay
    /// Where the rules come from (laws, gazettes, government pages).
    public let sources: [String]
    /// The holiday blocks, in file order.
    public let holidays: [HolidayRule]
    /// The resource file the rules were read from, e.g. `DE.rules`.
    public let fileName: String
    /// Subdivisions whose calendars have holidays only from a later year than the country's
    /// (`subdivision-first-year:`): before it their whole list is not known, and none is given.
    public let subdivisionFirstYears: [SubdivisionCode: Int]

    public init(
        code: CountryCode, names: LocalizedNames, languages: [String], translations: [String] = [],
        subdivisions: [(code: SubdivisionCode, name: String)], weekend: Set<Weekday>,
        islamicCalendar: IslamicCalendarKind, astronomyOffsetMinutes: Int, observedPeriods: ObservedPeriods,
        observedLabel: LocalizedNames, revised: CalendarDay, sources: [String], holidays: [HolidayRule],
        fileName: String, chineseCalendar: ChineseCalendarKind = .chinese,
        substituteSharing: SubstituteSharing = .shared, daysTaken: DaysTaken = .all,
        earlierWeekends: [EarlierWeekend] = [], subdivisionWeekends: [SubdivisionWeekend] = [],
        islamicReckoning: IslamicReckoning = .singapore, subdivisionFirstYears: [SubdivisionCode: Int] = [:]
    ) {
        self.subdivisionFirstYears = subdivisionFirstYears
        self.islamicReckoning = islamicReckoning
        self.earlierWeekends = earlierWeekends.sorted { $0.until < $1.until }
        self.subdivisionWeekends = subdivisionWeekends
        self.chineseCalendar = chineseCalendar
        self.substituteSharing = substituteSharing
        self.daysTaken = daysTaken
        self.code = code
        self.names = names
        self.languages = languages
        self.translations = translations
        self.subdivisions = subdivisions.sorted { $0.code < $1.code }
        self.weekend = weekend
        self.islamicCalendar = islamicCalendar
        self.astronomyOffsetMinutes = astronomyOffsetMinutes
        self.observedPeriods = observedPeriods
        self.observedLabel = observedLabel
        self.revised = revised
        self.sources = sources
        self.holidays = holidays
        self.fileName = fileName
    }

    /// The name of a subdivision, if the country has it.
    public func subdivisionName(_ code: SubdivisionCode) -> String? {
        subdivisions.first { $0.code == code }?.name
    }

    /// The categories any of its holidays belong to, in some calendar (`also:` included), sorted.
    public var categories: [HolidayCategory] {
        Array(Set(holidays.flatMap { $0.categories + $0.alsoCategories.values.joined() })).sorted()
    }
}

/// How holidays falling on the same day get their substitute days (`substitutes:`).
public enum SubstituteSharing: String, Hashable, Sendable, CaseIterable {
    /// One substitute day for the day: every holiday on it is observed on the same next free day.
    case shared = "one-per-day"
    /// One substitute day per holiday: each takes the next day still free.
    case separate = "one-per-holiday"
}

/// Which holidays a substitute day or a moved holiday goes past (`days-taken:`).
public enum DaysTaken: String, Hashable, Sendable, CaseIterable {
    /// Every holiday takes its day (the default).
    case all
    /// A substitute or moved holiday goes past only the days holding a holiday of one of its own
    /// categories, and its day is shared only with those: each category is a calendar of its own, as
    /// python-holidays computes them (Hong Kong's statutory and general holidays, China's half-days).
    case byCategory = "by-category"
}

/// The Chinese lunisolar calendar variants, by the names used in rule files.
public enum ChineseCalendarKind: String, Hashable, Sendable, CaseIterable {
    /// The Chinese calendar, months reckoned in Beijing time (UTC+8).
    case chinese
    /// The Korean calendar (ICU's dangi), months reckoned in Korean time (UTC+9 since 1961).
    case korean
    /// The Vietnamese calendar (âm lịch): the Chinese rules with months reckoned at UTC+7, computed
    /// astronomically (`LunisolarCalendar`); Foundation has no such calendar.
    case vietnamese
}

/// The Islamic calendar variants Foundation computes, by the names used in rule files.
public enum IslamicCalendarKind: String, Hashable, Sendable, CaseIterable {
    /// Saudi Arabia's Umm al-Qura calendar.
    case ummAlQura = "umm-al-qura"
    /// The arithmetic (tabular) calendar with civil epoch (16 July 622).
    case civil
    /// The arithmetic calendar with astronomical epoch (15 July 622).
    case tabular
    /// ICU's astronomical approximation.
    case astronomical
    /// The Umm al-Qura calendar as KACST published it (`UmmAlQuraTable`, 1365–1500 AH), ICU's Umm
    /// al-Qura outside those years.
    case ummAlQuraPublished = "umm-al-qura-published"
    /// The MABIMS criteria computed for Singapore (`MabimsCalendar`, 1365–1530 AH), ICU's Umm al-Qura
    /// outside those years: Brunei, Indonesia, Malaysia, Singapore.
    case mabims
    /// Turkey's Diyanet: its criteria computed per era (`DiyanetCalendar`, 1365–1530 AH), ICU's Umm
    /// al-Qura outside those years.
    case diyanet

    /// The Hijri years in which the computation follows a published authority, if it is limited: ICU's
    /// Umm al-Qura table spans 1300–1600 AH, but the Saudi tables it reproduces were published for
    /// 1356–1500 AH (14 March 1937 to 16 November 2077); outside them ICU extrapolates. The published
    /// table Almanac carries spans 1365–1500 AH. The arithmetic calendars are exact everywhere, and
    /// ICU's astronomical one is as good everywhere.
    public var reliableHijriYears: ClosedRange<Int>? {
        switch self {
        case .ummAlQura: 1356...1500
        case .ummAlQuraPublished: UmmAlQuraTable.firstYear...UmmAlQuraTable.lastYear
        case .mabims: MabimsCalendar.firstYear...MabimsCalendar.lastYear
        case .diyanet: DiyanetCalendar.firstYear...(DiyanetCalendar.lastYear - 1)
        case .civil, .tabular, .astronomical: nil
        }
    }

    /// Why dates outside `reliableHijriYears` may be wrong.
    public var reliabilityNote: String {
        switch self {
        case .ummAlQuraPublished:
            "the Hijri years 1365-1500 of the published Umm al-Qura table; after them the months are computed by the "
                + "calendar's rule, before them taken from Foundation (ICU), and the days may differ"
        case .mabims:
            "the Hijri years 1365-1530 the MABIMS criteria are computed for; outside them the months are Foundation's "
                + "(ICU) Umm al-Qura, and the days may differ"
        case .diyanet:
            "the Hijri years 1365-1529 Diyanet's criteria are computed for; outside them the months are Foundation's "
                + "(ICU) Umm al-Qura, and the days may differ"
        default:
            "the Hijri years 1356-1500 of the published Umm al-Qura tables; beyond them Foundation (ICU) extrapolates "
                + "and the days may differ"
        }
    }
}
