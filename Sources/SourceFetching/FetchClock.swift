/// The monotonic time the fetcher paces and backs off by, injected so tests never sleep for real.
///
/// Instants are durations since an origin the clock chooses (its creation for `SystemFetchClock`).
public protocol FetchClock: Sendable {
    /// The time elapsed since the clock's origin.
    func now() -> Duration
    /// Suspends until `deadline` (a duration since the origin); returns at once when it has passed.
    /// - Throws: `CancellationError` when the task is cancelled.
    func sleep(until deadline: Duration) async throws
}

/// The real clock: `ContinuousClock`, measured from the moment this value was created.
public struct SystemFetchClock: FetchClock {
    private let origin: ContinuousClock.Instant

    public init() {
        origin = ContinuousClock.now
    }

    public func now() -> Duration {
        origin.duration(to: ContinuousClock.now)
    }

    public func sleep(until deadline: Duration) async throws {
        try await ContinuousClock().sleep(until: origin.advanced(by: deadline), tolerance: .zero)
    }
}
