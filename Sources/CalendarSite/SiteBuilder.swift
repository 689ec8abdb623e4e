public import CalendarCore
public import WeatherForecast
import Foundation
import Synchronization

/// Generates the static calendar site: an index, the stylesheet, and per calendar a week page, and per year a
/// year page, an agenda page and month pages.
///
/// Pages are handed to `emit` one at a time, as soon as each is rendered, so memory stays flat however
/// many calendars and years there are; the caller decides where they go (the pipeline writes them atomically).
/// The output is deterministic: calendars are sorted by id, holidays are in canonical order, and nothing
/// reads a clock (today comes from ``SiteOptions/today``). Words come from the theme's labels in the
/// language of ``SiteOptions/locale`` (see ``SiteTheme``).
///
/// ```swift
/// let builder = SiteBuilder(options: SiteOptions(locale: "de_DE"))
/// try builder.build(calendars) { page in
///     try publisher.write(page.contents, to: page.path)
/// }
/// ```
///
/// Every page is polyglot XHTML5 (see `XHTMLDocument`), written with libxml2's `xmlTextWriter`.
public struct SiteBuilder: Sendable {
    /// How pages are rendered.
    public let options: SiteOptions
    /// The stylesheet written as `almanac.css`, and the interface labels.
    public let theme: SiteTheme
    /// The weather forecast of each calendar that has one, by calendar id: shown beside its days on month, week
    /// and agenda pages (see `XHTMLWeather`). A calendar without one shows no weather.
    public let forecasts: [String: Forecast]

    /// Creates a builder.
    public init(options: SiteOptions, theme: SiteTheme = .builtIn, forecasts: [String: Forecast] = [:]) {
        self.options = options
        self.theme = theme
        self.forecasts = forecasts
    }

    /// Renders the site and passes each file to `emit`, in this order: `index.html`, `almanac.css`, then for
    /// each calendar (sorted by id) its week page (when there is one), and for each year of its range the year
    /// page, the agenda page, and that year's month pages.
    ///
    /// Only months and years inside a calendar's range get pages, and links point only at pages that exist
    /// (plus `<id>.ics` beside `index.html` when ``SiteOptions/includesICS`` is on and the calendar has entries,
    /// for the caller to write).
    ///
    /// - Parameters:
    ///   - calendars: The calendars to publish; their ids name folders, so they must be unique.
    ///   - emit: Receives each page; an error it throws stops the build and is rethrown.
    /// - Throws: ``SiteError`` for unusable calendar ids or base URL, ``XMLWriterError`` if libxml2 fails or a
    ///   text holds a character XML cannot carry, or whatever `emit` throws.
    public func build(_ calendars: [HolidayCalendar], emit: (SitePage) throws -> Void) throws {
        let locale = SiteLocale(options: options, theme: theme)
        let sites = try prepare(calendars, locale: locale)
        let index = XHTMLIndexPage(calendars: sites, locale: locale, options: options)
        try emit(SitePage(path: index.path, contents: try index.render()))
        try emit(SitePage(path: SitePaths.stylesheet, contents: theme.css))
        for site in sites {
            for job in Self.jobs(for: site) {
                try render(job, of: site, locale: locale, emit: emit)
            }
        }
    }

    /// Renders the same files as ``build(_:emit:)`` on `workers` threads at once; `emit` may be called
    /// from any of them, in any order (each file's contents are the same as in a sequential build).
    ///
    /// The index and the stylesheet come first; then each worker renders whole jobs (a calendar's week page,
    /// or a calendar-year: its year page, agenda page and month pages) with its own libxml2 writers and
    /// locale formatters, so nothing mutable is shared. Each worker holds one page at a time, so memory stays
    /// flat. The first error stops every worker and is rethrown.
    public func build(
        _ calendars: [HolidayCalendar], workers: Int, emit: @escaping @Sendable (SitePage) throws -> Void
    ) throws {
        let locale = SiteLocale(options: options, theme: theme)
        let sites = try prepare(calendars, locale: locale)
        let index = XHTMLIndexPage(calendars: sites, locale: locale, options: options)
        try emit(SitePage(path: index.path, contents: try index.render()))
        try emit(SitePage(path: SitePaths.stylesheet, contents: theme.css))

        let jobs = sites.indices.flatMap { calendar in
            Self.jobs(for: sites[calendar]).map { (calendar: calendar, job: $0) }
        }
        let failure = Mutex<(any Error)?>(nil)
        let siteOptions = options
        let siteTheme = theme
        let locales = PerWorker(count: workers) { SiteLocale(options: siteOptions, theme: siteTheme) }
        WorkerThreads.run(count: workers, jobs: jobs.count) { worker, job in
            guard failure.withLock({ $0 == nil }) else { return }
            do {
                try render(jobs[job].job, of: sites[jobs[job].calendar], locale: locales.value(for: worker), emit: emit)
            } catch {
                failure.withLock { if $0 == nil { $0 = error } }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// A unit of rendering work: one calendar's week page, or one calendar-year.
    private enum Job: Sendable {
        case week
        case year(Int)
    }

    /// A calendar's jobs in emission order.
    private static func jobs(for site: SiteCalendar) -> [Job] {
        [.week] + site.years.map(Job.year)
    }

    /// Checks the options and the calendars' ids, and prepares each calendar's day model, sorted by id.
    private func prepare(_ calendars: [HolidayCalendar], locale: SiteLocale) throws -> [SiteCalendar] {
        if let base = options.subscriptionBaseURL { _ = try SubscriptionLinks(baseURL: base) }
        let sorted = calendars.sorted { $0.id < $1.id }
        try validateIDs(sorted)
        return sorted.map {
            SiteCalendar($0, today: options.today, pageLanguage: locale.languageTag, forecast: forecasts[$0.id])
        }
    }

    /// Renders one job: the week page (if the calendar has one), or a year page, its agenda page and its
    /// month pages.
    private func render(_ job: Job, of site: SiteCalendar, locale: SiteLocale, emit: (SitePage) throws -> Void) throws {
        switch job {
        case .week:
            guard let weeks = site.weeksAroundToday(firstWeekday: locale.firstWeekday) else { return }
            let page = XHTMLWeekPage(calendar: site, weeks: weeks, locale: locale, options: options)
            try emit(SitePage(path: page.path, contents: try page.render()))
        case .year(let year):
            let yearPage = XHTMLYearPage(calendar: site, year: year, locale: locale, options: options)
            try emit(SitePage(path: yearPage.path, contents: try yearPage.render()))
            let agendaPage = XHTMLAgendaPage(calendar: site, year: year, locale: locale, options: options)
            try emit(SitePage(path: agendaPage.path, contents: try agendaPage.render()))
            for month in site.months where month.year == year {
                let monthPage = XHTMLMonthPage(calendar: site, month: month, locale: locale, options: options)
                try emit(SitePage(path: monthPage.path, contents: try monthPage.render()))
            }
        }
    }

    /// Refuses ids that cannot name a folder, and ids that collide (also on case-insensitive file systems).
    private func validateIDs(_ calendars: [HolidayCalendar]) throws {
        var seen: Set<String> = []
        for calendar in calendars {
            guard SitePaths.isValidCalendarID(calendar.id) else { throw SiteError.invalidCalendarID(calendar.id) }
            guard seen.insert(calendar.id.lowercased()).inserted else {
                throw SiteError.duplicateCalendarID(calendar.id)
            }
        }
    }
}
