public import Agenda
public import CalendarCore
public import ICalendar

/// Merges a calendar's holidays with its agenda files into one calendar (README, "Merge rules"):
///
/// - Imported UIDs are kept; entries without one got a stable UID when read.
/// - The same event arriving twice — the same UID, or the same title and the same start (a holiday
///   counts, by its displayed name on its day) — is kept once, the first in this order: holidays, then
///   the agenda files in the order given, each in file order. Every merge is reported.
/// - Every entry keeps its source (`team.yml:12`), written as `X-ALMANAC-SOURCE` in the .ics.
/// - A non-IANA TZID two files define differently is an error (the .ics could hold only one definition).
public struct AgendaMerger: Sendable {
    public init() {}

    /// The merged agenda of one calendar.
    public struct Merged: Sendable {
        /// The series to write, in order.
        public var agenda: ICSAgenda
        /// One line per duplicate dropped: `b.csv:4: 'Stand-up' (UID x) duplicates team.yml:7; kept once`.
        public var notes: [String]
    }

    /// Merges `files` (in order) after the holidays of `calendar`.
    /// - Throws: ``AlmanacError`` (`.dataError`) when two files define one custom TZID differently.
    public func merge(_ calendar: HolidayCalendar, files: [AgendaFile]) throws(AlmanacError) -> Merged {
        var byUID: [String: String] = [:]
        var byTitleAndStart: [String: String] = [:]
        for holiday in calendar.holidays {
            let key = Self.titleAndStart(calendar.displayName(of: holiday), .date(holiday.day))
            if byTitleAndStart[key] == nil { byTitleAndStart[key] = "the holiday \(holiday.region) \(holiday.key)" }
        }
        var series: [EventSeries] = []
        var sources: [String: String] = [:]
        var notes: [String] = []
        var timeZones = TimeZoneRegistry()
        var definitions: [String: (zone: VTimeZone, file: String)] = [:]
        for file in files {
            for zone in file.declaredTimeZones where !TimeZoneRegistry.isSystemZone(zone.tzid) {
                if let earlier = definitions[zone.tzid] {
                    if earlier.zone.observances != zone.observances {
                        throw AlmanacError(
                            .dataError,
                            "\(file.path):\(zone.line): TZID '\(zone.tzid)' is defined differently in \(earlier.file); "
                                + "rename one of them")
                    }
                } else {
                    definitions[zone.tzid] = (zone, file.path)
                }
            }
            timeZones = timeZones.merging(file.timeZones)
            for entry in file.series {
                let place = Self.place(entry.source)
                let title = entry.master?.summary ?? entry.overrides.first?.summary ?? ""
                if let first = byUID[entry.uid] {
                    notes.append("\(place): '\(title)' has the UID '\(entry.uid)' of \(first); kept once (the first)")
                    continue
                }
                if let master = entry.master {
                    let key = Self.titleAndStart(title, master.start)
                    if let first = byTitleAndStart[key] {
                        notes.append(
                            "\(place): '\(title)' starting \(master.start) duplicates \(first) (same title and start); "
                                + "kept once (the first)")
                        continue
                    }
                    byTitleAndStart[key] = place
                }
                byUID[entry.uid] = place
                sources[entry.uid] = Self.shortPlace(entry.source)
                series.append(entry)
            }
        }
        return Merged(
            agenda: ICSAgenda(
                series: series, timeZones: timeZones, customTimeZones: definitions.mapValues(\.zone), sources: sources),
            notes: notes)
    }

    /// `team.yml:12` with the path as given.
    static func place(_ position: ICSSourcePosition) -> String {
        position.line > 0 ? "\(position.file):\(position.line)" : position.file
    }

    /// `team.yml:12` with the file name only: what a published .ics may say about where an entry came from.
    static func shortPlace(_ position: ICSSourcePosition) -> String {
        let name = position.file.split(separator: "/").last.map(String.init) ?? position.file
        return position.line > 0 ? "\(name):\(position.line)" : name
    }

    private static func titleAndStart(_ title: String, _ start: ICSDateTime) -> String {
        title + "\u{1F}" + start.description
    }
}
