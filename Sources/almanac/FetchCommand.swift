import AlmanacPipeline
import ArgumentParser
import CalendarCore
import Foundation
import HolidayRules
import Logging

/// `almanac fetch`: warms the cache for a range without building (for cron spreading).
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch holidays from an online provider into the cache, without building.",
        discussion: """
            Fetches every day (Abstract) or year (Nager.Date, Calendarific) of the range that the cache \
            does not hold; past days are never fetched again, later ones after --cache-ttl days. \
            Exit 0 when everything is cached, 75 when a quota, --max-requests, a rate limit or a signal \
            stopped it (the next run resumes), 69 when the provider is unavailable.

            Examples:
              ALMANAC_ABSTRACT_API_KEY=... almanac fetch --provider abstract --country US --year 2026 --max-requests 100
              almanac fetch --provider nager --country DE-BY --years 2025-2030
              almanac fetch --config almanac.yml --quiet
            """)

    @Option(help: "Online provider: abstract, nager or calendarific (default: the configuration's).")
    var provider: String?

    @Option(help: "Configuration file (YAML): its calendars' regions and ranges are fetched.")
    var config: String?

    @Option(name: .customLong("country"), help: "Country or CC-SUB region; repeat for several.")
    var countries: [String] = []

    @Option(help: "One year, e.g. 2026.")
    var year: Int?

    @Option(help: "A span of years, e.g. 2025-2030.")
    var years: String?

    @Option(help: "First day (YYYY-MM-DD); use with --to.")
    var from: String?

    @Option(help: "Last day (YYYY-MM-DD), inclusive; use with --from.")
    var to: String?

    @OptionGroup var online: OnlineOptions

    @Flag(name: .shortAndLong, help: "Print nothing but errors (for cron).")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Log every request.")
    var verbose = false

    func run() async throws {
        try await reportingFailures {
            bootstrapLogging(verbose: verbose, quiet: quiet)
            let logger = Logger(label: "almanac")
            let engine = try loadEngine()
            var settings = OnlineSettings()
            var providerID = provider
            var requests: [(region: Region, range: DayRange)] = []
            let today = Pipeline(engine: engine, logger: logger).today(in: TimeZone.current.identifier)
            if let config {
                let assembler = CalendarAssembler(engine: engine)
                let file = try ConfigurationReader(checkRegion: { assembler.regionProblem($0) }).read(path: config)
                settings = file.online
                if providerID == nil { providerID = file.provider }
                for calendar in file.calendars { requests += calendar.regions.map { ($0, calendar.range) } }
            }
            try online.apply(to: &settings)
            let range = try dayRange(year: year, years: years, from: from, to: to) ?? DayRange(year: today.year)
            for code in countries {
                let region = try parseRegion(code, flag: "--country", rules: engine.rules)
                try CalendarAssembler(engine: engine).validate(region, years: range.years, origin: .usage)
                requests.append((region, range))
            }
            guard let providerID, OnlineSettings.onlineProviders.contains(providerID) else {
                throw AlmanacError(.usage, "--provider: expected abstract, nager or calendarific, got '\(providerID ?? "nothing")'")
            }
            guard !requests.isEmpty else { throw AlmanacError(.usage, "give --country CC (repeatable) or --config FILE") }
            let outcome = try await OnlineRunner.run(
                provider: providerID, settings: settings, requests: requests, engine: engine, today: today, quiet: quiet,
                logger: logger)
            let report = outcome.report
            if !quiet {
                let requestsSent = outcome.requests
                writeOut(
                    "Fetched \(report.fetched) of \(report.needed) from \(outcome.holidays.providerName) "
                        + "(\(report.cached) already cached, \(requestsSent) requests); "
                        + (report.isComplete ? "all cached.\n" : "\(report.missing.count) missing.\n"))
            }
            if let failure = outcome.failure { throw failure }
        }
    }
}
