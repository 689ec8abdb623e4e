/// Why a forecast could not be had. A build never fails for it: the pages are published without weather and
/// the command prints ``description`` on standard error.
public enum WeatherForecastError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A location (`--weather`, `weather:`) that is not one.
    case invalidLocation(String, expected: String)
    /// The server answered, but not with a forecast: malformed JSON, a missing or mistyped field, arrays of
    /// different lengths, a value out of range.
    case malformedResponse(url: String, problem: String)
    /// The server refused the request (400 with Open-Meteo's `reason`, 401, 5xx …).
    case rejected(url: String, status: Int, reason: String?)
    /// Open-Meteo's per-minute, per-hour or per-day limit (429), with its reason.
    case rateLimited(url: String, reason: String?)
    /// No answer: connection refused, timeout, DNS, TLS, a response too large.
    case unreachable(url: String, problem: String)

    public var description: String {
        switch self {
        case .invalidLocation(let text, let expected):
            "expected \(expected), got '\(text)'"
        case .malformedResponse(let url, let problem):
            "\(url): not a forecast: \(problem)"
        case .rejected(let url, let status, let reason):
            "\(url): HTTP \(status)" + (reason.map { ": \($0)" } ?? "")
        case .rateLimited(let url, let reason):
            "\(url): HTTP 429, rate limited" + (reason.map { ": \($0)" } ?? "")
        case .unreachable(let url, let problem):
            "\(url): \(problem)"
        }
    }
}
