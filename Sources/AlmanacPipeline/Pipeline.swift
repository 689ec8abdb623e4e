public import CalendarCore
public import CalendarSite
import Synchronization
public import Foundation
public import HolidayRules
public import ICalendar
public import Logging
public import WeatherForecast

/// The batch build: every calendar of a configuration, written as `.ics` files and an XHTML site.
///
/// Calendars are assembled from the embedded rules, then each output file is streamed through
/// `Publisher`, so a file is replaced atomically or not at all, and unchanged files are not touched.
public struct Pipeline: Sendable {
    /// What a build did, for the closing summary line.
    public struct Report: Sendable, Equatable {
        public var calendars = 0
        public var holidays = 0
        public var written = 0
        public var unchanged = 0
        public var skipped: [String] = []
        /// Agenda events (series) merged into the calendars.
        public var agendaEvents = 0
        /// Warnings for the user, one line each: agenda repairs and merged duplicates.
        public var notes: [String] = []
        /// Holidays computed outside the range where their calendar is reliable (still built); the
        /// command line prints them with ``CalendarWarning/lines(_:)``, one line per region and calendar.
        public var calendarWarnings: [CalendarWarning] = []
    }

    /// How DTSTAMP is chosen; RFC 5545 §3.8.7.2 makes it "last revised" when there is no METHOD.
    public enum StampPolicy: Sendable, Equatable {
        /// `SOURCE_DATE_EPOCH` (reproducible builds), else the latest `revised:` day of the rule files used.
        case fromData(sourceDateEpoch: String?)
        /// The current time (`--dtstamp now`).
        case now
    }

    private let assembler: CalendarAssembler
    private let logger: Logger
    private let now: @Sendable () -> Date

    public init(
        engine: HolidayEngine, logger: Logger, now: @escaping @Sendable () -> Date = Date.init,
        online: OnlineHolidaySet? = nil
    ) {
        assembler = CalendarAssembler(engine: engine, online: online)
        self.logger = logger
        self.now = now
    }

    /// Assembles every calendar of the configuration (validating all of them before anything is written).
    public func calendars(for configuration: Configuration) throws(AlmanacError) -> [HolidayCalendar] {
        try assemblies(for: configuration).map(\.calendar)
    }

    /// Assembles every calendar of the configuration with the calendar warnings about its holidays.
    public func assemblies(for configuration: Configuration) throws(AlmanacError) -> [CalendarAssembler.Assembly] {
        let assembler = assembler
        let provider = configuration.provider
        return try configuration.calendars.concurrentMap(workers: Self.workers) { calendar throws(AlmanacError) in
            try assembler.assembly(calendar, provider: provider)
        }
    }

    /// Assembles every calendar with its agenda merged in: reads every agenda file first (any error
    /// fails here, before anything is written), merges, and expands the occurrences of each calendar's
    /// range in the display zone (`time-zone`).
    /// `calendarWarnings` are those of ``CalendarAssembler/Assembly``, for every calendar. Without
    /// `expanding`, occurrences are left out (the .ics needs the series only).
    public func assembled(_ configuration: Configuration, expanding: Bool = true) throws(AlmanacError) -> (
        calendars: [MergedCalendar], notes: [String], agendaModified: Int64?, calendarWarnings: [CalendarWarning]
    ) {
        let loaded = try AgendaLoader(defaultTimeZone: configuration.timeZone)
            .load(configuration.calendars.flatMap(\.agenda))
        let assemblies = try assemblies(for: configuration)
        let holidayCalendars = assemblies.map(\.calendar)
        let displayZone = TimeZoneRegistry().zone(named: configuration.timeZone) ?? .utc
        let expansion = AgendaExpansion(displayZone: displayZone)
        var notes = loaded.warnings
        // A region's years without holidays, once even when several calendars show the region.
        for line in assemblies.flatMap(\.coverage) where !notes.contains(line) { notes.append(line) }
        var merged: [MergedCalendar] = []
        for (settings, calendar) in zip(configuration.calendars, holidayCalendars) {
            let files = settings.agenda.compactMap { loaded.files[$0.path] }
            let result = try AgendaMerger().merge(calendar, files: files)
            notes += result.notes
            let occurrences = expanding ? try expansion.occurrences(of: result.agenda, in: calendar.range) : []
            var title: String?
            var summary: String?
            if settings.regions.isEmpty {
                let names = settings.agenda.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
                title = settings.title ?? files.compactMap(\.name).first ?? settings.id
                summary = "Agenda from \(names.joined(separator: ", ")), built by Almanac."
            } else if !files.isEmpty, settings.title == nil {
                title = calendar.title + " + agenda"
            }
            merged.append(
                MergedCalendar(
                    calendar: calendar.with(agenda: occurrences, title: title, summary: summary), agenda: result.agenda))
        }
        return (merged, notes, loaded.latestModification, assemblies.flatMap(\.warnings))
    }

    /// Builds everything into `output`; `forecasts` (by calendar id, from ``WeatherLoader``) put the weather
    /// beside the days of the site's month, week and agenda pages.
    public func build(
        _ configuration: Configuration, output: URL, stamp policy: StampPolicy, forecasts: [String: Forecast] = [:]
    ) throws(AlmanacError) -> Report {
        let (merged, notes, agendaModified, calendarWarnings) = try assembled(
            configuration, expanding: configuration.formats.contains(.html))
        let calendars = merged.map(\.calendar)
        // Read the theme before anything is written: a bad template is bad input, and nothing is published.
        let theme = configuration.formats.contains(.html) ? try Self.theme(configuration.templates) : .builtIn
        let publisher = try Publisher(root: output)
        var report = Report()
        report.calendarWarnings = calendarWarnings
        report.calendars = calendars.count
        report.holidays = calendars.reduce(0) { $0 + $1.holidays.count }
        report.agendaEvents = merged.reduce(0) { $0 + $1.agenda.seriesCount }
        report.notes = notes

        func count(_ outcome: Publisher.Outcome, _ path: String) {
            switch outcome {
            case .written:
                report.written += 1
                logger.debug("wrote \(path)")
            case .unchanged:
                report.unchanged += 1
                logger.debug("unchanged \(path)")
            }
        }

        if configuration.formats.contains(.ics) {
            var stamp = try stamp(policy, calendars: calendars)
            // The agenda's own "last revised" time counts too, unless SOURCE_DATE_EPOCH says otherwise.
            if case .fromData(nil) = policy, let agendaModified, agendaModified > stamp.secondsSince1970 {
                stamp = ICSStamp(secondsSince1970: agendaModified)
            }
            let writer = ICSWriter(options: ICSWriterOptions(stamp: stamp))
            for calendar in merged where !calendar.hasEvents {
                let path = "\(calendar.calendar.id).ics"
                report.skipped.append(path)
                logger.warning("\(path) not written: calendar '\(calendar.calendar.id)' has no holidays or agenda events in \(calendar.calendar.range), and an iCalendar file needs at least one event (RFC 5545 §3.6)")
            }
            // One file per calendar, written on every core; outcomes are counted in calendar order.
            let outcomes = try merged.filter(\.hasEvents).concurrentMap(workers: Self.workers) {
                calendar throws(AlmanacError) in
                let path = "\(calendar.calendar.id).ics"
                return (
                    path,
                    try publisher.publish(path) { sink in
                        do {
                            try writer.write(calendar.calendar, agenda: calendar.agenda, to: &sink)
                        } catch let error as ICSReadError {
                            // An agenda file read again while writing (it streams) that changed or vanished.
                            throw AlmanacError(.dataError, error.description)
                        }
                    }
                )
            }
            for (path, outcome) in outcomes { count(outcome, path) }
        }
        if configuration.formats.contains(.html) {
            var options = SiteOptions()
            options.locale = configuration.locale
            options.firstWeekday = configuration.firstWeekday
            options.today = configuration.today ?? today(in: configuration.timeZone)
            options.includesICS = configuration.formats.contains(.ics)
            options.showsWeekNumbers = configuration.weekNumbers
            options.subscriptionBaseURL = configuration.baseURL
            let builder = SiteBuilder(options: options, theme: theme, forecasts: forecasts)
            let outcomes = Mutex<[Publisher.Outcome: Int]>([:])
            let logger = logger
            do {
                try builder.build(calendars, workers: Self.workers) { page in
                    let outcome = try publisher.publish(page.path, contents: page.contents)
                    logger.debug("\(outcome == .written ? "wrote" : "unchanged") \(page.path)")
                    outcomes.withLock { $0[outcome, default: 0] += 1 }
                }
                outcomes.withLock { counts in
                    report.written += counts[.written, default: 0]
                    report.unchanged += counts[.unchanged, default: 0]
                }
            } catch let error as AlmanacError {
                throw error
            } catch let error as SiteError {
                throw AlmanacError(.dataError, error.description)
            } catch {
                throw AlmanacError(.internal, "writing the site failed: \(error)")
            }
        }
        return report
    }

    /// The site's theme: the folder `templates` (its `almanac.css` and `labels/*.json`), or the built-in one.
    public static func theme(_ templates: String?) throws(AlmanacError) -> SiteTheme {
        guard let templates else { return .builtIn }
        do {
            return try SiteTheme(directory: URL(fileURLWithPath: templates))
        } catch {
            throw AlmanacError(.dataError, "templates: \(error.description)")
        }
    }

    /// How many threads render pages: one per processor.
    static var workers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Today's date in the given IANA time zone.
    public func today(in identifier: String) -> CalendarDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: now())
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDay(dayNumber: 0)
    }

    /// The DTSTAMP for these calendars under `policy` (RFC 5545 §3.8.7.2: "last revised" without METHOD).
    public func stamp(_ policy: StampPolicy, calendars: [HolidayCalendar]) throws(AlmanacError) -> ICSStamp {
        switch policy {
        case .now:
            return ICSStamp(secondsSince1970: Int64(now().timeIntervalSince1970))
        case .fromData(let epoch?):
            guard let stamp = ICSStamp(sourceDateEpoch: epoch) else {
                throw AlmanacError(.usage, "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, got '\(epoch)'")
            }
            return stamp
        case .fromData(nil):
            let countries = Set(calendars.flatMap(\.regions).map(\.country))
            var revised: CalendarDay?
            for country in countries {
                // Already parsed while assembling; a failure here is the same error assembly would give.
                let rules: CountryRules?
                do {
                    rules = try assembler.engine.rules.country(country)
                } catch {
                    throw AlmanacError(.dataError, "\(error)")
                }
                if let day = rules?.revised { revised = max(revised ?? day, day) }
            }
            return ICSStamp(secondsSince1970: Int64((revised ?? CalendarDay(dayNumber: 0)).dayNumber) * 86_400)
        }
    }
}
