import CalendarCore

/// One holiday as a microformats2 `h-event` list item: the site's ``SiteEntry`` for holidays.
///
/// In a day cell (``SiteEntryStyle/cell``):
///
/// ```html
/// <li class="h-event holiday substitute" tabindex="0">
///   <span class="p-name">Neujahr (Ersatztag)</span>
///   <time class="dt-start visually-hidden" datetime="2025-01-02">2025-01-02</time>
///   <data class="p-category category-public" value="public">gesetzlicher Feiertag</data>
///   <span class="note substitute">Ersatz für Neujahr (<time datetime="2025-01-01">1. Januar</time>)</span>
///   <dl class="details">
///     <dt>Namen</dt><dd><span lang="en" xml:lang="en">New Year's Day (substitute)</span> (Englisch); …</dd>
///                                  (English, the local names, and the shown name if it is a translation)
///     <dt>Kategorie</dt><dd>gesetzlicher Feiertag</dd>
///     <dt>Region</dt><dd>DE</dd>
///     <dt>Quelle</dt><dd>Almanacs eingebaute Feiertagsregeln</dd>
///   </dl>
/// </li>
/// ```
/// (written on one line). The name is in the calendar's name language, with `lang` when that differs from the
/// page's. The category's value is the machine word (`public`), its text the label. Substitute and estimated
/// dates get visible notes, so nothing depends on colour. The item is focusable (`tabindex="0"`) so that the
/// details, which the theme shows on hover, also appear on keyboard focus; on the agenda page they are always
/// shown, and the theme prints them.
struct XHTMLHolidayEntry: SiteEntry {
    let holiday: Holiday

    func render(
        _ style: SiteEntryStyle, into xml: borrowing XMLWriter, site: SiteCalendar, locale: SiteLocale
    ) throws(XMLWriterError) {
        let labels = locale.labels
        var classes = "h-event holiday"
        if holiday.isSubstitute { classes += " substitute" }
        if holiday.isEstimated { classes += " estimated" }
        try xml.startElement("li")
        try xml.attribute("class", classes)
        if style == .cell { try xml.attribute("tabindex", "0") }

        if let text = style.visibleDate {
            try startTime(into: xml, hidden: false)
            try xml.text(text)
            try xml.endElement()
            try xml.text(" ")
        }
        try xml.startElement("span")
        try xml.attribute("class", "p-name")
        try languageAttributes(site.nameLanguage(of: holiday), page: locale, into: xml)
        try xml.text(site.displayName(of: holiday))
        try xml.endElement()
        if style.visibleDate == nil {
            try xml.text(" ")
            try startTime(into: xml, hidden: true)
            try xml.text(holiday.day.description)
            try xml.endElement()
        }
        for category in holiday.categories {
            try xml.text(" ")
            try xml.element(
                "data", ["class": "p-category category-\(category.rawValue)", "value": category.rawValue],
                text: labels.category(category))
        }
        if let substitute = holiday.substitute {
            try xml.text(" ")
            try xml.element("span", ["class": "note substitute"]) { xml throws(XMLWriterError) in
                let date = locale.dayAndMonth(substitute.actualDay)
                if let replaced = site.replacedHoliday(by: holiday) {
                    try xml.text("\(labels[.substituteFor]) \(site.displayName(of: replaced)) (")
                    try xml.element("time", ["datetime": substitute.actualDay.description], text: date)
                    try xml.text(")")
                } else {
                    try xml.text("\(labels[.substituteForUnknown]) ")
                    try xml.element("time", ["datetime": substitute.actualDay.description], text: date)
                }
            }
        }
        if holiday.isEstimated {
            try xml.text(" ")
            try xml.element("span", ["class": "note estimated"], text: labels[.estimated])
        }
        if style.visibleDate == nil {
            try renderDetails(into: xml, site: site, locale: locale)
        }
        try xml.endElement()
        try xml.lineBreak()
    }

    /// Writes the details list: the English and the local names (and the shown name when it is a translation),
    /// each with its language, the categories, the region and the source.
    private func renderDetails(
        into xml: borrowing XMLWriter, site: SiteCalendar, locale: SiteLocale
    ) throws(XMLWriterError) {
        let labels = locale.labels
        try xml.element("dl", ["class": "details"]) { xml throws(XMLWriterError) in
            try xml.element("dt", text: labels[.names])
            try xml.element("dd") { xml throws(XMLWriterError) in
                var shown = holiday.names.localNames
                let shownTag = site.nameLanguage(of: holiday)
                if let translated = holiday.names.others[shownTag] { shown[shownTag] = translated }
                let names = [("en", holiday.names.english)] + shown.sorted { $0.key < $1.key }
                for (index, (language, name)) in names.enumerated() {
                    if index > 0 { try xml.text("; ") }
                    try xml.startElement("span")
                    try languageAttributes(language, page: locale, into: xml)
                    try xml.text(name)
                    try xml.endElement()
                    try xml.text(" ")
                    try xml.element("span", ["class": "language"], text: "(\(locale.languageName(language)))")
                }
            }
            try xml.element("dt", text: labels[.category])
            try xml.element("dd", text: holiday.categories.map(labels.category).joined(separator: ", "))
            try xml.element("dt", text: labels[.region])
            try xml.element("dd", text: holiday.region.description)
            try xml.element("dt", text: labels[.source])
            try xml.element("dd", text: labels.source(holiday.source))
            if holiday.isEstimated {
                try xml.element("dt", text: labels[.estimated])
                try xml.element("dd", text: labels[.estimatedDetail])
            }
        }
    }

    private func startTime(into xml: borrowing XMLWriter, hidden: Bool) throws(XMLWriterError) {
        try xml.startElement("time")
        try xml.attribute("class", hidden ? "dt-start visually-hidden" : "dt-start")
        try xml.attribute("datetime", holiday.day.description)
    }
}

/// Adds `lang` and `xml:lang` for text in `language` when it is not the page's language.
func languageAttributes(_ language: String, page: SiteLocale, into xml: borrowing XMLWriter) throws(XMLWriterError) {
    guard primarySubtag(language) != page.language else { return }
    try xml.attribute("lang", language)
    try xml.attribute("xml:lang", language)
}

/// The primary language subtag of a BCP 47 tag, lower-cased: `de` for `de-DE`.
func primarySubtag(_ tag: String) -> String {
    String(tag.split(separator: "-").first ?? Substring(tag)).lowercased()
}
