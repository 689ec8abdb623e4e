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
    ///
    /// Only digests of UIDs and of titles with starts are kept while the files go by
    /// (``ICalendar/EventSeriesSummary``), so merging a file of any size takes little memory; the series a
    /// merge drops are read once more, for their notes.
    /// - Throws: ``AlmanacError`` (`.dataError`) when two files define one custom TZID differently, or a
    ///   file cannot be read again.
    public func merge(_ calendar: HolidayCalendar, files: [AgendaFile]) throws(AlmanacError) -> Merged {
        // Digests only, two per series (README, "Memory"), sized once for every series of every file. The
        // UIDs of the last file need not be remembered when the file cannot repeat one (an .ics file's
        // series are grouped by UID): nothing after it could collide with them.
        func remembersUIDs(_ index: Int) -> Bool { index < files.count - 1 || !files[index].store.hasUniqueUIDs }
        let uidCapacity = files.indices.filter(remembersUIDs).reduce(0) { $0 + files[$1].store.count }
        var byUID = [ICSDigest: First](minimumCapacity: uidCapacity)
        var byTitleAndStart = [ICSDigest: First](
            minimumCapacity: calendar.holidays.count + files.reduce(0) { $0 + $1.store.count })
        let noZones = TimeZoneRegistry()
        for (index, holiday) in calendar.holidays.enumerated() {
            let key = EventSeries.titleAndStartKey(
                title: calendar.displayName(of: holiday), start: .date(holiday.day), timeZones: noZones)
            if byTitleAndStart[key] == nil { byTitleAndStart[key] = First(holiday: index) }
        }
        func describe(_ first: First) -> String {
            if let index = first.holiday {
                let holiday = calendar.holidays[index]
                return "the holiday \(holiday.region) \(holiday.key)"
            }
            return Self.place(ICSSourcePosition(file: files[first.file].path, line: first.line))
        }
        var parts: [ICSAgenda.Part] = []
        var notes: [String] = []
        var timeZones = TimeZoneRegistry()
        var definitions: [String: (zone: VTimeZone, file: String)] = [:]
        for (fileIndex, file) in files.enumerated() {
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
            var dropped: [(ordinal: Int, first: First, sameUID: Bool)] = []
            for (ordinal, summary) in file.store.summaries(timeZones: file.timeZones).enumerated() {
                if let first = byUID[summary.uid] {
                    dropped.append((ordinal, first, true))
                    continue
                }
                let here = First(file: fileIndex, line: summary.line)
                if let key = summary.titleAndStart {
                    if let first = byTitleAndStart[key] {
                        dropped.append((ordinal, first, false))
                        continue
                    }
                    byTitleAndStart[key] = here
                }
                if remembersUIDs(fileIndex) { byUID[summary.uid] = here }
            }
            if !dropped.isEmpty {
                let series: [Int: EventSeries]
                do {
                    series = try file.store.series(at: Set(dropped.map(\.ordinal)))
                } catch {
                    throw AlmanacError(.dataError, "\(error)")
                }
                for drop in dropped {
                    guard let entry = series[drop.ordinal] else { continue }
                    let place = Self.place(entry.source)
                    let title = entry.master?.summary ?? entry.overrides.first?.summary ?? ""
                    if drop.sameUID {
                        notes.append(
                            "\(place): '\(title)' has the UID '\(entry.uid)' of \(describe(drop.first)); kept once (the first)")
                    } else if let master = entry.master {
                        notes.append(
                            "\(place): '\(title)' starting \(master.start) duplicates \(describe(drop.first)) "
                                + "(same title and start); kept once (the first)")
                    }
                }
            }
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            parts.append(ICSAgenda.Part(store: file.store, dropped: Set(dropped.map(\.ordinal)), sourceName: name))
        }
        return Merged(
            agenda: ICSAgenda(parts: parts, timeZones: timeZones, customTimeZones: definitions.mapValues(\.zone)),
            notes: notes)
    }

    /// Where an entry was seen first, in 8 bytes: a holiday (by its index) or a series (file and line).
    struct First {
        private let storedFile: Int32  // -1 for a holiday
        private let storedValue: Int32  // the holiday's index, or the series' line

        init(holiday index: Int) {
            storedFile = -1
            storedValue = Int32(clamping: index)
        }

        init(file: Int, line: Int) {
            storedFile = Int32(clamping: file)
            storedValue = Int32(clamping: line)
        }

        var holiday: Int? { storedFile < 0 ? Int(storedValue) : nil }
        var file: Int { Int(storedFile) }
        var line: Int { Int(storedValue) }
    }

    /// `team.yml:12` with the path as given.
    static func place(_ position: ICSSourcePosition) -> String {
        position.line > 0 ? "\(position.file):\(position.line)" : position.file
    }
}
