/// When and how long to wait before trying a request again: exponential backoff with jitter,
/// bounded in attempts and in delay.
///
/// Retried: the statuses in `retryStatuses` (5xx by default), timeouts and dropped or refused
/// connections, and 429 (after its `Retry-After`, or the backoff when it has none). Never retried:
/// any other 4xx (401, 404, Abstract's 422 quota), an oversized body, an insecure URL.
public struct RetryPolicy: Sendable, Equatable {
    /// The most attempts for one request, the first included (4 = the first try and 3 retries).
    public var maximumAttempts: Int
    /// The delay before the first retry; each later one doubles it.
    public var baseDelay: Duration
    /// The longest backoff between two attempts.
    public var maximumDelay: Duration
    /// The longest `Retry-After` the fetcher waits for; a longer one stops the run (exit 75).
    public var maximumRetryAfter: Duration
    /// The shortest wait after a 429 without `Retry-After` (Abstract sends none; APIS.md asks ≥ 1 s).
    public var minimumRateLimitDelay: Duration
    /// HTTP statuses that are temporary and retried with backoff.
    public var retryStatuses: Set<Int>

    public init(
        maximumAttempts: Int = 4, baseDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(8),
        maximumRetryAfter: Duration = .seconds(60), minimumRateLimitDelay: Duration = .seconds(1),
        retryStatuses: Set<Int> = [500, 502, 503, 504]
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
        self.minimumRateLimitDelay = minimumRateLimitDelay
        self.retryStatuses = retryStatuses
    }

    /// The backoff before attempt `attempt + 1`, after `attempt` failed ones (1 = after the first).
    ///
    /// "Equal jitter": half of `min(maximumDelay, baseDelay × 2^(attempt−1))` is fixed and the other
    /// half scaled by `unitRandom` (in 0…1), so clients that failed together do not retry together.
    public func backoff(afterAttempt attempt: Int, unitRandom: Double) -> Duration {
        let exponent = min(max(0, attempt - 1), 30)
        let grown = baseDelay * (1 << exponent)
        let capped = min(grown, maximumDelay)
        let fraction = 0.5 + 0.5 * min(1, max(0, unitRandom))
        return capped * fraction
    }
}
