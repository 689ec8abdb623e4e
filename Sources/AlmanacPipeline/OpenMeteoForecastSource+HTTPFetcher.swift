public import Logging
public import SourceCache
public import SourceFetching
public import WeatherForecast

extension OpenMeteoForecastSource {
    /// GETs through `fetcher` (timeouts, size cap, User-Agent, https or loopback http, retries of 5xx and
    /// dropped connections), its failures told as ``WeatherForecastError``: a 429 the fetcher gave up on is
    /// `rateLimited`, a 5xx that persisted `rejected`, a timeout, refused connection or oversized answer
    /// `unreachable`.
    public static func transport(_ fetcher: HTTPFetcher, logger: Logger) -> Transport {
        { url throws(WeatherForecastError) in
            do {
                let response = try await fetcher.get(url, logger: logger)
                return (response.status, response.body)
            } catch let failure as FetchFailure {
                throw weatherError(failure)
            } catch {
                throw .unreachable(url: url, problem: "\(error)")
            }
        }
    }

    /// The weather error for a fetch failure, its URL said once.
    static func weatherError(_ failure: FetchFailure) -> WeatherForecastError {
        let tries = failure.attempts == 1 ? "1 attempt" : "\(failure.attempts) attempts"
        switch failure.reason {
        case .rateLimited: return .rateLimited(url: failure.url, reason: nil)
        case .status(let status): return .rejected(url: failure.url, status: status, reason: "after \(tries)")
        case .timedOut: return .unreachable(url: failure.url, problem: "timed out after \(tries)")
        case .connectionFailed(let detail):
            return .unreachable(url: failure.url, problem: "connection failed (\(detail)) after \(tries)")
        case .bodyTooLarge(let limit): return .unreachable(url: failure.url, problem: "answer larger than \(limit) bytes, rejected")
        case .invalidURL: return .unreachable(url: failure.url, problem: "not a valid http(s) URL with a host")
        case .insecureURL:
            return .unreachable(
                url: failure.url, problem: "plain http is only allowed to loopback hosts (127.0.0.1, ::1, localhost); use https")
        case .budgetExhausted(let limit): return .unreachable(url: failure.url, problem: "not requested, --max-requests \(limit) reached")
        case .interrupted: return .unreachable(url: failure.url, problem: "not requested, the run was interrupted")
        }
    }
}

/// The SQLite cache keeps forecasts in its own table (migration `v2: forecast`).
extension AnswerCache: ForecastCache {}
