import AlmanacPipeline
import ArgumentParser
import CalendarCore
import Foundation
import HolidayRules
import ICalendar
import Logging

/// `almanac holidays`: one region's holidays for one year, on standard output.
struct HolidaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "holidays",
        abstract: "Print the holidays of a country or subdivision for a year.",
        discussion: """
            The TSV format is a contract: YYYY-MM-DD<TAB>name, one line per holiday, sorted by date then name, \
            English names unless --language is given.

            Examples:
              almanac holidays --country JP --year 2027
              almanac holidays --country DE --subdivision BY --year 2026 --format tsv
              almanac holidays --country DE-BY --year 2026 --language de --format json
              almanac holidays --country US --year 2026 --categories public --format ics > us-2026.ics
              almanac holidays --country DE --year 2026 --provider nager
              almanac holidays --country DE --year 2026 --compare embedded,nager

            Holidays computed outside the range where their calendar is reliable (Islamic dates of the \
            Umm al-Qura calendar outside its published tables, 1937-2077) are still listed; one warning \
            line per region and calendar goes to standard error, and in --format json each such holiday \
            has a "warning" key. Years asked for in which a region has no holidays at all (before its \
            rules begin) and categories none of its holidays have get a line each too. --quiet prints no \
            warnings.
            """)

    @Option(help: "Country code, or CC-SUB for a subdivision (e.g. US, DE-BY).")
    var country: String

    @Option(help: "Subdivision code (e.g. BY for Bavaria), if not given with --country.")
    var subdivision: String?

    @Option(help: "The year (1900-2100).")
    var year: Int?

    @Option(help: "A span of years instead of --year, e.g. 2026-2030 (table, tsv and json only).")
    var years: String?

    @Option(help: "Holiday source: embedded (default, offline), abstract, nager or calendarific.")
    var provider: String = "embedded"

    @Option(help: "Compare two or more sources and print the dates where they disagree, e.g. embedded,nager.")
    var compare: String?

    @OptionGroup var online: OnlineOptions

    @Flag(name: .shortAndLong, help: "No progress or warnings on standard error (for cron).")
    var quiet = false

    @Option(help: "Language of holiday names, e.g. de, ja, th or pt (finds pt-BR); default English. `almanac countries` lists each country's.")
    var language: String?

    @Option(help: "Comma-separated categories to include (public, bank, school, optional, government, half-day, ...; 'all' for every one); see `almanac countries` for each country's.")
    var categories: String = "public"

    @Option(help: "Output format: table, tsv, json or ics.")
    var format: ListFormat = .table

    enum ListFormat: String, ExpressibleByArgument, CaseIterable {
        case table, tsv, json, ics
    }

    func run() async throws {
        try await reportingFailures {
            guard OnlineSettings.allProviders.contains(provider), provider != "none" else {
                throw AlmanacError(.usage, "--provider: expected embedded, abstract, nager or calendarific, got '\(provider)'")
            }
            bootstrapLogging(verbose: false, quiet: quiet)
            let engine = try loadEngine()
            let region = try parseRegion(country: country, subdivision: subdivision, rules: engine.rules)
            let wanted = try parseCategories(categories)
            let span = try yearSpan()
            var settings = OnlineSettings()
            try online.apply(to: &settings)
            if let compare {
                try await compareSources(compare, region: region, span: span, categories: wanted, settings: settings, engine: engine)
                return
            }
            var onlineSet: OnlineHolidaySet?
            var incomplete: AlmanacError?
            if OnlineSettings.onlineProviders.contains(provider) {
                let fetched = try await fetchOnline(
                    provider, region: region, span: span, settings: settings, engine: engine)
                onlineSet = fetched.set
                incomplete = fetched.failure
            }
            let assembler = CalendarAssembler(engine: engine, online: onlineSet)
            let rules = try assembler.validate(region, years: span, origin: .usage)
            var holidays: [Holiday] = []
            var warnings: [CalendarWarning] = []
            var coverage: [String] = []
            if let onlineSet {
                var unknown: [DayRange] = []
                holidays = Holiday.mergingCategories(
                    try assembler.onlineHolidays(region, online: onlineSet, range: DayRange(years: span), unknown: &unknown)
                        .filter { !wanted.isDisjoint(with: $0.categories) })
            } else {
                do {
                    let evaluation = try engine.evaluation(for: region, in: DayRange(years: span))
                    holidays = Holiday.mergingCategories(evaluation.holidays.filter { !wanted.isDisjoint(with: $0.categories) })
                    warnings = evaluation.warnings.filter { warning in holidays.contains { warning.concerns($0) } }
                    coverage = try engine.coverageNotes(
                        for: region, in: DayRange(years: span), categories: wanted, known: evaluation.holidays)
                } catch {
                    throw AlmanacError(.usage, "\(error)")
                }
            }
            defer { if let incomplete { FileHandle.standardError.write(Data("almanac: error: \(incomplete.message)\n".utf8)) } }
            if !quiet {
                writeWarnings(coverage + Self.warningLines(warnings) + [Self.languageWarning(language, rules: rules)].compactMap { $0 })
            }
            let formatter = HolidayListFormatter(language: language)
            switch format {
            case .tsv: writeOut(formatter.tsv(holidays))
            case .table: writeOut(formatter.table(holidays))
            case .json:
                do {
                    writeOut(try formatter.json(holidays) { holiday in
                        warnings.first { $0.concerns(holiday) }?.note
                    })
                } catch {
                    throw AlmanacError(.internal, "cannot encode JSON: \(error)")
                }
            case .ics:
                guard span.count == 1 else {
                    throw AlmanacError(.usage, "--format ics takes one --year; use `almanac build` for a calendar over several years")
                }
                let year = span.lowerBound
                // The same assembly and DTSTAMP policy as `almanac build`, for one region and year.
                let name = assembler.displayName(of: region, rules: rules)
                let configuration = CalendarConfiguration(
                    id: region.description.lowercased(), title: "Holidays: \(name) \(year)", regions: [region],
                    range: DayRange(year: year), language: language, categories: wanted)
                let calendar = try assembler.assemble(configuration, provider: onlineSet == nil ? "embedded" : provider)
                let pipeline = Pipeline(engine: engine, logger: Logger(label: "almanac"))
                let stamp = try pipeline.stamp(
                    .fromData(sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"]),
                    calendars: [calendar])
                do {
                    var output = StandardOutput()
                    try ICSWriter(options: ICSWriterOptions(stamp: stamp)).write(calendar, to: &output)
                    output.flush()
                } catch {
                    throw AlmanacError(.dataError, "\(error)")
                }
            }
            if let incomplete { throw ExitCode(incomplete.exitCode) }
        }
    }

    /// Fetches what the cache lacks for `region` and `span`; without --allow-partial or --fallback,
    /// unknown days end the command before anything is printed.
    func fetchOnline(
        _ providerID: String, region: Region, span: ClosedRange<Int>, settings: OnlineSettings, engine: HolidayEngine
    ) async throws -> (set: OnlineHolidaySet, failure: AlmanacError?) {
        let today = Pipeline(engine: engine, logger: Logger(label: "almanac")).today(in: TimeZone.current.identifier)
        let outcome = try await OnlineRunner.run(
            provider: providerID, settings: settings, requests: [(region, DayRange(years: span))], engine: engine,
            today: today, quiet: quiet, logger: Logger(label: "almanac"))
        if let failure = outcome.failure {
            guard settings.allowPartial || settings.fallbackEmbedded else { throw failure }
        }
        if !quiet { writeWarnings(OnlineRunner.unknownDayWarnings(outcome.holidays)) }
        return (outcome.holidays, outcome.failure)
    }
}

extension HolidaysCommand {
    /// One line per region and calendar, its years collapsed into spans (``CalendarWarning/lines(_:)``).
    static func warningLines(_ warnings: [CalendarWarning]) -> [String] {
        CalendarWarning.lines(warnings)
    }

    /// A warning when the country has no holiday names in `language` (nor in a variant a lookup would take,
    /// see ``LocalizedNames/tag(for:)``), so every name falls back to English; `nil` otherwise.
    static func languageWarning(_ language: String?, rules: CountryRules) -> String? {
        guard let language, !language.isEmpty, language.lowercased() != "en", !language.lowercased().hasPrefix("en-")
        else { return nil }
        let listed = LocalizedNames(
            english: "", others: Dictionary(uniqueKeysWithValues: rules.languages.map { ($0, $0) }))
        guard listed.tag(for: language) == nil else { return nil }
        return "\(rules.code) has no holiday names in '\(language)'; they are in English "
            + "(its languages: \(rules.languages.joined(separator: ", ")))"
    }

    /// The years asked for: exactly one of --year and --years.
    func yearSpan() throws -> ClosedRange<Int> {
        switch (year, years) {
        case (let year?, nil): return year...year
        case (nil, let text?):
            guard let span = YearRangeParser.parse(text) else {
                throw AlmanacError(.usage, "--years: expected YYYY or YYYY-YYYY with the first year not after the last, got '\(text)'")
            }
            return span
        case (nil, nil): throw AlmanacError(.usage, "give --year YYYY or --years YYYY-YYYY")
        case (_?, _?): throw AlmanacError(.usage, "give either --year or --years, not both")
        }
    }
}

/// Standard output as a buffered text stream.
struct StandardOutput: TextOutputStream {
    private var buffer = ""

    mutating func write(_ string: String) {
        buffer += string
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    mutating func flush() {
        writeOut(buffer)
        buffer = ""
    }
}

/// Parses `CC`, `CC-SUB`, or `CC` plus a separate subdivision, as a usage error when malformed (naming
/// the regions nearest to what was typed: `--country Germany` suggests DE).
func parseRegion(country: String, subdivision: String?, rules: RuleBook) throws -> Region {
    var code = country
    if let subdivision {
        guard !country.contains("-") else {
            throw AlmanacError(.usage, "give the subdivision either in --country (\(country)) or with --subdivision, not both")
        }
        code += "-" + subdivision
    }
    return try parseRegion(code, flag: "--country", rules: rules)
}

/// Parses one `CC` or `CC-SUB` given with `flag`, as a usage error listing near matches when malformed.
func parseRegion(_ code: String, flag: String, rules: RuleBook) throws -> Region {
    guard let region = Region(code: code) else {
        let near = rules.regionSuggestions(for: code)
        let hint = near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"
        throw AlmanacError(
            .usage, "\(flag): expected a country code such as DE or DE-BY, got '\(code)'\(hint); 'almanac countries' lists them")
    }
    return region
}

/// Parses a comma-separated category list.
func parseCategories(_ text: String) throws -> Set<HolidayCategory> {
    var result: Set<HolidayCategory> = []
    for item in text.split(separator: ",") {
        let name = item.trimmingCharacters(in: .whitespaces)
        if name == "all" {
            result.formUnion(HolidayCategory.allCases)
            continue
        }
        guard let category = HolidayCategory(rawValue: name) else {
            throw AlmanacError(
                .usage, "--categories: unknown category '\(name)'; expected \(HolidayCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        result.insert(category)
    }
    guard !result.isEmpty else { throw AlmanacError(.usage, "--categories: give at least one category") }
    return result
}

/// Loads the bundled rule files; a missing or broken rule file is an internal error.
func loadEngine() throws -> HolidayEngine {
    do {
        return HolidayEngine(rules: try RuleBook.bundled())
    } catch {
        throw AlmanacError(.internal, error.description)
    }
}
