/// Something listed on a day of the site: a holiday (``HolidayEntry``) or, from the agenda readers, an
/// occurrence of the user's own events.
///
/// Pages never look inside an entry. The day model (``SiteCalendar/entries(on:)``) lists each day's entries
/// in order; a day cell shows the first ``SiteOptions/maximumEntriesPerCell`` of them and links "+N more" to
/// the day's section of the agenda page, which shows them all; each entry writes its own microformats2
/// `h-event` (`p-name`, `dt-start` as a `time` with `datetime`, `dt-end` where it has one, `p-category`, and
/// the class `holiday` or `agenda`). A new kind of entry is one new conforming type, added to the day model.
protocol SiteEntry: Sendable {
    /// Writes the entry as one `<li class="h-event …">` followed by a line break.
    ///
    /// - Parameters:
    ///   - style: Where the entry appears, which decides what is visible.
    ///   - xml: The page being written.
    ///   - site: The calendar the page belongs to (names, substitutes).
    ///   - locale: The page's locale and labels.
    func render(
        _ style: SiteEntryStyle, into xml: borrowing XMLWriter, site: SiteCalendar, locale: SiteLocale
    ) throws(XMLWriterError)
}

/// Where an entry appears.
enum SiteEntryStyle: Equatable {
    /// In a day cell of a month or week table: name and short notes; the date is hidden (the cell shows it);
    /// the details (names in every language, categories, region, source) appear on hover and keyboard focus,
    /// and in print.
    case cell
    /// Under its day's heading on the agenda page: everything visible, details included.
    case agenda
    /// In a list of dates (the year page): this visible date before the name, no details.
    case dated(String)
}

extension SiteEntryStyle {
    /// The visible date of ``dated(_:)``; `nil` for the styles that hide the date and show details.
    var visibleDate: String? {
        if case .dated(let text) = self { text } else { nil }
    }
}
