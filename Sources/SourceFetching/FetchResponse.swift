/// A complete answer: status, headers and the whole body (at most the size cap).
///
/// Statuses the fetcher does not retry (2xx, 3xx, 4xx but 429) arrive here for the provider to judge.
public struct FetchResponse: Sendable {
    public let status: Int
    /// Header names lower-cased, in the order received.
    public let headers: [(name: String, value: String)]
    public let body: [UInt8]
    /// The URL with API keys redacted, for messages and logs.
    public let url: String
    /// Requests sent for this answer (retries included).
    public let attempts: Int

    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8], url: String, attempts: Int) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.attempts = attempts
    }

    /// The first value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name == wanted }?.value
    }

    /// The body as UTF-8 text (invalid sequences replaced), for error messages.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
