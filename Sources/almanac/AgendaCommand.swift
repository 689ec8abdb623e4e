import AlmanacPipeline
import ArgumentParser
import CalendarCore
import Foundation
import HolidayRules
import ICalendar
import Logging

/// `almanac agenda`: the merged holidays and agenda occurrences of a span of days, in chronological order.
struct AgendaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agenda",
        abstract: "List holidays and your own events between two dates, in chronological order.",
        discussion: """
            The TSV format is a contract: start<TAB>end<TAB>summary, one line per occurrence; all-day entries as \
            YYYY-MM-DD with an exclusive end, timed ones as UTC YYYY-MM-DDTHH:MM:SSZ. The table shows times in \
            --time-zone (default: the configuration's, else the system's). With only --agenda files and no \
            --country, it lists the agenda alone.

            Examples:
              almanac agenda --agenda team.yml --from 2026-05-04 --to 2026-05-10
              almanac agenda --agenda team.ics --country DE-BY --from 2026-05-01 --to 2026-05-31 --format tsv
              almanac agenda --config samples/almanac.yml --from 2026-05-11 --to 2026-05-17 --time-zone Asia/Tokyo
              almanac agenda --country DE-BY --from 2026-05-14 --to 2026-05-20 --weather 48.14,11.58,Munich

            With --weather (or weather: in --config) the table has a WEATHER column: each day's forecast \
            (Open-Meteo, from --today or the current date) beside its first line; TSV and JSON are unchanged.
            """)

    @Option(help: "Configuration file (YAML): every calendar's holidays and agenda.")
    var config: String?

    @Option(name: .customLong("agenda"), help: "An agenda file (JSON, YAML, CSV or .ics); repeat for several.")
    var agendaFiles: [String] = []

    @Option(name: .customLong("agenda-format"), help: "Format of the --agenda files when the extension does not say.")
    var agendaFormat: String?

    @Option(name: .customLong("country"), help: "Country or CC-SUB region whose holidays to include; repeatable.")
    var countries: [String] = []

    @Option(help: "First day (YYYY-MM-DD).")
    var from: String

    @Option(help: "Last day (YYYY-MM-DD), inclusive.")
    var to: String

    @Option(name: .customLong("time-zone"), help: "IANA zone for local times of the agenda and the table, e.g. Europe/Berlin.")
    var timeZone: String?

    @Option(help: "Language of holiday names, e.g. de.")
    var language: String?

    @Option(help: "Comma-separated holiday categories (default: public).")
    var categories: String?

    @Option(help: "Output format: table, tsv or json.")
    var format: Format = .table

    @Option(help: "The first day of the forecast (YYYY-MM-DD). Default: the current date in --time-zone.")
    var today: String?

    @Option(help: "The SQLite cache of online answers (weather forecasts). Default: $XDG_CACHE_HOME/almanac/almanac.sqlite.")
    var cache: String?

    @OptionGroup(title: "Weather")
    var weather: WeatherOptions

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, tsv, json }

    func run() async throws {
        try await reportingFailures {
            guard let first = CalendarDay(iso: from), let last = CalendarDay(iso: to) else {
                throw AlmanacError(.usage, "--from/--to: expected dates YYYY-MM-DD, got '\(from)' and '\(to)'")
            }
            guard let days = DayRange(first: first, last: last) else {
                throw AlmanacError(.usage, "--to (\(to)) is before --from (\(from))")
            }
            let engine = try loadEngine()
            let agenda = try agendaSources(agendaFiles, format: agendaFormat)
            var configuration = Configuration()
            if let config {
                configuration = try ConfigurationReader().read(path: config)
                for index in configuration.calendars.indices {
                    configuration.calendars[index].range = days
                    configuration.calendars[index].agenda += agenda
                }
            } else {
                guard !agenda.isEmpty || !countries.isEmpty else {
                    throw AlmanacError(.usage, "give --agenda FILE, --country CC or --config FILE")
                }
                var regions: [Region] = []
                for code in countries {
                    guard let region = Region(code: code) else {
                        throw AlmanacError(.usage, "--country: expected a code such as DE or DE-BY, got '\(code)'")
                    }
                    try CalendarAssembler(engine: engine).validate(region, years: days.years, origin: .usage)
                    regions.append(region)
                }
                if regions.isEmpty { configuration.provider = "none" }
                configuration.calendars = [
                    CalendarConfiguration(
                        id: regions.isEmpty ? (agenda.first?.defaultID ?? "agenda") : CalendarConfiguration.defaultID(for: regions),
                        regions: regions, range: days, language: language,
                        categories: try categories.map(parseCategories), agenda: agenda)
                ]
            }
            if let timeZone {
                guard TimeZone(identifier: timeZone) != nil else {
                    throw AlmanacError(.usage, "--time-zone: expected an IANA zone such as Europe/Berlin, got '\(timeZone)'")
                }
                configuration.timeZone = timeZone
            }
            try weather.apply(to: &configuration)
            var firstDay: CalendarDay?
            if let today {
                guard let day = CalendarDay(iso: today) else {
                    throw AlmanacError(.usage, "--today: expected a date YYYY-MM-DD, got '\(today)'")
                }
                firstDay = day
            }
            let logger = Logger(label: "almanac")
            let pipeline = Pipeline(engine: engine, logger: logger)
            let (merged, notes, _, _) = try pipeline.assembled(configuration)
            var weatherText: [CalendarDay: String] = [:]
            if format == .table {
                let start = firstDay ?? configuration.today ?? pipeline.today(in: configuration.timeZone)
                let forecast = await WeatherStep.load(
                    configuration, today: start, cachePath: cache, timeout: weather.timeoutSeconds, logger: logger)
                writeWarnings(forecast.notes)
                weatherText = ForecastText.byDay(
                    forecast.forecasts, order: configuration.calendars.map(\.id), days: days)
            }
            writeWarnings(notes)
            let zone = TimeZoneRegistry().zone(named: configuration.timeZone) ?? .utc
            let formatter = AgendaListFormatter(displayZone: zone)
            let entries = formatter.entries(of: merged.map(\.calendar), days: days)
            switch format {
            case .tsv: writeOut(formatter.tsv(entries))
            case .table: writeOut(formatter.table(entries, weather: weatherText))
            case .json:
                do {
                    writeOut(try formatter.json(entries))
                } catch {
                    throw AlmanacError(.internal, "cannot encode JSON: \(error)")
                }
            }
        }
    }
}
