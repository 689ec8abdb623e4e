public import Foundation

/// Where fetched forecasts are kept between runs, by request URL: the SQLite cache in a build, a
/// dictionary in unit tests. A cache that fails to read or write is reported and skipped, never fatal.
public protocol ForecastCache: Sendable {
    /// The body stored for `url` and when it was fetched, if any.
    func cachedForecast(for url: String) throws -> (body: [UInt8], fetchedAt: Date)?
    /// Stores (or replaces) the body fetched for `url`.
    func storeForecast(_ body: [UInt8], for url: String, fetchedAt: Date) throws
}
