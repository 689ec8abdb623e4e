import FakeServers
import Foundation
import Logging
import SourceFetching
import Testing

/// The fake APIs follow APIS.md; these pin the details the providers rely on.
@Suite("Fake servers")
struct FakeServerTests {
    static func fetch(_ server: FakeServer, _ path: String) async throws -> FetchResponse {
        let fetcher = HTTPFetcher(configuration: HTTPFetcherConfiguration(userAgent: "test"))
        defer { Task { try? await fetcher.shutdown() } }
        return try await fetcher.get(server.baseURL + path, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test func abstractAnswersOneDayWithStringFieldsAndEmptyDays() async throws {
        let server = FakeServer(api: FakeAbstractAPI(key: "k"))
        try await server.start()
        let day = try await Self.fetch(server, "/v1/?api_key=k&country=US&year=2026&month=07&day=04")
        let empty = try await Self.fetch(server, "/v1/?api_key=k&country=US&year=2026&month=7&day=5")
        let missing = try await Self.fetch(server, "/v1/?api_key=k&country=US&year=2026")
        let unauthorized = try await Self.fetch(server, "/v1/?api_key=x&country=US&year=2026&month=7&day=5")
        try await server.stop()
        #expect(day.text.contains(#""date":"07/04/2026","date_year":"2026","date_month":"07","date_day":"04""#))
        #expect(empty.status == 200 && empty.text == "[]")
        #expect(missing.status == 400 && missing.text.contains(#""code":"validation_error""#))
        #expect(unauthorized.status == 401 && unauthorized.text.contains(#""code":"unauthorized""#))
    }

    @Test func quotaIsEnforcedAndCountedOnlyForAnswers() async throws {
        let server = FakeServer(api: FakeAbstractAPI(key: "k"), limits: FakeServerLimits(quota: 2))
        try await server.start()
        var statuses: [Int] = []
        for day in 1...3 {
            statuses.append(try await Self.fetch(server, "/v1/?api_key=k&country=US&year=2026&month=7&day=\(day)").status)
        }
        let stats = try await Self.fetch(server, "/_fake/stats")
        try await server.stop()
        #expect(statuses == [200, 200, 422])
        let decoded = try JSONDecoder().decode(FakeServerStatistics.self, from: Data(stats.body))
        #expect(decoded.requests == 3)
        #expect(decoded.quotaUsed == 2)
        #expect(decoded.duplicates == 0)
    }

    @Test func nagerKnowsItsCountriesAndYears() async throws {
        let server = FakeServer(api: FakeNagerAPI(currentYear: 2026))
        try await server.start()
        let year = try await Self.fetch(server, "/api/v3/publicholidays/2026/gb")
        let unknown = try await Self.fetch(server, "/api/v3/PublicHolidays/2026/XX")
        let outOfRange = try await Self.fetch(server, "/api/v3/PublicHolidays/1900/US")
        try await server.stop()
        #expect(year.status == 200)
        #expect(year.text.components(separatedBy: #""name":"New Year's Day""#).count == 3, "GB's New Year's Day twice")
        #expect(year.text.contains(#""counties":["GB-SCT"]"#))
        #expect(unknown.status == 404 && unknown.body.isEmpty)
        #expect(outOfRange.status == 400 && outOfRange.text.contains(#""status":400"#))
    }

    @Test func calendarificUsesItsEnvelopeForAnswersAndErrors() async throws {
        let server = FakeServer(api: FakeCalendarificAPI(key: "k"))
        try await server.start()
        let year = try await Self.fetch(server, "/api/v2/holidays?api_key=k&country=DE&year=2026")
        let unauthorized = try await Self.fetch(server, "/api/v2/holidays?api_key=x&country=DE&year=2026")
        try await server.stop()
        #expect(year.text.hasPrefix(#"{"meta":{"code":200},"response":{"holidays":["#))
        #expect(year.text.contains(#""iso":"de-by""#))
        #expect(year.text.contains(#""states":"All""#))
        #expect(unauthorized.status == 401 && unauthorized.text.hasSuffix(#""response":[]}"#))
    }

    @Test func duplicateFetchesAreCounted() async throws {
        let server = FakeServer(api: FakeAbstractAPI(key: "k"))
        try await server.start()
        for _ in 0..<3 { _ = try await Self.fetch(server, "/v1/?api_key=k&country=US&year=2026&month=7&day=4") }
        try await server.stop()
        #expect(server.statistics.duplicates == 2)
        #expect(server.answers(forDataKey: "/v1/?country=US&day=4&month=7&year=2026") == 3)
    }
}
