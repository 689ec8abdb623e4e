public import CalendarCore
public import ICalendar

/// Expands a merged agenda into the occurrences a calendar shows: every occurrence that overlaps the
/// calendar's days in the display zone, with its start and end in that zone.
///
/// Floating times and all-day entries are placed in the display zone (RFC 5545 §3.3.5). Expansion is
/// bounded (``ICalendar/RecurrenceExpander``): a series with more than a million occurrences in the range
/// fails with a message naming its file and line.
public struct AgendaExpansion: Sendable {
    /// The zone times are shown in (`--time-zone`).
    public let displayZone: ICSTimeZone

    public init(displayZone: ICSTimeZone) {
        self.displayZone = displayZone
    }

    /// The occurrences of `agenda` on the days of `range`.
    /// - Throws: ``AlmanacError`` (`.dataError`) when a series has too many occurrences or an unknown zone.
    public func occurrences(of agenda: ICSAgenda, in range: DayRange) throws(AlmanacError) -> [AgendaOccurrence] {
        let window = OccurrenceWindow(from: range.first, through: range.last, in: displayZone)
        let expander = RecurrenceExpander(timeZones: agenda.timeZones)
        var result: [AgendaOccurrence] = []
        do {
            try agenda.forEachSeries { series, source in
                do {
                    var iterator = try expander.occurrences(of: series, in: window)
                    while let occurrence = try iterator.next() {
                        result.append(displayed(occurrence, source: source ?? series.source.file))
                    }
                } catch let error as ICSReadError {
                    throw error
                } catch {
                    throw AlmanacError(.dataError, "\(series.source.file): \(error)")
                }
            }
        } catch let error as AlmanacError {
            throw error
        } catch {
            throw AlmanacError(.dataError, "\(error)")
        }
        result.sort(by: AgendaOccurrence.displayOrder)
        return result
    }

    /// One occurrence in the display zone.
    func displayed(_ occurrence: Occurrence, source: String) -> AgendaOccurrence {
        let event = occurrence.event
        let start: AgendaMoment
        let end: AgendaMoment
        if case .date(let first) = occurrence.start {
            let last = if case .date(let day) = occurrence.end { day } else { first.adding(days: 1) }
            start = AgendaMoment(day: first)
            end = AgendaMoment(day: max(last, first.adding(days: 1)))
        } else {
            start = moment(at: occurrence.startInstant)
            end = moment(at: occurrence.endInstant)
        }
        return AgendaOccurrence(
            uid: event.uid, title: event.summary ?? "", location: event.location, details: event.descriptionText,
            categories: event.categories, source: source, isAllDay: occurrence.start.isDate, start: start, end: end,
            startInstant: occurrence.startInstant, endInstant: occurrence.endInstant)
    }

    private func moment(at instant: Int) -> AgendaMoment {
        let offset = displayZone.offset(atUTC: instant)
        let local = LocalDateTime(secondsSinceEpoch: instant + offset)
        return AgendaMoment(day: local.day, secondOfDay: local.secondOfDay, utcOffset: offset)
    }
}
