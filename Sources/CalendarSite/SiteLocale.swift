import CalendarCore
import Foundation

/// The locale-dependent words and conventions of one site build, taken from Foundation once, and the
/// interface labels of the page language (from the theme, see ``SiteLabels``).
///
/// Month and weekday names are the stand-alone forms (as used in headings and column headers), the
/// "Month YYYY" caption follows the locale's own pattern (`März 2025`, `2025年3月`), and the first weekday
/// comes from the locale unless the options override it. Everything is computed with the Gregorian calendar
/// in UTC from `CalendarDay` values, so no time zone or clock is involved.
struct SiteLocale {
    /// The BCP 47 language tag for `lang`/`xml:lang`, e.g. `de-DE`.
    let languageTag: String
    /// `rtl` for right-to-left languages (Arabic, Hebrew, …), otherwise `ltr`.
    let direction: String
    /// The weekday every week row starts on.
    let firstWeekday: Weekday
    /// The interface labels in the page language, falling back to English.
    let labels: SiteLabels
    /// The Foundation locale, for language names.
    private let locale: Locale
    /// Stand-alone month names, January first.
    private let monthNames: [String]
    /// Full stand-alone weekday names, Sunday first (Foundation's order).
    private let weekdayNames: [String]
    /// Abbreviated stand-alone weekday names, Sunday first.
    private let shortWeekdayNames: [String]
    /// Formats "Month YYYY" with the locale's pattern.
    private let monthYearFormatter: DateFormatter
    /// Formats "day Month" with the locale's pattern.
    private let dayMonthFormatter: DateFormatter
    /// Formats "day Month year" with the locale's pattern.
    private let dateFormatter: DateFormatter
    /// Formats "Weekday, day Month year" with the locale's pattern.
    private let fullDateFormatter: DateFormatter
    /// The numbers 0…99 in the locale's digits (`14`, `١٤`), for day numbers and week numbers.
    private let smallNumbers: [String]
    /// Formats other numbers (years, counts) in the locale's digits, without grouping.
    private let numberFormatter: NumberFormatter
    /// The calendar used to turn a `CalendarDay` into a `Date` (Gregorian, UTC).
    private let gregorian: Calendar

    /// Reads the names and conventions of `options.locale`, and the labels of its language from `theme`.
    init(options: SiteOptions, theme: SiteTheme = .builtIn) {
        let identifier = options.locale.isEmpty ? "en" : options.locale
        let locale = Locale(identifier: identifier)
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        gregorian = calendar

        languageTag = locale.identifier(.bcp47)
        labels = theme.labels(for: languageTag)
        direction = Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? "rtl" : "ltr"
        // Foundation numbers weekdays 1 = Sunday … 7 = Saturday; ISO numbers Monday 1 … Sunday 7.
        firstWeekday = options.firstWeekday ?? Weekday(isoNumber: (calendar.firstWeekday + 5) % 7 + 1) ?? .monday
        monthNames = calendar.standaloneMonthSymbols
        weekdayNames = calendar.standaloneWeekdaySymbols
        shortWeekdayNames = calendar.shortStandaloneWeekdaySymbols

        monthYearFormatter = SiteLocale.formatter(template: "yMMMM", locale: locale, calendar: calendar)
        dayMonthFormatter = SiteLocale.formatter(template: "dMMMM", locale: locale, calendar: calendar)
        let numbers = NumberFormatter()
        numbers.locale = locale
        numbers.numberStyle = .none
        numbers.usesGroupingSeparator = false
        numberFormatter = numbers
        smallNumbers = (0..<100).map { numbers.string(from: NSNumber(value: $0)) ?? String($0) }
        dateFormatter = SiteLocale.formatter(template: "yMMMMd", locale: locale, calendar: calendar)
        fullDateFormatter = SiteLocale.formatter(template: "yMMMMEEEEd", locale: locale, calendar: calendar)
    }

    /// `value` in the locale's digits, without grouping: `2026`, `٢٠٢٦`.
    func number(_ value: Int) -> String {
        if value >= 0, value < smallNumbers.count { return smallNumbers[value] }
        return numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// The primary language subtag of the page, e.g. `de` for `de-DE`.
    var language: String { primarySubtag(languageTag) }

    /// The stand-alone name of `month` (1…12), e.g. `März`.
    func monthName(_ month: Int) -> String {
        monthNames.indices.contains(month - 1) ? monthNames[month - 1] : String(month)
    }

    /// The full stand-alone name of `weekday`, e.g. `Montag`.
    func weekdayName(_ weekday: Weekday) -> String {
        name(of: weekday, in: weekdayNames)
    }

    /// The abbreviated stand-alone name of `weekday`, e.g. `Mo`.
    func shortWeekdayName(_ weekday: Weekday) -> String {
        name(of: weekday, in: shortWeekdayNames)
    }

    /// The seven weekdays in column order, starting at ``firstWeekday``.
    var weekdaysInOrder: [Weekday] {
        (0..<7).map { firstWeekday.advanced(by: $0) }
    }

    /// "Month YYYY" in the locale's form, e.g. `März 2025`, `March 2025`, `2025年3月`.
    func monthAndYear(_ day: CalendarDay) -> String {
        format(day, with: monthYearFormatter) ?? "\(monthName(day.month)) \(day.year)"
    }

    /// "Day Month" in the locale's form, e.g. `3. Oktober`, `October 3`.
    func dayAndMonth(_ day: CalendarDay) -> String {
        format(day, with: dayMonthFormatter) ?? "\(day.day) \(monthName(day.month))"
    }

    /// "Day Month year" in the locale's form, e.g. `14. Mai 2026`, `2026年5月14日`.
    func date(_ day: CalendarDay) -> String {
        format(day, with: dateFormatter) ?? "\(dayAndMonth(day)) \(day.year)"
    }

    /// "Weekday, day Month year" in the locale's form, e.g. `Donnerstag, 14. Mai 2026`.
    func fullDate(_ day: CalendarDay) -> String {
        format(day, with: fullDateFormatter) ?? "\(weekdayName(day.weekday)), \(dayAndMonth(day)) \(day.year)"
    }

    /// The name of a language or language variant in the page's language: `Deutsch`, `German`,
    /// `Portuguese (Brazil)` for `pt-BR`; the tag itself if Foundation has no name for it.
    func languageName(_ tag: String) -> String {
        locale.localizedString(forIdentifier: String(tag.map { $0 == "-" ? "_" : $0 })) ?? tag
    }

    private func name(of weekday: Weekday, in names: [String]) -> String {
        let index = weekday.isoNumber % 7  // Sunday (ISO 7) is Foundation's index 0
        return names.indices.contains(index) ? names[index] : weekday.englishName
    }

    private func format(_ day: CalendarDay, with formatter: DateFormatter) -> String? {
        // Noon keeps the date stable whatever the formatter does with time zones.
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
        return gregorian.date(from: components).map { formatter.string(from: $0) }
    }

    private static func formatter(template: String, locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        return formatter
    }
}
