import CalendarCore
import WeatherForecast

/// One calendar prepared for rendering — the site's day model: each day's entries, which pages exist, the
/// day classes and the names' language.
///
/// Built once per calendar while the site is generated; pages ask it rather than scanning the holiday list.
/// ``entries(on:)`` is the list every view shows for a day (day cells, the week view, the agenda page): the
/// day's holidays, then the agenda occurrences that touch it; another kind of entry joins by being added to
/// it in ``init(_:today:pageLanguage:)``.
struct SiteCalendar: Sendable {
    /// The calendar being rendered.
    let calendar: HolidayCalendar
    /// The day marked as today, if any.
    let today: CalendarDay?
    /// The first day of every month that gets a page, in order.
    let months: [CalendarDay]
    /// The years that get a year page and an agenda page, in order.
    let years: [Int]
    /// The language holiday names are shown in: the calendar's own, else the page's (`nil`: English).
    let nameLanguage: String?
    private let holidaysByDay: [CalendarDay: [Holiday]]
    private let holidaysByKeyAndDay: [KeyAndDay: Holiday]
    private let entriesByDay: [CalendarDay: [any SiteEntry]]
    /// The days that have entries, in order.
    private let entryDays: [CalendarDay]
    /// The calendar's forecast (``SiteBuilder/forecasts``), if it has one.
    let forecast: Forecast?

    /// Indexes `calendar`'s holidays; `today` comes from the options, `pageLanguage` (a BCP 47 tag) from the
    /// locale and names the holidays when the calendar has no language of its own; `forecast` puts the weather
    /// beside its days.
    init(_ calendar: HolidayCalendar, today: CalendarDay?, pageLanguage: String? = nil, forecast: Forecast? = nil) {
        self.calendar = calendar
        self.today = today
        self.forecast = forecast
        months = calendar.range.months
        years = Array(calendar.range.years)
        let language = calendar.language.flatMap { $0.isEmpty ? nil : $0 } ?? pageLanguage
        nameLanguage = language
        // `calendar.holidays` is in canonical order, so each day's list is too.
        holidaysByDay = Dictionary(grouping: calendar.holidays, by: \.day)
        holidaysByKeyAndDay = Dictionary(
            calendar.holidays.map { (KeyAndDay(key: $0.key, day: $0.day), $0) }, uniquingKeysWith: { first, _ in first }
        )
        // Holidays first, in canonical order; then the agenda's occurrences, on every local day each touches
        // (a span of days is on each of them), in display order.
        var entries: [CalendarDay: [any SiteEntry]] = [:]
        for holiday in calendar.holidays {
            entries[holiday.day, default: []].append(XHTMLHolidayEntry(holiday: holiday))
        }
        for occurrence in calendar.agenda {
            for day in occurrence.days {
                entries[day, default: []].append(XHTMLAgendaEntry(occurrence: occurrence, day: day))
            }
        }
        entriesByDay = entries
        entryDays = entries.keys.sorted()
    }

    /// The calendar's id, which names its folder.
    var id: String { calendar.id }

    /// The holidays on `day`, in canonical order.
    func holidays(on day: CalendarDay) -> [Holiday] {
        holidaysByDay[day] ?? []
    }

    /// The forecast of `day` when it is in the calendar's range and the forecast has data for it.
    func weather(on day: CalendarDay) -> DailyForecast? {
        guard let forecast, calendar.range.contains(day) else { return nil }
        return forecast.forecast(on: day)
    }

    /// The days of `year` in the calendar's range that have a forecast, in order.
    func forecastDays(inYear year: Int) -> [CalendarDay] {
        forecast?.days.map(\.day).filter { $0.year == year && calendar.range.contains($0) } ?? []
    }

    /// The holidays within the year, in canonical order.
    func holidays(inYear year: Int) -> [Holiday] {
        calendar.holidays.filter { $0.day.year == year }
    }

    /// Everything listed on `day`, in the order every view shows it.
    func entries(on day: CalendarDay) -> [any SiteEntry] {
        entriesByDay[day] ?? []
    }

    /// Whether the calendar's `.ics` file is linked: when the site links them (``SiteOptions/includesICS``) and
    /// the calendar has entries (an iCalendar file needs at least one event, RFC 5545 §3.6, so the writer
    /// skips a calendar without any).
    func linksICS(_ options: SiteOptions) -> Bool {
        options.includesICS && !entriesByDay.isEmpty
    }

    /// The number of entries of the whole calendar.
    var entryCount: Int {
        entriesByDay.values.reduce(0) { $0 + $1.count }
    }

    /// The days of `year` that have entries, in order: the sections of that year's agenda page.
    func entryDays(inYear year: Int) -> [CalendarDay] {
        guard let first = CalendarDay(year: year, month: 1, day: 1) else { return [] }
        let start = lowerBound(of: first)
        var days: [CalendarDay] = []
        var index = start
        while index < entryDays.count, entryDays[index].year == year {
            days.append(entryDays[index])
            index += 1
        }
        return days
    }

    /// The link to `day`'s section of its agenda page, relative to a page in the calendar's folder; `nil` when
    /// the day has no entries (so no section) or its year has no agenda page.
    func agendaLink(for day: CalendarDay) -> String? {
        guard entriesByDay[day] != nil, hasYearPage(day.year) else { return nil }
        return SitePaths.agendaFileName(day.year) + "#" + day.description
    }

    /// Whether the year page and the agenda page of `year` exist.
    func hasYearPage(_ year: Int) -> Bool {
        calendar.range.years.contains(year)
    }

    /// Whether the month page of the month of `day` exists.
    func hasMonthPage(_ day: CalendarDay) -> Bool {
        let month = day.firstOfMonth
        return calendar.range.first.firstOfMonth <= month && month <= calendar.range.last.firstOfMonth
    }

    /// The three weeks of the week page — last week, this week and next week around ``today``, starting on
    /// `firstWeekday` — or `nil` when there is no today or none of those days is in the calendar's range (then
    /// there is no week page).
    func weeksAroundToday(firstWeekday: Weekday) -> [[CalendarDay]]? {
        guard let today else { return nil }
        let offset = (today.weekday.isoNumber - firstWeekday.isoNumber + 7) % 7
        let start = today.adding(days: -offset - 7)
        let weeks = (0..<3).map { week in (0..<7).map { start.adding(days: week * 7 + $0) } }
        guard weeks.joined().contains(where: calendar.range.contains) else { return nil }
        return weeks
    }

    /// The holiday a substitute day stands in for, when it is in this calendar.
    func replacedHoliday(by holiday: Holiday) -> Holiday? {
        holiday.substitute.flatMap { holidaysByKeyAndDay[KeyAndDay(key: $0.holidayKey, day: $0.actualDay)] }
    }

    /// A holiday's name in ``nameLanguage`` (see ``LocalizedNames/name(in:)``: the exact tag, its language, its
    /// only regional variant), otherwise English.
    func displayName(of holiday: Holiday) -> String {
        holiday.names.name(in: nameLanguage)
    }

    /// The language tag of the name ``displayName(of:)`` shows: the tag of the name ``LocalizedNames/tag(for:)``
    /// chose for ``nameLanguage`` (`pt-BR` for `pt`), an English name language as given, otherwise English.
    func nameLanguage(of holiday: Holiday) -> String {
        guard let language = nameLanguage, !language.isEmpty else { return "en" }
        if let tag = holiday.names.tag(for: language) { return tag }
        if language == "en" || language.hasPrefix("en-") { return language }
        return "en"
    }

    /// The index of the first entry day on or after `day`.
    private func lowerBound(of day: CalendarDay) -> Int {
        var low = 0
        var high = entryDays.count
        while low < high {
            let middle = (low + high) / 2
            if entryDays[middle] < day { low = middle + 1 } else { high = middle }
        }
        return low
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
