/// All the VEVENTs of one UID: the master (if the file has it) and the overrides of single instances.
///
/// RFC 5545 §3.8.4.4: an override carries the master's UID and a RECURRENCE-ID naming the original start
/// of the instance it replaces. A file may carry overrides without their master (a shared single
/// instance); each of them then stands on its own.
public struct EventSeries: Sendable, Hashable {
    /// The UID shared by the master and its overrides.
    public var uid: String
    /// The VEVENT without RECURRENCE-ID.
    public var master: ICSEvent?
    /// The VEVENTs with a RECURRENCE-ID, sorted by it (by original start).
    public var overrides: [ICSEvent]

    /// Creates a series.
    public init(uid: String, master: ICSEvent?, overrides: [ICSEvent] = []) {
        self.uid = uid
        self.master = master
        self.overrides = overrides
    }

    /// Where the series was read: its master, else its first override.
    public var source: ICSSourcePosition {
        master?.source ?? overrides.first?.source ?? ICSSourcePosition()
    }
}
