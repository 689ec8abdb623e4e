public import SourceFetching

/// What one fetching run did: how many units were needed, cached, fetched and rejected, and why it stopped.
public struct FetchReport: Sendable {
    /// Why a run stopped before fetching every unit it needed.
    public enum Stop: Sendable, Equatable {
        /// The provider's answer ended the run (401, quota, unknown country, ...).
        case provider(ProviderStop, unit: FetchUnit)
        /// The request itself failed (retries exhausted, budget spent, interrupted, insecure URL).
        case fetch(FetchFailure, unit: FetchUnit)
        /// The cache could not be written: the answer was received but cannot be kept.
        case cache(String)
    }

    /// One answer that was rejected and not cached.
    public struct Rejection: Sendable, Equatable {
        public let unit: FetchUnit
        /// The URL, key redacted.
        public let url: String
        public let reason: String
    }

    /// Units the run covers.
    public var needed = 0
    /// Units already in the cache and fresh.
    public var cached = 0
    /// Units fetched and stored in this run.
    public var fetched = 0
    public var rejected: [Rejection] = []
    public var stop: Stop?
    /// Units neither cached nor fetched when the run ended.
    public var missing: [FetchUnit] = []

    public init() {}

    /// True when every unit is now in the cache.
    public var isComplete: Bool { missing.isEmpty }
}
