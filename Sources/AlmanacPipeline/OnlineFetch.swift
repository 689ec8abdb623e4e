public import CalendarCore
public import Foundation
public import HolidayRules
public import HolidaySources
public import Logging
public import SourceCache
public import SourceFetching

/// Runs an online provider for a build, `almanac holidays` or `almanac fetch`: opens the cache,
/// fetches what is missing (paced, bounded, interruptible), and reads the holidays back.
public final class OnlineFetch: Sendable {
    /// The result of a run: what is known, what the run did, and how it should end.
    public struct Outcome: Sendable {
        public let holidays: OnlineHolidaySet
        public let report: FetchReport
        /// The error to end with (exit 75, 69, 65, 64, 73) when some unit is still missing.
        public let failure: AlmanacError?
        /// One warning line per rejected answer (URL with the key redacted, and why).
        public let rejections: [String]
        /// Requests sent in this run (retries included).
        public let requests: Int
    }

    public let provider: any OnlineHolidayProvider
    public let fetcher: HTTPFetcher
    public let cache: AnswerCache
    private let key: String?
    private let settings: OnlineSettings
    private let engine: HolidayEngine
    private let today: CalendarDay
    private let now: @Sendable () -> Date

    /// Checks the settings and opens the cache.
    /// - Throws: `AlmanacError`: an unknown provider or a bad `--provider-url` (64), a key file that
    ///   cannot be read (64), a cache that cannot be opened (73).
    public init(
        providerID: String, settings: OnlineSettings, engine: HolidayEngine, environment: [String: String],
        userAgent: String, today: CalendarDay, now: @escaping @Sendable () -> Date = Date.init
    ) throws(AlmanacError) {
        self.settings = settings
        self.engine = engine
        self.today = today
        self.now = now
        let rules = engine.rules
        let subdivisionNamed: @Sendable (CountryCode, String) -> String? = { country, name in
            guard let countryRules = try? rules.country(country) else { return nil }
            let wanted = name.lowercased()
            return countryRules.subdivisions.first { $0.name.lowercased() == wanted }?.code.rawValue
        }
        switch providerID {
        case "abstract":
            provider = AbstractProvider(baseURL: settings.providerURL ?? AbstractProvider.defaultBaseURL, subdivisionNamed: subdivisionNamed)
        case "nager": provider = NagerDateProvider(baseURL: settings.providerURL ?? NagerDateProvider.defaultBaseURL)
        case "calendarific": provider = CalendarificProvider(baseURL: settings.providerURL ?? CalendarificProvider.defaultBaseURL)
        default:
            throw AlmanacError(.usage, "--provider: expected \(OnlineSettings.allProviders.joined(separator: ", ")), got '\(providerID)'")
        }
        if let url = settings.providerURL {
            do {
                _ = try URLPolicy.check(url, allowsLoopbackHTTP: true, redactedURL: URLRedactor().redact(url: url))
            } catch {
                throw AlmanacError(.usage, "--provider-url: \(error)")
            }
        }
        if let rate = settings.rate, !(rate > 0 && rate <= 1000) {
            throw AlmanacError(.usage, "--rate: expected requests per second above 0 and at most 1000, got \(rate)")
        }
        if let maxRequests = settings.maxRequests, maxRequests < 0 {
            throw AlmanacError(.usage, "--max-requests: expected 0 or more, got \(maxRequests)")
        }
        do {
            key = try provider.keyVariable.flatMap { try APIKeys.key($0, environment: environment) }
        } catch {
            throw AlmanacError(.usage, "\(error)")
        }
        guard let path = settings.cachePath ?? CacheLocation.defaultPath(environment: environment) else {
            throw AlmanacError(.usage, "--cache: no default cache path (neither XDG_CACHE_HOME nor HOME is set); give --cache FILE")
        }
        do {
            cache = try AnswerCache(path: path)
        } catch {
            throw AlmanacError(.cannotCreate, "\(error)")
        }
        var configuration = HTTPFetcherConfiguration(userAgent: userAgent)
        configuration.requestsPerSecond = settings.rate ?? provider.defaultRate
        configuration.maximumRequests = settings.maxRequests
        fetcher = HTTPFetcher(configuration: configuration, secrets: key.map { [$0] } ?? [])
    }

    /// The fetching part alone (`almanac fetch`): fetches every unit of the regions and ranges.
    public func fetch(
        _ requests: [(region: Region, range: DayRange)], logger: Logger,
        progress: @escaping @Sendable (FetchProgress) -> Void = { _ in }
    ) async throws(AlmanacError) -> Outcome {
        let source = OnlineHolidaySource(
            provider: provider, cache: cache, fetcher: fetcher, key: key,
            freshness: FreshnessPolicy(timeToLive: settings.cacheTTLDays * 86_400), today: today, now: now,
            localLanguage: { [engine] country in
                (try? engine.rules.country(country))?.flatMap { rules in
                    rules.languages.first { $0 != "en" && !rules.translations.contains($0) }
                }
            })
        var units: [FetchUnit] = []
        for request in requests { units += source.units(regions: [request.region], range: request.range) }
        units = Array(Set(units)).sorted()
        var report: FetchReport
        if key == nil, let variable = provider.keyVariable {
            // Without a key nothing can be fetched; what the cache holds is still used.
            report = FetchReport()
            let pending = try pendingUnits(units)
            report.needed = units.count
            report.cached = units.count - pending.count
            report.missing = pending
            if !pending.isEmpty {
                return try outcome(
                    source: source, requests: requests, report: report,
                    failure: AlmanacError(
                        .usage,
                        "\(provider.id): no API key: set \(variable) in the environment or in the key file "
                            + "(\(APIKeys.defaultKeyFile(environment: ProcessInfo.processInfo.environment) ?? "ALMANAC_KEY_FILE")); "
                            + "\(pending.count) \(unitWord(pending.count)) not cached"))
            }
        } else {
            report = await source.fetch(units, logger: logger, progress: progress)
        }
        return try outcome(source: source, requests: requests, report: report, failure: failure(for: report))
    }

    /// Closes the HTTP client; call once after the last fetch.
    public func shutdown() async {
        try? await fetcher.shutdown()
    }

    /// The units without any answer in the cache (a stale answer is still used when nothing can be fetched).
    private func pendingUnits(_ units: [FetchUnit]) throws(AlmanacError) -> [FetchUnit] {
        do {
            var answers: [CountryCode: [String: CachedAnswer]] = [:]
            for country in Set(units.map(\.country)) {
                answers[country] = try cache.answers(source: provider.id, scope: country.rawValue, subdivision: "")
            }
            return units.filter { answers[$0.country]?[$0.periodText] == nil }
        } catch {
            throw AlmanacError(.cannotCreate, "\(error)")
        }
    }

    private func outcome(
        source: OnlineHolidaySource, requests: [(region: Region, range: DayRange)], report: FetchReport,
        failure: AlmanacError?
    ) throws(AlmanacError) -> Outcome {
        var regions: [Region: RegionHolidays] = [:]
        var spans: [Region: DayRange] = [:]
        for request in requests {
            let span = spans[request.region].map { DayRange(first: min($0.first, request.range.first), last: max($0.last, request.range.last)) ?? $0 }
            spans[request.region] = span ?? request.range
        }
        do {
            for (region, range) in spans { regions[region] = try source.holidays(for: region, in: range) }
        } catch {
            throw AlmanacError(.cannotCreate, "\(error)")
        }
        let set = OnlineHolidaySet(
            providerID: provider.id, providerName: provider.displayName, fallbackEmbedded: settings.fallbackEmbedded,
            regions: regions)
        let rejections = report.rejected.map {
            "\(provider.id): rejected the answer from \($0.url): \($0.reason); \($0.unit) stays unknown"
        }
        var final: AlmanacError?
        if set.isPartial {
            final =
                failure
                ?? AlmanacError(
                    .unavailable,
                    "\(provider.id): \(report.rejected.count) \(report.rejected.count == 1 ? "answer was" : "answers were") rejected; the days they cover stay unknown")
        }
        return Outcome(
            holidays: set, report: report, failure: final, rejections: rejections, requests: fetcher.statistics.requests)
    }

    private func unitWord(_ count: Int) -> String {
        switch (provider.answersOneDay, count == 1) {
        case (true, true): "day"
        case (true, false): "days"
        case (false, true): "year"
        case (false, false): "years"
        }
    }

    /// The error a stopped run ends with (DESIGN §3 exit codes).
    func failure(for report: FetchReport) -> AlmanacError? {
        let remaining = report.missing.count
        let left = "\(remaining) \(unitWord(remaining)) not fetched yet; the next run resumes"
        switch report.stop {
        case nil: return nil
        case .cache(let message): return AlmanacError(.cannotCreate, "\(provider.id): cannot keep answers: \(message)")
        case .provider(let stop, let unit):
            let url = fetcher.redactor.redact(url: provider.url(for: unit, key: key))
            switch stop {
            case .unauthorized(let variable):
                return AlmanacError(
                    .unavailable, "\(provider.id): \(url): HTTP 401, the API key was refused; check \(variable) (environment or key file)")
            case .quotaExhausted(let detail):
                return AlmanacError(
                    .temporaryFailure,
                    "\(provider.id): quota reached at \(unit) (\(detail)); not retried; \(remaining) \(unitWord(remaining)) remain to fetch once the quota renews")
            case .unknownCountry(let detail): return AlmanacError(.dataError, "\(provider.id): \(detail)")
            case .unsupportedYear(let detail): return AlmanacError(.dataError, "\(provider.id): \(detail)")
            case .unexpected(let status, let detail):
                return AlmanacError(.unavailable, "\(provider.id): \(url): HTTP \(status): \(fetcher.redactor.scrub(detail))")
            }
        case .fetch(let failure, _):
            switch failure.reason {
            case .budgetExhausted(let limit):
                return AlmanacError(.temporaryFailure, "\(provider.id): stopped after --max-requests \(limit); \(left)")
            case .interrupted: return AlmanacError(.temporaryFailure, "\(provider.id): interrupted; \(left)")
            case .rateLimited:
                return AlmanacError(.temporaryFailure, "\(provider.id): \(failure); \(left)")
            case .insecureURL, .invalidURL: return AlmanacError(.usage, "--provider-url: \(failure)")
            default: return AlmanacError(.unavailable, "\(provider.id): \(failure); \(left)")
            }
        }
    }
}
