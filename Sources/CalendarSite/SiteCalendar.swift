import CalendarCore

/// One calendar prepared for rendering: its holidays indexed by day, which pages exist, and the day classes.
///
/// Built once per calendar while the site is generated; pages ask it rather than scanning the holiday list.
struct SiteCalendar {
    /// The calendar being rendered.
    let calendar: HolidayCalendar
    /// The day marked as today, if any.
    let today: CalendarDay?
    /// The first day of every month that gets a page, in order.
    let months: [CalendarDay]
    /// The years that get a page, in order.
    let years: [Int]
    private let holidaysByDay: [CalendarDay: [Holiday]]
    /// The agenda occurrences of each local day they touch (a span of days is on each of them).
    private let agendaByDay: [CalendarDay: [AgendaOccurrence]]
    private let holidaysByKeyAndDay: [KeyAndDay: Holiday]

    /// Indexes `calendar`'s holidays; `today` comes from the options.
    init(_ calendar: HolidayCalendar, today: CalendarDay?) {
        self.calendar = calendar
        self.today = today
        months = calendar.range.months
        years = Array(calendar.range.years)
        // `calendar.holidays` is in canonical order, so each day's list is too.
        holidaysByDay = Dictionary(grouping: calendar.holidays, by: \.day)
        var agenda: [CalendarDay: [AgendaOccurrence]] = [:]
        // `calendar.agenda` is in display order, so each day's list is too.
        for occurrence in calendar.agenda {
            for day in occurrence.days { agenda[day, default: []].append(occurrence) }
        }
        agendaByDay = agenda
        holidaysByKeyAndDay = Dictionary(
            calendar.holidays.map { (KeyAndDay(key: $0.key, day: $0.day), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The calendar's id, which names its folder.
    var id: String { calendar.id }

    /// The holidays on `day`, in canonical order.
    func holidays(on day: CalendarDay) -> [Holiday] {
        holidaysByDay[day] ?? []
    }

    /// The agenda occurrences that touch `day` (in the display zone), all-day ones first, then by start.
    func agenda(on day: CalendarDay) -> [AgendaOccurrence] {
        agendaByDay[day] ?? []
    }

    /// The holidays within the year, in canonical order.
    func holidays(inYear year: Int) -> [Holiday] {
        calendar.holidays.filter { $0.day.year == year }
    }

    /// Whether the year page of `year` exists.
    func hasYearPage(_ year: Int) -> Bool {
        calendar.range.years.contains(year)
    }

    /// Whether the month page of the month of `day` exists.
    func hasMonthPage(_ day: CalendarDay) -> Bool {
        let month = day.firstOfMonth
        return calendar.range.first.firstOfMonth <= month && month <= calendar.range.last.firstOfMonth
    }

    /// The holiday a substitute day stands in for, when it is in this calendar.
    func replacedHoliday(by holiday: Holiday) -> Holiday? {
        holiday.substitute.flatMap { holidaysByKeyAndDay[KeyAndDay(key: $0.holidayKey, day: $0.actualDay)] }
    }

    /// The language tag of the name ``HolidayCalendar/displayName(of:)`` shows: the tag of the name
    /// ``LocalizedNames/tag(for:)`` chose for the calendar's language (`pt-BR` for `pt`), an English
    /// calendar language as given, otherwise English.
    func nameLanguage(of holiday: Holiday) -> String {
        guard let language = calendar.language, !language.isEmpty else { return "en" }
        if let tag = holiday.names.tag(for: language) { return tag }
        if language == "en" || language.hasPrefix("en-") { return language }
        return "en"
    }

    /// The classes of a day cell: `day`, then `weekend`, `outside-month`, `outside-range` (a day the calendar
    /// has no data for), `holiday` and `past`/`today`/`future` where they apply. Holidays count only for days of
    /// the month shown.
    func classes(of day: CalendarDay, inMonth: Bool) -> String {
        var flags = 0
        if calendar.weekend.contains(day.weekday) { flags |= 1 }
        if !inMonth { flags |= 2 }
        if !calendar.range.contains(day) { flags |= 4 }
        if inMonth, holidaysByDay[day] != nil { flags |= 8 }
        var time = 0
        if let today { time = day < today ? 1 : day == today ? 2 : 3 }
        return Self.classLists[flags * 4 + time]
    }

    /// Every class list a day cell can have, built once: index = flags (weekend 1, outside-month 2,
    /// outside-range 4, holiday 8) × 4 + time (none 0, past 1, today 2, future 3). A site has
    /// hundreds of thousands of cells, and joining the words per cell showed in its profile.
    private static let classLists: [String] = (0..<64).map { index in
        let flags = index / 4
        var classes = ["day"]
        if flags & 1 != 0 { classes.append("weekend") }
        if flags & 2 != 0 { classes.append("outside-month") }
        if flags & 4 != 0 { classes.append("outside-range") }
        if flags & 8 != 0 { classes.append("holiday") }
        switch index % 4 {
        case 1: classes.append("past")
        case 2: classes.append("today")
        case 3: classes.append("future")
        default: break
        }
        return classes.joined(separator: " ")
    }

    /// A holiday's identity for substitute look-ups.
    private struct KeyAndDay: Hashable {
        let key: String
        let day: CalendarDay
    }
}
