/// The interface words of the site: navigation, headings and notes.
///
/// English only for now; month and weekday names already come from the locale (see ``SiteLocale``).
/// Keeping every label here makes the later move to per-language label files in `Templates/` a one-file change.
enum SiteLabels {
    /// The index page's title and heading.
    static let siteTitle = "Holiday calendars"
    /// The link back to the index.
    static let allCalendars = "All calendars"
    /// Names the breadcrumb navigation.
    static let breadcrumb = "Breadcrumb"
    /// Names the month pager.
    static let monthNavigation = "Months"
    /// Names the year pager.
    static let yearNavigation = "Years"
    /// Prefix of the link to the previous month, for screen readers.
    static let previousMonth = "Previous month"
    /// Prefix of the link to the next month, for screen readers.
    static let nextMonth = "Next month"
    /// Prefix of the link to the previous year, for screen readers.
    static let previousYear = "Previous year"
    /// Prefix of the link to the next year, for screen readers.
    static let nextYear = "Next year"
    /// The word before a year number, for links to year pages.
    static let year = "Year"
    /// The link to a calendar's `.ics` file.
    static let subscribe = "Subscribe (.ics)"
    /// The visible badge in today's cell.
    static let today = "Today"
    /// Heading of the year page's holiday list.
    static let holidays = "Holidays"
    /// Shown when a year has no holidays.
    static let noHolidays = "No holidays."
    /// The note on an estimated date.
    static let estimated = "estimated"
    /// The words before the name and actual day of the holiday a substitute day stands in for.
    static let substituteFor = "substitute for"
    /// Used in place of a name when the replaced holiday is not in the calendar.
    static let substituteForUnknown = "substitute for the holiday of"
}
