import AlmanacPipeline
import ArgumentParser
import CalendarCore
import Foundation
import HolidayRules

extension HolidaysCommand {
    /// `--compare embedded,nager`: every date where the sources' holidays disagree, one line each.
    ///
    /// Names are compared loosely (case, punctuation and spaces ignored), so "St. Stephen's Day" and
    /// "St Stephens Day" agree while "Boxing Day" and "St. Stephen's Day" do not. An online source is
    /// fetched like `--provider` (through the cache; unknown days are listed as such, not as disagreement).
    func compareSources(
        _ list: String, region: Region, span: ClosedRange<Int>, categories: Set<HolidayCategory>, settings: OnlineSettings,
        engine: HolidayEngine
    ) async throws {
        let sources = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sources.count >= 2, Set(sources).count == sources.count,
            sources.allSatisfy({ OnlineSettings.allProviders.contains($0) && $0 != "none" })
        else {
            throw AlmanacError(.usage, "--compare: expected two or more different sources such as embedded,nager, got '\(list)'")
        }
        let range = DayRange(years: span)
        try CalendarAssembler(engine: engine).validate(region, years: span, origin: .usage)
        var byDay: [String: [CalendarDay: [String]]] = [:]
        var unknown: [String: [DayRange]] = [:]
        var failures: [AlmanacError] = []
        for source in sources {
            var holidays: [Holiday]
            if source == "embedded" {
                do {
                    holidays = try engine.evaluation(for: region, in: range).holidays
                } catch {
                    throw AlmanacError(.usage, "\(error)")
                }
            } else {
                var partial = settings
                partial.allowPartial = true
                partial.fallbackEmbedded = false
                let fetched = try await fetchOnline(source, region: region, span: span, settings: partial, engine: engine)
                if let failure = fetched.failure { failures.append(failure) }
                var missing: [DayRange] = []
                holidays = try CalendarAssembler(engine: engine, online: fetched.set)
                    .onlineHolidays(region, online: fetched.set, range: range, unknown: &missing)
                unknown[source] = missing
            }
            for holiday in holidays where !categories.isDisjoint(with: holiday.categories) {
                byDay[source, default: [:]][holiday.day, default: []].append(holiday.name)
            }
        }
        let days = Set(byDay.values.flatMap(\.keys)).sorted()
        var lines: [String] = []
        var agreeing = 0
        for day in days {
            let known = sources.filter { source in !(unknown[source] ?? []).contains { $0.contains(day) } }
            let sets = known.map { Set((byDay[$0]?[day] ?? []).map(Self.loose)) }
            if Set(sets).count <= 1 {
                agreeing += 1
                continue
            }
            let cells = sources.map { source -> String in
                if !known.contains(source) { return "\(source): (not loaded)" }
                let names = (byDay[source]?[day] ?? []).sorted()
                return "\(source): " + (names.isEmpty ? "—" : names.joined(separator: "; "))
            }
            lines.append("\(day)  \(day.weekday.shortName)  " + cells.joined(separator: "  |  "))
        }
        var out = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        out += "\(sources.joined(separator: " and ")) agree on \(agreeing) \(agreeing == 1 ? "date" : "dates") and disagree on \(lines.count) for \(region) \(span.lowerBound == span.upperBound ? "\(span.lowerBound)" : "\(span.lowerBound)-\(span.upperBound)").\n"
        writeOut(out)
        if let failure = failures.first { throw ExitCode(failure.exitCode) }
    }

    /// A name for loose comparison: lower-case letters and digits only.
    static func loose(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
