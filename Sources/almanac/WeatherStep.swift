import AlmanacPipeline
import CalendarCore
import Foundation
import Logging
import SourceCache
import SourceFetching
import WeatherForecast

/// Fetches the forecasts of a build or an agenda: Open-Meteo over HTTP (SourceFetching), kept in the SQLite
/// cache (SourceCache) for the configured time. Nothing here fails the command: every problem, the cache's
/// included, becomes a warning line and the output goes on without weather (or without the cache).
enum WeatherStep {
    /// The forecasts of `configuration`'s calendars from `today`, and the warnings.
    static func load(
        _ configuration: Configuration, today: CalendarDay, cachePath: String?, timeout: Int, logger: Logger
    ) async -> WeatherLoader.Result {
        guard !WeatherLoader.requests(for: configuration, today: today).isEmpty else { return WeatherLoader.Result() }
        var notes: [String] = []
        var cache: AnswerCache?
        if let path = cachePath ?? CacheLocation.defaultPath(environment: ProcessInfo.processInfo.environment) {
            do {
                cache = try AnswerCache(path: path)
            } catch {
                notes.append("weather cache not used: \(error)")
            }
        }
        var http = HTTPFetcherConfiguration(userAgent: UserAgent.almanac(version: AlmanacVersion.current))
        http.connectTimeout = .seconds(min(timeout, 10))
        http.readTimeout = .seconds(timeout)
        http.requestTimeout = .seconds(timeout)
        // One attempt, and a 429 comes back with its body: Open-Meteo's limits last a minute, an hour or a
        // day, its reason says which, and the next run (cron) asks again.
        http.retry = RetryPolicy(maximumAttempts: 1)
        http.returnsRateLimitedAnswers = true
        let fetcher = HTTPFetcher(configuration: http)
        let source = OpenMeteoForecastSource(
            transport: OpenMeteoForecastSource.transport(fetcher, logger: logger), cache: cache,
            timeToLive: configuration.weather.cacheTTL, logger: logger)
        var result = await WeatherLoader(source: source).load(configuration, today: today)
        try? await fetcher.shutdown()
        result.notes = notes + result.notes
        return result
    }
}
