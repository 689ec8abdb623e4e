import CalendarCore

/// The page of one month of one calendar: `<id>/<YYYY>-<MM>.html`.
///
/// A `<table class="month">` with a localised caption, a header row of seven `th scope="col"` with full
/// weekday names from the first weekday on (after a week-number column when ``SiteOptions/showsWeekNumbers``
/// is on), and complete week rows of ``XHTMLDayCell``s. Previous and next months are linked with
/// `rel="prev"`/`"next"` where their pages exist; the page links back to its year, its agenda and the index.
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
        let labels = locale.labels
        let previousMonth = month.adding(days: -1).firstOfMonth
        let nextMonth = month.adding(days: CalendarDay.daysInMonth(year: month.year, month: month.month))
        let previous = calendar.hasMonthPage(previousMonth) ? previousMonth : nil
        let next = calendar.hasMonthPage(nextMonth) ? nextMonth : nil
        let caption = locale.monthAndYear(month)
        let document = XHTMLDocument(
            title: "\(caption) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, previous: previous.map(SitePaths.monthFileName),
            next: next.map(SitePaths.monthFileName), bodyClass: "month-page")
        let chrome = XHTMLCalendarChrome(site: calendar, locale: locale, options: options)
        return try document.render { xml throws(XMLWriterError) in
            try chrome.render(
                .month, year: month.year, current: caption, into: xml,
                heading: { xml throws(XMLWriterError) in try xml.text(calendar.calendar.title) },
                content: { xml throws(XMLWriterError) in
                    try XHTMLNavigation.pager(
                        label: labels[.monthNavigation],
                        previous: previous.map {
                            (
                                .init(href: SitePaths.monthFileName($0), label: locale.monthAndYear($0)),
                                labels[.previousMonth]
                            )
                        },
                        next: next.map {
                            (
                                .init(href: SitePaths.monthFileName($0), label: locale.monthAndYear($0)),
                                labels[.nextMonth]
                            )
                        },
                        direction: locale.direction, into: xml)
                    try renderTable(caption: caption, into: xml)
                })
        }
    }

    /// Writes the month table.
    private func renderTable(caption: String, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let grid = MonthGrid(month: month, firstWeekday: locale.firstWeekday)
        let cell = XHTMLDayCell(site: calendar, locale: locale, options: options)
        let tableClass = options.showsWeekNumbers ? "month with-week-numbers" : "month"
        try xml.element("table", ["class": tableClass], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("caption", text: caption)
            try xml.lineBreak()
            try xml.element("thead", lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("tr") { xml throws(XMLWriterError) in
                    if options.showsWeekNumbers { try XHTMLWeekNumber.header(labels: locale.labels, into: xml) }
                    for weekday in locale.weekdaysInOrder {
                        try xml.startElement("th")
                        try xml.attribute("scope", "col")
                        if calendar.calendar.weekend.contains(weekday) { try xml.attribute("class", "weekend") }
                        try xml.element("span", ["class": "weekday-full"], text: locale.weekdayName(weekday))
                        try xml.element(
                            "span", ["class": "weekday-short", "aria-hidden": "true"],
                            text: locale.shortWeekdayName(weekday))
                        try xml.endElement()
                    }
                }
                try xml.lineBreak()
            }
            try xml.element("tbody", lineBreaks: true) { xml throws(XMLWriterError) in
                for week in grid.weeks {
                    try xml.element("tr", lineBreaks: true) { xml throws(XMLWriterError) in
                        if options.showsWeekNumbers {
                            try XHTMLWeekNumber.rowHeader(week, locale: locale, into: xml)
                        }
                        for day in week {
                            try cell.render(
                                day, inMonth: grid.contains(day), dateText: locale.number(day.day), into: xml)
                        }
                    }
                }
            }
        }
    }
}
