import Agenda
import AlmanacPipeline
import ArgumentParser
import CalendarCore
import CalendarSite
import Foundation
import HolidayRules
import Logging
import WeatherForecast

/// `almanac build`: every calendar of a configuration (or of the flags) as .ics files and a site.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build .ics files and the XHTML site (the default command).",
        discussion: """
            Without --config, --country and --agenda, reads almanac.yml in the current folder. \
            With --country, builds one calendar of those regions (settings still come from --config if given). \
            --agenda FILE (repeatable; JSON, YAML, CSV or .ics) merges your own events into every calendar; \
            with --agenda and no --country or --config, the calendar holds the agenda alone.

            Examples:
              almanac build --config samples/almanac.yml --out site
              almanac build --country DE-BY --years 2025-2027 --locale de_DE --out site
              SOURCE_DATE_EPOCH=1735689600 almanac build --country JP --year 2026 --format ics
              almanac build --country DE-BY --year 2026 --agenda team.yml --agenda birthdays.csv --out site
              almanac build --agenda team.ics --years 2026-2027 --time-zone Europe/Berlin --out site
              almanac build --config almanac.yml --templates my-theme --base-url https://example.org/cal/
              almanac build --country DE-BY --weather 48.14,11.58,Munich --units metric --out site

            --weather LAT,LON[,NAME] (or weather: in the file) shows Open-Meteo's daily forecast beside the \
            coming days of the site; it is cached (--cache, 3 hours) and a forecast that cannot be had never \
            fails the build: the site is published without weather and a warning says why.
            """)

    @Option(help: "Configuration file (YAML). Default: almanac.yml in the current folder.")
    var config: String?

    @Option(name: .customLong("country"), help: "Country or CC-SUB region; repeat for several (e.g. --country DE-BY --country AT).")
    var countries: [String] = []

    @Option(help: "One year, e.g. 2026.")
    var year: Int?

    @Option(help: "A span of years, e.g. 2025-2030.")
    var years: String?

    @Option(help: "First day (YYYY-MM-DD); use with --to.")
    var from: String?

    @Option(help: "Last day (YYYY-MM-DD), inclusive; use with --from.")
    var to: String?

    @Option(name: .customLong("agenda"), help: "An agenda file to merge (JSON, YAML, CSV or .ics); repeat for several.")
    var agendaFiles: [String] = []

    @Option(name: .customLong("agenda-format"), help: "Format of the --agenda files when the extension does not say: json, yaml, csv or ics.")
    var agendaFormat: String?

    @Option(help: "Holiday source: embedded (default, offline), abstract, nager, calendarific or none.")
    var provider: String?

    @OptionGroup var online: OnlineOptions

    @Option(name: .customLong("time-zone"), help: "IANA time zone that decides today's date, e.g. Europe/Berlin.")
    var timeZone: String?

    @Option(help: "Locale for month and weekday names and the first weekday, e.g. de_DE, ja_JP.")
    var locale: String?

    @Option(name: .customLong("first-weekday"), help: "First day of the week: mon, sun, sat, ...")
    var firstWeekday: String?

    @Option(help: "The day to mark as today (YYYY-MM-DD). Default: the current date in --time-zone.")
    var today: String?

    @Option(help: "Output folder.")
    var out: String?

    @Option(help: "Comma-separated outputs: ics, html.")
    var format: String?

    @Option(help: "Language of holiday names, e.g. de (flag-defined calendars).")
    var language: String?

    @Option(help: "Comma-separated categories (flag-defined calendars). Default: public.")
    var categories: String?

    @Option(help: "Theme folder for the site: almanac.css and labels/<language>.json (start one with 'almanac theme export DIR').")
    var templates: String?

    @Option(name: .customLong("base-url"), help: "Where the .ics files are published, e.g. https://example.org/cal/; the site then links them over https and webcal://.")
    var baseURL: String?

    @Flag(name: .customLong("week-numbers"), help: "Show ISO 8601 week numbers in the site's month and week tables.")
    var weekNumbers = false

    @Option(help: "DTSTAMP: 'data' (SOURCE_DATE_EPOCH or the rules' revision date) or 'now'.")
    var dtstamp: String = "data"

    @OptionGroup(title: "Weather")
    var weather: WeatherOptions

    @Flag(name: .shortAndLong, help: "Print nothing but errors (for cron): no summary, no warnings.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Log every file written.")
    var verbose = false

    func run() async throws {
        try await reportingFailures {
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = verbose ? .debug : (quiet ? .error : .info)
                return handler
            }
            let logger = Logger(label: "almanac")
            let engine = try loadEngine()
            var configuration = try loadConfiguration(engine: engine)
            try applyFlags(to: &configuration, engine: engine)
            try online.apply(to: &configuration.online)
            try weather.apply(to: &configuration)
            let stampPolicy: Pipeline.StampPolicy
            switch dtstamp {
            case "data": stampPolicy = .fromData(sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])
            case "now": stampPolicy = .now
            default: throw AlmanacError(.usage, "--dtstamp: expected 'data' or 'now', got '\(dtstamp)'")
            }
            // An online provider: fetch what the cache lacks first; publish only when every day is
            // known, unless --allow-partial or --fallback embedded says otherwise.
            var onlineSet: OnlineHolidaySet?
            var incomplete: AlmanacError?
            if OnlineSettings.onlineProviders.contains(configuration.provider) {
                let requests = configuration.calendars.flatMap { calendar in calendar.regions.map { ($0, calendar.range) } }
                let today = Pipeline(engine: engine, logger: logger).today(in: configuration.timeZone)
                let outcome = try await OnlineRunner.run(
                    provider: configuration.provider, settings: configuration.online, requests: requests, engine: engine,
                    today: today, quiet: quiet, logger: logger)
                if let failure = outcome.failure {
                    guard configuration.online.allowPartial || configuration.online.fallbackEmbedded else {
                        throw AlmanacError(
                            failure.kind, failure.message + "; nothing was published (--allow-partial or --fallback embedded publish anyway)")
                    }
                    incomplete = failure
                }
                if !quiet { writeWarnings(OnlineRunner.unknownDayWarnings(outcome.holidays)) }
                onlineSet = outcome.holidays
            }
            let output = URL(fileURLWithPath: configuration.output)
            let pipeline = Pipeline(engine: engine, logger: logger, online: onlineSet)
            // The forecasts come before anything is written; a failed one is a warning, never an error.
            // They share the cache file of the holiday providers (--cache, `cache:`).
            var forecast = WeatherLoader.Result()
            if configuration.formats.contains(.html) {
                let today = configuration.today ?? pipeline.today(in: configuration.timeZone)
                forecast = await WeatherStep.load(
                    configuration, today: today, cachePath: configuration.online.cachePath, timeout: weather.timeoutSeconds,
                    logger: logger)
            }
            let report = try pipeline.build(configuration, output: output, stamp: stampPolicy, forecasts: forecast.forecasts)
            if !quiet {
                writeWarnings(report.notes + forecast.notes)
                // Like `almanac holidays`: one line per region and calendar whose dates may be wrong.
                writeWarnings(CalendarWarning.lines(report.calendarWarnings))
                let plural = report.calendars == 1 ? "calendar" : "calendars"
                let agenda = report.agendaEvents > 0 ? ", \(report.agendaEvents) agenda events" : ""
                let partial = incomplete == nil ? "" : " Some days are not loaded yet (see above)."
                writeOut(
                    "Built \(report.calendars) \(plural) (\(report.holidays) holidays\(agenda)) into \(configuration.output)/: "
                        + "\(report.written) files written, \(report.unchanged) unchanged.\(partial)\n")
            }
            if let incomplete { throw incomplete }
        }
    }

    /// The configuration file's settings, or defaults when the calendar comes from flags.
    private func loadConfiguration(engine: HolidayEngine) throws -> Configuration {
        let assembler = CalendarAssembler(engine: engine)
        let reader = ConfigurationReader(checkRegion: { assembler.regionProblem($0) })
        if let config { return try reader.read(path: config) }
        if countries.isEmpty, agendaFiles.isEmpty {
            guard FileManager.default.fileExists(atPath: "almanac.yml") else {
                throw AlmanacError(
                    .usage, "no almanac.yml in the current folder; pass --config FILE, or --country CC with --year (see 'almanac build --help')")
            }
            return try reader.read(path: "almanac.yml")
        }
        return Configuration()
    }

    /// Flags override the file; `--country` replaces its calendars with one built from flags.
    private func applyFlags(to configuration: inout Configuration, engine: HolidayEngine) throws {
        if let out { configuration.output = out }
        if let locale { configuration.locale = locale }
        if let templates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw AlmanacError(.usage, "--templates: '\(templates)' is not a folder; 'almanac theme export DIR' makes one")
            }
            configuration.templates = templates
        }
        if let baseURL {
            do {
                _ = try SubscriptionLinks(baseURL: baseURL)
            } catch {
                throw AlmanacError(.usage, "--base-url: \(error)")
            }
            configuration.baseURL = baseURL
        }
        if weekNumbers { configuration.weekNumbers = true }
        if let provider {
            guard OnlineSettings.allProviders.contains(provider) else {
                throw AlmanacError(
                    .usage, "--provider: expected \(OnlineSettings.allProviders.joined(separator: ", ")), got '\(provider)'")
            }
            configuration.provider = provider
        }
        if let timeZone {
            guard TimeZone(identifier: timeZone) != nil else {
                throw AlmanacError(.usage, "--time-zone: expected an IANA zone such as Europe/Berlin, got '\(timeZone)'")
            }
            configuration.timeZone = timeZone
        }
        if let firstWeekday {
            guard let weekday = Weekday(name: firstWeekday) else {
                throw AlmanacError(.usage, "--first-weekday: expected mon, tue, ... sun, got '\(firstWeekday)'")
            }
            configuration.firstWeekday = weekday
        }
        if let today {
            guard let day = CalendarDay(iso: today) else {
                throw AlmanacError(.usage, "--today: expected a date YYYY-MM-DD, got '\(today)'")
            }
            configuration.today = day
        }
        if let format {
            var formats: Set<OutputFormat> = []
            for item in format.split(separator: ",") {
                guard let parsed = OutputFormat(rawValue: item.trimmingCharacters(in: .whitespaces)) else {
                    throw AlmanacError(.usage, "--format: expected ics, html or ics,html, got '\(format)'")
                }
                formats.insert(parsed)
            }
            configuration.formats = formats
        }
        let range = try flagRange()
        let agenda = try agendaSources(agendaFiles, format: agendaFormat)
        if countries.isEmpty, config == nil, !agenda.isEmpty {
            // The agenda alone.
            let days = range ?? DayRange(year: Pipeline(engine: engine, logger: Logger(label: "almanac")).today(in: configuration.timeZone).year)
            configuration.provider = "none"
            configuration.calendars = [
                CalendarConfiguration(
                    id: agenda[0].defaultID, regions: [], range: days, agenda: agenda, weather: configuration.weather.location)
            ]
            return
        }
        if countries.isEmpty {
            guard range == nil, language == nil, categories == nil else {
                throw AlmanacError(.usage, "--year, --years, --from/--to, --language and --categories need --country")
            }
            for index in configuration.calendars.indices { configuration.calendars[index].agenda += agenda }
            return
        }
        var regions: [Region] = []
        let assembler = CalendarAssembler(engine: engine)
        let days = range ?? DayRange(year: Pipeline(engine: engine, logger: Logger(label: "almanac")).today(in: configuration.timeZone).year)
        for code in countries {
            let region = try parseRegion(code, flag: "--country", rules: engine.rules)
            try assembler.validate(region, years: days.years, origin: .usage)
            regions.append(region)
        }
        configuration.calendars = [
            CalendarConfiguration(
                id: CalendarConfiguration.defaultID(for: regions), regions: regions, range: days, language: language,
                categories: try categories.map(parseCategories), agenda: agenda,
                weather: configuration.weather.location)
        ]
    }

    private func flagRange() throws -> DayRange? {
        switch (year, years, from, to) {
        case (nil, nil, nil, nil): return nil
        case (let year?, nil, nil, nil): return DayRange(year: year)
        case (nil, let text?, nil, nil):
            guard let span = YearRangeParser.parse(text) else {
                throw AlmanacError(.usage, "--years: expected YYYY-YYYY such as 2025-2030, got '\(text)'")
            }
            return DayRange(years: span)
        case (nil, nil, let first?, let last?):
            guard let start = CalendarDay(iso: first), let end = CalendarDay(iso: last) else {
                throw AlmanacError(.usage, "--from/--to: expected dates YYYY-MM-DD, got '\(first)' and '\(last)'")
            }
            guard let range = DayRange(first: start, last: end) else {
                throw AlmanacError(.usage, "--to (\(last)) is before --from (\(first))")
            }
            return range
        default:
            throw AlmanacError(.usage, "give one of --year, --years, or --from with --to")
        }
    }
}

/// `--agenda` files with an optional `--agenda-format`, checked as usage errors.
func agendaSources(_ files: [String], format: String?) throws -> [AgendaSource] {
    var parsed: AgendaFormat?
    if let format {
        guard let value = AgendaFormat(name: format) else {
            throw AlmanacError(.usage, "--agenda-format: expected json, yaml, csv or ics, got '\(format)'")
        }
        parsed = value
    }
    for file in files where parsed == nil && AgendaFormat(path: file) == nil {
        throw AlmanacError(
            .usage, "--agenda \(file): cannot tell the format from the extension; use .json, .yml, .csv or .ics, or give --agenda-format")
    }
    return files.map { AgendaSource(path: $0, format: parsed) }
}
