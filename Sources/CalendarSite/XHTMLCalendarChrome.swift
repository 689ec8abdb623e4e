import CalendarCore

/// What every page of one calendar shares around its content: the skip link, the header (breadcrumb,
/// heading, the menu of views) and the footer with the subscription links.
///
/// ```html
/// <a class="skip-link" href="#content">Skip to the calendar</a>
/// <header class="page-header">
///   <nav class="breadcrumb" aria-label="Breadcrumb">…All calendars › Year 2025 › March 2025…</nav>
///   <h1>Feiertage in Deutschland</h1>
///   <nav class="views" aria-label="Views of this calendar">…Year 2025 · Agenda 2025 · This week…</nav>
/// </header>
/// <main id="content">…</main>
/// <footer class="page-footer"><section class="subscribe">…</section></footer>
/// ```
struct XHTMLCalendarChrome {
    /// The kinds of calendar page, for marking the current one in the views menu.
    enum View {
        case year, month, agenda, week
    }

    let site: SiteCalendar
    let locale: SiteLocale
    let options: SiteOptions

    /// Writes the whole body: header, `<main id="content">` with `content`, footer.
    ///
    /// - Parameters:
    ///   - view: The kind of page.
    ///   - year: The year the page belongs to, for the breadcrumb and the year and agenda links.
    ///   - current: The last breadcrumb (the page itself); `nil` on a year page, whose year crumb is current.
    ///   - heading: Writes the contents of `<h1>`.
    ///   - content: Writes the contents of `<main>`.
    func render(
        _ view: View, year: Int, current: String?, into xml: borrowing XMLWriter,
        heading: (borrowing XMLWriter) throws(XMLWriterError) -> Void,
        content: (borrowing XMLWriter) throws(XMLWriterError) -> Void
    ) throws(XMLWriterError) {
        let labels = locale.labels
        let yearLabel = labels.text(.yearView, ["year": locale.number(year)])
        try XHTMLNavigation.skipLink(labels: labels, into: xml)
        try xml.element("header", ["class": "page-header"], lineBreaks: true) { xml throws(XMLWriterError) in
            var crumbs: [XHTMLNavigation.Crumb] = [
                .init(label: labels[.allCalendars], href: SitePaths.indexFromCalendar)
            ]
            if let current {
                if site.hasYearPage(year) { crumbs.append(.init(label: yearLabel, href: SitePaths.yearFileName(year))) }
                crumbs.append(.init(label: current, href: nil))
            } else {
                crumbs.append(.init(label: yearLabel, href: nil))
            }
            try XHTMLNavigation.breadcrumb(crumbs, labels: labels, into: xml)
            try xml.element("h1", [:], heading)
            try xml.lineBreak()
            try XHTMLNavigation.views(views(current: view, year: year), labels: labels, into: xml)
        }
        try xml.element("main", ["id": "content"], lineBreaks: true, content)
        try renderFooter(into: xml)
    }

    /// The views menu: the year page, the agenda page and the week page, where they exist.
    private func views(current: View, year: Int) -> [XHTMLNavigation.Crumb] {
        let labels = locale.labels
        var items: [XHTMLNavigation.Crumb] = []
        if site.hasYearPage(year) {
            items.append(
                .init(
                    label: labels.text(.yearView, ["year": locale.number(year)]),
                    href: current == .year ? nil : SitePaths.yearFileName(year)))
            items.append(
                .init(
                    label: labels.text(.agendaView, ["year": locale.number(year)]),
                    href: current == .agenda ? nil : SitePaths.agendaFileName(year)))
        }
        if site.weeksAroundToday(firstWeekday: locale.firstWeekday) != nil {
            items.append(.init(label: labels[.weekView], href: current == .week ? nil : SitePaths.weekFileName))
        }
        return items
    }

    /// Writes the footer with the subscription links (when the site links `.ics` files) and, for a calendar with
    /// a forecast, the credit Open-Meteo's licence (CC BY 4.0) asks for.
    private func renderFooter(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let forecast = site.forecast.flatMap { $0.days.isEmpty ? nil : $0 }
        guard site.linksICS(options) || forecast != nil else { return }
        try xml.element("footer", ["class": "page-footer"], lineBreaks: true) { xml throws(XMLWriterError) in
            if let forecast {
                try xml.element("p", ["class": "weather-attribution"]) { xml throws(XMLWriterError) in
                    try xml.element(
                        "a", ["href": "https://open-meteo.com/"],
                        text: locale.labels.text(.weatherAttribution, ["place": forecast.location.description]))
                }
                try xml.lineBreak()
            }
            guard site.linksICS(options) else { return }
            try xml.element("section", ["class": "subscribe"], lineBreaks: true) { xml throws(XMLWriterError) in
                try xml.element("h2", text: locale.labels[.subscribe])
                try xml.lineBreak()
                try XHTMLSubscribe(
                    id: site.id, relativeLink: SitePaths.icsFromCalendar(site.id), links: options.subscriptionLinks,
                    labels: locale.labels
                ).render(into: xml)
            }
        }
    }
}
