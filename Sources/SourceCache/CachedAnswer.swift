public import Foundation

/// One answer as stored: the body exactly as the provider sent it, and when it was fetched.
public struct CachedAnswer: Sendable, Equatable {
    public let key: CacheKey
    /// The response body (JSON), byte for byte.
    public let body: [UInt8]
    public let fetchedAt: Date

    public init(key: CacheKey, body: [UInt8], fetchedAt: Date) {
        self.key = key
        self.body = body
        self.fetchedAt = fetchedAt
    }
}
