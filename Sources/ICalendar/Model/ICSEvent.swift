/// One VEVENT read from a calendar (RFC 5545 §3.6.1): a recurring master, a single event, or an
/// override of one instance of a master (it has a ``recurrenceID``).
///
/// The reader has already checked it: DTSTART exists, DTEND and DURATION are not both present, DTEND is
/// of DTSTART's kind and not before it, the RRULE is valid for this DTSTART, and RDATE, EXDATE and
/// RECURRENCE-ID are of DTSTART's kind.
public struct ICSEvent: Sendable, Hashable {
    /// `UID`. The reader derives a stable one from the event's content when the file has none.
    public var uid: String
    /// `SUMMARY`, unescaped.
    public var summary: String?
    /// `DESCRIPTION`, unescaped.
    public var descriptionText: String?
    /// `LOCATION`, unescaped.
    public var location: String?
    /// `URL`.
    public var url: String?
    /// `CATEGORIES`, every value of every CATEGORIES line, unescaped.
    public var categories: [String]
    /// `DTSTART`.
    public var start: ICSDateTime
    /// `DTEND` or `DURATION`; `nil` means the RFC 5545 §3.6.1 default (one day for a DATE, none otherwise).
    public var end: EventEnd?
    /// `RRULE`.
    public var recurrenceRule: RecurrenceRule?
    /// `RDATE` values, in file order.
    public var recurrenceDates: [RecurrenceDate]
    /// `EXDATE` values, in file order.
    public var exceptionDates: [ICSDateTime]
    /// `RECURRENCE-ID`: the original start of the instance this event overrides.
    public var recurrenceID: ICSDateTime?
    /// `SEQUENCE`, 0 when absent.
    public var sequence: Int
    /// `STATUS` (`TENTATIVE`, `CONFIRMED`, `CANCELLED`), upper-cased.
    public var status: String?
    /// `TRANSP` (`OPAQUE`, `TRANSPARENT`), upper-cased.
    public var transparency: String?
    /// Where the event was read: the file and the line of its `BEGIN:VEVENT`.
    public var source: ICSSourcePosition
    /// The line of each property of the event in its file (the first, for repeated ones), for messages.
    var propertyLines: [String: Int] = [:]

    /// Creates an event; only `uid` and `start` are required.
    public init(
        uid: String, start: ICSDateTime, end: EventEnd? = nil, summary: String? = nil,
        descriptionText: String? = nil, location: String? = nil, url: String? = nil, categories: [String] = [],
        recurrenceRule: RecurrenceRule? = nil, recurrenceDates: [RecurrenceDate] = [],
        exceptionDates: [ICSDateTime] = [], recurrenceID: ICSDateTime? = nil, sequence: Int = 0,
        status: String? = nil, transparency: String? = nil, source: ICSSourcePosition = ICSSourcePosition()
    ) {
        self.uid = uid
        self.start = start
        self.end = end
        self.summary = summary
        self.descriptionText = descriptionText
        self.location = location
        self.url = url
        self.categories = categories
        self.recurrenceRule = recurrenceRule
        self.recurrenceDates = recurrenceDates
        self.exceptionDates = exceptionDates
        self.recurrenceID = recurrenceID
        self.sequence = sequence
        self.status = status
        self.transparency = transparency
        self.source = source
    }

    /// The line of the property `name` in the file, else the line of `BEGIN:VEVENT`.
    func line(of name: String) -> Int {
        propertyLines[name] ?? source.line
    }

    /// Whether the event repeats (it has an RRULE or an RDATE).
    public var isRecurring: Bool {
        recurrenceRule != nil || !recurrenceDates.isEmpty
    }

    /// Hands every date or date-time of the event to `body`: DTSTART, DTEND, RDATE (and PERIOD ends),
    /// EXDATE, RECURRENCE-ID.
    func forEachValue(_ body: (ICSDateTime) -> Void) {
        body(start)
        if case .dateTime(let end) = end { body(end) }
        exceptionDates.forEach(body)
        for date in recurrenceDates {
            body(date.start)
            if case .period(_, .dateTime(let end)) = date { body(end) }
        }
        if let recurrenceID { body(recurrenceID) }
    }
}

/// How an event (or an RDATE period) ends: `DTEND`, or `DURATION` from the start.
public enum EventEnd: Sendable, Hashable {
    /// An end date or date-time (`DTEND`; exclusive).
    case dateTime(ICSDateTime)
    /// A duration (`DURATION`).
    case duration(EventDuration)
}

/// One `RDATE` value (RFC 5545 §3.8.5.2): a start, or a PERIOD that also gives the instance's end.
public enum RecurrenceDate: Sendable, Hashable {
    /// A DATE or DATE-TIME start; the instance lasts as long as the event.
    case start(ICSDateTime)
    /// A PERIOD: a start with an explicit end or duration.
    case period(ICSDateTime, EventEnd)

    /// The start of the instance.
    public var start: ICSDateTime {
        switch self {
        case .start(let start), .period(let start, _): start
        }
    }
}

/// A place in an input file, for messages: `agenda.ics:12:5`.
public struct ICSSourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the reader.
    public var file: String
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The 1-based column in that line, if known.
    public var column: Int?

    /// Creates a position.
    public init(file: String = "", line: Int = 0, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, leaving out what is unknown.
    public var description: String {
        var text = file
        if line > 0 { text += (text.isEmpty ? "line " : ":") + "\(line)" }
        if let column, line > 0 { text += ":\(column)" }
        return text
    }
}
