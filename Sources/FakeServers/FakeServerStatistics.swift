/// Counts over everything a fake server received, served as JSON at `/_fake/stats`.
public struct FakeServerStatistics: Sendable, Equatable, Codable {
    /// Requests received (control requests under `/_fake/` excluded).
    public var requests: Int
    /// Requests by the status answered (`"0"`: dropped).
    public var statuses: [String: Int]
    /// 429s the rate limit provoked (injected ones excluded).
    public var rateLimited: Int
    /// Successful answers for data already answered successfully before (same `dataKey`).
    public var duplicates: Int
    /// Successful answers counted against the quota.
    public var quotaUsed: Int
    /// Seconds from the first to the last request.
    public var span: Double
    /// The highest number of requests seen in one rate window.
    public var busiestWindow: Int

    public init(
        requests: Int = 0, statuses: [String: Int] = [:], rateLimited: Int = 0, duplicates: Int = 0, quotaUsed: Int = 0,
        span: Double = 0, busiestWindow: Int = 0
    ) {
        self.requests = requests
        self.statuses = statuses
        self.rateLimited = rateLimited
        self.duplicates = duplicates
        self.quotaUsed = quotaUsed
        self.span = span
        self.busiestWindow = busiestWindow
    }
}
