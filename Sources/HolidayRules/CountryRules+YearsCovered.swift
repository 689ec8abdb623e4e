extension CountryRules {
    /// The supported years in which the rules give the country holidays, as runs of consecutive years:
    /// `[1991...2100]` for Germany, two runs where a country's history has a gap. A year counts when
    /// some block's `years:` holds it (in any of the country's calendars, whatever its category) or a
    /// block has a declared day in it (`moved:`); a block's `held-if:` is not evaluated, so a year
    /// whose only holiday is conditional still counts. For `almanac countries`: where to expect holidays.
    public var yearsCovered: [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for year in HolidayEngine.supportedYears
        where holidays.contains(where: { $0.years.contains(year) || $0.moved[year] != nil }) {
            if let last = runs.last, last.upperBound + 1 == year {
                runs[runs.count - 1] = last.lowerBound...year
            } else {
                runs.append(year...year)
            }
        }
        return runs
    }
}
