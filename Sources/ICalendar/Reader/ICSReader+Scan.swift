extension ICSReader {
    /// The result of ``scan(path:chunkSize:)``.
    public struct Scan: Sendable {
        /// The calendar, when the file has no errors.
        public var calendar: ICSStreamedCalendar?
        /// Every error and warning, in file order.
        public var diagnostics: [ICSDiagnostic]
        /// Whether the file has no errors.
        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Checks the calendar file at `path` as ``read(_:fileName:)`` does, reading it in chunks of
    /// `chunkSize` bytes and keeping only what ``ICSStreamedCalendar`` needs to read it again.
    public func scan(path: String, chunkSize: Int = 1 << 18) -> Scan {
        var state = ScanState()
        let session = ICSReadSession(fileName: path) { event, declared, log in
            state.add(event, declared: declared, log: &log)
        }
        let stamp = ICSFileChunks.stamp(path)
        let size: Int
        do {
            size = try ICSFileChunks.read(path, size: max(chunkSize, 16)) { chunk in
                session.feed(chunk)
                return true
            }
        } catch {
            return Scan(calendar: nil, diagnostics: error.diagnostics)
        }
        var log = session.log
        guard size > 0 else {
            log.error(line: 1, "the file is empty; expected BEGIN:VCALENDAR")
            return Scan(calendar: nil, diagnostics: log.finished())
        }
        let found = session.finish()
        log = session.log
        guard found else { return Scan(calendar: nil, diagnostics: log.finished()) }

        let timeZones = Self.resolveTimeZones(references: session.references, declared: session.declared, log: &log)
        Self.checkEndsAfterStarts(state.keptEvents, timeZones: timeZones, log: &log)
        // Masters read as single events before an override of theirs turned up: one more pass fetches them.
        if !state.mastersToFetch.isEmpty {
            let wanted = state.mastersToFetch
            var masters: [ICSEvent] = []
            let fetch = ICSReadSession(fileName: path) { event, _, _ in
                if event.recurrenceID == nil, wanted.contains(event.uid) { masters.append(event) }
            }
            do {
                try ICSFileChunks.read(path, size: max(chunkSize, 16)) { chunk in
                    fetch.feed(chunk)
                    return true
                }
            } catch {
                return Scan(calendar: nil, diagnostics: log.finished() + error.diagnostics)
            }
            _ = fetch.finish()
            state.keptEvents += masters
        }
        var kept: [String: ICSStreamedCalendar.KeptSeries] = [:]
        for series in Self.group(state.keptEvents, timeZones: timeZones, log: &log) {
            guard let entry = state.index[ICSDigest(series.uid)] else { continue }
            kept[series.uid] = ICSStreamedCalendar.KeptSeries(ordinal: entry.ordinal, series: series)
            state.summaries[entry.ordinal] = EventSeriesSummary(series, timeZones: timeZones)
        }
        let diagnostics = log.finished()
        guard !log.hasErrors else { return Scan(calendar: nil, diagnostics: diagnostics) }
        let calendar = ICSStreamedCalendar(
            path: path, name: session.name, productID: session.productID, defaultTimeZoneName: session.defaultZone,
            declaredTimeZones: session.declared, timeZones: timeZones, summaries: state.summaries,
            zoneYears: state.zoneYears, eventCount: state.eventCount, kept: kept, stamp: stamp,
            chunkSize: max(chunkSize, 16))
        return Scan(calendar: calendar, diagnostics: diagnostics)
    }
}

/// What the first pass of ``ICSReader/scan(path:chunkSize:)`` keeps while events go by.
private struct ScanState {
    /// Every UID seen: the place of its series and the line of its master, if one was read.
    var index: [ICSDigest: Entry] = [:]
    var summaries: [EventSeriesSummary] = []
    /// The events of the series kept whole.
    var keptEvents: [ICSEvent] = []
    var keptUIDs: Set<String> = []
    /// UIDs of overrides whose master was read as a single event and not kept.
    var mastersToFetch: Set<String> = []
    var zoneYears: [String: ClosedRange<Int>] = [:]
    var eventCount = 0
    /// Zones of the VTIMEZONEs read so far, for checking single events as they go by.
    private var definedZones: [String: ICSTimeZone?] = [:]

    /// 8 bytes a UID: files have fewer than 2³¹ lines.
    struct Entry {
        private let storedOrdinal: Int32
        private let storedMasterLine: Int32
        init(ordinal: Int, masterLine: Int?) {
            storedOrdinal = Int32(clamping: ordinal)
            storedMasterLine = Int32(clamping: masterLine ?? 0)
        }
        var ordinal: Int { Int(storedOrdinal) }
        var masterLine: Int? { storedMasterLine > 0 ? Int(storedMasterLine) : nil }
    }

    mutating func add(_ event: ICSEvent, declared: [VTimeZone], log: inout ICSDiagnosticLog) {
        eventCount += 1
        event.forEachValue { value in
            guard case .zoned(let local, let tzid) = value else { return }
            let year = local.day.year
            let known = zoneYears[tzid] ?? year...year
            zoneYears[tzid] = min(known.lowerBound, year)...max(known.upperBound, year)
        }
        ICSReader.checkRuleMatchesStart(event, log: &log)
        let digest = ICSDigest(event.uid)
        if let entry = index[digest] {
            if event.recurrenceID == nil {
                if let first = entry.masterLine, !keptUIDs.contains(event.uid) {
                    log.error(
                        line: event.source.line, property: "UID",
                        "'\(event.uid)' is used by two events (the first on line \(first)); "
                            + "a UID names one event and its overrides only")
                    return
                }
                index[digest] = Entry(ordinal: entry.ordinal, masterLine: entry.masterLine ?? event.source.line)
            }
            if keptUIDs.contains(event.uid) {
                keptEvents.append(event)
            } else {
                // An override of a single event read earlier: keep the series from now on.
                keptUIDs.insert(event.uid)
                keptEvents.append(event)
                mastersToFetch.insert(event.uid)
            }
            return
        }
        let ordinal = summaries.count
        index[digest] = Entry(ordinal: ordinal, masterLine: event.recurrenceID == nil ? event.source.line : nil)
        let zones = resolvedZones(of: event, declared: declared)
        if event.recurrenceID != nil || zones == nil {
            keptUIDs.insert(event.uid)
            keptEvents.append(event)
            summaries.append(EventSeriesSummary(uid: digest, titleAndStart: nil, line: event.source.line))
            return
        }
        let timeZones = zones ?? TimeZoneRegistry()
        ICSReader.checkEndAfterStart(event, timeZones: timeZones, log: &log)
        summaries.append(EventSeriesSummary(EventSeries(uid: event.uid, master: event), timeZones: timeZones))
    }

    /// The zones of an event's DTSTART and DTEND as known so far, or `nil` when one of them is
    /// defined by a VTIMEZONE not read yet (the event is then kept and checked at the end).
    private mutating func resolvedZones(of event: ICSEvent, declared: [VTimeZone]) -> TimeZoneRegistry? {
        var zones: [String: ICSTimeZone] = [:]
        var tzids: [String] = []
        if let tzid = event.start.tzid { tzids.append(tzid) }
        if case .dateTime(let end) = event.end, let tzid = end.tzid { tzids.append(tzid) }
        for tzid in tzids where TimeZoneRegistry.systemZone(named: tzid) == nil {
            if definedZones[tzid] == nil {
                guard let definition = declared.first(where: { $0.tzid == tzid }) else { return nil }
                definedZones[tzid] = (try? VTimeZoneRules(definition)).map { ICSTimeZone.rules($0) }
            }
            guard let zone = definedZones[tzid] ?? nil else { return nil }
            zones[tzid] = zone
        }
        return TimeZoneRegistry(zones: zones)
    }
}
