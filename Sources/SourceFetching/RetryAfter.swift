public import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
public enum RetryAfter {
    /// The delay the header asks for, or nil when it is absent or unreadable.
    /// - Parameter now: the current wall-clock time, for the HTTP-date form.
    public static func delay(from value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? .seconds(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
