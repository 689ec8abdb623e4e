import Foundation

/// One request as a fake API sees it.
public struct FakeRequest: Sendable {
    /// 1 for the first request the server received.
    public let index: Int
    public let method: String
    /// The path without the query (`/v1/`, `/api/v3/PublicHolidays/2026/US`).
    public let path: String
    /// Query parameters (the first value of each name), percent-decoded.
    public let query: [String: String]
    /// The request target as sent (path and query).
    public let target: String
    /// Header names lower-cased.
    public let headers: [String: String]
    /// Arrival time, on the server's monotonic clock.
    public let arrival: Duration

    public init(
        index: Int, method: String, target: String, headers: [String: String], arrival: Duration
    ) {
        self.index = index
        self.method = method
        self.target = target
        self.headers = headers
        self.arrival = arrival
        let components = URLComponents(string: target)
        path = components?.percentEncodedPath ?? target
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        self.query = query
    }

    /// The path's segments, empty ones dropped (`["api", "v3", "PublicHolidays", "2026", "US"]`).
    public var pathSegments: [String] {
        path.split(separator: "/").map(String.init)
    }

    /// The request target without credential parameters: what identifies the data asked for, so
    /// two requests for the same day or year have the same `dataKey`.
    public var dataKey: String {
        let kept = query.filter { !["api_key", "apikey", "key", "token"].contains($0.key.lowercased()) }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return path.lowercased() + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }
}
