import AlmanacPipeline
import CalendarCore
import Foundation
import Logging
import Synchronization
import Testing
import WeatherForecast

/// The forecast source's cache and status handling, with a scripted transport (the real HTTP path is tested
/// against the fake Open-Meteo server in `almanacTests`).
@Suite("Open-Meteo forecast source")
struct OpenMeteoForecastSourceTests {
    static let request = OpenMeteoRequest(
        baseURL: "http://127.0.0.1:9/v1/forecast", location: try! WeatherLocation(latitude: 48.14, longitude: 11.58),
        timeZone: "Europe/Berlin", startDay: CalendarDay(year: 2026, month: 5, day: 14)!, days: 2, unit: .celsius)
    static let body = Array(
        (#"{"daily":{"time":["2026-05-14","2026-05-15"],"weather_code":[61,0],"temperature_2m_max":[18.4,24],"#
            + #""temperature_2m_min":[9.2,11],"precipitation_probability_max":[80,0]}}"#).utf8)

    final class Script: Sendable {
        let answers: Mutex<[Result<(status: Int, body: [UInt8]), WeatherForecastError>]>
        let urls = Mutex<[String]>([])
        init(_ answers: [Result<(status: Int, body: [UInt8]), WeatherForecastError>]) { self.answers = Mutex(answers) }
        func transport(_ url: String) throws(WeatherForecastError) -> (status: Int, body: [UInt8]) {
            urls.withLock { $0.append(url) }
            let next = answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            guard let next else { throw .unreachable(url: url, problem: "no more scripted answers") }
            return try next.get()
        }
        var requests: Int { urls.withLock { $0.count } }
    }

    final class MemoryCache: ForecastCache {
        let rows = Mutex<[String: (body: [UInt8], fetchedAt: Date)]>([:])
        func cachedForecast(for url: String) throws -> (body: [UInt8], fetchedAt: Date)? { rows.withLock { $0[url] } }
        func storeForecast(_ body: [UInt8], for url: String, fetchedAt: Date) throws {
            rows.withLock { $0[url] = (body, fetchedAt) }
        }
    }

    final class Clock: Sendable {
        let time = Mutex(Date(timeIntervalSince1970: 1_778_745_600))
        func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
        var now: Date { time.withLock { $0 } }
    }

    func source(_ script: Script, cache: MemoryCache?, clock: Clock, ttl: Int = 3 * 3600) -> OpenMeteoForecastSource {
        OpenMeteoForecastSource(
            transport: { url throws(WeatherForecastError) in try script.transport(url) }, cache: cache,
            timeToLive: ttl, logger: Logger(label: "test"), now: { clock.now })
    }

    @Test func aSecondBuildWithinTheTTLMakesNoRequest() async throws {
        let script = Script([.success((200, Self.body)), .success((200, Self.body))])
        let cache = MemoryCache()
        let clock = Clock()
        let first = try await source(script, cache: cache, clock: clock).forecast(Self.request)
        #expect(script.requests == 1)
        #expect(script.urls.withLock { $0 } == [Self.request.url])
        clock.advance(3 * 3600 - 1)
        let second = try await source(script, cache: cache, clock: clock).forecast(Self.request)
        #expect(script.requests == 1)
        #expect(second == first)
        clock.advance(1)  // three hours old: fetched again
        _ = try await source(script, cache: cache, clock: clock).forecast(Self.request)
        #expect(script.requests == 2)
        // A zero TTL always asks.
        let always = Script([.success((200, Self.body))])
        _ = try await source(always, cache: cache, clock: clock, ttl: 0).forecast(Self.request)
        #expect(always.requests == 1)
    }

    @Test func failuresSayWhyAndAreNotCached() async throws {
        let cases: [(Result<(status: Int, body: [UInt8]), WeatherForecastError>, String)] = [
            (.success((400, Array(#"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 95.0."}"#.utf8))),
                "HTTP 400: Latitude must be in range of -90 to 90°. Given: 95.0."),
            (.success((429, Array(#"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#.utf8))),
                "HTTP 429, rate limited: Daily API request limit exceeded. Please try again tomorrow."),
            (.success((502, Array("<html>Bad Gateway</html>".utf8))), "HTTP 502"),
            (.success((200, Array(#"{"daily": {"time": ["2026-05-14"]"#.utf8))), "not a forecast: invalid JSON"),
            (.failure(.unreachable(url: Self.request.url, problem: "timed out after 1 attempt")), "timed out"),
        ]
        for (answer, message) in cases {
            let cache = MemoryCache()
            do {
                _ = try await source(Script([answer]), cache: cache, clock: Clock()).forecast(Self.request)
                Issue.record("no error for \(message)")
            } catch {
                #expect(error.description.hasPrefix(Self.request.url + ": "), "\(error)")
                #expect(error.description.contains(message), "\(error)")
            }
            #expect(cache.rows.withLock { $0.isEmpty })
        }
    }

    @Test func aStaleOrUnreadableCachedForecastIsNotShown() async throws {
        let cache = MemoryCache()
        let clock = Clock()
        try cache.storeForecast(Self.body, for: Self.request.url, fetchedAt: clock.now.addingTimeInterval(-4 * 3600))
        let failing = Script([.failure(.unreachable(url: Self.request.url, problem: "connection refused"))])
        await #expect(throws: WeatherForecastError.self) {
            try await source(failing, cache: cache, clock: clock).forecast(Self.request)
        }
        // A fresh row that does not decode (written by a broken build) is fetched again and replaced.
        try cache.storeForecast(Array("garbage".utf8), for: Self.request.url, fetchedAt: clock.now)
        let script = Script([.success((200, Self.body))])
        let forecast = try await source(script, cache: cache, clock: clock).forecast(Self.request)
        #expect(script.requests == 1)
        #expect(forecast.days.count == 2)
        #expect(cache.rows.withLock { $0[Self.request.url]?.body } == Self.body)
    }
}
