public import CalendarCore

/// How the site is rendered: language, first weekday, the day marked as today, week numbers, and links to the
/// `.ics` files.
///
/// A `Sendable` struct of defaulted `var`s, so callers set only what they need:
///
/// ```swift
/// var options = SiteOptions()
/// options.locale = "de_DE"                                   // German names, Monday first, lang="de-DE"
/// options.today = CalendarDay(year: 2025, month: 3, day: 14) // inject "today"; the builder never reads a clock
/// let builder = SiteBuilder(options: options)
/// ```
public struct SiteOptions: Sendable, Hashable {
    /// A Foundation locale identifier (`en`, `de_DE`, `ja_JP`, `fr`) for month and weekday names, the first
    /// weekday (unless ``firstWeekday`` is set) and the pages' `lang` attribute (in BCP 47 form, `de-DE`).
    public var locale: String = "en"
    /// The weekday each week row starts on; `nil` takes it from ``locale`` (Monday for `de_DE`, Sunday for `en_US`).
    public var firstWeekday: Weekday?
    /// The day marked `today` (with `aria-current="date"`); days before it are `past`, after it `future`.
    /// `nil` marks none, which keeps the output independent of the build date.
    public var today: CalendarDay?
    /// Whether pages link each calendar's `<id>.ics` file (written beside `index.html` by the caller); a
    /// calendar without entries is never linked, since it gets no `.ics`.
    public var includesICS: Bool = true
    /// The name in each page's `<meta name="generator">`.
    public var generator: String = "Almanac"
    /// Whether month tables show ISO 8601 week numbers in a first column.
    public var showsWeekNumbers: Bool = false
    /// Where the `.ics` files are published (`https://example.org/calendars/`), for subscription links over
    /// https and `webcal://`; `nil` links them relatively only. See ``SubscriptionLinks``.
    public var subscriptionBaseURL: String?
    /// How many entries a day cell shows before "+N more" links to the day on the agenda page.
    public var maximumEntriesPerCell: Int = 3

    /// Creates options with the defaults: English, the locale's first weekday, no today, `.ics` links on.
    public init(
        locale: String = "en", firstWeekday: Weekday? = nil, today: CalendarDay? = nil, includesICS: Bool = true,
        generator: String = "Almanac"
    ) {
        self.locale = locale
        self.firstWeekday = firstWeekday
        self.today = today
        self.includesICS = includesICS
        self.generator = generator
    }
}

extension SiteOptions {
    /// The checked subscription addresses, `nil` without a base URL (``SiteBuilder`` refuses an invalid one
    /// before rendering anything).
    var subscriptionLinks: SubscriptionLinks? {
        subscriptionBaseURL.flatMap { try? SubscriptionLinks(baseURL: $0) }
    }
}
