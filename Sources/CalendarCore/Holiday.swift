/// One holiday on one day in one region.
///
/// Multi-day festivals are one `Holiday` per day (each with its own name, e.g. "Ramadan Feast Holiday").
/// A substitute (observed) day is its own `Holiday` whose `substitute` links it to the actual day.
public struct Holiday: Hashable, Sendable {
    /// The day it is observed on.
    public let day: CalendarDay
    /// Its names; English always present.
    public let names: LocalizedNames
    /// The region it was computed for: the country, or the subdivision that asked for it.
    public let region: Region
    /// The categories it belongs to, sorted; never empty.
    public let categories: [HolidayCategory]
    /// A stable identifier of the holiday within its source, e.g. `christmas-day` or `christmas-day.observed`.
    ///
    /// Used to derive calendar UIDs, so it never depends on names or languages.
    public let key: String
    /// For a substitute day: the actual day of the holiday it stands in for.
    public let substitute: Substitute?
    /// Whether the date comes from a calendar computation that an authority may move
    /// (Islamic dates fixed by moon sighting).
    public let isEstimated: Bool
    /// Where the date came from, e.g. `embedded`.
    public let source: String

    /// The link from a substitute day to the holiday it replaces.
    public struct Substitute: Hashable, Sendable {
        /// The actual day the holiday fell on.
        public let actualDay: CalendarDay
        /// The key of the holiday that was moved.
        public let holidayKey: String

        public init(actualDay: CalendarDay, holidayKey: String) {
            self.actualDay = actualDay
            self.holidayKey = holidayKey
        }
    }

    public init(
        day: CalendarDay, names: LocalizedNames, region: Region, categories: [HolidayCategory], key: String,
        substitute: Substitute? = nil, isEstimated: Bool = false, source: String = "embedded"
    ) {
        self.day = day
        self.names = names
        self.region = region
        // Rule files give categories sorted and unique already; only sort when they are not.
        let ordered = zip(categories, categories.dropFirst()).allSatisfy { $0 < $1 }
        let sorted = ordered ? categories : Array(Set(categories)).sorted()
        self.categories = sorted.isEmpty ? [.public] : sorted
        self.key = key
        self.substitute = substitute
        self.isEstimated = isEstimated
        self.source = source
    }

    /// The English name.
    public var name: String { names.english }

    /// Whether this is a substitute day standing in for a holiday that fell on another day.
    public var isSubstitute: Bool { substitute != nil }

    /// The order every output uses: by day, then English name, then key.
    public static func canonicalOrder(_ lhs: Holiday, _ rhs: Holiday) -> Bool {
        if lhs.day != rhs.day { return lhs.day < rhs.day }
        if lhs.names.english != rhs.names.english { return lhs.names.english < rhs.names.english }
        return lhs.key < rhs.key
    }
}
