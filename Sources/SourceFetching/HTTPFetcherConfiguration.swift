/// Settings of an `HTTPFetcher`: timeouts, size cap, identity, pacing, retries and budget.
///
/// ```swift
/// var configuration = HTTPFetcherConfiguration(userAgent: UserAgent.almanac(version: "0.1.0"))
/// configuration.requestsPerSecond = 1          // Abstract's free plan
/// configuration.maximumRequests = 100          // --max-requests
/// let fetcher = HTTPFetcher(configuration: configuration)
/// ```
public struct HTTPFetcherConfiguration: Sendable {
    /// Time allowed to open a connection (TCP, and TLS for https).
    public var connectTimeout: Duration = .seconds(10)
    /// Longest silence while waiting for the answer's bytes.
    public var readTimeout: Duration = .seconds(30)
    /// Longest time for one attempt from start to the last byte.
    public var requestTimeout: Duration = .seconds(60)
    /// The largest body accepted, enforced while it streams in (1 MiB by default).
    public var maximumBodySize: Int = 1 << 20
    /// Sent as `User-Agent` (`Almanac/0.1.0`).
    public var userAgent: String
    /// Requests started per second (nil: no pacing).
    public var requestsPerSecond: Double?
    /// The pacing's safety margin, a fraction of the interval (see `RateLimiter`).
    public var rateSafetyMargin: Double = 0
    /// Requests this fetcher may send in all (retries included); nil: no limit (`--max-requests`).
    public var maximumRequests: Int?
    /// Backoff and retry bounds.
    public var retry = RetryPolicy()
    /// Allows plain http to loopback hosts (for the fake servers); other hosts always need https.
    public var allowsLoopbackHTTP = true
    /// Returns a 429 to the caller at once, body included, instead of waiting and retrying (or throwing
    /// `rateLimited`): for a source whose 429 body says why and whose limits outlast any retry (Open-Meteo's
    /// minute, hour and day limits, issue 7).
    public var returnsRateLimitedAnswers = false

    public init(userAgent: String) {
        self.userAgent = userAgent
    }
}

/// The `User-Agent` Almanac sends.
public enum UserAgent {
    /// `Almanac/<version>`.
    public static func almanac(version: String) -> String { "Almanac/\(version)" }
}
