import CalendarCore

/// The page of one month of one calendar: `<id>/<YYYY>-<MM>.html`.
///
/// A `<table class="month">` with a localised caption, a header row of seven `th scope="col"` with full
/// weekday names from the first weekday on, and complete week rows. Each day cell holds
/// `<time datetime="YYYY-MM-DD">`, the classes of ``SiteCalendar/classes(of:inMonth:)``, and for days of the
/// month their holidays as `h-event` items. Today's cell alone has `aria-current="date"`.
struct XHTMLMonthPage {
    let calendar: SiteCalendar
    /// The first day of the month shown.
    let month: CalendarDay
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.month(calendar.id, month) }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let previousMonth = month.adding(days: -1).firstOfMonth
        let nextMonth = month.adding(days: CalendarDay.daysInMonth(year: month.year, month: month.month))
        let previous = calendar.hasMonthPage(previousMonth) ? previousMonth : nil
        let next = calendar.hasMonthPage(nextMonth) ? nextMonth : nil
        let caption = locale.monthAndYear(month)
        let document = XHTMLDocument(
            title: "\(caption) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, previous: previous.map(SitePaths.monthFileName),
            next: next.map(SitePaths.monthFileName), bodyClass: "month-page")
        return try document.render { xml throws(XMLWriterError) in
            try xml.element("header", ["class": "page-header"], lineBreaks: true) { xml throws(XMLWriterError) in
                try XHTMLNavigation.breadcrumb(
                    [
                        .init(label: SiteLabels.allCalendars, href: SitePaths.indexFromCalendar),
                        .init(label: "\(SiteLabels.year) \(month.year)", href: SitePaths.yearFileName(month.year)),
                        .init(label: caption, href: nil),
                    ], into: xml)
                try xml.element("h1", text: calendar.calendar.title)
                try xml.lineBreak()
            }
            try xml.element("main", lineBreaks: true) { xml throws(XMLWriterError) in
                try XHTMLNavigation.pager(
                    label: SiteLabels.monthNavigation,
                    previous: previous.map { (.init(href: SitePaths.monthFileName($0), label: locale.monthAndYear($0)), SiteLabels.previousMonth) },
                    next: next.map { (.init(href: SitePaths.monthFileName($0), label: locale.monthAndYear($0)), SiteLabels.nextMonth) },
                    direction: locale.direction, into: xml)
                try renderTable(caption: caption, into: xml)
            }
        }
    }

    /// Writes the month table.
    private func renderTable(caption: String, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let grid = MonthGrid(month: month, firstWeekday: locale.firstWeekday)
        let pageLanguage = primarySubtag(locale.languageTag)
        try xml.element("table", ["class": "month"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("caption", text: caption)
            try xml.lineBreak()
            try xml.element("thead", lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("tr") { xml throws(XMLWriterError) in
                    for weekday in locale.weekdaysInOrder {
                        try xml.startElement("th")
                        try xml.attribute("scope", "col")
                        if calendar.calendar.weekend.contains(weekday) { try xml.attribute("class", "weekend") }
                        try xml.element("span", ["class": "weekday-full"], text: locale.weekdayName(weekday))
                        try xml.element(
                            "span", ["class": "weekday-short", "aria-hidden": "true"], text: locale.shortWeekdayName(weekday))
                        try xml.endElement()
                    }
                }
                try xml.lineBreak()
            }
            try xml.element("tbody", lineBreaks: true) { xml throws(XMLWriterError) in
                for week in grid.weeks {
                    try xml.element("tr", lineBreaks: true) { xml throws(XMLWriterError) in
                        for day in week {
                            try renderCell(day, inMonth: grid.contains(day), pageLanguage: pageLanguage, into: xml)
                        }
                    }
                }
            }
        }
    }

    /// Writes one day cell.
    private func renderCell(
        _ day: CalendarDay, inMonth: Bool, pageLanguage: String, into xml: borrowing XMLWriter
    ) throws(XMLWriterError) {
        try xml.startElement("td")
        try xml.attribute("class", calendar.classes(of: day, inMonth: inMonth))
        let isToday = day == calendar.today
        if isToday { try xml.attribute("aria-current", "date") }
        // The weekday, shown only where the grid becomes a list (narrow screens); the column header says it otherwise.
        if inMonth {
            try xml.element("span", ["class": "cell-weekday", "aria-hidden": "true"], text: locale.shortWeekdayName(day.weekday))
        }
        try xml.element("time", ["datetime": day.description], text: String(day.day))
        if isToday {
            try xml.text(" ")
            try xml.element("strong", ["class": "today-label"], text: SiteLabels.today)
        }
        let holidays = inMonth ? calendar.holidays(on: day) : []
        let agenda = inMonth ? calendar.agenda(on: day) : []
        if !holidays.isEmpty || !agenda.isEmpty {
            try xml.element("ul", ["class": "entries"], lineBreaks: true) { xml throws(XMLWriterError) in
                for holiday in holidays {
                    try XHTMLHolidayEntry(holiday: holiday, calendar: calendar, pageLanguage: pageLanguage, dateStyle: .hidden)
                        .render(into: xml)
                }
                for occurrence in agenda {
                    try XHTMLAgendaEntry(occurrence: occurrence, day: day).render(into: xml)
                }
            }
        }
        try xml.endElement()
        try xml.lineBreak()
    }
}
