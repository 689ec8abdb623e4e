import CalendarCore

/// The site's front page, `index.html`: every calendar with its summary, its years and its `.ics` link.
struct XHTMLIndexPage {
    /// The calendars, sorted by id.
    let calendars: [HolidayCalendar]
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.index }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let document = XHTMLDocument(
            title: SiteLabels.siteTitle, locale: locale, generator: options.generator, stylesheet: SitePaths.stylesheet,
            bodyClass: "index-page")
        return try document.render { xml throws(XMLWriterError) in
            try xml.element("header", ["class": "page-header"], lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("h1", text: SiteLabels.siteTitle)
                try xml.lineBreak()
            }
            try xml.element("main", lineBreaks: true) { xml throws(XMLWriterError) in
                for calendar in calendars {
                    try renderCalendar(calendar, into: xml)
                }
            }
        }
    }

    /// Writes one calendar's section.
    private func renderCalendar(_ calendar: HolidayCalendar, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.element("section", ["class": "calendar", "id": "calendar-\(calendar.id)"], lineBreaks: true) {
            xml throws(XMLWriterError) in
            try xml.element("h2", text: calendar.title)
            try xml.lineBreak()
            if !calendar.summary.isEmpty {
                try xml.element("p", ["class": "summary"], text: calendar.summary)
                try xml.lineBreak()
            }
            try xml.element("ul", ["class": "years"]) { xml throws(XMLWriterError) in
                for year in calendar.range.years {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        try xml.element("a", ["href": SitePaths.year(calendar.id, year)], text: String(year))
                    }
                }
            }
            try xml.lineBreak()
            if options.includesICS {
                try xml.element("p", ["class": "subscribe"]) { xml throws(XMLWriterError) in
                    try xml.element("a", ["href": SitePaths.ics(calendar.id), "type": "text/calendar"], text: SiteLabels.subscribe)
                }
                try xml.lineBreak()
            }
        }
    }
}
