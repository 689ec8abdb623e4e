import CalendarCore
import FakeServers
import Foundation
import HolidaySources
import InMemoryLogging
import Logging
import SourceCache
import SourceFetching

/// A fake API on 127.0.0.1, an in-memory cache, a fetcher with fast retries and a source over them.
struct SourceRig {
    static let key = "rig-key-0c9d2e"
    let server: FakeServer
    let cache: AnswerCache
    let log: InMemoryLogHandler
    let provider: any OnlineHolidayProvider

    var logger: Logger { Logger(label: "test") { _ in log } }

    static func start(
        _ kind: String, limits: FakeServerLimits = FakeServerLimits(), cache: AnswerCache? = nil
    ) async throws -> SourceRig {
        let api: any FakeAPI =
            switch kind {
            case "nager": FakeNagerAPI()
            case "calendarific": FakeCalendarificAPI(key: key)
            default: FakeAbstractAPI(key: key)
            }
        let server = FakeServer(api: api, limits: limits)
        try await server.start()
        let provider: any OnlineHolidayProvider =
            switch kind {
            case "nager": NagerDateProvider(baseURL: server.baseURL + "/api/v3")
            case "calendarific": CalendarificProvider(baseURL: server.baseURL + "/api/v2")
            default: AbstractProvider(baseURL: server.baseURL + "/v1/")
            }
        var log = InMemoryLogHandler()
        log.logLevel = .trace
        return SourceRig(server: server, cache: try cache ?? AnswerCache(), log: log, provider: provider)
    }

    func fetcher(maximumRequests: Int? = nil, rate: Double? = nil) -> HTTPFetcher {
        var configuration = HTTPFetcherConfiguration(userAgent: "Almanac/test")
        configuration.retry = RetryPolicy(
            maximumAttempts: 3, baseDelay: .milliseconds(10), maximumDelay: .milliseconds(40),
            maximumRetryAfter: .seconds(2), minimumRateLimitDelay: .milliseconds(20))
        configuration.maximumRequests = maximumRequests
        configuration.requestsPerSecond = rate
        configuration.maximumBodySize = 32 * 1024
        return HTTPFetcher(configuration: configuration, secrets: [Self.key])
    }

    func source(
        _ fetcher: HTTPFetcher, key: String? = SourceRig.key, today: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1)!,
        now: Date = Date(), freshness: FreshnessPolicy = FreshnessPolicy()
    ) -> OnlineHolidaySource {
        OnlineHolidaySource(
            provider: provider, cache: cache, fetcher: fetcher, key: key, freshness: freshness, today: today,
            now: { now }, localLanguage: { $0.rawValue == "DE" ? "de" : nil })
    }

    /// Fetches `range` of `regions` with a fresh fetcher, then shuts it down.
    func run(
        _ regions: [String], _ range: DayRange, maximumRequests: Int? = nil, now: Date = Date(),
        today: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1)!, key: String? = SourceRig.key
    ) async throws -> FetchReport {
        let fetcher = fetcher(maximumRequests: maximumRequests)
        let source = source(fetcher, key: key, today: today, now: now)
        let units = source.units(regions: regions.compactMap { Region(code: $0) }, range: range)
        let report = await source.fetch(units, logger: logger)
        try await fetcher.shutdown()
        return report
    }

    func holidays(_ region: String, _ range: DayRange) throws -> RegionHolidays {
        let fetcher = fetcher()
        defer { Task { try? await fetcher.shutdown() } }
        return try source(fetcher).holidays(for: Region(code: region)!, in: range)
    }

    /// Every log line as text, to search for the key.
    var logText: String { log.entries.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n") }

    func stop() async throws { try await server.stop() }
}

func days(_ first: String, _ last: String) -> DayRange {
    DayRange(first: CalendarDay(iso: first)!, last: CalendarDay(iso: last)!)!
}
