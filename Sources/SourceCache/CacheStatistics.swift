public import Foundation

/// What the cache holds for one source and region: the lines of `almanac cache stats`.
public struct CacheStatistics: Sendable, Equatable {
    public let source: String
    public let scope: String
    public let subdivision: String
    /// Answers stored.
    public let answers: Int
    /// Bytes of the stored bodies.
    public let bytes: Int
    /// The first and last period stored (`YYYY-MM-DD` or `YYYY`).
    public let firstPeriod: String
    public let lastPeriod: String
    /// When the oldest and newest answers were fetched.
    public let oldestFetch: Date
    public let newestFetch: Date

    public init(
        source: String, scope: String, subdivision: String, answers: Int, bytes: Int, firstPeriod: String,
        lastPeriod: String, oldestFetch: Date, newestFetch: Date
    ) {
        self.source = source
        self.scope = scope
        self.subdivision = subdivision
        self.answers = answers
        self.bytes = bytes
        self.firstPeriod = firstPeriod
        self.lastPeriod = lastPeriod
        self.oldestFetch = oldestFetch
        self.newestFetch = newestFetch
    }
}
