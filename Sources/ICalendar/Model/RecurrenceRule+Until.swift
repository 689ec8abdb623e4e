extension RecurrenceRule {
    /// The same rule with its `UNTIL` written as RFC 5545 §3.3.10 wants it for a series starting at
    /// `start`, meaning what the expander already reads it as: a DATE for a DATE start, a local time for a
    /// floating start, UTC for a UTC or zoned start (`zone` is the start's zone).
    ///
    /// A DATE `UNTIL` on a timed series includes its whole day (its last second, in the start's zone); a
    /// local `UNTIL` on a zoned series is a time in that zone. A UTC `UNTIL` on a floating start has no
    /// meaning without a zone and is left as it is (the reader refuses it).
    public func normalizingUntil(for start: ICSDateTime, zone: ICSTimeZone) -> RecurrenceRule {
        guard case .until(let until) = end else { return self }
        let lastSecond: LocalDateTime =
            if case .date(let day) = until {
                LocalDateTime(secondsSinceEpoch: day.dayNumber * 86_400 + 86_399)
            } else {
                until.local
            }
        var rule = self
        switch (start, until) {
        case (.date, .date), (.floating, .floating), (.utc, .utc), (.zoned, .utc), (.floating, .utc):
            return self
        case (.date, _):
            rule.end = .until(.date(until.local.day))
        case (.floating, _):
            rule.end = .until(.floating(lastSecond))
        case (.utc, _), (.zoned, _):
            rule.end = .until(.utc(LocalDateTime(secondsSinceEpoch: zone.instant(of: lastSecond))))
        }
        return rule
    }
}
