public import CalendarCore

/// Where the holiday itself goes when it falls on given weekdays: `move: tue -1, wed -2, thu +4, fri +3`,
/// `move: sat none` (no holiday that year), `move: sun next-workday`.
///
/// Unlike `ObservedRule`, which adds a substitute day beside the actual one, a move takes the holiday
/// off its day (python-holidays' `_move_holiday`; a weekday mapped to `none` is its `*_TO_NONE`).
/// The moved holiday keeps its key; it is named with the country's `observed-label` only when
/// `labelled` (`move-label: yes`, python-holidays' `show_observed_label=True`).
public struct MoveRule: Hashable, Sendable, CustomStringConvertible {
    /// What happens to the holiday on one weekday.
    public enum Action: Hashable, Sendable {
        /// It moves, by a fixed number of days or to the next or previous workday.
        case shift(ObservedRule.Shift)
        /// It is not held that year.
        case drop
    }

    /// The action per weekday; weekdays not listed keep the holiday on its day.
    public let actions: [Weekday: Action]
    /// Whether the moved day is named with the country's observed label.
    public let labelled: Bool

    public init(actions: [Weekday: Action], labelled: Bool) {
        self.actions = actions
        self.labelled = labelled
    }

    public var description: String {
        actions.sorted { $0.key < $1.key }.map { weekday, action in
            switch action {
            case .drop: "\(weekday) none"
            case .shift(let shift): "\(weekday) \(shift)"
            }
        }.joined(separator: ", ")
    }
}
