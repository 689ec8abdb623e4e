import CalendarCore

/// One day cell of a month or week table, shared by ``XHTMLMonthPage`` and ``XHTMLWeekPage``.
///
/// ```html
/// <td class="day weekend holiday today" aria-current="date">
///   <span class="cell-weekday" aria-hidden="true">So</span>
///   <a class="day-link" href="2025-agenda.html#2025-03-30"><time datetime="2025-03-30">30</time><span
///     class="visually-hidden"> – zur Terminliste</span></a>
///   <strong class="today-label">Heute</strong>
///   <span class="weather" data-wmo="61">…</span>                 (a day with a forecast: XHTMLWeather)
///   <ul class="entries">
///     <li class="h-event holiday" tabindex="0">…</li>        (up to SiteOptions.maximumEntriesPerCell)
///     <li class="more"><a href="2025-agenda.html#2025-03-30">+2 weitere<span class="visually-hidden">
///       (30. März)</span></a></li>
///   </ul>
/// </td>
/// ```
/// The classes come from ``SiteCalendar/classes(of:inMonth:)``; only today's cell has `aria-current="date"`.
/// A day with entries links to its section of the agenda page; a day without has no section, so no link.
/// Days of the neighbouring months (`inMonth == false`) show their date only: their entries are on their
/// own month's page.
struct XHTMLDayCell {
    let site: SiteCalendar
    let locale: SiteLocale
    let options: SiteOptions

    /// Writes the cell of `day`, its date shown as `dateText` (`14`, or `14. Mai` on the week page).
    func render(_ day: CalendarDay, inMonth: Bool, dateText: String, into xml: borrowing XMLWriter)
        throws(XMLWriterError)
    {
        let labels = locale.labels
        try xml.startElement("td")
        try xml.attribute("class", site.classes(of: day, inMonth: inMonth))
        let isToday = day == site.today
        if isToday { try xml.attribute("aria-current", "date") }
        // The weekday, shown only where the grid becomes a list (narrow screens); the column header says it otherwise.
        if inMonth {
            try xml.element(
                "span", ["class": "cell-weekday", "aria-hidden": "true"], text: locale.shortWeekdayName(day.weekday))
        }
        let entries = inMonth ? site.entries(on: day) : []
        let agendaLink = entries.isEmpty ? nil : site.agendaLink(for: day)
        if let agendaLink {
            try xml.element("a", ["class": "day-link", "href": agendaLink]) { xml throws(XMLWriterError) in
                try xml.element("time", ["datetime": day.description], text: dateText)
                try xml.element("span", ["class": "visually-hidden"], text: " – " + labels[.seeAgenda])
            }
        } else {
            try xml.element("time", ["datetime": day.description], text: dateText)
        }
        if isToday {
            try xml.text(" ")
            try xml.element("strong", ["class": "today-label"], text: labels[.today])
        }
        if inMonth, let weather = site.weather(on: day), let forecast = site.forecast {
            try xml.text(" ")
            try XHTMLWeather(forecast: weather, unit: forecast.unit).render(into: xml, locale: locale)
        }
        if !entries.isEmpty {
            let shown = max(1, options.maximumEntriesPerCell)
            try xml.element("ul", ["class": "entries"], lineBreaks: true) { xml throws(XMLWriterError) in
                for entry in entries.prefix(shown) {
                    try entry.render(.cell, into: xml, site: site, locale: locale)
                }
                if entries.count > shown {
                    try renderMore(entries.count - shown, on: day, link: agendaLink, into: xml)
                }
            }
        }
        try xml.endElement()
        try xml.lineBreak()
    }

    /// Writes "+N more", linking to the day's agenda section when there is one.
    private func renderMore(_ count: Int, on day: CalendarDay, link: String?, into xml: borrowing XMLWriter)
        throws(XMLWriterError)
    {
        let text = locale.labels.text(.more, ["count": locale.number(count)])
        try xml.element("li", ["class": "more"]) { xml throws(XMLWriterError) in
            if let link {
                try xml.element("a", ["href": link]) { xml throws(XMLWriterError) in
                    try xml.text(text)
                    try xml.element("span", ["class": "visually-hidden"], text: " (\(locale.dayAndMonth(day)))")
                }
            } else {
                try xml.text(text)
            }
        }
        try xml.lineBreak()
    }
}
