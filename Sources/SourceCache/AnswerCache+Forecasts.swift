public import Foundation
import GRDB

/// Weather forecasts in the cache (migration `v2: forecast`): one row per request URL, holding the body
/// exactly as Open-Meteo sent it and when it was fetched; the weather source decides how long it is used.
extension AnswerCache {
    /// The forecast body stored for `url` and when it was fetched, if any.
    public func cachedForecast(for url: String) throws -> (body: [UInt8], fetchedAt: Date)? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT body, fetchedAt FROM forecast WHERE url = ?", arguments: [url]).map { row in
                let data: Data = row["body"] ?? Data()
                return ([UInt8](data), Date(timeIntervalSince1970: row["fetchedAt"]))
            }
        }
    }

    /// How long a forecast is kept: forecasts fetched this much before a new one are deleted when it is
    /// stored (each day's start date is a new URL, so an hourly cron would otherwise add rows forever).
    public static let forecastRetention: TimeInterval = 31 * 86_400

    /// Stores (or replaces) the forecast body fetched for `url` and deletes forecasts older than
    /// ``forecastRetention``, in one transaction.
    public func storeForecast(_ body: [UInt8], for url: String, fetchedAt: Date) throws {
        do {
            try writer.write { db in
                try db.execute(
                    sql: "INSERT INTO forecast (url, body, fetchedAt) VALUES (?, ?, ?) "
                        + "ON CONFLICT (url) DO UPDATE SET body = excluded.body, fetchedAt = excluded.fetchedAt",
                    arguments: [url, Data(body), fetchedAt.timeIntervalSince1970])
                try db.execute(
                    sql: "DELETE FROM forecast WHERE fetchedAt < ?",
                    arguments: [fetchedAt.timeIntervalSince1970 - Self.forecastRetention])
            }
        } catch {
            throw CacheError(path: path, operation: "write", message: Self.message(error))
        }
    }

    /// Deletes every forecast, in one transaction.
    /// - Returns: how many were deleted.
    @discardableResult
    public func clearForecasts() throws -> Int {
        do {
            return try writer.write { db in
                try db.execute(sql: "DELETE FROM forecast")
                return db.changesCount
            }
        } catch {
            throw CacheError(path: path, operation: "clear", message: Self.message(error))
        }
    }

    /// How many forecasts the cache holds.
    public func forecastCount() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM forecast") ?? 0 }
    }
}
