extension CountryRules {
    /// The supported years in which the rules give the country holidays, as runs of consecutive years:
    /// `[1991...2100]` for Germany, two runs where a country's history has a gap. A year counts when
    /// some block's `years:` holds it (in any of the country's calendars, whatever its category) or a
    /// block has a declared day in it (`moved:`); a block's `held-if:` is not evaluated, so a year
    /// whose only holiday is conditional still counts. For `almanac countries`: where to expect holidays.
    public var yearsCovered: [ClosedRange<Int>] {
        HolidayEngine.runs(
            HolidayEngine.supportedYears.filter { year in
                holidays.contains { $0.years.contains(year) || $0.moved[year] != nil }
            })
    }
}
