public import Foundation
public import Logging
public import WeatherForecast

/// Open-Meteo's forecasts over HTTP, through the cache: a forecast fetched less than ``timeToLive`` ago is
/// read from the cache without a request (cron runs every hour do not ask every time).
///
/// Every answer is judged before it is kept: only a 200 whose body decodes as the forecast asked for is
/// stored; a 400 or 401 is ``WeatherForecastError/rejected(url:status:reason:)`` with Open-Meteo's
/// `reason`, a 429 ``WeatherForecastError/rateLimited(url:reason:)``, other statuses `rejected` too, and a
/// body that does not decode ``WeatherForecastError/malformedResponse(url:problem:)``. A stale cached
/// answer is not used when the fetch fails: old weather is worse than none.
public struct OpenMeteoForecastSource: ForecastSource {
    /// One GET: the status and body, or why there is none (``WeatherForecastError/unreachable(url:problem:)``,
    /// or `rateLimited` when the client gave up on 429s).
    public typealias Transport = @Sendable (_ url: String) async throws(WeatherForecastError) -> (
        status: Int, body: [UInt8]
    )

    private let transport: Transport
    private let cache: (any ForecastCache)?
    /// How long a cached forecast is used, in seconds; 0 always fetches.
    public let timeToLive: Int
    private let now: @Sendable () -> Date
    private let logger: Logger

    public init(
        transport: @escaping Transport, cache: (any ForecastCache)?, timeToLive: Int, logger: Logger,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.cache = cache
        self.timeToLive = timeToLive
        self.logger = logger
        self.now = now
    }

    public func forecast(_ request: OpenMeteoRequest) async throws(WeatherForecastError) -> Forecast {
        let url = request.url
        if let cached = cached(url) {
            let age = now().timeIntervalSince(cached.fetchedAt)
            if age >= 0, age < Double(timeToLive) {
                do {
                    let forecast = try OpenMeteoResponse.forecast(from: cached.body, for: request)
                    logger.debug("weather from the cache", metadata: ["http.url": "\(url)", "cache.age": "\(Int(age))s"])
                    return forecast
                } catch {
                    logger.debug("cached forecast unusable, fetching again", metadata: ["http.url": "\(url)"])
                }
            }
        }
        let (status, body) = try await transport(url)
        switch status {
        case 200:
            let forecast = try OpenMeteoResponse.forecast(from: body, for: request)
            store(body, url)
            return forecast
        case 429:
            throw .rateLimited(url: url, reason: OpenMeteoResponse.errorReason(in: body))
        default:
            throw .rejected(url: url, status: status, reason: OpenMeteoResponse.errorReason(in: body))
        }
    }

    private func cached(_ url: String) -> (body: [UInt8], fetchedAt: Date)? {
        guard let cache, timeToLive > 0 else { return nil }
        do {
            return try cache.cachedForecast(for: url)
        } catch {
            logger.warning("weather cache not read: \(error)")
            return nil
        }
    }

    private func store(_ body: [UInt8], _ url: String) {
        guard let cache else { return }
        do {
            try cache.storeForecast(body, for: url, fetchedAt: now())
        } catch {
            logger.warning("weather cache not written: \(error)")
        }
    }
}
