public import Foundation

/// Decides whether a cached answer may be used or must be fetched again.
///
/// Past periods are final: an answer for a day before today (or a year before this one) is never
/// fetched again. Today, future days and this or later years are refreshed once their answer is
/// older than `timeToLive` (30 days by default), because providers correct their data.
public struct FreshnessPolicy: Sendable, Equatable {
    /// How long an answer for today or the future stays usable.
    public var timeToLive: TimeInterval

    public init(timeToLive: TimeInterval = 30 * 86_400) {
        self.timeToLive = timeToLive
    }

    /// True when `answer` may be used without fetching again.
    /// - Parameters:
    ///   - today: today's date as `YYYY-MM-DD` (in the calendar's time zone).
    ///   - now: the current time, against which the answer's age is measured.
    public func isFresh(_ answer: CachedAnswer, today: String, now: Date) -> Bool {
        if isPast(period: answer.key.period, today: today) { return true }
        return now.timeIntervalSince(answer.fetchedAt) < timeToLive
    }

    /// True when `period` (`YYYY-MM-DD` or `YYYY`) lies wholly before `today`.
    public func isPast(period: String, today: String) -> Bool {
        if period.count == 4 { return period < String(today.prefix(4)) }
        return period < today
    }
}
