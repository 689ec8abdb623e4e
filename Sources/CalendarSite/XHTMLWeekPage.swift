import CalendarCore

/// The week page of one calendar, `<id>/week.html`: last week, this week and next week around today.
///
/// A `<table class="week">` of three rows of seven ``XHTMLDayCell``s, each row headed by `th scope="row"`
/// (`Last week`, `This week`, `Next week`, with the ISO week number when ``SiteOptions/showsWeekNumbers`` is
/// on), columns headed by `th scope="col"` with full weekday names. Days show their date with the month
/// (`14. Mai`), since the weeks may cross months; past, today and future are marked as on month pages, and
/// today's cell alone has `aria-current="date"`. The page exists only when
/// ``SiteCalendar/weeksAroundToday(firstWeekday:)`` finds days of the calendar's range in those weeks.
struct XHTMLWeekPage {
    let calendar: SiteCalendar
    /// The three weeks, each of seven days.
    let weeks: [[CalendarDay]]
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.week(calendar.id) }

    /// The year the page belongs to in the breadcrumb and views menu: today's, or the first year of the
    /// calendar's range it shows.
    private var year: Int {
        if let today = calendar.today, calendar.hasYearPage(today.year) { return today.year }
        return weeks.joined().first(where: calendar.calendar.range.contains)?.year ?? calendar.calendar.range.first.year
    }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let labels = locale.labels
        let document = XHTMLDocument(
            title: "\(labels[.weekView]) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, bodyClass: "week-page")
        let chrome = XHTMLCalendarChrome(site: calendar, locale: locale, options: options)
        return try document.render { xml throws(XMLWriterError) in
            try chrome.render(
                .week, year: year, current: labels[.weekView], into: xml,
                heading: { xml throws(XMLWriterError) in try xml.text(calendar.calendar.title) },
                content: { xml throws(XMLWriterError) in try renderTable(into: xml) })
        }
    }

    /// Writes the table of the three weeks.
    private func renderTable(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let labels = locale.labels
        let cell = XHTMLDayCell(site: calendar, locale: locale, options: options)
        let rowLabels = [labels[.lastWeek], labels[.thisWeek], labels[.nextWeek]]
        let first = weeks.first?.first ?? calendar.calendar.range.first
        let last = weeks.last?.last ?? first
        try xml.element("table", ["class": "week"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("caption") { xml throws(XMLWriterError) in
                try xml.text(labels[.weekTitle] + ": ")
                try xml.element("time", ["datetime": first.description], text: locale.dayAndMonth(first))
                try xml.text(" – ")
                try xml.element("time", ["datetime": last.description], text: locale.date(last))
            }
            try xml.lineBreak()
            try xml.element("thead", lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("tr") { xml throws(XMLWriterError) in
                    try xml.element("td", ["class": "week-label"])
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
                for (index, week) in weeks.enumerated() {
                    try xml.element(
                        "tr", ["class": ["last-week", "this-week", "next-week"][min(index, 2)]], lineBreaks: true
                    ) {
                        xml throws(XMLWriterError) in
                        try xml.element("th", ["scope": "row", "class": "week-label"]) { xml throws(XMLWriterError) in
                            try xml.text(rowLabels[min(index, 2)])
                            if options.showsWeekNumbers, let number = ISOWeek.number(ofRow: week) {
                                try xml.text(" ")
                                try xml.element(
                                    "span", ["class": "week-number"],
                                    text: labels.text(.weekNumber, ["week": locale.number(number)]))
                            }
                        }
                        try xml.lineBreak()
                        for day in week {
                            try cell.render(day, inMonth: true, dateText: locale.dayAndMonth(day), into: xml)
                        }
                    }
                }
            }
        }
    }
}
