import CalendarCore

/// Where every file of the site goes, relative to the output root, and the relative links between them.
///
/// ```
/// index.html            every calendar, its years and its .ics link
/// almanac.css           the theme
/// <id>.ics              written by the caller (the ICS writer), linked from the index
/// <id>/<YYYY>.html        year page
/// <id>/<YYYY>-agenda.html agenda page of the year: one section per day with entries (#YYYY-MM-DD)
/// <id>/<YYYY>-<MM>.html   month page
/// <id>/week.html          last, this and next week around today (when those weeks meet the range)
/// ```
/// Calendar pages sit one folder deep, so they reach the root with `../`.
enum SitePaths {
    /// The index page.
    static let index = "index.html"
    /// The stylesheet.
    static let stylesheet = "almanac.css"

    /// The `.ics` file of calendar `id`, from the root.
    static func ics(_ id: String) -> String { "\(id).ics" }

    /// The year page of calendar `id`, from the root.
    static func year(_ id: String, _ year: Int) -> String { "\(id)/\(yearFileName(year))" }

    /// The month page of calendar `id` for the month of `day`, from the root.
    static func month(_ id: String, _ day: CalendarDay) -> String { "\(id)/\(monthFileName(day))" }

    /// The agenda page of calendar `id` for `year`, from the root.
    static func agenda(_ id: String, _ year: Int) -> String { "\(id)/\(agendaFileName(year))" }

    /// The week page of calendar `id`, from the root.
    static func week(_ id: String) -> String { "\(id)/\(weekFileName)" }

    /// The week page's file name; also the link to it from the calendar's other pages.
    static let weekFileName = "week.html"

    /// An agenda page's file name, e.g. `2025-agenda.html`; also the link between pages of one calendar.
    static func agendaFileName(_ year: Int) -> String { "\(padded(year, 4))-agenda.html" }

    /// The `.ics` file of calendar `id`, seen from a calendar page.
    static func icsFromCalendar(_ id: String) -> String { "../" + ics(id) }

    /// A year page's file name, e.g. `2025.html`; also the link between pages of one calendar.
    static func yearFileName(_ year: Int) -> String { "\(padded(year, 4)).html" }

    /// A month page's file name, e.g. `2025-03.html`; also the link between pages of one calendar.
    static func monthFileName(_ day: CalendarDay) -> String { "\(padded(day.year, 4))-\(padded(day.month, 2)).html" }

    /// The index, seen from a calendar page.
    static let indexFromCalendar = "../" + index
    /// The stylesheet, seen from a calendar page.
    static let stylesheetFromCalendar = "../" + stylesheet

    /// Whether `id` can name a folder and a file on every platform: ASCII letters, digits, `-`, `_`, `.`,
    /// not empty and not starting with a dot.
    static func isValidCalendarID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first != "." else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
