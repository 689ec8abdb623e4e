/// A snapshot of a fetching run, given to the progress display after every unit.
public struct FetchProgress: Sendable, Equatable {
    /// Units known so far (cached before, or fetched in this run).
    public var done: Int
    /// Units the run covers.
    public var total: Int
    /// Requests sent in this run (retries included).
    public var requests: Int
    /// Requests left under `--max-requests`, if set.
    public var requestsLeft: Int?
    /// Seconds since the run started.
    public var elapsed: Double
    /// The unit just handled.
    public var unit: String

    public init(done: Int, total: Int, requests: Int, requestsLeft: Int?, elapsed: Double, unit: String) {
        self.done = done
        self.total = total
        self.requests = requests
        self.requestsLeft = requestsLeft
        self.elapsed = elapsed
        self.unit = unit
    }

    /// Requests per second over the run.
    public var rate: Double { elapsed > 0 ? Double(requests) / elapsed : 0 }

    /// Seconds left at the current rate, when there is one.
    public var remainingSeconds: Double? {
        guard rate > 0 else { return nil }
        let left = total - done
        let reachable = requestsLeft.map { min($0, left) } ?? left
        return Double(reachable) / rate
    }
}
