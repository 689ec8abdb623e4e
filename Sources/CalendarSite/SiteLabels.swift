public import CalendarCore
public import WeatherForecast

/// The interface words of the site in one language: navigation, headings, notes and category names.
///
/// Labels come from JSON files (`Templates/labels/<language>.json`, one object of key → text; see
/// ``SiteLabelFile``). A language's table is laid over the English one, so a missing key falls back to
/// English. Month and weekday names are not labels: they come from the locale (see ``SiteLocale``).
///
/// Some labels have placeholders in braces, filled by ``text(_:_:)``: `"day.more": "+{count} more"`.
public struct SiteLabels: Sendable, Hashable {
    /// Every label key, with its placeholders.
    public enum Key: String, CaseIterable, Sendable {
        case siteTitle = "site.title"
        case skipToContent = "nav.skip"
        case allCalendars = "nav.allCalendars"
        case breadcrumb = "nav.breadcrumb"
        case viewsNavigation = "nav.views"
        case monthNavigation = "nav.months"
        case yearNavigation = "nav.years"
        case previousMonth = "nav.previousMonth"
        case nextMonth = "nav.nextMonth"
        case previousYear = "nav.previousYear"
        case nextYear = "nav.nextYear"
        case yearView = "view.year"
        case agendaView = "view.agenda"
        case weekView = "view.weeks"
        case weekTitle = "week.title"
        case lastWeek = "week.last"
        case thisWeek = "week.this"
        case nextWeek = "week.next"
        case weekNumber = "week.number"
        case weekColumn = "week.column"
        case weekAbbreviation = "week.abbreviation"
        case today = "day.today"
        case more = "day.more"
        case seeAgenda = "day.agenda"
        case estimated = "entry.estimated"
        case estimatedDetail = "entry.estimatedDetail"
        case substituteFor = "entry.substituteFor"
        case substituteForUnknown = "entry.substituteForUnknown"
        case details = "entry.details"
        case names = "entry.names"
        case category = "entry.category"
        case region = "entry.region"
        case source = "entry.source"
        case sourceEmbedded = "source.embedded"
        case agendaTitle = "agenda.title"
        case nothingToday = "agenda.nothingToday"
        case agendaEmpty = "agenda.empty"
        case holidays = "year.holidays"
        case noHolidays = "year.noHolidays"
        case contains = "index.contains"
        case regions = "index.regions"
        case categories = "index.categories"
        case entryCount = "index.entries"
        case dates = "index.dates"
        case years = "index.years"
        case subscribe = "subscribe.heading"
        case download = "subscribe.download"
        case subscribeWebcal = "subscribe.webcal"
        case copyAddress = "subscribe.copy"
        case weatherHigh = "weather.high"
        case weatherLow = "weather.low"
        case weatherPrecipitation = "weather.precipitation"
        case weatherAttribution = "weather.attribution"
    }

    /// The text of every key, this language over English.
    private let table: [String: String]

    /// Labels from `table` (key → text); keys it lacks read as the key itself.
    init(table: [String: String]) {
        self.table = table
    }

    /// The text of `key`, placeholders left as they are.
    public subscript(_ key: Key) -> String {
        table[key.rawValue] ?? key.rawValue
    }

    /// The text of `key` with each `{name}` replaced by `values[name]`; unknown placeholders stay as they are.
    public func text(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        let template = self[key]
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        // One pass over the template (Foundation's replacingOccurrences showed in the site's profile).
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The name of `category`, e.g. `public holiday`; its raw value if no label has it.
    public func category(_ category: HolidayCategory) -> String {
        table[Self.categoryKey(category)] ?? category.rawValue
    }

    /// What to call a holiday's source: the label of a known source (`embedded`), else its own name.
    public func source(_ source: String) -> String {
        source == "embedded" ? self[.sourceEmbedded] : source
    }

    /// The name of a weather condition in this language, e.g. `Slight rain`; the English words if no label has it.
    public func condition(_ condition: WeatherCondition) -> String {
        table[Self.conditionKey(condition)] ?? condition.englishName
    }

    /// The key of a weather condition's name: `weather.<raw value>`.
    static func conditionKey(_ condition: WeatherCondition) -> String {
        "weather.\(condition.rawValue)"
    }

    /// The key of a category's name: `category.<raw value>`.
    static func categoryKey(_ category: HolidayCategory) -> String {
        "category.\(category.rawValue)"
    }

    /// Every key a label file may hold: ``Key``, one `category.<name>` per ``HolidayCategory`` and one
    /// `weather.<condition>` per ``WeatherCondition``.
    static let allKeys: [String] =
        Key.allCases.map(\.rawValue) + HolidayCategory.allCases.map(categoryKey)
        + WeatherCondition.allCases.map(conditionKey)
}
