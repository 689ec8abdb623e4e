import AlmanacTestSupport
import Foundation
import SourceCache
import Testing

@Suite("Answer cache (SQLite through GRDB)")
struct AnswerCacheTests {
    let day = CacheKey(source: "abstract", scope: "US", period: "2026-07-04")

    @Test func storesAndReadsAnAnswerByteForByte() throws {
        let cache = try AnswerCache()
        let body = Array(#"[{"name":"Independence Day"}]"#.utf8)
        let fetchedAt = Date(timeIntervalSince1970: 1_780_000_000)
        try cache.store(body: body, for: day, fetchedAt: fetchedAt)
        let answer = try #require(try cache.answer(for: day))
        #expect(answer.body == body)
        #expect(answer.fetchedAt == fetchedAt)
        #expect(try cache.answer(for: CacheKey(source: "abstract", scope: "US", period: "2026-07-05")) == nil)
    }

    @Test func anEmptyAnswerIsAnAnswer() throws {
        let cache = try AnswerCache()
        try cache.store(body: Array("[]".utf8), for: day, fetchedAt: Date())
        #expect(try cache.answer(for: day)?.body == Array("[]".utf8))
    }

    @Test func storingAgainReplacesTheAnswer() throws {
        let cache = try AnswerCache()
        try cache.store(body: Array("[]".utf8), for: day, fetchedAt: Date(timeIntervalSince1970: 1))
        try cache.store(body: Array("[1]".utf8), for: day, fetchedAt: Date(timeIntervalSince1970: 2))
        let answers = try cache.answers(source: "abstract", scope: "US", subdivision: "")
        #expect(answers.count == 1)
        #expect(answers["2026-07-04"]?.body == Array("[1]".utf8))
    }

    @Test func subdivisionsAndSourcesAreSeparateRows() throws {
        let cache = try AnswerCache()
        try cache.store(body: [1], for: day, fetchedAt: Date())
        try cache.store(body: [2], for: CacheKey(source: "abstract", scope: "US", subdivision: "NY", period: "2026-07-04"), fetchedAt: Date())
        try cache.store(body: [3], for: CacheKey(source: "nager", scope: "US", period: "2026"), fetchedAt: Date())
        #expect(try cache.answers(source: "abstract", scope: "US", subdivision: "").count == 1)
        #expect(try cache.answers(source: "abstract", scope: "US", subdivision: "NY")["2026-07-04"]?.body == [2])
        #expect(try cache.answers(source: "nager", scope: "US", subdivision: "")["2026"]?.body == [3])
    }

    @Test func statisticsAndClear() throws {
        let cache = try AnswerCache()
        for dayNumber in 1...3 {
            try cache.store(
                body: Array("[]".utf8), for: CacheKey(source: "abstract", scope: "US", period: "2026-07-0\(dayNumber)"),
                fetchedAt: Date(timeIntervalSince1970: Double(dayNumber)))
        }
        try cache.store(body: Array("[1,2]".utf8), for: CacheKey(source: "nager", scope: "DE", period: "2026"), fetchedAt: Date())
        try cache.store(body: Array("[1]".utf8), for: CacheKey(source: "nager", scope: "US", period: "2026"), fetchedAt: Date())
        let statistics = try cache.statistics()
        #expect(statistics.map(\.source) == ["abstract", "nager", "nager"])
        #expect(statistics[0].answers == 3)
        #expect(statistics[0].bytes == 6)
        #expect(statistics[0].firstPeriod == "2026-07-01")
        #expect(statistics[0].lastPeriod == "2026-07-03")
        #expect(statistics[0].oldestFetch == Date(timeIntervalSince1970: 1))
        #expect(try cache.clear(source: "nager", scope: "DE") == 1)
        #expect(try cache.statistics().count == 2)
        #expect(try cache.clear(source: "abstract") == 3)
        #expect(try cache.clear() == 1)
        #expect(try cache.statistics().isEmpty)
    }

    @Test func aFileCacheUsesWALNamedMigrationsAndSurvivesReopening() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("nested/cache/almanac.sqlite")
        do {
            let cache = try AnswerCache(path: path)
            try cache.store(body: Array("[]".utf8), for: day, fetchedAt: Date(timeIntervalSince1970: 5))
            #expect(try cache.appliedMigrations() == ["v1: answer", "v2: forecast"])
        }
        let reopened = try AnswerCache(path: path)
        #expect(try reopened.answer(for: day)?.fetchedAt == Date(timeIntervalSince1970: 5))
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        let header = try #require(FileHandle(forReadingAtPath: path)).readData(ofLength: 20)
        #expect(header.count == 20 && header[18] == 2 && header[19] == 2, "WAL sets the file format bytes to 2")
    }

    @Test func anUnusableFileIsACacheErrorNamingThePath() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("not-a-database.sqlite")
        try Data("this is not SQLite, it is text long enough to fill a header.........".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: CacheError.self) { try AnswerCache(path: path) }
        #expect(error.description.contains(path))
    }

    @Test func defaultPathFollowsXDG() {
        #expect(CacheLocation.defaultPath(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/almanac/almanac.sqlite")
        #expect(CacheLocation.defaultPath(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h/"]) == "/h/.cache/almanac/almanac.sqlite")
        #expect(CacheLocation.defaultPath(environment: [:]) == nil)
    }
}

@Suite("Freshness of cached answers")
struct FreshnessPolicyTests {
    let policy = FreshnessPolicy(timeToLive: 30 * 86_400)
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    func answer(_ period: String, ageInDays: Double) -> CachedAnswer {
        CachedAnswer(
            key: CacheKey(source: "abstract", scope: "US", period: period), body: [],
            fetchedAt: now.addingTimeInterval(-ageInDays * 86_400))
    }

    @Test func pastDaysAreNeverFetchedAgain() {
        #expect(policy.isFresh(answer("2026-09-01", ageInDays: 400), today: "2026-09-02", now: now))
        #expect(policy.isFresh(answer("2025", ageInDays: 400), today: "2026-01-01", now: now))
    }

    @Test func todayAndFutureDaysExpireAfterTheTTL() {
        #expect(policy.isFresh(answer("2026-09-02", ageInDays: 29), today: "2026-09-02", now: now))
        #expect(!policy.isFresh(answer("2026-09-02", ageInDays: 31), today: "2026-09-02", now: now))
        #expect(!policy.isFresh(answer("2027-01-01", ageInDays: 30.5), today: "2026-09-02", now: now))
        #expect(!policy.isFresh(answer("2026", ageInDays: 31), today: "2026-09-02", now: now))
        #expect(policy.isFresh(answer("2026", ageInDays: 1), today: "2026-09-02", now: now))
    }
}
