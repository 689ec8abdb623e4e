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

    public init(
        id: String, title: String, summary: String, range: DayRange, regions: [Region], holidays: [Holiday],
        weekend: Set<Weekday> = [.saturday, .sunday], language: String? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.range = range
        self.regions = regions.sorted()
        self.holidays = holidays.sorted(by: Holiday.canonicalOrder)
        self.weekend = weekend
        self.language = language
    }

    /// The display name of a holiday in this calendar's language.
    public func displayName(of holiday: Holiday) -> String {
        holiday.names.name(in: language)
    }
}
