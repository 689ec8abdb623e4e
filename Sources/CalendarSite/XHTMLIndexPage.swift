import CalendarCore

/// The site's front page, `index.html`: every calendar with what it contains, its views and its `.ics`.
///
/// ```html
/// <section class="calendar" id="calendar-de-by">
///   <h2>Feiertage in Bayern</h2>
///   <p class="summary">…</p>
///   <dl class="contents"><dt>Regions</dt><dd>DE-BY</dd><dt>Categories</dt><dd>public holiday</dd>
///     <dt>Dates</dt><dd>1 January 2026 – 31 December 2027</dd></dl>
///   <p class="entry-count">Entries: 28</p>
///   <ul class="years"><li><a href="de-by/2026.html">2026</a></li>…</ul>
///   <ul class="calendar-views"><li><a href="de-by/week.html">This week</a></li>
///     <li><a href="de-by/2026-agenda.html">Agenda 2026</a></li>…</ul>
///   <ul class="subscribe-links">…</ul>                                 (see XHTMLSubscribe)
/// </section>
/// ```
struct XHTMLIndexPage {
    /// The calendars, sorted by id.
    let calendars: [SiteCalendar]
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.index }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let labels = locale.labels
        let document = XHTMLDocument(
            title: labels[.siteTitle], locale: locale, generator: options.generator, stylesheet: SitePaths.stylesheet,
            bodyClass: "index-page")
        return try document.render { xml throws(XMLWriterError) in
            try XHTMLNavigation.skipLink(labels: labels, into: xml)
            try xml.element("header", ["class": "page-header"], lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("h1", text: labels[.siteTitle])
                try xml.lineBreak()
            }
            try xml.element("main", ["id": "content"], lineBreaks: true) { xml throws(XMLWriterError) in
                for calendar in calendars {
                    try renderCalendar(calendar, into: xml)
                }
            }
        }
    }

    /// Writes one calendar's section.
    private func renderCalendar(_ site: SiteCalendar, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let labels = locale.labels
        let calendar = site.calendar
        try xml.element("section", ["class": "calendar", "id": "calendar-\(calendar.id)"], lineBreaks: true) {
            xml throws(XMLWriterError) in
            try xml.element("h2", text: calendar.title)
            try xml.lineBreak()
            if !calendar.summary.isEmpty {
                try xml.element("p", ["class": "summary"], text: calendar.summary)
                try xml.lineBreak()
            }
            try renderContents(site, into: xml)
            try xml.element("ul", ["class": "years"]) { xml throws(XMLWriterError) in
                for year in calendar.range.years {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        try xml.element("a", ["href": SitePaths.year(calendar.id, year)], text: locale.number(year))
                    }
                }
            }
            try xml.lineBreak()
            try xml.element("ul", ["class": "calendar-views"]) { xml throws(XMLWriterError) in
                if site.weeksAroundToday(firstWeekday: locale.firstWeekday) != nil {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        try xml.element("a", ["href": SitePaths.week(calendar.id)], text: labels[.weekView])
                    }
                }
                for year in calendar.range.years {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        try xml.element(
                            "a", ["href": SitePaths.agenda(calendar.id, year)],
                            text: labels.text(.agendaView, ["year": locale.number(year)]))
                    }
                }
            }
            try xml.lineBreak()
            if site.linksICS(options) {
                try XHTMLSubscribe(
                    id: calendar.id, relativeLink: SitePaths.ics(calendar.id), links: options.subscriptionLinks,
                    labels: labels
                ).render(into: xml)
            }
        }
    }

    /// Writes what the calendar contains: regions, categories, dates, and how many entries.
    private func renderContents(_ site: SiteCalendar, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let labels = locale.labels
        let calendar = site.calendar
        let categories = Set(calendar.holidays.flatMap(\.categories)).sorted()
        try xml.element("dl", ["class": "contents"]) { xml throws(XMLWriterError) in
            try xml.element("dt", text: labels[.regions])
            try xml.element("dd", text: calendar.regions.map(\.description).joined(separator: ", "))
            if !categories.isEmpty {
                try xml.element("dt", text: labels[.categories])
                try xml.element("dd", text: categories.map(labels.category).joined(separator: ", "))
            }
            try xml.element("dt", text: labels[.dates])
            try xml.element("dd") { xml throws(XMLWriterError) in
                let range = calendar.range
                try xml.element("time", ["datetime": range.first.description], text: locale.date(range.first))
                try xml.text(" – ")
                try xml.element("time", ["datetime": range.last.description], text: locale.date(range.last))
            }
        }
        try xml.lineBreak()
        try xml.element(
            "p", ["class": "entry-count"], text: labels.text(.entryCount, ["count": locale.number(site.entryCount)]))
        try xml.lineBreak()
    }
}
