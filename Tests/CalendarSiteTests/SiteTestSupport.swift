import CalendarCore
import CalendarSite
import Testing
import WeatherForecast

/// The pages of a built site, in emission order, with look-up by path.
struct BuiltSite {
    let pages: [SitePage]

    /// Builds the site for `calendars` with `options` (and the weather of `forecasts`, by calendar id).
    init(
        _ calendars: [HolidayCalendar], options: SiteOptions, theme: SiteTheme = .builtIn,
        forecasts: [String: Forecast] = [:]
    ) throws {
        var pages: [SitePage] = []
        try SiteBuilder(options: options, theme: theme, forecasts: forecasts).build(calendars) { pages.append($0) }
        self.pages = pages
    }

    /// The paths, in emission order.
    var paths: [String] { pages.map(\.path) }

    /// The contents of the page at `path`.
    func contents(_ path: String) throws -> String {
        try #require(pages.first { $0.path == path }?.contents, "no page \(path)")
    }

    /// The parsed page at `path`.
    func tree(_ path: String) throws -> XHTMLTree {
        try XHTMLTree(contents(path))
    }

    /// The HTML pages.
    var htmlPages: [SitePage] { pages.filter { $0.path.hasSuffix(".html") } }
}

/// Options in German with a fixed today.
func germanOptions(today: CalendarDay? = nil) -> SiteOptions {
    SiteOptions(locale: "de_DE", today: today)
}

/// A day that exists; for literals in tests.
func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDay {
    try #require(CalendarDay(year: year, month: month, day: day))
}
