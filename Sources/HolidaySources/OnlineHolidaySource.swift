public import CalendarCore
public import Foundation
public import Logging
public import SourceCache
public import SourceFetching

/// Gets holidays from one online provider through the cache: fetches what is missing or stale, one
/// unit at a time, paced by the fetcher, storing every answer the moment it arrives; then reads the
/// holidays of any region and range from the cache.
///
/// A run never asks twice for a unit the cache holds fresh (`FreshnessPolicy`), stops at once on
/// an answer that ends it (401, quota, unknown country), and keeps going past a rejected answer
/// (malformed, wrong types, dated on another day, oversized), which is logged and not cached.
public final class OnlineHolidaySource: Sendable {
    public let provider: any OnlineHolidayProvider
    public let cache: AnswerCache
    public let fetcher: HTTPFetcher
    private let key: String?
    private let freshness: FreshnessPolicy
    private let today: CalendarDay
    private let now: @Sendable () -> Date
    private let localLanguage: @Sendable (CountryCode) -> String?

    /// - Parameters:
    ///   - key: the API key (nil for Nager.Date); it goes into URLs only, never into the cache or a message.
    ///   - today: decides which days are past (final) and which are refreshed after the TTL.
    ///   - localLanguage: the language tag of a country's local names (`de` for DE), if known.
    public init(
        provider: any OnlineHolidayProvider, cache: AnswerCache, fetcher: HTTPFetcher, key: String?,
        freshness: FreshnessPolicy = FreshnessPolicy(), today: CalendarDay, now: @escaping @Sendable () -> Date = Date.init,
        localLanguage: @escaping @Sendable (CountryCode) -> String? = { _ in nil }
    ) {
        self.provider = provider
        self.cache = cache
        self.fetcher = fetcher
        self.key = key
        self.freshness = freshness
        self.today = today
        self.now = now
        self.localLanguage = localLanguage
    }

    /// The units covering `regions` over `range` (one set per country: subdivisions share their country's answers).
    public func units(regions: [Region], range: DayRange) -> [FetchUnit] {
        let countries = Set(regions.map(\.country)).sorted()
        return countries.flatMap { provider.units(country: $0, range: range) }.sorted()
    }

    /// Fetches every unit of `units` the cache does not hold fresh.
    /// - Parameter progress: called after every unit fetched or given up.
    public func fetch(
        _ units: [FetchUnit], logger: Logger, progress: @Sendable (FetchProgress) -> Void = { _ in }
    ) async -> FetchReport {
        var report = FetchReport()
        report.needed = units.count
        let started = ContinuousClock.now
        var toFetch: [FetchUnit] = []
        do {
            var answers: [CountryCode: [String: CachedAnswer]] = [:]
            for country in Set(units.map(\.country)) {
                answers[country] = try cache.answers(source: provider.id, scope: country.rawValue, subdivision: "")
            }
            let todayText = today.description
            let current = now()
            for unit in units {
                if let answer = answers[unit.country]?[unit.periodText], freshness.isFresh(answer, today: todayText, now: current) {
                    report.cached += 1
                } else {
                    toFetch.append(unit)
                }
            }
        } catch {
            report.stop = .cache("\(error)")
            report.missing = units
            return report
        }
        logger.debug(
            "fetch plan", metadata: ["source": "\(provider.id)", "units": "\(units.count)", "cached": "\(report.cached)"])
        for (index, unit) in toFetch.enumerated() {
            let url = provider.url(for: unit, key: key)
            let provider = provider
            do {
                let response = try await fetcher.get(url, isFinal: { provider.isFinal($0) }, logger: logger)
                switch provider.verdict(on: response, for: unit) {
                case .answer:
                    do {
                        try cache.store(
                            body: response.body,
                            for: CacheKey(source: provider.id, scope: unit.country.rawValue, period: unit.periodText),
                            fetchedAt: now())
                        report.fetched += 1
                    } catch {
                        report.stop = .cache("\(error)")
                    }
                case .rejected(let reason):
                    let text = fetcher.redactor.scrub(reason)
                    report.rejected.append(FetchReport.Rejection(unit: unit, url: response.url, reason: text))
                    logger.warning("rejected the answer from \(response.url): \(text); \(unit) stays missing")
                case .stop(let stop):
                    report.stop = .provider(stop, unit: unit)
                }
            } catch let failure as FetchFailure {
                if case .bodyTooLarge = failure.reason {
                    report.rejected.append(FetchReport.Rejection(unit: unit, url: failure.url, reason: failure.description))
                    logger.warning("rejected the answer from \(failure); \(unit) stays missing")
                } else {
                    report.stop = .fetch(failure, unit: unit)
                }
            } catch {
                report.stop = .cache(fetcher.redactor.scrub("\(error)"))
            }
            let elapsed = started.duration(to: .now)
            progress(
                FetchProgress(
                    done: report.cached + report.fetched, total: units.count, requests: fetcher.statistics.requests,
                    requestsLeft: fetcher.remainingRequests,
                    elapsed: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                    unit: unit.description))
            if report.stop != nil {
                report.missing = Array(toFetch[index...]).filter { unit in !report.rejected.contains { $0.unit == unit } }
                report.missing += report.rejected.map(\.unit)
                report.missing.sort()
                return report
            }
        }
        report.missing = report.rejected.map(\.unit).sorted()
        return report
    }

    /// The holidays the cache holds for `region` over `range`, and the days it has no answer for.
    /// Stale answers are still used: they are the best known, and the next run refreshes them.
    public func holidays(for region: Region, in range: DayRange) throws -> RegionHolidays {
        let answers = try cache.answers(source: provider.id, scope: region.country.rawValue, subdivision: "")
        var holidays: [Holiday] = []
        var unknown: [CalendarDay] = []
        let language = localLanguage(region.country)
        for unit in provider.units(country: region.country, range: range) {
            let days = unit.days
            guard let answer = answers[unit.periodText], let decoded = provider.holidays(fromCached: answer.body, for: unit) else {
                unknown += days.filter { range.contains($0) }
                continue
            }
            for holiday in decoded where range.contains(holiday.day) && holiday.applies(to: region) {
                holidays.append(makeHoliday(holiday, region: region, language: language))
            }
        }
        return RegionHolidays(region: region, holidays: holidays, unknownDays: RegionHolidays.runs(of: unknown))
    }

    private func makeHoliday(_ holiday: ProviderHoliday, region: Region, language: String?) -> Holiday {
        var others: [String: String] = [:]
        if let local = holiday.localName, let language { others[language] = local }
        return Holiday(
            day: holiday.day, names: LocalizedNames(english: holiday.name, others: others), region: region,
            categories: holiday.categories.sorted(), key: Self.slug(holiday.name), source: provider.id)
    }

    /// A stable key from a name: lower-case ASCII letters and digits joined by hyphens.
    static func slug(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.isEmpty ? "holiday" : words.joined(separator: "-")
    }
}
