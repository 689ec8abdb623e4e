public import CalendarCore

/// Where the holiday itself goes when it falls on given weekdays: `move: tue -1, wed -2, thu +4, fri +3`,
/// `move: sat none` (no holiday that year), `move: sun next-workday`; and, whatever the weekday, when
/// its day holds another holiday (`shared +7`) or it or a day beside it does (`near-holiday +7`: South
/// Korea's election days move a week when the day before or after is a holiday).
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
    /// The action when the day also holds another holiday and its weekday is not listed.
    public let whenShared: Action?
    /// The action when the day, or the day before or after it, holds another holiday (checked after
    /// the weekdays and before `whenShared`).
    public let whenNearHoliday: Action?
    /// Whether the moved day is named with the country's observed label.
    public let labelled: Bool

    public init(actions: [Weekday: Action], labelled: Bool, whenShared: Action? = nil, whenNearHoliday: Action? = nil) {
        self.actions = actions
        self.labelled = labelled
        self.whenShared = whenShared
        self.whenNearHoliday = whenNearHoliday
    }

    /// The action for a holiday on `weekday`; `shared`: its day holds another holiday; `nearHoliday`:
    /// its day or a day beside it does.
    public func action(for weekday: Weekday, shared: Bool, nearHoliday: Bool) -> Action? {
        actions[weekday] ?? (nearHoliday ? whenNearHoliday : nil) ?? (shared ? whenShared : nil)
    }

    public var description: String {
        func text(_ action: Action) -> String {
            switch action {
            case .drop: "none"
            case .shift(let shift): "\(shift)"
            }
        }
        let days = actions.sorted { $0.key < $1.key }.map { "\($0.key) \(text($0.value))" }
        let near = whenNearHoliday.map { ["near-holiday \(text($0))"] } ?? []
        let shared = whenShared.map { ["shared \(text($0))"] } ?? []
        return (days + near + shared).joined(separator: ", ")
    }
}
