import AsyncHTTPClient
import Foundation
public import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// Fetches URLs for the online sources over AsyncHTTPClient: bounded, paced, retried, redacted.
///
/// One attempt: check the URL (https, or http to loopback), take one request from the budget,
/// wait for the rate limiter's slot, send `GET` with `User-Agent`, stream the body up to the size
/// cap. 429 waits for `Retry-After` (or the backoff, at least `minimumRateLimitDelay`) and holds
/// the limiter off as long; 5xx, timeouts and dropped or refused connections back off
/// exponentially with jitter; both up to `RetryPolicy.maximumAttempts`. Every other status is
/// returned for the caller to judge. Redirects are not followed (a 3xx is returned).
///
/// `stop()` makes the fetcher refuse to *start* requests (and cuts waits short) while the one in
/// flight finishes: SIGINT and SIGTERM call it, so the answer in flight is still received and
/// stored. Call `shutdown()` once when done.
public final class HTTPFetcher: Sendable {
    public let configuration: HTTPFetcherConfiguration
    /// Scrubs keys out of URLs and messages.
    public let redactor: URLRedactor
    private let client: HTTPClient
    private let limiter: RateLimiter?
    private let clock: any FetchClock
    private let unitRandom: @Sendable () -> Double
    private let state = Mutex(State())

    private struct State {
        var statistics = FetchStatistics()
        var stopRequested = false
    }

    /// - Parameters:
    ///   - configuration: timeouts, cap, pacing, retries, budget.
    ///   - secrets: API keys to scrub from every message, beside the key parameters of URLs.
    ///   - clock: paces and times backoffs (injected in tests).
    ///   - unitRandom: the jitter source, a value in 0…1.
    public init(
        configuration: HTTPFetcherConfiguration, secrets: [String] = [], clock: any FetchClock = SystemFetchClock(),
        unitRandom: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.configuration = configuration
        self.redactor = URLRedactor(secrets: secrets)
        self.clock = clock
        self.unitRandom = unitRandom
        self.limiter = configuration.requestsPerSecond.map {
            RateLimiter(requestsPerSecond: $0, safetyMargin: configuration.rateSafetyMargin, clock: clock)
        }
        var clientConfiguration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: Self.timeAmount(configuration.connectTimeout), read: Self.timeAmount(configuration.readTimeout)))
        clientConfiguration.httpVersion = .http1Only
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: clientConfiguration)
    }

    /// What this fetcher has done so far.
    public var statistics: FetchStatistics { state.withLock { $0.statistics } }

    /// Requests left in the budget, or nil without `maximumRequests`.
    public var remainingRequests: Int? {
        configuration.maximumRequests.map { max(0, $0 - statistics.requests) }
    }

    /// True once `stop()` was called.
    public var isStopping: Bool { state.withLock { $0.stopRequested } }

    /// Refuses to start any further request; the one in flight completes.
    public func stop() {
        state.withLock { $0.stopRequested = true }
    }

    /// Closes the connections. Call once, after the last request.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Fetches `url` with `GET`, retrying what is temporary.
    /// - Returns: the answer, for any status that is not retried (2xx, 3xx, 4xx except 429; 429 too with
    ///   `returnsRateLimitedAnswers`).
    /// - Throws: `FetchFailure` (URL redacted): insecure URL, budget spent, interrupted, retries
    ///   exhausted (5xx, 429, timeout, connection), body over the cap.
    public func get(_ url: String, headers: [(String, String)] = [], logger: Logger) async throws -> FetchResponse {
        let redacted = redactor.redact(url: url)
        _ = try URLPolicy.check(url, allowsLoopbackHTTP: configuration.allowsLoopbackHTTP, redactedURL: redacted)
        let policy = configuration.retry
        var attempt = 0
        var lastStatus: Int?
        while true {
            attempt += 1
            try startAttempt(url: redacted, attempt: attempt, lastStatus: lastStatus)
            if let limiter {
                let slot = await limiter.reserveSlot()
                try await pause(until: slot, url: redacted, attempt: attempt, lastStatus: lastStatus)
            }
            try countRequest(url: redacted, attempt: attempt, lastStatus: lastStatus)
            logger.debug("GET", metadata: ["http.url": "\(redacted)", "http.attempt": "\(attempt)"])
            let outcome = await send(url: url, headers: headers, logger: logger)
            await limiter?.recordCompletion()
            let retryDelay: Duration
            switch outcome {
            case .response(let status, let responseHeaders, let body):
                lastStatus = status
                if status == 429 {
                    state.withLock { $0.statistics.rateLimited += 1 }
                    if configuration.returnsRateLimitedAnswers {
                        return FetchResponse(
                            status: status, headers: responseHeaders, body: body, url: redacted, attempts: attempt)
                    }
                    let asked = RetryAfter.delay(
                        from: responseHeaders.first { $0.name == "retry-after" }?.value, now: Date())
                    if let asked, asked > policy.maximumRetryAfter {
                        throw FetchFailure(url: redacted, status: 429, reason: .rateLimited, attempts: attempt)
                    }
                    guard attempt < policy.maximumAttempts else {
                        throw FetchFailure(url: redacted, status: 429, reason: .rateLimited, attempts: attempt)
                    }
                    retryDelay = max(
                        asked ?? policy.backoff(afterAttempt: attempt, unitRandom: unitRandom()),
                        policy.minimumRateLimitDelay)
                    if let limiter { await limiter.holdOff(until: clock.now() + retryDelay) }
                } else if policy.retryStatuses.contains(status) {
                    guard attempt < policy.maximumAttempts else {
                        throw FetchFailure(url: redacted, status: status, reason: .status(status), attempts: attempt)
                    }
                    retryDelay = policy.backoff(afterAttempt: attempt, unitRandom: unitRandom())
                } else {
                    return FetchResponse(
                        status: status, headers: responseHeaders, body: body, url: redacted, attempts: attempt)
                }
                logger.info(
                    "HTTP \(status), retrying", metadata: ["http.url": "\(redacted)", "http.retry_in": "\(retryDelay)"])
            case .tooLarge:
                state.withLock { $0.statistics.oversized += 1 }
                throw FetchFailure(
                    url: redacted, status: lastStatus, reason: .bodyTooLarge(limit: configuration.maximumBodySize),
                    attempts: attempt)
            case .transportFailure(let reason):
                guard attempt < policy.maximumAttempts else {
                    throw FetchFailure(url: redacted, status: nil, reason: reason, attempts: attempt)
                }
                retryDelay = policy.backoff(afterAttempt: attempt, unitRandom: unitRandom())
                logger.info(
                    "\(FetchFailure(url: redacted, reason: reason, attempts: attempt)), retrying",
                    metadata: ["http.retry_in": "\(retryDelay)"])
            }
            state.withLock { $0.statistics.retries += 1 }
            try await pause(until: clock.now() + retryDelay, url: redacted, attempt: attempt, lastStatus: lastStatus)
        }
    }

    private enum Outcome {
        case response(Int, [(name: String, value: String)], [UInt8])
        case tooLarge
        case transportFailure(FetchFailure.Reason)
    }

    /// One attempt on the wire; never throws, so every failure is classified in one place.
    private func send(url: String, headers: [(String, String)], logger: Logger) async -> Outcome {
        var request = HTTPClientRequest(url: url)
        request.method = .GET
        request.headers.add(name: "User-Agent", value: configuration.userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        do {
            let response = try await client.execute(
                request, timeout: Self.timeAmount(configuration.requestTimeout), logger: logger)
            let buffer = try await response.body.collect(upTo: configuration.maximumBodySize)
            let bytes = buffer.getBytes(at: buffer.readerIndex, length: buffer.readableBytes) ?? []
            let responseHeaders = response.headers.map { (name: $0.name.lowercased(), value: $0.value) }
            return .response(Int(response.status.code), responseHeaders, bytes)
        } catch is NIOTooManyBytesError {
            return .tooLarge
        } catch let error as HTTPClientError {
            switch error {
            case .readTimeout, .connectTimeout, .deadlineExceeded, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout:
                return .transportFailure(.timedOut)
            case .remoteConnectionClosed: return .transportFailure(.connectionFailed("the server closed the connection"))
            default: return .transportFailure(.connectionFailed(redactor.scrub("\(error)")))
            }
        } catch {
            return .transportFailure(.connectionFailed(redactor.scrub(Self.describe(error))))
        }
    }

    private func startAttempt(url: String, attempt: Int, lastStatus: Int?) throws {
        if isStopping || Task.isCancelled {
            throw FetchFailure(url: url, status: lastStatus, reason: .interrupted, attempts: attempt - 1)
        }
        if let limit = configuration.maximumRequests, statistics.requests >= limit {
            throw FetchFailure(url: url, status: lastStatus, reason: .budgetExhausted(limit: limit), attempts: attempt - 1)
        }
    }

    /// Counts the request just before it is sent, after the last chance to stop.
    private func countRequest(url: String, attempt: Int, lastStatus: Int?) throws {
        let refused = state.withLock { state -> Bool in
            if state.stopRequested { return true }
            state.statistics.requests += 1
            return false
        }
        if refused { throw FetchFailure(url: url, status: lastStatus, reason: .interrupted, attempts: attempt - 1) }
    }

    /// Sleeps until `deadline` in steps of at most 100 ms, ending early with `.interrupted` on `stop()`.
    private func pause(until deadline: Duration, url: String, attempt: Int, lastStatus: Int?) async throws {
        while clock.now() < deadline {
            if isStopping { throw FetchFailure(url: url, status: lastStatus, reason: .interrupted, attempts: attempt - 1) }
            do {
                try await clock.sleep(until: min(deadline, clock.now() + .milliseconds(100)))
            } catch {
                throw FetchFailure(url: url, status: lastStatus, reason: .interrupted, attempts: attempt - 1)
            }
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let io = error as? IOError { return "\(io.description)" }
        return String(describing: error)
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
