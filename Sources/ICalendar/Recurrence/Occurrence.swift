public import Foundation

/// One instance of an event in a requested range: where it starts and ends, and which VEVENT describes it.
public struct Occurrence: Sendable, Hashable {
    /// The start in the event's own form. A zoned start that fell into a daylight-saving gap is moved
    /// to the wall-clock time it really happens at (RFC 5545 §3.3.5).
    public var start: ICSDateTime
    /// The exclusive end, in the form of the event's DTEND (or of its start, for a DURATION).
    public var end: ICSDateTime
    /// The start as seconds since 1970 UTC. Floating times and DATEs are read in the window's
    /// ``OccurrenceWindow/floatingTimeZone`` (a DATE starts at midnight there).
    public var startInstant: Int
    /// The end as seconds since 1970 UTC, read like ``startInstant``.
    public var endInstant: Int
    /// The original start of this instance in the recurrence set (what a RECURRENCE-ID names), or
    /// `nil` for an event that does not repeat.
    public var recurrenceID: ICSDateTime?
    /// The VEVENT, shared by all the occurrences of a series rather than copied into each.
    private var box: EventBox

    /// The VEVENT that describes the instance: the master, or the override that replaced it.
    public var event: ICSEvent {
        get { box.event }
        set { box = EventBox(newValue) }
    }

    /// Creates an occurrence.
    public init(
        start: ICSDateTime, end: ICSDateTime, startInstant: Int, endInstant: Int, recurrenceID: ICSDateTime?,
        event: ICSEvent
    ) {
        self.init(
            start: start, end: end, startInstant: startInstant, endInstant: endInstant, recurrenceID: recurrenceID,
            box: EventBox(event))
    }

    init(
        start: ICSDateTime, end: ICSDateTime, startInstant: Int, endInstant: Int, recurrenceID: ICSDateTime?,
        box: EventBox
    ) {
        self.start = start
        self.end = end
        self.startInstant = startInstant
        self.endInstant = endInstant
        self.recurrenceID = recurrenceID
        self.box = box
    }

    /// Whether an override (a VEVENT with RECURRENCE-ID) describes this instance.
    public var isOverride: Bool { event.recurrenceID != nil }

    /// ``startInstant`` as a `Date`.
    public var startDate: Date { Date(timeIntervalSince1970: TimeInterval(startInstant)) }
    /// ``endInstant`` as a `Date`.
    public var endDate: Date { Date(timeIntervalSince1970: TimeInterval(endInstant)) }

    public static func == (lhs: Occurrence, rhs: Occurrence) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.startInstant == rhs.startInstant
            && lhs.endInstant == rhs.endInstant && lhs.recurrenceID == rhs.recurrenceID
            && (lhs.box === rhs.box || lhs.box.event == rhs.box.event)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startInstant)
        hasher.combine(endInstant)
        hasher.combine(event.uid)
    }
}

/// An immutable VEVENT behind a reference, so that occurrences share it.
final class EventBox: Sendable {
    let event: ICSEvent

    init(_ event: ICSEvent) {
        self.event = event
    }
}
