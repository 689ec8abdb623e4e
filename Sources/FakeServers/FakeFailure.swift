/// A failure the test injects into a fake server: the next matching request gets it instead of its answer.
public enum FakeFailure: Sendable {
    /// The API's own error envelope with this status (500, 503, 401, ...).
    case status(Int)
    /// 429 in the API's envelope, with `Retry-After: seconds` when given.
    case rateLimited(retryAfter: Int?)
    /// The API's quota error (Abstract 422, Calendarific "API Limit Exceeded").
    case quotaExhausted
    /// The connection closes without an answer.
    case dropConnection
    /// The head and half the body arrive, then the connection closes.
    case dropMidBody
    /// The real answer, after this delay (a read timeout when longer than the client's).
    case stall(Duration)
    /// Status 200 with this body instead of the real one (malformed JSON, wrong types, wrong date).
    case body(String)
    /// Status 200 with a valid JSON body of about this many bytes, streamed in chunks.
    case oversized(bytes: Int)
}
