public import CalendarCore

extension HolidayEngine {
    /// Why the holidays of `region` over `range` are missing where a user would expect some, one line
    /// each, for standard error: years the rules do not cover (`ES-MD has no holidays in 2000–2007 in the
    /// embedded rules: they begin in 2008 (ES.rules)`), and categories asked for that none of the
    /// region's holidays in `range` have. Empty when every year of `range` has holidays and some of them
    /// are of `categories` (`nil`: public).
    ///
    /// A year counts as covered when it has any holiday in the whole year, whatever its category, so a
    /// range of some days (`--from/--to`) is not reported for the days it leaves out. `known` are the
    /// holidays of `range` in every category, when the caller has them already.
    public func coverageNotes(
        for region: Region, in range: DayRange, categories: Set<HolidayCategory>? = nil, known: [Holiday]? = nil
    ) throws(HolidayRulesError) -> [String] {
        let country = try rules.validate(region)
        let all: [Holiday]
        if let known { all = known } else { all = try holidays(for: region, in: range) }
        let seen = Set(all.map(\.day.year))
        var notes: [String] = []
        var empty: [Int] = []
        for year in range.years where !seen.contains(year) {
            if try holidays(for: region, year: year).isEmpty { empty.append(year) }
        }
        for run in Self.runs(empty) {
            notes.append(try emptyYearsNote(region, run, file: country.fileName))
        }
        let wanted = categories ?? [.public]
        if !all.isEmpty, !all.contains(where: { !wanted.isDisjoint(with: $0.categories) }) {
            let asked = wanted.sorted().map(\.rawValue).joined(separator: ", ")
            if wanted.isDisjoint(with: country.categories) {
                notes.append(
                    "\(country.code) has no holidays of the categories asked for (\(asked)) in the embedded rules; "
                        + "its categories: \(country.categories.map(\.rawValue).joined(separator: ", "))")
            } else {
                let present = Set(all.flatMap(\.categories)).sorted().map(\.rawValue).joined(separator: ", ")
                notes.append(
                    "\(region) has no holidays of the categories asked for (\(asked)) in \(Self.phrase(range.years)); "
                        + "its holidays there are \(present)")
            }
        }
        return notes
    }

    /// The note for a run of years without holidays: where the rules begin or end, or resume.
    private func emptyYearsNote(_ region: Region, _ run: ClosedRange<Int>, file: String) throws(HolidayRulesError) -> String {
        var before: Int?
        for year in stride(from: run.lowerBound - 1, through: Self.supportedYears.lowerBound, by: -1)
        where try !holidays(for: region, year: year).isEmpty {
            before = year
            break
        }
        var after: Int?
        for year in stride(from: run.upperBound + 1, through: Self.supportedYears.upperBound, by: 1)
        where try !holidays(for: region, year: year).isEmpty {
            after = year
            break
        }
        let reason =
            switch (before, after) {
            case (nil, let first?): "they begin in \(first) (\(file))"
            case (let last?, nil): "they end in \(last) (\(file))"
            case (let last?, let next?): "\(file) has none from \(last + 1) to \(next - 1)"
            case (nil, nil): "\(file) gives it none in any year"
            }
        return "\(region) has no holidays in \(Self.phrase(run)) in the embedded rules: \(reason)"
    }

    /// `1950` or `1950–1990`.
    private static func phrase(_ years: ClosedRange<Int>) -> String {
        years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)"
    }

    /// Sorted years as runs of consecutive years (also `CountryRules.yearsCovered`'s).
    static func runs(_ years: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for year in years {
            if let last = runs.last, last.upperBound + 1 == year {
                runs[runs.count - 1] = last.lowerBound...year
            } else {
                runs.append(year...year)
            }
        }
        return runs
    }
}
