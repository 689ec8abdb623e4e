import CalendarCore

/// The agenda page of one year of one calendar, `<id>/<YYYY>-agenda.html`: every entry in chronological order.
///
/// One section per month that has entries, headed by a link to its month page, holding one section per day
/// with entries; a day's section has the day as its `id` (`#2025-03-30`), which day cells and "+N more" link
/// to, and lists all of that day's entries with their details visible (``SiteEntryStyle/agenda``):
///
/// ```html
/// <section class="agenda-month">
///   <h2><a href="2025-03.html">März 2025</a></h2>
///   <section class="agenda-day weekend holiday future" id="2025-03-30">
///     <h3><time datetime="2025-03-30">Sonntag, 30. März 2025</time></h3>
///     <ul class="entries"><li class="h-event holiday">…<dl class="details">…</dl></li></ul>
///   </section>
/// </section>
/// ```
/// Today gets a section even when nothing is listed on it, marked `aria-current="date"`, so the page shows
/// where "now" is; so does every day with a forecast, which shows it (`<p class="agenda-weather">`, see
/// `XHTMLWeather`) under its heading. Previous and next years' agenda pages are linked with `rel="prev"`/`"next"`.
struct XHTMLAgendaPage {
    let calendar: SiteCalendar
    let year: Int
    let locale: SiteLocale
    let options: SiteOptions

    /// The page's path from the site root.
    var path: String { SitePaths.agenda(calendar.id, year) }

    /// Renders the page.
    func render() throws(XMLWriterError) -> String {
        let labels = locale.labels
        let title = labels.text(.agendaTitle, ["year": locale.number(year)])
        let previous = calendar.hasYearPage(year - 1) ? year - 1 : nil
        let next = calendar.hasYearPage(year + 1) ? year + 1 : nil
        let document = XHTMLDocument(
            title: "\(title) · \(calendar.calendar.title)", locale: locale, generator: options.generator,
            stylesheet: SitePaths.stylesheetFromCalendar, previous: previous.map(SitePaths.agendaFileName),
            next: next.map(SitePaths.agendaFileName), bodyClass: "agenda-page")
        let chrome = XHTMLCalendarChrome(site: calendar, locale: locale, options: options)
        return try document.render { xml throws(XMLWriterError) in
            try chrome.render(
                .agenda, year: year, current: title, into: xml,
                heading: { xml throws(XMLWriterError) in
                    try xml.text(calendar.calendar.title + " · ")
                    try xml.element("span", ["class": "year-number"], text: title)
                },
                content: { xml throws(XMLWriterError) in
                    try XHTMLNavigation.pager(
                        label: labels[.yearNavigation],
                        previous: previous.map {
                            (.init(href: SitePaths.agendaFileName($0), label: locale.number($0)), labels[.previousYear])
                        },
                        next: next.map {
                            (.init(href: SitePaths.agendaFileName($0), label: locale.number($0)), labels[.nextYear])
                        },
                        direction: locale.direction, into: xml)
                    try renderDays(into: xml)
                })
        }
    }

    /// The days with a section: those with entries or a forecast, and today when it is in this year's part of
    /// the range.
    private var days: [CalendarDay] {
        var days = calendar.entryDays(inYear: year)
        var extra = calendar.forecastDays(inYear: year)
        if let today = calendar.today, today.year == year, calendar.calendar.range.contains(today) {
            extra.append(today)
        }
        let missing = Set(extra).subtracting(days)
        if !missing.isEmpty {
            days = (days + missing).sorted()
        }
        return days
    }

    /// Writes the month sections with their day sections.
    private func renderDays(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let days = days
        guard !days.isEmpty else {
            try xml.element(
                "p", ["class": "agenda-empty"], text: locale.labels.text(.agendaEmpty, ["year": locale.number(year)]))
            try xml.lineBreak()
            return
        }
        var index = 0
        while index < days.count {
            let month = days[index].month
            var end = index
            while end < days.count, days[end].month == month { end += 1 }
            let monthDays = days[index..<end]
            try xml.element("section", ["class": "agenda-month"], lineBreaks: true) { xml throws(XMLWriterError) in
                let first = monthDays[monthDays.startIndex].firstOfMonth
                try xml.element("h2") { xml throws(XMLWriterError) in
                    if calendar.hasMonthPage(first) {
                        try xml.element("a", ["href": SitePaths.monthFileName(first)], text: locale.monthAndYear(first))
                    } else {
                        try xml.text(locale.monthAndYear(first))
                    }
                }
                try xml.lineBreak()
                for day in monthDays {
                    try renderDay(day, into: xml)
                }
            }
            index = end
        }
    }

    /// Writes one day's section.
    private func renderDay(_ day: CalendarDay, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let labels = locale.labels
        let isToday = day == calendar.today
        try xml.startElement("section")
        try xml.attribute("class", "agenda-" + calendar.classes(of: day, inMonth: true))
        try xml.attribute("id", day.description)
        if isToday { try xml.attribute("aria-current", "date") }
        try xml.lineBreak()
        try xml.element("h3") { xml throws(XMLWriterError) in
            try xml.element("time", ["datetime": day.description], text: locale.fullDate(day))
            if isToday {
                try xml.text(" ")
                try xml.element("strong", ["class": "today-label"], text: labels[.today])
            }
        }
        try xml.lineBreak()
        if let weather = calendar.weather(on: day), let forecast = calendar.forecast {
            try xml.element("p", ["class": "agenda-weather"]) { xml throws(XMLWriterError) in
                try XHTMLWeather(forecast: weather, unit: forecast.unit).render(into: xml, locale: locale)
            }
            try xml.lineBreak()
        }
        let entries = calendar.entries(on: day)
        if entries.isEmpty, isToday {
            try xml.element("p", ["class": "agenda-nothing"], text: labels[.nothingToday])
            try xml.lineBreak()
        } else if !entries.isEmpty {
            try xml.element("ul", ["class": "entries"], lineBreaks: true) { xml throws(XMLWriterError) in
                for entry in entries {
                    try entry.render(.agenda, into: xml, site: calendar, locale: locale)
                }
            }
        }
        try xml.endElement()
        try xml.lineBreak()
    }
}
