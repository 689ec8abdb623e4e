import SourceFetching
import Testing

@Suite("Rate limiter")
struct RateLimiterTests {
    @Test func slotsAreExactlyOneIntervalApart() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 4, safetyMargin: 0, clock: clock)
        var slots: [Duration] = []
        for _ in 0..<6 { slots.append(try await limiter.waitForTurn()) }
        #expect(slots == [0, 250, 500, 750, 1000, 1250].map { Duration.milliseconds($0) })
        #expect(clock.now() == .milliseconds(1250))
    }

    @Test func aLateCallerStartsAtOnceWithoutEarningABurst() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 1, safetyMargin: 0, clock: clock)
        try await limiter.waitForTurn()
        clock.advance(by: .seconds(5))
        let late = try await limiter.waitForTurn()
        let next = try await limiter.waitForTurn()
        #expect(late == .seconds(5))
        #expect(next == .seconds(6))
    }

    @Test func aRequestThatRanLongDoesNotShiftTheGrid() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 2, safetyMargin: 0, clock: clock)
        try await limiter.waitForTurn()
        clock.advance(by: .milliseconds(300))  // the request took 300 ms
        #expect(try await limiter.waitForTurn() == .milliseconds(500))
    }

    @Test func theSafetyMarginWidensTheInterval() {
        let limiter = RateLimiter(requestsPerSecond: 20, safetyMargin: 0.02, clock: ManualFetchClock())
        #expect(limiter.interval == .milliseconds(51))
    }

    @Test func holdOffDelaysTheNextSlot() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 10, safetyMargin: 0, clock: clock)
        try await limiter.waitForTurn()
        await limiter.holdOff(until: .seconds(3))
        #expect(try await limiter.waitForTurn() == .seconds(3))
        #expect(try await limiter.waitForTurn() == .milliseconds(3100))
    }

    @Test func theWindowRuleWaitsForTheAnswerOfTheRequestOneBurstEarlier() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 2, clock: clock)
        #expect(limiter.burst == 2)
        #expect(try await limiter.waitForTurn() == .zero)
        clock.advance(by: .milliseconds(300))  // the first answer took 300 ms
        await limiter.recordCompletion()
        #expect(try await limiter.waitForTurn() == .milliseconds(500))
        clock.advance(by: .milliseconds(100))
        await limiter.recordCompletion()
        // The grid says 1000 ms, but the first request may have arrived as late as 300 ms.
        #expect(try await limiter.waitForTurn() == .milliseconds(1300))
        await limiter.recordCompletion()
        #expect(try await limiter.waitForTurn() == .milliseconds(1800))
    }

    @Test func slowRatesCountOverTheirOwnInterval() {
        let limiter = RateLimiter(requestsPerSecond: 0.5, clock: ManualFetchClock())
        #expect(limiter.burst == 1)
        #expect(limiter.window == .seconds(2))
        #expect(RateLimiter(requestsPerSecond: 20, clock: ManualFetchClock()).burst == 20)
    }

    @Test func concurrentCallersGetDistinctSlots() async throws {
        let clock = ManualFetchClock()
        let limiter = RateLimiter(requestsPerSecond: 10, safetyMargin: 0, clock: clock)
        let slots = await withTaskGroup(of: Duration.self) { group in
            for _ in 0..<10 { group.addTask { await limiter.reserveSlot() } }
            var all: [Duration] = []
            for await slot in group { all.append(slot) }
            return all.sorted()
        }
        #expect(slots == (0..<10).map { Duration.milliseconds(100 * $0) })
    }
}
