public import CalendarCore

/// A weekend one subdivision keeps instead of its country's (`subdivision-weekend: 02 fri, sat rest fri`
/// in a rule file), in the years given or always: Malaysia's Kedah, Kelantan and Terengganu rest on
/// Friday and Saturday, Johor did until 1994 and again in 2014–2024.
///
/// `rest` is the weekly rest day a substitute rule written `observed: rest next-workday` follows there
/// (python-holidays' per-state `FRI_TO_NEXT_WORKDAY`, `SAT_TO_NEXT_WORKDAY`); elsewhere it is Sunday.
/// Substitutes that walk to the next working day skip the subdivision's weekend.
public struct SubdivisionWeekend: Sendable, Hashable {
    public let subdivision: SubdivisionCode
    public let days: Set<Weekday>
    public let restDay: Weekday
    /// The years it applies in (every year when nil).
    public let years: YearSet?

    public init(subdivision: SubdivisionCode, days: Set<Weekday>, restDay: Weekday, years: YearSet?) {
        self.subdivision = subdivision
        self.days = days
        self.restDay = restDay
        self.years = years
    }

    func applies(to subdivision: SubdivisionCode?, on day: CalendarDay) -> Bool {
        subdivision == self.subdivision && (years?.contains(day.year) ?? true)
    }
}

extension CountryRules {
    /// The weekend in force on `day` in `subdivision`: its own (`subdivision-weekend:`), else the country's.
    public func weekend(on day: CalendarDay, subdivision: SubdivisionCode?) -> Set<Weekday> {
        subdivisionWeekends.first { $0.applies(to: subdivision, on: day) }?.days ?? weekend(on: day)
    }

    /// The weekly rest day `observed: rest …` follows on `day` in `subdivision`: its own, else Sunday.
    public func restDay(on day: CalendarDay, subdivision: SubdivisionCode?) -> Weekday {
        subdivisionWeekends.first { $0.applies(to: subdivision, on: day) }?.restDay ?? .sunday
    }
}
