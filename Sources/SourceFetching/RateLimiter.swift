/// Spaces requests so that a server enforcing exactly `requestsPerSecond` never answers 429.
///
/// Two rules decide a request's slot:
/// 1. **The grid**: slots are `interval` apart on a fixed grid, so the rate holds exactly over a
///    run: a late request does not shift the ones after it, and a caller that comes after its slot
///    starts at once without earning a burst.
/// 2. **The window**: a server counts *arrivals*, at most `burst` in any `window` (R per second).
///    A request arrives after it starts here and before its answer is back, so the request
///    `burst` places later starts no earlier than that answer's completion plus `window`. Connection
///    set-up, scheduling delays and jitter can then never squeeze `burst + 1` arrivals into one
///    window; the cost is one round trip per window (about 0.1% at 20 req/s on loopback).
///
/// Callers report each attempt's end with `recordCompletion()`. `safetyMargin` widens the grid's
/// interval by a fraction (0 by default: the window rule is the guarantee). The clock is injected;
/// tests advance a manual clock instead of sleeping.
public actor RateLimiter {
    /// The configured rate.
    public nonisolated let requestsPerSecond: Double
    /// The spacing between two grid slots, the safety margin included.
    public nonisolated let interval: Duration
    /// The server's counting window: one second, or `1 / rate` for rates below one per second.
    public nonisolated let window: Duration
    /// Requests allowed in one window.
    public nonisolated let burst: Int
    private let clock: any FetchClock
    private var nextSlot: Duration?
    private var completions: [Duration] = []

    /// - Parameters:
    ///   - requestsPerSecond: the rate to hold; must be positive.
    ///   - safetyMargin: a fraction added to the grid's interval (0.02 is 2%).
    ///   - clock: the time source (the real continuous clock by default).
    public init(requestsPerSecond: Double, safetyMargin: Double = 0, clock: any FetchClock = SystemFetchClock()) {
        let rate = requestsPerSecond > 0 ? requestsPerSecond : 1
        self.requestsPerSecond = rate
        let seconds = (1 / rate) * (1 + max(0, safetyMargin))
        interval = Self.duration(seconds: seconds)
        let windowSeconds = max(1, 1 / rate)
        window = Self.duration(seconds: windowSeconds)
        burst = max(1, Int((rate * windowSeconds + 1e-9).rounded(.down)))
        self.clock = clock
    }

    /// Reserves the next slot and suspends until it comes.
    /// - Returns: the slot's instant on the limiter's clock.
    @discardableResult
    public func waitForTurn() async throws -> Duration {
        let slot = reserveSlot()
        if slot > clock.now() { try await clock.sleep(until: slot) }
        return slot
    }

    /// Reserves the next slot without waiting for it; the caller sleeps until the returned instant.
    /// The slot is taken at once, so concurrent callers (the actor is re-entrant) get distinct slots.
    public func reserveSlot() -> Duration {
        let now = clock.now()
        var slot = max(now, nextSlot ?? now)
        if completions.count >= burst {
            slot = max(slot, completions[completions.count - burst] + window)
        }
        nextSlot = slot + interval
        return slot
    }

    /// Records that an attempt ended now (answered, failed or dropped): its arrival at the server
    /// was no later than this.
    public func recordCompletion() {
        completions.append(clock.now())
        if completions.count > burst { completions.removeFirst(completions.count - burst) }
    }

    /// The instant the next request may start, without reserving it.
    public func nextAvailableSlot() -> Duration {
        let now = clock.now()
        var slot = max(now, nextSlot ?? now)
        if completions.count >= burst { slot = max(slot, completions[completions.count - burst] + window) }
        return slot
    }

    /// Starts no request before `instant` (a server's `Retry-After`, a backoff after 429).
    public func holdOff(until instant: Duration) {
        nextSlot = max(nextSlot ?? instant, instant)
    }

    private static func duration(seconds: Double) -> Duration {
        .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
    }
}
