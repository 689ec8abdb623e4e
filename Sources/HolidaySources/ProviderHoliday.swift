public import CalendarCore

/// One holiday as a provider's answer gives it, before it becomes a `Holiday` of a region.
public struct ProviderHoliday: Sendable, Equatable {
    public var day: CalendarDay
    /// The English name.
    public var name: String
    /// The name in the country's language, when the answer has one that differs.
    public var localName: String?
    /// Almanac's categories for the provider's types.
    public var categories: Set<HolidayCategory>
    /// The subdivision codes (without the country) where it applies; empty for the whole country.
    public var subdivisions: Set<String>

    public init(
        day: CalendarDay, name: String, localName: String? = nil, categories: Set<HolidayCategory>,
        subdivisions: Set<String> = []
    ) {
        self.day = day
        self.name = name
        self.localName = localName
        self.categories = categories
        self.subdivisions = subdivisions
    }

    /// True when it applies in `region`: national holidays everywhere, others in their subdivisions.
    public func applies(to region: Region) -> Bool {
        guard !subdivisions.isEmpty else { return true }
        guard let subdivision = region.subdivision else { return false }
        return subdivisions.contains(subdivision.rawValue)
    }

    /// Merges entries for the same day and name (Nager's Good Friday for two sets of states, GB's New
    /// Year's Day per nation): subdivisions and categories are united; a national entry wins.
    public static func mergingDuplicates(_ holidays: [ProviderHoliday]) -> [ProviderHoliday] {
        var order: [String] = []
        var merged: [String: ProviderHoliday] = [:]
        for holiday in holidays {
            let key = "\(holiday.day)|\(holiday.name)"
            guard var existing = merged[key] else {
                order.append(key)
                merged[key] = holiday
                continue
            }
            existing.subdivisions =
                existing.subdivisions.isEmpty || holiday.subdivisions.isEmpty
                ? [] : existing.subdivisions.union(holiday.subdivisions)
            existing.categories.formUnion(holiday.categories)
            if existing.localName == nil { existing.localName = holiday.localName }
            merged[key] = existing
        }
        return order.compactMap { merged[$0] }
    }
}
