public import CalendarCore
public import SourceFetching

/// One online holiday API (APIS.md): how to ask for a unit, and what its answers mean.
///
/// Providers are pure: they build URLs and judge answers. Fetching, pacing, caching and resuming
/// are `OnlineHolidaySource`'s, the same for all three.
public protocol OnlineHolidayProvider: Sendable {
    /// `abstract`, `nager`, `calendarific`: the cache's `source` and the `--provider` value.
    var id: String { get }
    /// The name shown to people: `Abstract`, `Nager.Date`, `Calendarific`.
    var displayName: String { get }
    /// The environment variable holding the key (nil: no key needed).
    var keyVariable: String? { get }
    /// The plan's rate when `--rate` is not given (requests per second).
    var defaultRate: Double { get }
    /// True when one request answers one day (Abstract), false when it answers a year.
    var answersOneDay: Bool { get }
    /// The units covering `range` for `country`, in order.
    func units(country: CountryCode, range: DayRange) -> [FetchUnit]
    /// The URL asking for `unit` (with the key in it when the API wants one).
    func url(for unit: FetchUnit, key: String?) -> String
    /// True when the answer must not be retried whatever its status (a quota error sent as 429).
    func isFinal(_ response: FetchResponse) -> Bool
    /// What the answer for `unit` means.
    func verdict(on response: FetchResponse, for unit: FetchUnit) -> ProviderVerdict
    /// The holidays of a cached body for `unit` (validated when stored; nil if it no longer decodes).
    func holidays(fromCached body: [UInt8], for unit: FetchUnit) -> [ProviderHoliday]?
}

extension OnlineHolidayProvider {
    public func isFinal(_ response: FetchResponse) -> Bool { false }

    public func holidays(fromCached body: [UInt8], for unit: FetchUnit) -> [ProviderHoliday]? {
        let response = FetchResponse(status: 200, headers: [], body: body, url: "cache", attempts: 0)
        if case .answer(let holidays) = verdict(on: response, for: unit) { return holidays }
        return nil
    }

    /// One unit per day of `range`.
    func dayUnits(country: CountryCode, range: DayRange) -> [FetchUnit] {
        range.map { FetchUnit(country: country, period: .day($0)) }
    }

    /// One unit per year of `range`.
    func yearUnits(country: CountryCode, range: DayRange) -> [FetchUnit] {
        range.years.map { FetchUnit(country: country, period: .year($0)) }
    }
}

/// Joins a base URL and a path without doubling or dropping the slash.
func joinURL(_ base: String, _ path: String) -> String {
    let trimmedBase = base.hasSuffix("/") ? String(base.dropLast()) : base
    let trimmedPath = path.hasPrefix("/") ? String(path.dropFirst()) : path
    return trimmedBase + "/" + trimmedPath
}

/// Percent-encodes a query value (RFC 3986 unreserved characters kept).
func queryValue(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            out += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return out
}
