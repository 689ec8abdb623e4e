import CalendarCore

/// One occurrence of an agenda event on one day, as a microformats2 `h-event` list item.
///
/// ```html
/// <li class="h-event agenda">
///   <time class="dt-start" datetime="2026-05-14T22:00+02:00">22:00</time>–<time class="dt-end"
///     datetime="2026-05-15T02:00+02:00">…</time>
///   <span class="p-name">Release night</span> <span class="p-location">Room 1</span>
///   <span class="p-category">team</span>
/// </li>
/// ```
/// (written on one line). Times are in the display zone, with their UTC offset in `datetime`. An entry
/// that spans several days is listed on each; a day it continues from or into shows `…` for the time on
/// the other day. All-day entries carry their dates in visually hidden `time` elements (the cell says the day).
struct XHTMLAgendaEntry {
    let occurrence: AgendaOccurrence
    /// The day cell it is written in.
    let day: CalendarDay

    /// Writes the `<li>`.
    func render(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.startElement("li")
        try xml.attribute("class", "h-event agenda")
        if let details = occurrence.details { try xml.attribute("title", details) }
        if occurrence.isAllDay {
            try time("dt-start visually-hidden", occurrence.start.day.description, text: occurrence.start.day.description, xml)
            try xml.text(" ")
        } else {
            let startsToday = occurrence.start.day == day
            let endsToday =
                occurrence.end.day == day || (occurrence.end.day == day.adding(days: 1) && occurrence.end.secondOfDay == 0)
            try time("dt-start", occurrence.start.htmlDateTime, text: startsToday ? occurrence.start.timeText : "…", xml)
            if occurrence.endInstant != occurrence.startInstant {
                try xml.text("–")
                try time("dt-end", occurrence.end.htmlDateTime, text: endsToday ? occurrence.end.timeText : "…", xml)
            }
            try xml.text(" ")
        }
        try xml.element("span", ["class": "p-name"], text: occurrence.title)
        if let location = occurrence.location {
            try xml.text(" ")
            try xml.element("span", ["class": "p-location"], text: location)
        }
        if occurrence.isAllDay, occurrence.end.day > occurrence.start.day.adding(days: 1) {
            try xml.text(" ")
            // The exclusive end, as in the .ics; hidden like the start.
            try time("dt-end visually-hidden", occurrence.end.day.description, text: occurrence.end.day.description, xml)
        }
        for category in occurrence.categories {
            try xml.text(" ")
            try xml.element("span", ["class": "p-category"], text: category)
        }
        try xml.endElement()
        try xml.lineBreak()
    }

    private func time(_ classes: String, _ datetime: String, text: String, _ xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.startElement("time")
        try xml.attribute("class", classes)
        try xml.attribute("datetime", datetime)
        try xml.text(text)
        try xml.endElement()
    }
}
