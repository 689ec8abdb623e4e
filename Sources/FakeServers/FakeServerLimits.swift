/// The limits a fake server enforces, as the real plans do.
public struct FakeServerLimits: Sendable, Equatable {
    /// At most this many requests in any sliding window of `window` (nil: no limit); every request
    /// that arrives counts, a rejected one included. Beyond it the API answers 429.
    public var requestsPerWindow: Int?
    /// The rate window (one second).
    public var window: Duration
    /// Successful answers allowed in all (nil: no quota); after them the API's quota error.
    public var quota: Int?
    /// The `Retry-After` sent with an enforced 429 (nil: none, as Abstract).
    public var retryAfterSeconds: Int?

    public init(requestsPerWindow: Int? = nil, window: Duration = .seconds(1), quota: Int? = nil, retryAfterSeconds: Int? = nil) {
        self.requestsPerWindow = requestsPerWindow
        self.window = window
        self.quota = quota
        self.retryAfterSeconds = retryAfterSeconds
    }
}
