import AlmanacPipeline
import CalendarCore
import HolidayRules

/// The range of --year, --years or --from/--to, or nil when none is given.
func dayRange(year: Int?, years: String?, from: String?, to: String?) throws -> DayRange? {
    switch (year, years, from, to) {
    case (nil, nil, nil, nil): return nil
    case (let year?, nil, nil, nil): return DayRange(year: year)
    case (nil, let text?, nil, nil):
        guard let span = YearRangeParser.parse(text) else {
            throw AlmanacError(.usage, "--years: expected YYYY-YYYY such as 2025-2030, got '\(text)'")
        }
        return DayRange(years: span)
    case (nil, nil, let first?, let last?):
        guard let start = CalendarDay(iso: first), let end = CalendarDay(iso: last) else {
            throw AlmanacError(.usage, "--from/--to: expected dates YYYY-MM-DD, got '\(first)' and '\(last)'")
        }
        guard let range = DayRange(first: start, last: end) else {
            throw AlmanacError(.usage, "--to (\(last)) is before --from (\(first))")
        }
        return range
    default:
        throw AlmanacError(.usage, "give one of --year, --years, or --from with --to")
    }
}
