import AlmanacPipeline
import CalendarCore
import Foundation
import Logging
import SourceCache
import SourceFetching
import Synchronization
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
        // The HTTP client starts with the first request: a run served from the cache starts none.
        let fetcher = LazyFetcher(configuration: http)
        let source = OpenMeteoForecastSource(
            transport: { url throws(WeatherForecastError) in
                try await OpenMeteoForecastSource.transport(fetcher.fetcher, logger: logger)(url)
            },
            cache: cache, timeToLive: configuration.weather.cacheTTL, logger: logger)
        var result = await WeatherLoader(source: source).load(configuration, today: today)
        await fetcher.shutdown()
        result.notes = notes + result.notes
        return result
    }

    /// An `HTTPFetcher` made when first asked for.
    final class LazyFetcher: Sendable {
        private let configuration: HTTPFetcherConfiguration
        private let made = Mutex<HTTPFetcher?>(nil)

        init(configuration: HTTPFetcherConfiguration) {
            self.configuration = configuration
        }

        /// The fetcher, made on the first call.
        var fetcher: HTTPFetcher {
            made.withLock { made in
                if let made { return made }
                let fetcher = HTTPFetcher(configuration: configuration)
                made = fetcher
                return fetcher
            }
        }

        /// Shuts the fetcher down if one was made.
        func shutdown() async {
            let fetcher = made.withLock { $0 }
            try? await fetcher?.shutdown()
        }
    }
}
