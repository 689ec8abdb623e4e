public import Agenda
public import CalendarCore
public import Foundation
public import WeatherForecast

/// What to build: the settings of `almanac.yml`, after flags have overridden them.
///
/// ```yaml
/// output: site                 # folder the site and .ics files go to
/// locale: de_DE                # month and weekday names, first weekday
/// first-weekday: mon
/// time-zone: Europe/Berlin     # decides "today" when --today is not given
/// formats: [ics, html]
/// templates: my-theme          # a theme folder (almanac.css, labels/*.json); default: the built-in theme
/// base-url: https://example.org/calendars/   # where the .ics files are published, for subscribe links
/// week-numbers: true           # ISO 8601 week numbers in month and week tables
/// weather: {latitude: 48.14, longitude: 11.58, name: München}   # a forecast beside the coming days
/// calendars:
///   - id: de-by
///     title: Feiertage in Bayern
///     regions: [DE-BY]
///     years: 2025-2027
///     language: de
/// ```
public struct Configuration: Sendable, Equatable {
    /// The output folder (`--out`); relative paths are resolved against the configuration's folder.
    public var output: String = "site"
    /// A Foundation locale identifier for month and weekday names (`--locale`).
    public var locale: String = "en_US"
    /// The first day of the week; `nil` takes the locale's (`--first-weekday`).
    public var firstWeekday: Weekday?
    /// The IANA time zone that decides today's date (`--time-zone`).
    public var timeZone: String = TimeZone.current.identifier
    /// The day marked as today (`--today`); `nil` is the current date in `timeZone`.
    public var today: CalendarDay?
    /// Which outputs to write (`--format`).
    public var formats: Set<OutputFormat> = [.ics, .html]
    /// The holiday source (`--provider`); only `embedded` and `none` are available in this version.
    public var provider: String = "embedded"
    /// A theme folder for the site (`--templates`): `almanac.css` and `labels/*.json`; `nil` uses the
    /// built-in theme.
    public var templates: String?
    /// Where the `.ics` files are published (`--base-url`), for the site's subscription links over
    /// https and `webcal://`; `nil` links them relatively only.
    public var baseURL: String?
    /// Whether month and week tables show ISO 8601 week numbers (`--week-numbers`).
    public var weekNumbers: Bool = false
    /// Where forecasts come from, their unit, days and cache time (`weather:`); locations are per calendar.
    public var weather = WeatherConfiguration()
    /// The calendars to build.
    public var calendars: [CalendarConfiguration] = []

    public init() {}
}

/// One calendar of a configuration.
public struct CalendarConfiguration: Sendable, Equatable {
    /// A file-name-safe identifier; derived from the regions when not given.
    public var id: String
    /// The display title; derived from the regions when not given.
    public var title: String?
    /// The regions whose holidays it holds.
    public var regions: [Region]
    /// The days it covers.
    public var range: DayRange
    /// The language of holiday names (`nil`: English).
    public var language: String?
    /// The holiday categories to include (`nil`: public holidays only).
    public var categories: Set<HolidayCategory>?
    /// The agenda files merged into it (`agenda:`, `--agenda`); with no regions it holds the agenda alone.
    public var agenda: [AgendaSource]
    /// Where its weather forecast is for (`weather:` of the calendar, else of the file; `--weather`); `nil`
    /// shows no weather.
    public var weather: WeatherLocation?

    public init(
        id: String, title: String? = nil, regions: [Region], range: DayRange, language: String? = nil,
        categories: Set<HolidayCategory>? = nil, agenda: [AgendaSource] = [], weather: WeatherLocation? = nil
    ) {
        self.weather = weather
        self.id = id
        self.title = title
        self.regions = regions
        self.range = range
        self.language = language
        self.categories = categories
        self.agenda = agenda
    }

    /// A calendar id made from region codes: `de-by`, `us+gb`.
    public static func defaultID(for regions: [Region]) -> String {
        regions.map { $0.description.lowercased() }.joined(separator: "+")
    }
}

/// One agenda file to merge into a calendar: a path (relative to the current folder) and, when its
/// extension does not say, its format.
public struct AgendaSource: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The format, or `nil` to take it from the extension.
    public var format: AgendaFormat?

    public init(path: String, format: AgendaFormat? = nil) {
        self.path = path
        self.format = format
    }

    /// A calendar id made from the file name: `team` for `agendas/team.yml`.
    public var defaultID: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let id = String(stem.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        return id.isEmpty || id.hasPrefix(".") ? "agenda" : id
    }
}

/// The files a build writes.
public enum OutputFormat: String, Sendable, CaseIterable, Hashable {
    /// RFC 5545 `.ics` files, one per calendar.
    case ics
    /// The XHTML site: index, year and month pages, stylesheet.
    case html
}
