import Foundation
public import CalendarCore
public import SourceFetching

/// Abstract API – Public Holidays (APIS.md §1): one request per day on the free plan, 1 request a second.
///
/// `GET {base}/?api_key&country&year&month&day`; the answer is an array of objects whose every field
/// is a string (`name_local`, `language`, `description`, `location` may be null), dated `MM/DD/YYYY`;
/// `[]` is a day without holidays. `location` names the region: the country's name (or empty) for
/// the whole country, otherwise subdivision codes (`US-NY`, `NY`) or names, mapped through `subdivisionNamed`.
public struct AbstractProvider: OnlineHolidayProvider {
    public let id = "abstract"
    public let displayName = "Abstract"
    public let keyVariable: String? = "ALMANAC_ABSTRACT_API_KEY"
    public let defaultRate = 1.0
    public static let defaultBaseURL = "https://holidays.abstractapi.com/v1/"
    public let baseURL: String
    public let answersOneDay = true
    private let subdivisionNamed: @Sendable (CountryCode, String) -> String?

    /// - Parameter subdivisionNamed: the subdivision code of a region name in a country (`New York` → `NY`).
    public init(
        baseURL: String = AbstractProvider.defaultBaseURL,
        subdivisionNamed: @escaping @Sendable (CountryCode, String) -> String? = { _, _ in nil }
    ) {
        self.baseURL = baseURL
        self.subdivisionNamed = subdivisionNamed
    }

    public func units(country: CountryCode, range: DayRange) -> [FetchUnit] {
        dayUnits(country: country, range: range)
    }

    public func url(for unit: FetchUnit, key: String?) -> String {
        guard case .day(let day) = unit.period else { return baseURL }
        let base = baseURL.contains("?") ? baseURL + "&" : (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + "?"
        return base + "api_key=\(queryValue(key ?? ""))&country=\(unit.country)&year=\(day.year)&month=\(day.month)&day=\(day.day)"
    }

    public func verdict(on response: FetchResponse, for unit: FetchUnit) -> ProviderVerdict {
        switch response.status {
        case 200: return decode(response.body, unit: unit)
        case 401: return .stop(.unauthorized(variable: keyVariable ?? ""))
        case 422: return .stop(.quotaExhausted(detail: Self.message(response) ?? "quota reached"))
        default:
            return .stop(.unexpected(status: response.status, detail: Self.message(response) ?? "no error message"))
        }
    }

    /// `error.message` of Abstract's envelope.
    static func message(_ response: FetchResponse) -> String? {
        (try? JSONValue.parse(response.body))?["error"]?["message"]?.string
    }

    func decode(_ body: [UInt8], unit: FetchUnit) -> ProviderVerdict {
        guard case .day(let asked) = unit.period else { return .rejected("not a day") }
        guard let json = try? JSONValue.parse(body) else { return .rejected("not JSON") }
        guard let entries = json.array else { return .rejected("expected a JSON array, got \(json.typeName)") }
        var holidays: [ProviderHoliday] = []
        for (index, entry) in entries.enumerated() {
            guard case .object(let fields) = entry else {
                return .rejected("item \(index + 1): expected an object, got \(entry.typeName)")
            }
            for (field, value) in fields {
                let nullable = ["name_local", "language", "description", "location"].contains(field)
                if case .string = value { continue }
                if nullable, value == .null { continue }
                return .rejected("item \(index + 1): field '\(field)' must be a string, got \(value.typeName)")
            }
            guard let name = fields["name"]?.string, !name.isEmpty else {
                return .rejected("item \(index + 1): 'name' is missing or empty")
            }
            guard let dateText = fields["date"]?.string, let day = Self.day(mmddyyyy: dateText) else {
                return .rejected("item \(index + 1) (\(name)): 'date' must be MM/DD/YYYY, got \(fields["date"]?.string ?? "nothing")")
            }
            guard day == asked else {
                return .rejected("item \(index + 1) (\(name)) is dated \(dateText), not the day asked (\(asked))")
            }
            if let y = fields["date_year"]?.string, let m = fields["date_month"]?.string, let d = fields["date_day"]?.string,
                CalendarDay(year: Int(y) ?? 0, month: Int(m) ?? 0, day: Int(d) ?? 0) != asked
            {
                return .rejected("item \(index + 1) (\(name)): date_year/date_month/date_day \(y)-\(m)-\(d) contradict 'date' \(dateText)")
            }
            let local = fields["name_local"]?.string.flatMap { $0.isEmpty || $0 == name ? nil : $0 }
            holidays.append(
                ProviderHoliday(
                    day: day, name: name, localName: local, categories: Self.categories(fields["type"]?.string ?? ""),
                    subdivisions: subdivisions(fields["location"]?.string ?? "", country: unit.country)))
        }
        return .answer(ProviderHoliday.mergingDuplicates(holidays))
    }

    /// `MM/DD/YYYY` as a day.
    static func day(mmddyyyy text: String) -> CalendarDay? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 2, parts[1].count == 2, parts[2].count == 4,
            let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Abstract's `type` → categories: National, Local → public; Bank… → bank; Observance, Season,
    /// Religious, clock changes and anything unknown → observance (never a day off by guess).
    static func categories(_ type: String) -> Set<HolidayCategory> {
        let lower = type.lowercased()
        if lower == "national" || lower == "local" || lower.contains("public") { return [.public] }
        if lower.contains("bank") { return [.bank] }
        return [.observance]
    }

    /// `location` → subdivision codes: the country's name, empty or "All" → the whole country; else
    /// each comma-separated part as `CC-SUB`, `SUB`, or a region name.
    func subdivisions(_ location: String, country: CountryCode) -> Set<String> {
        let trimmed = location.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.lowercased() == "all" { return [] }
        var codes: Set<String> = []
        var sawRegion = false
        for part in trimmed.split(separator: ",") {
            let token = part.trimmingCharacters(in: .whitespaces)
            let upper = token.uppercased()
            if upper.hasPrefix("\(country)-"), SubdivisionCode(upper.dropFirst(3)) != nil {
                codes.insert(String(upper.dropFirst(3)))
                sawRegion = true
            } else if let code = subdivisionNamed(country, token) {
                codes.insert(code)
                sawRegion = true
            } else if token.count <= 3, SubdivisionCode(token) != nil, token == upper {
                codes.insert(upper)
                sawRegion = true
            }
        }
        // A location that names no known region (the country's own name, "United States") is national.
        return sawRegion ? codes : []
    }
}
