public import Foundation
import GRDB

/// The SQLite cache of the online sources' answers (GRDB, WAL journal, named migrations).
///
/// One row per answer, written in its own transaction the moment it arrives, so a `kill -9` at
/// any point loses at most the request in flight. An empty answer (`[]`, a day without holidays)
/// is an answer and is stored like any other. Keys (the API keys) are never part of a row.
///
/// ```swift
/// let cache = try AnswerCache(path: "/home/me/.cache/almanac/almanac.sqlite")
/// try cache.store(body: bytes, for: CacheKey(source: "abstract", scope: "US", period: "2026-07-04"), fetchedAt: Date())
/// let known = try cache.answers(source: "abstract", scope: "US", subdivision: "")
/// ```
public final class AnswerCache: Sendable {
    /// The database file, or `:memory:`.
    public let path: String
    let writer: any DatabaseWriter

    /// Opens (creating the file and its folders if needed) and migrates the cache at `path`.
    /// - Throws: `CacheError` naming the path.
    public init(path: String) throws {
        self.path = path
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        } catch {
            throw CacheError(path: path, operation: "create its folder", message: "\(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            writer = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw CacheError(path: path, operation: "open", message: Self.message(error))
        }
        try migrate()
    }

    /// A cache in memory, for tests.
    public init(inMemory: Void = ()) throws {
        path = ":memory:"
        do {
            writer = try DatabaseQueue()
        } catch {
            throw CacheError(path: ":memory:", operation: "open", message: Self.message(error))
        }
        try migrate()
    }

    /// The migrations, in order; append new ones, never edit a released one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: answer") { db in
            try db.create(table: "answer", options: [.withoutRowID]) { table in
                table.column("source", .text).notNull()
                table.column("scope", .text).notNull()
                table.column("subdivision", .text).notNull().defaults(to: "")
                table.column("period", .text).notNull()
                table.column("body", .blob).notNull()
                table.column("fetchedAt", .double).notNull()
                table.primaryKey(["source", "scope", "subdivision", "period"])
            }
        }
        // Weather forecasts (issue 7): the body Open-Meteo sent for one request URL, and when.
        migrator.registerMigration("v2: forecast") { db in
            try db.create(table: "forecast", options: [.withoutRowID]) { table in
                table.column("url", .text).notNull().primaryKey()
                table.column("body", .blob).notNull()
                table.column("fetchedAt", .double).notNull()
            }
        }
        return migrator
    }

    /// The names of the migrations applied to this database.
    public func appliedMigrations() throws -> [String] {
        do {
            return try writer.read { db in try Self.migrator.appliedMigrations(db) }
        } catch {
            throw CacheError(path: path, operation: "read", message: Self.message(error))
        }
    }

    private func migrate() throws {
        do {
            try Self.migrator.migrate(writer)
        } catch {
            throw CacheError(path: path, operation: "migrate", message: Self.message(error))
        }
    }

    /// The answer stored for `key`, if any.
    public func answer(for key: CacheKey) throws -> CachedAnswer? {
        try read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT source, scope, subdivision, period, body, fetchedAt FROM answer "
                    + "WHERE source = ? AND scope = ? AND subdivision = ? AND period = ?",
                arguments: [key.source, key.scope, key.subdivision, key.period]
            ).map(Self.answer(from:))
        }
    }

    /// Every answer stored for one source and region, by period.
    public func answers(source: String, scope: String, subdivision: String) throws -> [String: CachedAnswer] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT source, scope, subdivision, period, body, fetchedAt FROM answer "
                    + "WHERE source = ? AND scope = ? AND subdivision = ?",
                arguments: [source, scope, subdivision])
            var result: [String: CachedAnswer] = [:]
            for row in rows {
                let answer = Self.answer(from: row)
                result[answer.key.period] = answer
            }
            return result
        }
    }

    /// Stores (or replaces) the answer for `key` in one transaction.
    public func store(body: [UInt8], for key: CacheKey, fetchedAt: Date) throws {
        do {
            try writer.write { db in
                try db.execute(
                    sql: "INSERT INTO answer (source, scope, subdivision, period, body, fetchedAt) VALUES (?, ?, ?, ?, ?, ?) "
                        + "ON CONFLICT (source, scope, subdivision, period) DO UPDATE SET body = excluded.body, "
                        + "fetchedAt = excluded.fetchedAt",
                    arguments: [
                        key.source, key.scope, key.subdivision, key.period, Data(body), fetchedAt.timeIntervalSince1970,
                    ])
            }
        } catch {
            throw CacheError(path: path, operation: "write", message: Self.message(error))
        }
    }

    /// What the cache holds, one entry per source and region, sorted.
    public func statistics() throws -> [CacheStatistics] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT source, scope, subdivision, COUNT(*) AS answers, SUM(LENGTH(body)) AS bytes,
                           MIN(period) AS firstPeriod, MAX(period) AS lastPeriod,
                           MIN(fetchedAt) AS oldest, MAX(fetchedAt) AS newest
                    FROM answer GROUP BY source, scope, subdivision ORDER BY source, scope, subdivision
                    """
            ).map { row in
                CacheStatistics(
                    source: row["source"], scope: row["scope"], subdivision: row["subdivision"],
                    answers: row["answers"], bytes: row["bytes"] ?? 0, firstPeriod: row["firstPeriod"],
                    lastPeriod: row["lastPeriod"], oldestFetch: Date(timeIntervalSince1970: row["oldest"]),
                    newestFetch: Date(timeIntervalSince1970: row["newest"]))
            }
        }
    }

    /// Deletes the answers of `source` and `scope` (each nil: all), in one transaction.
    /// - Returns: how many answers were deleted.
    @discardableResult
    public func clear(source: String? = nil, scope: String? = nil) throws -> Int {
        do {
            return try writer.write { db in
                var conditions: [String] = []
                var arguments: StatementArguments = []
                if let source {
                    conditions.append("source = ?")
                    _ = arguments.append(contentsOf: [source])
                }
                if let scope {
                    conditions.append("scope = ?")
                    _ = arguments.append(contentsOf: [scope])
                }
                let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
                try db.execute(sql: "DELETE FROM answer" + filter, arguments: arguments)
                return db.changesCount
            }
        } catch {
            throw CacheError(path: path, operation: "clear", message: Self.message(error))
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch {
            throw CacheError(path: path, operation: "read", message: Self.message(error))
        }
    }

    private static func answer(from row: Row) -> CachedAnswer {
        let data: Data = row["body"] ?? Data()
        return CachedAnswer(
            key: CacheKey(source: row["source"], scope: row["scope"], subdivision: row["subdivision"], period: row["period"]),
            body: [UInt8](data), fetchedAt: Date(timeIntervalSince1970: row["fetchedAt"]))
    }

    static func message(_ error: any Error) -> String {
        if let database = error as? DatabaseError { return database.message ?? database.description }
        return "\(error)"
    }
}
