import Foundation
import SourceFetching
import Testing

@Suite("Retry policy and Retry-After")
struct RetryPolicyTests {
    @Test func backoffDoublesWithinJitterAndIsCapped() {
        let policy = RetryPolicy(baseDelay: .milliseconds(500), maximumDelay: .seconds(3))
        #expect(policy.backoff(afterAttempt: 1, unitRandom: 1) == .milliseconds(500))
        #expect(policy.backoff(afterAttempt: 1, unitRandom: 0) == .milliseconds(250))
        #expect(policy.backoff(afterAttempt: 2, unitRandom: 1) == .seconds(1))
        #expect(policy.backoff(afterAttempt: 3, unitRandom: 1) == .seconds(2))
        #expect(policy.backoff(afterAttempt: 4, unitRandom: 1) == .seconds(3))
        #expect(policy.backoff(afterAttempt: 40, unitRandom: 0.5) == .milliseconds(2250))
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() throws {
        let now = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        #expect(RetryAfter.delay(from: "7", now: now) == .seconds(7))
        #expect(RetryAfter.delay(from: "Thu, 01 Jan 2026 00:00:30 GMT", now: now) == .seconds(30))
        #expect(RetryAfter.delay(from: "soon", now: now) == nil)
        #expect(RetryAfter.delay(from: nil, now: now) == nil)
        #expect(RetryAfter.delay(from: "-3", now: now) == nil)
    }
}
