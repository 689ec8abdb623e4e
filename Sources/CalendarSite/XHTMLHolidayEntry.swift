import CalendarCore

/// One holiday as a microformats2 `h-event` list item.
///
/// ```html
/// <li class="h-event holiday" title="New Year's Day / Neujahr">
///   <span class="p-name">Neujahr</span>
///   <time class="dt-start visually-hidden" datetime="2025-01-01">2025-01-01</time>
///   <span class="p-category category-public">public</span>
///   <span class="note substitute">substitute for … (<time datetime="…">…</time>)</span>
///   <span class="note estimated">estimated</span>
/// </li>
/// ```
/// (written on one line). The name is in the calendar's language, with `lang` when that differs from the page's;
/// the `title` gives the English and the local name when they differ. Substitute and estimated dates get a
/// visible note, so nothing depends on colour.
struct XHTMLHolidayEntry {
    /// How the `dt-start` date appears.
    enum DateStyle {
        /// Hidden visually (the day cell already shows the date), still read by machines and screen readers.
        case hidden
        /// Shown before the name with this text, e.g. `3. Oktober`.
        case visible(String)
    }

    let holiday: Holiday
    let calendar: SiteCalendar
    /// The page's primary language subtag, e.g. `de`, to decide whether the name needs its own `lang`.
    let pageLanguage: String
    let dateStyle: DateStyle

    /// Writes the `<li>`.
    func render(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        let name = calendar.calendar.displayName(of: holiday)
        var classes = "h-event holiday"
        if holiday.isSubstitute { classes += " substitute" }
        if holiday.isEstimated { classes += " estimated" }
        try xml.startElement("li")
        try xml.attribute("class", classes)
        if name != holiday.names.english { try xml.attribute("title", "\(holiday.names.english) / \(name)") }

        if case .visible(let text) = dateStyle {
            try startTime(into: xml)
            try xml.text(text)
            try xml.endElement()
            try xml.text(" ")
        }
        try xml.startElement("span")
        try xml.attribute("class", "p-name")
        let language = calendar.nameLanguage(of: holiday)
        if primarySubtag(language) != pageLanguage {
            try xml.attribute("lang", language)
            try xml.attribute("xml:lang", language)
        }
        try xml.text(name)
        try xml.endElement()
        if case .hidden = dateStyle {
            try xml.text(" ")
            try startTime(into: xml, hidden: true)
            try xml.text(holiday.day.description)
            try xml.endElement()
        }
        for category in holiday.categories {
            try xml.text(" ")
            try xml.element("span", ["class": "p-category category-\(category.rawValue)"], text: category.rawValue)
        }
        if let substitute = holiday.substitute {
            try xml.text(" ")
            try xml.element("span", ["class": "note substitute"]) { xml throws(XMLWriterError) in
                if let replaced = calendar.replacedHoliday(by: holiday) {
                    try xml.text("\(SiteLabels.substituteFor) \(calendar.calendar.displayName(of: replaced)) (")
                } else {
                    try xml.text("\(SiteLabels.substituteForUnknown) ")
                }
                try xml.element("time", ["datetime": substitute.actualDay.description], text: substitute.actualDay.description)
                if calendar.replacedHoliday(by: holiday) != nil { try xml.text(")") }
            }
        }
        if holiday.isEstimated {
            try xml.text(" ")
            try xml.element("span", ["class": "note estimated"], text: SiteLabels.estimated)
        }
        try xml.endElement()
        try xml.lineBreak()
    }

    private func startTime(into xml: borrowing XMLWriter, hidden: Bool = false) throws(XMLWriterError) {
        try xml.startElement("time")
        try xml.attribute("class", hidden ? "dt-start visually-hidden" : "dt-start")
        try xml.attribute("datetime", holiday.day.description)
    }
}

/// The primary language subtag of a BCP 47 tag, lower-cased: `de` for `de-DE`.
func primarySubtag(_ tag: String) -> String {
    String(tag.split(separator: "-").first ?? Substring(tag)).lowercased()
}
