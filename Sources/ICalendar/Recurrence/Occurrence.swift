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
    /// The VEVENT that describes the instance: the master, or the override that replaced it.
    public var event: ICSEvent

    /// Whether an override (a VEVENT with RECURRENCE-ID) describes this instance.
    public var isOverride: Bool { event.recurrenceID != nil }

    /// ``startInstant`` as a `Date`.
    public var startDate: Date { Date(timeIntervalSince1970: TimeInterval(startInstant)) }
    /// ``endInstant`` as a `Date`.
    public var endDate: Date { Date(timeIntervalSince1970: TimeInterval(endInstant)) }
}
