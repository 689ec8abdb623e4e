public import CalendarCore
import Foundation
public import ICalendar

/// Renders the terminal agenda of `almanac agenda`: holidays and agenda occurrences in chronological
/// order, as TSV (the contract of DESIGN §3), JSON or a table in the display zone.
///
/// TSV: `start<TAB>end<TAB>summary`; all-day entries as `YYYY-MM-DD` with an exclusive end, timed ones as
/// UTC `YYYY-MM-DDTHH:MM:SSZ`; a backslash, tab or newline in the summary is written `\\`, `\t`, `\n`.
public struct AgendaListFormatter: Sendable {
    /// One line of the agenda.
    public struct Entry: Sendable, Hashable {
        /// `holiday` or `agenda`.
        public var kind: String
        public var summary: String
        public var isAllDay: Bool
        /// Start and exclusive end as UTC seconds (all-day: midnight in the display zone), for ordering.
        public var startInstant: Int
        public var endInstant: Int
        /// Start and exclusive end in the display zone.
        public var start: AgendaMoment
        public var end: AgendaMoment
        public var uid: String
        public var location: String?
        public var categories: [String]
        /// `embedded` for a holiday, `team.yml:12` for an agenda entry.
        public var source: String
        /// The calendar it belongs to.
        public var calendar: String
    }

    /// The zone of the table's times.
    public let displayZone: ICSTimeZone

    public init(displayZone: ICSTimeZone) {
        self.displayZone = displayZone
    }

    /// The entries of `calendars` that overlap the days `days` in the display zone, in chronological
    /// order (start, end, summary); an entry that two calendars share is listed once.
    public func entries(of calendars: [HolidayCalendar], days: DayRange) -> [Entry] {
        let window = OccurrenceWindow(from: days.first, through: days.last, in: displayZone)
        var seen: Set<String> = []
        var entries: [Entry] = []
        for calendar in calendars {
            for holiday in calendar.holidays where days.contains(holiday.day) {
                guard seen.insert("holiday|\(holiday.day)|\(holiday.region)|\(holiday.key)").inserted else { continue }
                let start = displayZone.instant(of: LocalDateTime(midnightOf: holiday.day))
                let end = displayZone.instant(of: LocalDateTime(midnightOf: holiday.day.adding(days: 1)))
                entries.append(
                    Entry(
                        kind: "holiday", summary: calendar.displayName(of: holiday), isAllDay: true, startInstant: start,
                        endInstant: end, start: AgendaMoment(day: holiday.day),
                        end: AgendaMoment(day: holiday.day.adding(days: 1)), uid: "\(holiday.region)/\(holiday.key)",
                        location: nil, categories: holiday.categories.map(\.rawValue), source: holiday.source,
                        calendar: calendar.id))
            }
            for occurrence in calendar.agenda
            where occurrence.endInstant > window.start && occurrence.startInstant < window.end
                || (occurrence.startInstant == occurrence.endInstant && occurrence.startInstant >= window.start
                    && occurrence.startInstant < window.end)
            {
                guard seen.insert("agenda|\(occurrence.uid)|\(occurrence.startInstant)").inserted else { continue }
                entries.append(
                    Entry(
                        kind: "agenda", summary: occurrence.title, isAllDay: occurrence.isAllDay,
                        startInstant: occurrence.startInstant, endInstant: occurrence.endInstant, start: occurrence.start,
                        end: occurrence.end, uid: occurrence.uid, location: occurrence.location,
                        categories: occurrence.categories, source: occurrence.source, calendar: calendar.id))
            }
        }
        return entries.sorted {
            ($0.startInstant, $0.endInstant, $0.summary, $0.uid) < ($1.startInstant, $1.endInstant, $1.summary, $1.uid)
        }
    }

    /// `start<TAB>end<TAB>summary` per entry (DESIGN §3).
    public func tsv(_ entries: [Entry]) -> String {
        entries.map { entry in
            "\(startText(entry))\t\(endText(entry))\t\(HolidayListFormatter.escapeTSV(entry.summary))\n"
        }.joined()
    }

    /// A JSON array of objects with sorted keys, in TSV order: `start`, `end` (as in TSV), `localStart`,
    /// `localEnd` (the display zone, ISO 8601 with offset), `summary`, `allDay`, `kind`, `uid`, `location`,
    /// `categories`, `source`, `calendar`.
    public func json(_ entries: [Entry]) throws -> String {
        struct Record: Encodable {
            let start: String
            let end: String
            let localStart: String
            let localEnd: String
            let summary: String
            let allDay: Bool
            let kind: String
            let uid: String
            let location: String?
            let categories: [String]
            let source: String
            let calendar: String
        }
        let records = entries.map { entry in
            Record(
                start: startText(entry), end: endText(entry),
                localStart: entry.isAllDay ? entry.start.day.description : entry.start.htmlDateTime,
                localEnd: entry.isAllDay ? entry.end.day.description : entry.end.htmlDateTime, summary: entry.summary,
                allDay: entry.isAllDay, kind: entry.kind, uid: entry.uid, location: entry.location,
                categories: entry.categories, source: entry.source, calendar: entry.calendar)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(records), as: UTF8.self) + "\n"
    }

    /// A table for people, times in the display zone: date, weekday, time span, summary, location.
    ///
    /// With `weather` (text by day, from ``ForecastText/byDay(_:order:days:)``), a last column `WEATHER` holds
    /// each day's forecast on the day's first line, and a day with a forecast and no entries gets a line of
    /// its own.
    public func table(_ entries: [Entry], weather: [CalendarDay: String] = [:]) -> String {
        var header = ["DATE", "DAY", "TIME (\(displayZone.identifier))", "SUMMARY", "WHERE"]
        var rows = entries.map { entry -> [String] in
            let time: String
            if entry.isAllDay {
                let last = entry.end.day.adding(days: -1)
                time = last > entry.start.day ? "all day, until \(last)" : "all day"
            } else if entry.end.day != entry.start.day, entry.end.secondOfDay != 0 || entry.end.day > entry.start.day.adding(days: 1) {
                time = "\(entry.start.timeText)–\(entry.end.day) \(entry.end.timeText)"
            } else {
                time = entry.startInstant == entry.endInstant
                    ? entry.start.timeText : "\(entry.start.timeText)–\(entry.end.timeText)"
            }
            return [
                entry.start.day.description, String(entry.start.day.weekday.englishName.prefix(3)), time,
                entry.summary.replacingOccurrences(of: "\n", with: " "), entry.location ?? "",
            ]
        }
        if !weather.isEmpty {
            header.append("WEATHER")
            let listed = Set(entries.map(\.start.day))
            var dated = zip(entries.map(\.start.day), rows).map { (day: $0.0, cells: $0.1) }
            for day in weather.keys where !listed.contains(day) {
                dated.append((day, [day.description, String(day.weekday.englishName.prefix(3)), "", "", ""]))
            }
            // A stable sort by day keeps the entries' chronological order within each day.
            dated = dated.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
            var shown: Set<CalendarDay> = []
            rows = dated.map { row in
                let first = shown.insert(row.day).inserted
                return row.cells + [first ? weather[row.day] ?? "" : ""]
            }
        }
        return TextTable.render([header] + rows)
    }

    private func startText(_ entry: Entry) -> String {
        entry.isAllDay ? entry.start.day.description : Self.utcText(entry.startInstant)
    }

    private func endText(_ entry: Entry) -> String {
        entry.isAllDay ? entry.end.day.description : Self.utcText(entry.endInstant)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    static func utcText(_ instant: Int) -> String {
        LocalDateTime(secondsSinceEpoch: instant).description + "Z"
    }
}
