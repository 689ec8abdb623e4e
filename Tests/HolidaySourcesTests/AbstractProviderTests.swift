import CalendarCore
import FakeServers
import Foundation
import HolidaySources
import SourceCache
import SourceFetching
import Testing

@Suite("Abstract: one request per day, cached, resumable")
struct AbstractProviderTests {
    let week = days("2026-07-01", "2026-07-07")

    @Test func fetchesEachDayOnceAndCachesEmptyDays() async throws {
        let rig = try await SourceRig.start("abstract")
        let first = try await rig.run(["US"], week)
        let second = try await rig.run(["US"], week)
        try await rig.stop()
        #expect(first.fetched == 7 && first.isComplete && first.stop == nil)
        #expect(second.fetched == 0 && second.cached == 7)
        #expect(rig.server.records.count == 7)
        #expect(try rig.cache.answers(source: "abstract", scope: "US", subdivision: "").count == 7)
        let known = try rig.holidays("US", week)
        #expect(known.unknownDays.isEmpty)
        #expect(known.holidays.map(\.name) == ["Independence Day"])
        #expect(known.holidays.first?.source == "abstract")
        #expect(known.holidays.first?.day == CalendarDay(year: 2026, month: 7, day: 4))
        #expect(!rig.logText.contains(SourceRig.key))
    }

    @Test func requestsCarryTheDocumentedParameters() async throws {
        let rig = try await SourceRig.start("abstract")
        _ = try await rig.run(["US"], days("2026-02-12", "2026-02-12"))
        try await rig.stop()
        let query = try #require(rig.server.records.first?.request.query)
        #expect(query == ["api_key": SourceRig.key, "country": "US", "year": "2026", "month": "2", "day": "12"])
    }

    @Test func locationsMapToSubdivisions() async throws {
        let rig = try await SourceRig.start("abstract")
        _ = try await rig.run(["US-NY"], days("2026-02-12", "2026-02-12"))
        try await rig.stop()
        let range = days("2026-02-12", "2026-02-12")
        #expect(try rig.holidays("US-NY", range).holidays.map(\.name) == ["Lincoln's Birthday"])
        #expect(try rig.holidays("US-TX", range).holidays.isEmpty)
        #expect(try rig.holidays("US", range).holidays.isEmpty)
    }

    @Test func unauthorizedStopsAtOnceNamingTheVariable() async throws {
        let rig = try await SourceRig.start("abstract")
        let report = try await rig.run(["US"], week, key: "wrong-key")
        try await rig.stop()
        #expect(report.stop == .provider(.unauthorized(variable: "ALMANAC_ABSTRACT_API_KEY"), unit: FetchUnit(country: CountryCode("US")!, period: .day(week.first))))
        #expect(rig.server.records.count == 1)
        #expect(report.missing.count == 7)
        #expect(try rig.cache.statistics().isEmpty)
    }

    @Test func theQuotaStopsTheRunWithoutARetry() async throws {
        let rig = try await SourceRig.start("abstract", limits: FakeServerLimits(quota: 3))
        let report = try await rig.run(["US"], week)
        try await rig.stop()
        guard case .provider(.quotaExhausted, _)? = report.stop else {
            Issue.record("expected a quota stop, got \(String(describing: report.stop))")
            return
        }
        #expect(report.fetched == 3)
        #expect(report.missing.count == 4)
        #expect(rig.server.records.map(\.status) == [200, 200, 200, 422])
    }

    @Test("malformed answers are rejected, not cached, and the run goes on", arguments: [
        "[{\"name\":\"Independence Day\"", "{\"name\":\"x\"}", "[{\"name\":42,\"date\":\"07/02/2026\"}]",
        "[{\"name\":\"Moved Day\",\"date\":\"07/03/2026\"}]", "[{\"name\":\"Bad Date\",\"date\":\"2026-07-02\"}]",
        "[\"Independence Day\"]",
    ])
    func rejectsMalformedAnswers(body: String) async throws {
        let rig = try await SourceRig.start("abstract")
        rig.server.inject(.body(body), count: 1) { $0.query["day"] == "2" }
        let report = try await rig.run(["US"], week)
        try await rig.stop()
        #expect(report.stop == nil)
        #expect(report.fetched == 6)
        #expect(report.rejected.count == 1)
        #expect(report.missing.map(\.periodText) == ["2026-07-02"])
        #expect(try rig.cache.answer(for: CacheKey(source: "abstract", scope: "US", period: "2026-07-02")) == nil)
        #expect(rig.logText.contains("day=2"), "the log names the URL")
        #expect(rig.logText.contains("api_key=REDACTED"))
        #expect(!rig.logText.contains(SourceRig.key))
        let known = try rig.holidays("US", week)
        #expect(known.unknownDays == [days("2026-07-02", "2026-07-02")])
    }

    @Test func anOversizedAnswerIsRejected() async throws {
        let rig = try await SourceRig.start("abstract")
        rig.server.inject(.oversized(bytes: 100_000), count: 1) { $0.query["day"] == "5" }
        let report = try await rig.run(["US"], week)
        try await rig.stop()
        #expect(report.rejected.map(\.unit.periodText) == ["2026-07-05"])
        #expect(report.fetched == 6)
        #expect(rig.server.records.count == 7)
    }

    @Test func serverErrorsAreRetriedAndTheDayIsStillFetchedOnce() async throws {
        let rig = try await SourceRig.start("abstract")
        rig.server.inject(.status(503), count: 2) { $0.query["day"] == "3" }
        let report = try await rig.run(["US"], week)
        try await rig.stop()
        #expect(report.isComplete)
        #expect(rig.server.statistics.duplicates == 0)
        #expect(rig.server.records.count == 9)
    }

    @Test func aBudgetStopsTheRunAndTheNextRunFetchesOnlyTheRest() async throws {
        let rig = try await SourceRig.start("abstract")
        let first = try await rig.run(["US"], week, maximumRequests: 3)
        let second = try await rig.run(["US"], week)
        try await rig.stop()
        guard case .fetch(let failure, _)? = first.stop else {
            Issue.record("expected a budget stop, got \(String(describing: first.stop))")
            return
        }
        #expect(failure.reason == .budgetExhausted(limit: 3))
        #expect(first.fetched == 3 && first.missing.count == 4)
        #expect(second.fetched == 4 && second.cached == 3)
        #expect(rig.server.records.count == 7)
        #expect(rig.server.statistics.duplicates == 0)
    }

    @Test func pastDaysAreFinalAndFutureDaysAreRefreshedAfterTheTTL() async throws {
        let rig = try await SourceRig.start("abstract")
        let longAgo = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try await rig.run(["US"], week, now: longAgo)
        // On 2026-07-05, 40 days after those answers were (pretend) fetched: 07-01..07-04 are past.
        let later = longAgo.addingTimeInterval(40 * 86_400)
        let refresh = try await rig.run(["US"], week, now: later, today: CalendarDay(year: 2026, month: 7, day: 5)!)
        try await rig.stop()
        #expect(refresh.cached == 4)
        #expect(refresh.fetched == 3)
        #expect(rig.server.records.count == 10)
    }

    @Test func anUnreachableServerEndsInAConnectionFailure() async throws {
        let rig = try await SourceRig.start("abstract")
        try await rig.stop()
        let report = try await rig.run(["US"], week)
        guard case .fetch(let failure, _)? = report.stop, case .connectionFailed = failure.reason else {
            Issue.record("expected a connection failure, got \(String(describing: report.stop))")
            return
        }
        #expect(report.missing.count == 7)
    }
}
