public import CalendarCore
public import ICalendar

/// One calendar ready to write: its holidays and agenda occurrences (for the site and `almanac agenda`)
/// and the agenda's series (for the .ics).
public struct MergedCalendar: Sendable {
    /// The holidays, and the agenda occurrences of the range in the display zone.
    public var calendar: HolidayCalendar
    /// The agenda series, written into the .ics unexpanded.
    public var agenda: ICSAgenda

    public init(calendar: HolidayCalendar, agenda: ICSAgenda) {
        self.calendar = calendar
        self.agenda = agenda
    }

    /// Whether the calendar has anything to put in an .ics file.
    public var hasEvents: Bool { !calendar.holidays.isEmpty || !agenda.isEmpty }
}
