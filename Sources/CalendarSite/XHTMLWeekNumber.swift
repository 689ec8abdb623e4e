import CalendarCore

/// The optional ISO 8601 week-number column of month and week tables (``SiteOptions/showsWeekNumbers``).
///
/// ```html
/// <th scope="col" class="week-number"><abbr title="Week">Wk</abbr></th>                      (header row)
/// <th scope="row" class="week-number"><span class="visually-hidden">Week 12</span><span
///   aria-hidden="true">12</span></th>                                                           (each week row)
/// ```
enum XHTMLWeekNumber {
    /// Writes the column's header cell.
    static func header(labels: SiteLabels, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.element("th", ["scope": "col", "class": "week-number"]) { xml throws(XMLWriterError) in
            try xml.element("abbr", ["title": labels[.weekColumn]], text: labels[.weekAbbreviation])
        }
    }

    /// Writes a row's header cell: the ISO week of the row (see ``ISOWeek/number(ofRow:)``).
    static func rowHeader(_ week: [CalendarDay], locale: SiteLocale, into xml: borrowing XMLWriter)
        throws(XMLWriterError)
    {
        let number = ISOWeek.number(ofRow: week).map(locale.number) ?? ""
        try xml.element("th", ["scope": "row", "class": "week-number"]) { xml throws(XMLWriterError) in
            try xml.element(
                "span", ["class": "visually-hidden"], text: locale.labels.text(.weekNumber, ["week": number]))
            try xml.element("span", ["aria-hidden": "true"], text: number)
        }
    }
}
