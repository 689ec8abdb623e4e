extension CalendarWarning {
    /// The warnings as lines for standard error: one per region and calendar, however many years and
    /// calendars (of a build) they came from, the years collapsed into spans:
    /// `SA: islamic umm-al-qura dates in 1900-1936, 2078-2100 (eid-al-adha, ...) are outside 1937-03-14…2077-11-16, ...`.
    /// Sorted by region, then calendar.
    public static func lines(_ warnings: [CalendarWarning]) -> [String] {
        var groups: [String: [CalendarWarning]] = [:]
        for warning in warnings { groups["\(warning.region)|\(warning.calendar)", default: []].append(warning) }
        return groups.keys.sorted().compactMap { key in
            guard let group = groups[key], let first = group.first else { return nil }
            let years = Set(group.map(\.year)).sorted()
            var spans: [String] = []
            var start = years[0]
            var previous = years[0]
            for year in years.dropFirst() + [Int.max] {
                if year != previous + 1 {
                    spans.append(start == previous ? "\(start)" : "\(start)-\(previous)")
                    start = year
                }
                previous = year
            }
            let keys = Set(group.flatMap(\.holidayKeys)).sorted().joined(separator: ", ")
            return "\(first.region): \(first.calendar) dates in \(spans.joined(separator: ", ")) (\(keys)) are outside "
                + "\(first.reliableDays.lowerBound)…\(first.reliableDays.upperBound), \(first.reason)"
        }
    }
}
