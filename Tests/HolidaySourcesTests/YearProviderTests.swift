import CalendarCore
import FakeServers
import Foundation
import HolidaySources
import SourceCache
import SourceFetching
import Testing

@Suite("Nager.Date and Calendarific: one request per country and year")
struct YearProviderTests {
    let year = DayRange(year: 2026)

    @Test func nagerFetchesOncePerCountryYearAndMapsCounties() async throws {
        let rig = try await SourceRig.start("nager")
        let report = try await rig.run(["DE-BY", "DE-BE"], DayRange(years: 2026...2027))
        try await rig.stop()
        #expect(report.fetched == 2)
        #expect(rig.server.records.map(\.request.path) == ["/api/v3/PublicHolidays/2026/DE", "/api/v3/PublicHolidays/2027/DE"])
        let bavaria = try rig.holidays("DE-BY", year).holidays.map(\.name)
        let berlin = try rig.holidays("DE-BE", year).holidays.map(\.name)
        #expect(bavaria.contains("Epiphany"))
        #expect(!berlin.contains("Epiphany"))
        let newYear = try #require(try rig.holidays("DE", year).holidays.first)
        #expect(newYear.names.name(in: "de") == "Neujahr")
        #expect(newYear.source == "nager")
    }

    @Test func nagerDuplicatesWithinOneAnswerAreMerged() async throws {
        let rig = try await SourceRig.start("nager")
        _ = try await rig.run(["GB"], year)
        try await rig.stop()
        let scotland = try rig.holidays("GB-SCT", year).holidays.filter { $0.name == "New Year's Day" }
        let england = try rig.holidays("GB-ENG", year).holidays.filter { $0.name == "New Year's Day" }
        #expect(scotland.count == 1)
        #expect(england.count == 1)
        #expect(try rig.holidays("GB", year).holidays.filter { $0.name == "New Year's Day" }.isEmpty)
    }

    @Test func nagerUnknownCountryStopsWith404() async throws {
        let rig = try await SourceRig.start("nager")
        let report = try await rig.run(["XK"], year)
        try await rig.stop()
        guard case .provider(.unknownCountry(let detail), _)? = report.stop else {
            Issue.record("expected unknown country, got \(String(describing: report.stop))")
            return
        }
        #expect(detail.contains("XK") && detail.contains("Nager.Date"))
    }

    @Test func nagerYearOutOfRangeIsUnsupported() async throws {
        let rig = try await SourceRig.start("nager")
        let report = try await rig.run(["US"], DayRange(year: 1960))
        try await rig.stop()
        guard case .provider(.unsupportedYear, _)? = report.stop else {
            Issue.record("expected unsupported year, got \(String(describing: report.stop))")
            return
        }
    }

    @Test func nagerRateLimitWithRetryAfterIsRetried() async throws {
        let rig = try await SourceRig.start("nager")
        rig.server.inject(.rateLimited(retryAfter: 1), count: 1)
        let report = try await rig.run(["US"], year)
        try await rig.stop()
        #expect(report.isComplete)
        #expect(rig.server.records.map(\.status) == [429, 200])
    }

    @Test func nagerWrongTypesAreRejected() async throws {
        let rig = try await SourceRig.start("nager")
        rig.server.inject(.body(#"[{"date":"2026-01-01","name":"New Year's Day","types":"Public"}]"#))
        let report = try await rig.run(["US"], year)
        try await rig.stop()
        #expect(report.rejected.count == 1)
        #expect(report.rejected.first?.reason.contains("'types'") == true)
    }

    @Test func calendarificMapsStatesAndTypes() async throws {
        let rig = try await SourceRig.start("calendarific")
        let report = try await rig.run(["DE-BY"], year)
        try await rig.stop()
        #expect(report.isComplete)
        let query = try #require(rig.server.records.first?.request.query)
        #expect(query == ["api_key": SourceRig.key, "country": "DE", "year": "2026"])
        #expect(try rig.holidays("DE-BY", year).holidays.map(\.name).contains("Epiphany"))
        #expect(try !rig.holidays("DE-HH", year).holidays.map(\.name).contains("Epiphany"))
        #expect(try rig.holidays("DE", year).holidays.allSatisfy { $0.categories == [.public] })
    }

    @Test func calendarificQuotaSentAs429IsNeverRetried() async throws {
        let rig = try await SourceRig.start("calendarific", limits: FakeServerLimits(quota: 0))
        let report = try await rig.run(["US"], DayRange(years: 2026...2027))
        try await rig.stop()
        guard case .provider(.quotaExhausted(let detail), _)? = report.stop else {
            Issue.record("expected a quota stop, got \(String(describing: report.stop))")
            return
        }
        #expect(detail.contains("API Limit Exceeded"))
        #expect(rig.server.records.count == 1)
    }

    @Test func calendarificUnauthorizedNamesItsVariable() async throws {
        let rig = try await SourceRig.start("calendarific")
        let report = try await rig.run(["US"], year, key: "nope")
        try await rig.stop()
        guard case .provider(.unauthorized(let variable), _)? = report.stop else {
            Issue.record("expected unauthorized, got \(String(describing: report.stop))")
            return
        }
        #expect(variable == "ALMANAC_CALENDARIFIC_API_KEY")
    }

    @Test func calendarificDatesWithATimeUseTheirDay() async throws {
        let rig = try await SourceRig.start("calendarific")
        rig.server.inject(.body(#"{"meta":{"code":200},"response":{"holidays":[{"name":"March Equinox","description":"","date":{"iso":"2026-03-20T10:46:00-04:00"},"type":["Season"],"states":"All"}]}}"#))
        _ = try await rig.run(["US"], year)
        try await rig.stop()
        let holiday = try #require(try rig.holidays("US", year).holidays.first)
        #expect(holiday.day == CalendarDay(year: 2026, month: 3, day: 20))
        #expect(holiday.categories == [.observance])
    }
}

@Suite("API keys")
struct APIKeysTests {
    @Test func theEnvironmentWinsOverTheKeyFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keys").path
        try "# keys\nALMANAC_ABSTRACT_API_KEY = from-file\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try APIKeys.key("ALMANAC_ABSTRACT_API_KEY", environment: ["ALMANAC_KEY_FILE": file]) == "from-file")
        #expect(
            try APIKeys.key("ALMANAC_ABSTRACT_API_KEY", environment: ["ALMANAC_KEY_FILE": file, "ALMANAC_ABSTRACT_API_KEY": "env"])
                == "env")
        #expect(try APIKeys.key("ALMANAC_CALENDARIFIC_API_KEY", environment: ["ALMANAC_KEY_FILE": file]) == nil)
        #expect(throws: APIKeyError.self) {
            try APIKeys.key("ALMANAC_ABSTRACT_API_KEY", environment: ["ALMANAC_KEY_FILE": folder.appendingPathComponent("none").path])
        }
    }
}
