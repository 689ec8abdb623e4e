public import CalendarCore

/// A weekend a country kept before it changed (`weekend-before: 2013-06-28 thu, fri` in a rule file):
/// on the days before `until`, back to the previous change, the weekend was `days`.
///
/// Substitute days that walk to the next or previous working day (`next-workday`) skip the weekend
/// of the day they look at, so a country that moved its weekend (Saudi Arabia from Thursday–Friday to
/// Friday–Saturday in 2013, the United Arab Emirates to Saturday–Sunday in 2022) gets its old
/// substitutes right.
public struct EarlierWeekend: Sendable, Hashable {
    /// The first day of the next weekend; this one ended the day before.
    public let until: CalendarDay
    /// The weekend days.
    public let days: Set<Weekday>

    public init(until: CalendarDay, days: Set<Weekday>) {
        self.until = until
        self.days = days
    }
}

extension CountryRules {
    /// The weekend days in force on `day`: the earliest `EarlierWeekend` that ends after it, else `weekend`.
    public func weekend(on day: CalendarDay) -> Set<Weekday> {
        earlierWeekends.first { day < $0.until }?.days ?? weekend
    }
}
