import CalendarCore

/// The page of one year of one calendar: `<id>/<YYYY>.html`.
///
/// The twelve months as small grids (`table.mini-month`), each caption linking to its month page where that
/// page exists, then the year's holidays as a list of `h-event` items with visible dates.
struct XHTMLYearPage {
    let calendar: SiteCalendar
    let year: Int
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.year(calendar.id, year) }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let previous = calendar.hasYearPage(year - 1) ? year - 1 : nil
        let next = calendar.hasYearPage(year + 1) ? year + 1 : nil
        let document = XHTMLDocument(
            title: "\(year) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, previous: previous.map(SitePaths.yearFileName),
            next: next.map(SitePaths.yearFileName), bodyClass: "year-page")
        return try document.render { xml throws(XMLWriterError) in
            try xml.element("header", ["class": "page-header"], lineBreaks: true) { xml throws(XMLWriterError) in
                try XHTMLNavigation.breadcrumb(
                    [
                        .init(label: SiteLabels.allCalendars, href: SitePaths.indexFromCalendar),
                        .init(label: "\(SiteLabels.year) \(year)", href: nil),
                    ], into: xml)
                try xml.element("h1") { xml throws(XMLWriterError) in
                    try xml.text(calendar.calendar.title + " ")
                    try xml.element("span", ["class": "year-number"], text: String(year))
                }
                try xml.lineBreak()
            }
            try xml.element("main", lineBreaks: true) { xml throws(XMLWriterError) in
                try XHTMLNavigation.pager(
                    label: SiteLabels.yearNavigation,
                    previous: previous.map { (.init(href: SitePaths.yearFileName($0), label: String($0)), SiteLabels.previousYear) },
                    next: next.map { (.init(href: SitePaths.yearFileName($0), label: String($0)), SiteLabels.nextYear) },
                    direction: locale.direction, into: xml)
                try xml.element("div", ["class": "year-grid"], lineBreaks: true) { xml throws(XMLWriterError) in
                    for month in 1...12 {
                        if let first = CalendarDay(year: year, month: month, day: 1) {
                            try renderMiniMonth(first, into: xml)
                        }
                    }
                }
                try renderHolidayList(into: xml)
            }
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
                            try xml.element("abbr", ["title": locale.weekdayName(weekday)], text: locale.shortWeekdayName(weekday))
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
    private func renderMiniCell(_ day: CalendarDay, inMonth: Bool, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.startElement("td")
        guard inMonth else {
            try xml.attribute("class", "outside-month")
            try xml.endElement()
            return
        }
        try xml.attribute("class", calendar.classes(of: day, inMonth: true))
        if day == calendar.today { try xml.attribute("aria-current", "date") }
        let names = calendar.holidays(on: day).map { calendar.calendar.displayName(of: $0) }
        if !names.isEmpty { try xml.attribute("title", names.joined(separator: ", ")) }
        try xml.element("time", ["datetime": day.description], text: String(day.day))
        try xml.endElement()
    }

    /// Writes the year's holidays with visible dates.
    private func renderHolidayList(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let holidays = calendar.holidays(inYear: year)
        let pageLanguage = primarySubtag(locale.languageTag)
        try xml.element("section", ["class": "year-holidays"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("h2", text: SiteLabels.holidays)
            try xml.lineBreak()
            if holidays.isEmpty {
                try xml.element("p", text: SiteLabels.noHolidays)
                try xml.lineBreak()
                return
            }
            try xml.element("ul", ["class": "entries"], lineBreaks: true) { xml throws(XMLWriterError) in
                for holiday in holidays {
                    try XHTMLHolidayEntry(
                        holiday: holiday, calendar: calendar, pageLanguage: pageLanguage,
                        dateStyle: .visible(locale.dayAndMonth(holiday.day))
                    ).render(into: xml)
                }
            }
        }
    }
}
