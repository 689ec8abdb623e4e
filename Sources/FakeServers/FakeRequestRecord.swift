/// A request the fake server received and the status it answered (0: connection dropped).
public struct FakeRequestRecord: Sendable {
    public let request: FakeRequest
    public let status: Int
    /// Why the answer was not the normal one: `rate`, `quota`, `injected`, or nil.
    public let cause: String?

    public init(request: FakeRequest, status: Int, cause: String?) {
        self.request = request
        self.status = status
        self.cause = cause
    }
}
