public import CalendarCore
public import HolidaySources

/// What an online provider knows for the regions of a build, read from the cache after fetching:
/// the assembler takes holidays from here instead of the embedded rules.
public struct OnlineHolidaySet: Sendable {
    /// `abstract`, `nager`, `calendarific`.
    public let providerID: String
    /// `Abstract`, `Nager.Date`, `Calendarific`.
    public let providerName: String
    /// Whether unknown days are filled from the embedded rules (`--fallback embedded`).
    public let fallbackEmbedded: Bool
    /// Per region, over the union of the ranges asked for.
    public let regions: [Region: RegionHolidays]

    public init(providerID: String, providerName: String, fallbackEmbedded: Bool, regions: [Region: RegionHolidays]) {
        self.providerID = providerID
        self.providerName = providerName
        self.fallbackEmbedded = fallbackEmbedded
        self.regions = regions
    }

    /// The known holidays of `region` in `range`, and its unknown days clipped to `range`.
    public func holidays(for region: Region, in range: DayRange) -> (holidays: [Holiday], unknownDays: [DayRange]) {
        guard let known = regions[region] else { return ([], [range]) }
        let holidays = known.holidays.filter { range.contains($0.day) }
        let unknown = known.unknownDays.compactMap { run -> DayRange? in
            DayRange(first: max(run.first, range.first), last: min(run.last, range.last))
        }
        return (holidays, unknown)
    }

    /// Every unknown day of every region, as `REGION first…last` lines, for stderr.
    public var unknownDayLines: [String] {
        regions.keys.sorted().flatMap { region in
            (regions[region]?.unknownDays ?? []).map { run in
                run.first == run.last ? "\(region) \(run.first)" : "\(region) \(run.first)…\(run.last)"
            }
        }
    }

    /// True when some day of some region is unknown.
    public var isPartial: Bool { regions.values.contains { !$0.unknownDays.isEmpty } }
}
