extension Holiday {
    /// The holidays with those that name the same day the same way merged into one, with the union of
    /// their categories, in the order given.
    ///
    /// A rule file may give one holiday two keys when its substitute day differs by category (Canada
    /// Day: the provincial holiday and the federal one, whose substitute Monday differs). On a day both
    /// fall on, `--categories all` would otherwise list "Canada Day" twice, once per category;
    /// python-holidays lists it once under every category, and so does Almanac. Holidays merge when
    /// they have the same day, region and names in every language and stand in for the same actual day
    /// (or are both actual days). The merged holiday keeps the key (and so the calendar UID) of the one
    /// whose categories come first (`public` before `government`), then the smallest key; it is
    /// estimated if any of them is.
    public static func mergingCategories(_ holidays: [Holiday]) -> [Holiday] {
        struct Identity: Hashable {
            var day: CalendarDay
            var region: Region
            var names: LocalizedNames
            var actualDay: CalendarDay?
        }
        var groups: [Identity: [Holiday]] = [:]
        var order: [Identity] = []
        for holiday in holidays {
            let identity = Identity(
                day: holiday.day, region: holiday.region, names: holiday.names, actualDay: holiday.substitute?.actualDay)
            if groups[identity] == nil { order.append(identity) }
            groups[identity, default: []].append(holiday)
        }
        return order.compactMap { identity in
            guard let group = groups[identity], let first = group.first else { return nil }
            guard group.count > 1 else { return first }
            let keeper = group.min { lhs, rhs in
                lhs.categories.lexicographicallyPrecedes(rhs.categories)
                    || (lhs.categories == rhs.categories && lhs.key < rhs.key)
            } ?? first
            return Holiday(
                day: keeper.day, names: keeper.names, region: keeper.region, categories: group.flatMap(\.categories),
                key: keeper.key, substitute: keeper.substitute, isEstimated: group.contains(where: \.isEstimated),
                source: keeper.source)
        }
    }
}
