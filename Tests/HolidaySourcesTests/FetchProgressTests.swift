import HolidaySources
import Testing

@Suite("Fetch progress")
struct FetchProgressTests {
    @Test func rateAndETAFollowTheRequestsSent() {
        let progress = FetchProgress(done: 120, total: 365, requests: 120, requestsLeft: nil, elapsed: 120, unit: "US 2026-04-30")
        #expect(progress.rate == 1)
        #expect(progress.remainingSeconds == 245)
    }

    @Test func theETAStopsAtTheBudget() {
        let progress = FetchProgress(done: 100, total: 365, requests: 50, requestsLeft: 50, elapsed: 25, unit: "US")
        #expect(progress.rate == 2)
        #expect(progress.remainingSeconds == 25, "only 50 requests are left this run")
    }

    @Test func noRateNoETA() {
        let progress = FetchProgress(done: 365, total: 365, requests: 0, requestsLeft: nil, elapsed: 0.2, unit: "US")
        #expect(progress.remainingSeconds == nil)
    }
}
