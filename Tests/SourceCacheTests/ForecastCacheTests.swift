import AlmanacTestSupport
import Foundation
import SourceCache
import Testing

/// Weather forecasts in the cache: their own table (migration `v2: forecast`), by request URL.
@Suite("Forecasts in the cache")
struct ForecastCacheTests {
    let url = "https://api.open-meteo.com/v1/forecast?latitude=48.14&longitude=11.58&timezone=Europe%2FBerlin"

    @Test func storesReplacesAndReadsAForecastByURL() throws {
        let cache = try AnswerCache()
        #expect(try cache.cachedForecast(for: url) == nil)
        try cache.storeForecast(Array(#"{"daily":{}}"#.utf8), for: url, fetchedAt: Date(timeIntervalSince1970: 10))
        try cache.storeForecast(Array(#"{"daily":{"time":[]}}"#.utf8), for: url, fetchedAt: Date(timeIntervalSince1970: 20))
        let stored = try #require(try cache.cachedForecast(for: url))
        #expect(stored.body == Array(#"{"daily":{"time":[]}}"#.utf8))
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 20))
        #expect(try cache.cachedForecast(for: url + "&temperature_unit=fahrenheit") == nil)
        #expect(try cache.forecastCount() == 1)
        // Forecasts are not holiday answers: the holiday statistics do not count them.
        #expect(try cache.statistics().isEmpty)
    }

    @Test func forecastsOlderThanAMonthAreDeletedWhenANewOneIsStored() throws {
        let cache = try AnswerCache()
        let day: TimeInterval = 86_400
        try cache.storeForecast(Array("{}".utf8), for: url + "&start_date=2026-04-01", fetchedAt: Date(timeIntervalSince1970: 0))
        try cache.storeForecast(Array("{}".utf8), for: url + "&start_date=2026-04-20", fetchedAt: Date(timeIntervalSince1970: 20 * day))
        try cache.storeForecast(Array("{}".utf8), for: url + "&start_date=2026-05-02", fetchedAt: Date(timeIntervalSince1970: 31 * day + 1))
        #expect(try cache.forecastCount() == 2)
        #expect(try cache.cachedForecast(for: url + "&start_date=2026-04-01") == nil)
        #expect(try cache.cachedForecast(for: url + "&start_date=2026-04-20") != nil)
    }

    @Test func aFileCacheKeepsForecastsAcrossRuns() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("cache/almanac.sqlite")
        try AnswerCache(path: path).storeForecast(Array("{}".utf8), for: url, fetchedAt: Date(timeIntervalSince1970: 5))
        let reopened = try AnswerCache(path: path)
        #expect(try reopened.appliedMigrations() == ["v1: answer", "v2: forecast"])
        #expect(try reopened.cachedForecast(for: url)?.fetchedAt == Date(timeIntervalSince1970: 5))
    }
}
