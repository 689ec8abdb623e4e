/// What a fetcher did in this run, for progress lines, the benchmark and tests.
public struct FetchStatistics: Sendable, Equatable {
    /// Requests sent (every attempt, retries included).
    public var requests = 0
    /// Answers received with status 429.
    public var rateLimited = 0
    /// Attempts that were retried (after 5xx, 429, a timeout or a dropped connection).
    public var retries = 0
    /// Answers rejected for their size.
    public var oversized = 0

    public init() {}
}
