import SourceFetching
import Synchronization

/// A clock that only moves when a sleeper asks to: `sleep(until:)` jumps to the deadline at once,
/// so pacing and backoff tests run instantly and see exact instants.
final class ManualFetchClock: FetchClock {
    private let current = Mutex(Duration.zero)
    private let sleeps = Mutex<[Duration]>([])

    func now() -> Duration { current.withLock { $0 } }

    func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
        sleeps.withLock { $0.append(deadline) }
    }

    /// Moves the clock forward as time passing outside any sleep would.
    func advance(by duration: Duration) {
        current.withLock { $0 += duration }
    }

    /// Every deadline slept until, in order.
    var deadlines: [Duration] { sleeps.withLock { $0 } }
}
