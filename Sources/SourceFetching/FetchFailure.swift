/// A request that did not produce a usable answer, with its context: the URL (API keys redacted),
/// the last HTTP status if one came, how many attempts were made, and why it failed.
public struct FetchFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the request failed.
    public enum Reason: Sendable, Equatable {
        /// The URL does not parse or has no host.
        case invalidURL
        /// Plain HTTP to a host that is not a loopback address (HTTPS is required elsewhere).
        case insecureURL
        /// A temporary status (5xx) that persisted through every retry.
        case status(Int)
        /// 429 Too Many Requests through every retry, or a `Retry-After` longer than the policy waits.
        case rateLimited
        /// No connection or no answer within the timeouts, through every retry.
        case timedOut
        /// The connection was refused, could not be made, or dropped mid-answer, through every retry.
        case connectionFailed(String)
        /// The body exceeded the configured size cap (bytes); never retried.
        case bodyTooLarge(limit: Int)
        /// `--max-requests`: the run's request budget is spent (the limit).
        case budgetExhausted(limit: Int)
        /// The run was asked to stop (SIGINT, SIGTERM) before this request started.
        case interrupted
    }

    /// The URL with every API key replaced by `REDACTED`.
    public let url: String
    /// The last HTTP status received, if any.
    public let status: Int?
    public let reason: Reason
    /// Requests sent for this URL (retries included).
    public let attempts: Int

    public init(url: String, status: Int? = nil, reason: Reason, attempts: Int) {
        self.url = url
        self.status = status
        self.reason = reason
        self.attempts = attempts
    }

    /// True when stopping was the run's own decision or the server's limit, so the next run resumes
    /// (exit 75); false when the source is unavailable or misconfigured.
    public var isResumable: Bool {
        switch reason {
        case .rateLimited, .budgetExhausted, .interrupted: true
        default: false
        }
    }

    public var description: String {
        let tries = attempts == 1 ? "1 attempt" : "\(attempts) attempts"
        return switch reason {
        case .invalidURL: "\(url): not a valid http(s) URL with a host"
        case .insecureURL: "\(url): plain http is only allowed to loopback hosts (127.0.0.1, ::1, localhost); use https"
        case .status(let code): "\(url): HTTP \(code) after \(tries)"
        case .rateLimited: "\(url): rate limited (HTTP 429) after \(tries)"
        case .timedOut: "\(url): timed out after \(tries)"
        case .connectionFailed(let detail): "\(url): connection failed (\(detail)) after \(tries)"
        case .bodyTooLarge(let limit): "\(url): answer larger than \(limit) bytes, rejected"
        case .budgetExhausted(let limit): "\(url): not requested, --max-requests \(limit) reached"
        case .interrupted: "\(url): not requested, the run was interrupted"
        }
    }
}
