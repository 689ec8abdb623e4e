import CalendarCore

/// The page of one year of one calendar: `<id>/<YYYY>.html`.
///
/// The twelve months as small grids (`table.mini-month`), each caption linking to its month page where that
/// page exists and each day with entries linking to its section of the agenda page, then the year's holidays
/// as a list of `h-event` items with visible dates.
struct XHTMLYearPage {
    let calendar: SiteCalendar
    let year: Int
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.year(calendar.id, year) }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let labels = locale.labels
        let previous = calendar.hasYearPage(year - 1) ? year - 1 : nil
        let next = calendar.hasYearPage(year + 1) ? year + 1 : nil
        let document = XHTMLDocument(
            title: "\(year) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, previous: previous.map(SitePaths.yearFileName),
            next: next.map(SitePaths.yearFileName), bodyClass: "year-page")
        let chrome = XHTMLCalendarChrome(site: calendar, locale: locale, options: options)
        return try document.render { xml throws(XMLWriterError) in
            try chrome.render(
                .year, year: year, current: nil, into: xml,
                heading: { xml throws(XMLWriterError) in
                    try xml.text(calendar.calendar.title + " ")
                    try xml.element("span", ["class": "year-number"], text: locale.number(year))
                },
                content: { xml throws(XMLWriterError) in
                    try XHTMLNavigation.pager(
                        label: labels[.yearNavigation],
                        previous: previous.map {
                            (.init(href: SitePaths.yearFileName($0), label: locale.number($0)), labels[.previousYear])
                        },
                        next: next.map {
                            (.init(href: SitePaths.yearFileName($0), label: locale.number($0)), labels[.nextYear])
                        },
                        direction: locale.direction, into: xml)
                    try xml.element("div", ["class": "year-grid"], lineBreaks: true) { xml throws(XMLWriterError) in
                        for month in 1...12 {
                            if let first = CalendarDay(year: year, month: month, day: 1) {
                                try renderMiniMonth(first, into: xml)
                            }
                        }
                    }
                    try renderHolidayList(into: xml)
                })
        }
    }

    /// Writes one small month grid.
    private func renderMiniMonth(_ month: CalendarDay, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let grid = MonthGrid(month: month, firstWeekday: locale.firstWeekday)
        try xml.element("table", ["class": "mini-month"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("caption") { xml throws(XMLWriterError) in
                if calendar.hasMonthPage(month) {
                    try xml.element("a", ["href": SitePaths.monthFileName(month)], text: locale.monthName(month.month))
                } else {
                    try xml.text(locale.monthName(month.month))
                }
            }
            try xml.lineBreak()
            try xml.element("thead") { xml throws(XMLWriterError) in
                try xml.element("tr") { xml throws(XMLWriterError) in
                    for weekday in locale.weekdaysInOrder {
                        try xml.element("th", ["scope": "col"]) { xml throws(XMLWriterError) in
                            try xml.element(
                                "abbr", ["title": locale.weekdayName(weekday)], text: locale.shortWeekdayName(weekday))
                        }
                    }
                }
            }
            try xml.lineBreak()
            try xml.element("tbody", lineBreaks: true) { xml throws(XMLWriterError) in
                for week in grid.weeks {
                    try xml.element("tr") { xml throws(XMLWriterError) in
                        for day in week { try renderMiniCell(day, inMonth: grid.contains(day), into: xml) }
                    }
                    try xml.lineBreak()
                }
            }
        }
    }

    /// Writes one cell of a small grid; days of other months stay empty.
    private func renderMiniCell(_ day: CalendarDay, inMonth: Bool, into xml: borrowing XMLWriter) throws(XMLWriterError)
    {
        try xml.startElement("td")
        guard inMonth else {
            try xml.attribute("class", "outside-month")
            try xml.endElement()
            return
        }
        try xml.attribute("class", calendar.classes(of: day, inMonth: true))
        if day == calendar.today { try xml.attribute("aria-current", "date") }
        let names = calendar.holidays(on: day).map { calendar.displayName(of: $0) }
        if !names.isEmpty { try xml.attribute("title", names.joined(separator: ", ")) }
        if let link = calendar.agendaLink(for: day) {
            try xml.element("a", ["href": link]) { xml throws(XMLWriterError) in
                try xml.element("time", ["datetime": day.description], text: locale.number(day.day))
                if !names.isEmpty {
                    try xml.element("span", ["class": "visually-hidden"], text: ": " + names.joined(separator: ", "))
                }
            }
        } else {
            try xml.element("time", ["datetime": day.description], text: locale.number(day.day))
        }
        try xml.endElement()
    }

    /// Writes the year's holidays with visible dates.
    private func renderHolidayList(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let holidays = calendar.holidays(inYear: year)
        try xml.element("section", ["class": "year-holidays"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("h2", text: locale.labels[.holidays])
            try xml.lineBreak()
            if holidays.isEmpty {
                try xml.element("p", text: locale.labels[.noHolidays])
                try xml.lineBreak()
                return
            }
            try xml.element("ul", ["class": "entries"], lineBreaks: true) { xml throws(XMLWriterError) in
                for holiday in holidays {
                    try XHTMLHolidayEntry(holiday: holiday)
                        .render(.dated(locale.dayAndMonth(holiday.day)), into: xml, site: calendar, locale: locale)
                }
            }
        }
    }
}
