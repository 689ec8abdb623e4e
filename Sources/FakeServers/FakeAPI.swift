/// One fake online API: its routes and data, and the envelopes of its errors (APIS.md).
///
/// `FakeServer` handles what every API shares (request counting, rate and quota enforcement,
/// failure injection) and asks the API only for bodies.
public protocol FakeAPI: Sendable {
    /// A short name for logs and `/_fake/stats`: `abstract`, `nager`, `calendarific`.
    var name: String { get }
    /// The normal answer to `request` (routing, parameter and key checks included).
    func answer(_ request: FakeRequest) -> FakeResponse
    /// The API's error answer with `status`.
    func error(status: Int, request: FakeRequest) -> FakeResponse
    /// The API's 429 answer.
    func rateLimited(retryAfter: Int?, request: FakeRequest) -> FakeResponse
    /// The API's answer once the quota is spent.
    func quotaExhausted(request: FakeRequest) -> FakeResponse
    /// A valid answer of about `bytes` bytes, for the size-cap tests.
    func oversizedBody(bytes: Int, request: FakeRequest) -> [UInt8]
}
