/// What a fake API answers, or how it misbehaves on the wire.
public struct FakeResponse: Sendable {
    /// How the answer is delivered.
    public enum Delivery: Sendable, Equatable {
        /// Head and body, with `Content-Length`.
        case normal
        /// Head and body in chunks, without `Content-Length` (the size is only known while reading).
        case chunked
        /// The connection closes without any answer.
        case dropBeforeHead
        /// The head (with the full `Content-Length`) and half the body, then the connection closes.
        case dropMidBody
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    public var delivery: Delivery
    /// Waits this long before answering (to provoke read timeouts).
    public var delay: Duration

    public init(
        status: Int, headers: [(String, String)] = [], body: [UInt8] = [], delivery: Delivery = .normal,
        delay: Duration = .zero
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
        self.delay = delay
    }

    /// A JSON answer.
    public static func json(_ status: Int, _ text: String, headers: [(String, String)] = []) -> FakeResponse {
        FakeResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(text.utf8))
    }

    /// A plain-text answer.
    public static func text(_ status: Int, _ text: String, headers: [(String, String)] = []) -> FakeResponse {
        FakeResponse(status: status, headers: [("Content-Type", "text/plain")] + headers, body: Array(text.utf8))
    }
}
