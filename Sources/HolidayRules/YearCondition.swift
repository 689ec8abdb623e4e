public import CalendarCore

/// A condition on the year a holiday is held in: `held-if: 07-28 on sun` holds in the years 28 July
/// is a Sunday. A block with several conditions is held when any of them holds.
///
/// Spain's communities replace a regional holiday that falls on a Sunday by another day chosen in
/// advance (Cantabria: Easter Monday in the years 28 July is a Sunday); python-holidays projects such
/// choices onto the years no decree covers yet.
public struct YearCondition: Hashable, Sendable {
    /// The day whose weekday is tested.
    public let date: DateExpression
    /// The weekdays on which the condition holds.
    public let weekdays: Set<Weekday>

    public init(date: DateExpression, weekdays: Set<Weekday>) {
        self.date = date
        self.weekdays = weekdays
    }
}
