public import CalendarCore
public import HolidayRules
import HolidaySources

/// Turns a calendar's configuration into a `HolidayCalendar`: holidays of its regions and range,
/// filtered by category, with a title and summary derived from the rule files when not given.
public struct CalendarAssembler: Sendable {
    /// The engine that computes the holidays.
    public let engine: HolidayEngine
    /// Holidays from an online provider, used when a calendar's provider is that provider.
    public let online: OnlineHolidaySet?

    public init(engine: HolidayEngine, online: OnlineHolidaySet? = nil) {
        self.engine = engine
        self.online = online
    }

    /// A calendar and the warnings about how its holidays were computed.
    public struct Assembly: Sendable {
        /// The calendar.
        public let calendar: HolidayCalendar
        /// One per region, year and calendar in which some of its holidays were computed outside the
        /// range where that calendar is reliable (``CalendarWarning``); only about holidays it holds.
        public let warnings: [CalendarWarning]
        /// Why holidays are missing where a user would expect some: years the embedded rules do not
        /// cover, categories none of a region's holidays have (``HolidayEngine/coverageNotes(for:in:categories:)``).
        public let coverage: [String]
    }

    /// Builds one calendar. Regions and years must be valid (see `validate`).
    public func assemble(_ configuration: CalendarConfiguration, provider: String) throws(AlmanacError) -> HolidayCalendar {
        try assembly(configuration, provider: provider).calendar
    }

    /// Builds one calendar and collects the calendar warnings about its holidays.
    public func assembly(_ configuration: CalendarConfiguration, provider: String) throws(AlmanacError) -> Assembly {
        let categories = configuration.categories ?? [.public]
        var holidays: [Holiday] = []
        var warnings: [CalendarWarning] = []
        var coverage: [String] = []
        var seen = Set<String>()
        var weekend: Set<Weekday> = []
        var names: [String] = []
        var unknownDays: [DayRange] = []
        for region in configuration.regions {
            let rules = try validate(region, years: configuration.range.years, origin: .dataError)
            weekend.formUnion(rules.weekend)
            names.append(displayName(of: region, rules: rules))
            guard provider != "none" else { continue }
            if let online, online.providerID == provider {
                let wanted = try onlineHolidays(region, online: online, range: configuration.range, unknown: &unknownDays)
                    .filter { !categories.isDisjoint(with: $0.categories) }
                for holiday in wanted where seen.insert("\(holiday.day)|\(holiday.key)|\(holiday.name)").inserted {
                    holidays.append(holiday)
                }
                continue
            }
            let evaluation: HolidayEvaluation
            do {
                evaluation = try engine.evaluation(for: region, in: configuration.range)
                coverage += try engine.coverageNotes(
                    for: region, in: configuration.range, categories: categories, known: evaluation.holidays)
            } catch {
                throw AlmanacError(.dataError, error.description)
            }
            // One holiday under two keys on one day (a category's own substitute rule) is one entry.
            let wanted = Holiday.mergingCategories(evaluation.holidays.filter { !categories.isDisjoint(with: $0.categories) })
            warnings += evaluation.warnings.filter { warning in wanted.contains { warning.concerns($0) } }
            // The same holiday reached through two regions of one calendar (DE-BY and DE-BW both have
            // New Year's Day) is listed once, under the first region.
            for holiday in wanted {
                if seen.insert("\(holiday.day)|\(holiday.key)|\(holiday.name)").inserted { holidays.append(holiday) }
            }
        }
        let years = configuration.range.years
        let span = years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
        let title = configuration.title ?? "Holidays: \(names.joined(separator: ", "))"
        let kinds = categories.sorted().map(\.rawValue).joined(separator: ", ")
        let origin: String
        if let online, online.providerID == provider {
            origin = online.fallbackEmbedded ? "from \(online.providerName), days it has not answered yet from Almanac's embedded rules" : "from \(online.providerName)"
        } else {
            origin = "from Almanac's embedded rules"
        }
        let summary = "\(kinds.prefix(1).uppercased() + kinds.dropFirst()) holidays of \(names.joined(separator: ", ")), \(span), \(origin)."
        let calendar = HolidayCalendar(
            id: configuration.id, title: title, summary: summary, range: configuration.range,
            regions: configuration.regions, holidays: holidays, weekend: weekend.isEmpty ? [.saturday, .sunday] : weekend,
            language: configuration.language, unknownDays: RegionHolidays.runs(of: unknownDays.flatMap { Array($0) }))
        return Assembly(calendar: calendar, warnings: warnings, coverage: coverage)
    }

    /// A region's holidays from the online set; unknown days are filled from the embedded rules
    /// (source `embedded (fallback)`) with `--fallback embedded`, otherwise added to `unknown`.
    public func onlineHolidays(
        _ region: Region, online: OnlineHolidaySet, range: DayRange, unknown: inout [DayRange]
    ) throws(AlmanacError) -> [Holiday] {
        let (known, missing) = online.holidays(for: region, in: range)
        guard !missing.isEmpty else { return known }
        guard online.fallbackEmbedded else {
            unknown += missing
            return known
        }
        var filled = known
        for run in missing {
            let evaluation: HolidayEvaluation
            do {
                evaluation = try engine.evaluation(for: region, in: run)
            } catch {
                throw AlmanacError(.dataError, error.description)
            }
            for holiday in evaluation.holidays {
                filled.append(
                    Holiday(
                        day: holiday.day, names: holiday.names, region: holiday.region, categories: holiday.categories,
                        key: holiday.key, substitute: holiday.substitute, isEstimated: holiday.isEstimated,
                        source: "embedded (fallback: \(online.providerID) has not answered yet)"))
            }
        }
        return Holiday.mergingCategories(filled)
    }

    /// Checks a region and a span of years against the rule files.
    /// - Parameter origin: the error kind to report (`.usage` for flags, `.dataError` for files).
    @discardableResult
    public func validate(_ region: Region, years: ClosedRange<Int>, origin: AlmanacError.Kind) throws(AlmanacError) -> CountryRules {
        let rules: CountryRules
        do {
            rules = try engine.rules.validate(region)
        } catch .invalidRule(let error) {
            // A broken rule file is not the user's input: the shipped (or ALMANAC_RULES_DIR) data is bad.
            throw AlmanacError(.internal, HolidayRulesError.invalidRule(error).description)
        } catch {
            throw AlmanacError(origin, error.description)
        }
        for year in [years.lowerBound, years.upperBound] where !HolidayEngine.supportedYears.contains(year) {
            throw AlmanacError(origin, HolidayRulesError.yearOutOfRange(year, supported: HolidayEngine.supportedYears).description)
        }
        return rules
    }

    /// What is wrong with a region written in a configuration (`DE-BZ`, `Germany`), with the regions
    /// nearest to it, or `nil` when the rule files have it. A rule file that does not parse is not the
    /// configuration's fault: it is reported when the region is used.
    public func regionProblem(_ text: String) -> String? {
        guard let region = Region(code: text) else {
            let near = engine.rules.regionSuggestions(for: text)
            return "expected CC or CC-SUB such as DE or DE-BY, got '\(text)'"
                + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)")
        }
        do {
            _ = try engine.rules.validate(region)
        } catch .invalidRule {
            return nil
        } catch {
            return error.description
        }
        return nil
    }

    /// `Germany (Bavaria)` or `Germany`.
    public func displayName(of region: Region, rules: CountryRules) -> String {
        guard let subdivision = region.subdivision else { return rules.names.english }
        return "\(rules.names.english) (\(rules.subdivisionName(subdivision) ?? subdivision.rawValue))"
    }
}
