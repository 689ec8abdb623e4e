/// One calendar to publish: its identity, its range and the holidays in it.
///
/// This is what the writers (`.ics`, XHTML site) receive from the pipeline. Holidays are kept
/// in `Holiday.canonicalOrder`, so every output that walks them is deterministic.
public struct HolidayCalendar: Sendable {
    /// A file-name-safe identifier, e.g. `de-by`; names the `.ics` file and the site folder.
    public let id: String
    /// The display name, e.g. `Holidays in Germany (Bavaria)`.
    public let title: String
    /// A one-line description for calendar apps and the index page.
    public let summary: String
    /// The days the calendar covers.
    public let range: DayRange
    /// The regions whose holidays it holds, sorted.
    public let regions: [Region]
    /// The holidays, in canonical order.
    public let holidays: [Holiday]
    /// The weekdays that are weekend days for this calendar (Saturday and Sunday for most countries).
    public let weekend: Set<Weekday>
    /// The language holiday names are shown in (`nil`: English).
    public let language: String?
    /// The occurrences of the user's own events in the range, in the display zone, sorted by
    /// ``AgendaOccurrence/displayOrder(_:_:)``; empty for a holidays-only calendar.
    public let agenda: [AgendaOccurrence]
    /// Days an online source has no answer for yet (`--allow-partial`): pages mark them as not loaded.
    public let unknownDays: [DayRange]

    public init(
        id: String, title: String, summary: String, range: DayRange, regions: [Region], holidays: [Holiday],
        weekend: Set<Weekday> = [.saturday, .sunday], language: String? = nil, agenda: [AgendaOccurrence] = [],
        unknownDays: [DayRange] = []
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.range = range
        self.regions = regions.sorted()
        self.holidays = holidays.sorted(by: Holiday.canonicalOrder)
        self.weekend = weekend
        self.language = language
        self.agenda = agenda.sorted(by: AgendaOccurrence.displayOrder)
        self.unknownDays = unknownDays
    }

    /// True when `day` is one an online source has no answer for yet.
    public func isUnknown(_ day: CalendarDay) -> Bool {
        unknownDays.contains { $0.contains(day) }
    }

    /// The same calendar with `agenda` as its agenda occurrences (and `title` and `summary` when given).
    public func with(agenda: [AgendaOccurrence], title: String? = nil, summary: String? = nil) -> HolidayCalendar {
        HolidayCalendar(
            id: id, title: title ?? self.title, summary: summary ?? self.summary, range: range, regions: regions,
            holidays: holidays, weekend: weekend, language: language, agenda: agenda,
            unknownDays: unknownDays)
    }

    /// The display name of a holiday in this calendar's language.
    public func displayName(of holiday: Holiday) -> String {
        holiday.names.name(in: language)
    }
}
