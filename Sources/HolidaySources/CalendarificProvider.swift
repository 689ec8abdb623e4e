public import CalendarCore
public import SourceFetching

/// Calendarific v2 (APIS.md §3): one request per country and year, key in `api_key`.
///
/// `GET {base}/holidays?api_key&country&year` answers `{"meta":{"code":200},"response":{"holidays":[...]}}`
/// with `date.iso` (its first 10 characters; equinoxes carry a time), `type` an array, `states`
/// `"All"` or an array of `{iso:"us-ny",...}`. Errors fill `meta.error_detail` with `response: []`.
/// "API Limit Exceeded" is the quota, whatever its status: never retried (`isFinal`).
public struct CalendarificProvider: OnlineHolidayProvider {
    public let id = "calendarific"
    public let displayName = "Calendarific"
    public let keyVariable: String? = "ALMANAC_CALENDARIFIC_API_KEY"
    /// No per-second limit is documented; one a second spares the small monthly quota's neighbours.
    public let defaultRate = 1.0
    public static let defaultBaseURL = "https://calendarific.com/api/v2"
    public let baseURL: String
    public let answersOneDay = false

    public init(baseURL: String = CalendarificProvider.defaultBaseURL) {
        self.baseURL = baseURL
    }

    public func units(country: CountryCode, range: DayRange) -> [FetchUnit] {
        yearUnits(country: country, range: range)
    }

    public func url(for unit: FetchUnit, key: String?) -> String {
        guard case .year(let year) = unit.period else { return baseURL }
        return joinURL(baseURL, "holidays") + "?api_key=\(queryValue(key ?? ""))&country=\(unit.country)&year=\(year)"
    }

    public func isFinal(_ response: FetchResponse) -> Bool {
        Self.detail(response)?.lowercased().contains("limit exceeded") ?? false
    }

    static func detail(_ response: FetchResponse) -> String? {
        (try? JSONValue.parse(response.body))?["meta"]?["error_detail"]?.string
    }

    public func verdict(on response: FetchResponse, for unit: FetchUnit) -> ProviderVerdict {
        if isFinal(response) { return .stop(.quotaExhausted(detail: Self.detail(response) ?? "API Limit Exceeded")) }
        let detail = Self.detail(response) ?? "no error message"
        switch response.status {
        case 200: return decode(response.body, unit: unit)
        case 401: return .stop(.unauthorized(variable: keyVariable ?? ""))
        case 422 where detail.lowercased().contains("country"):
            return .stop(.unknownCountry(detail: "Calendarific has no country '\(unit.country)' (HTTP 422: \(detail))"))
        case 422 where detail.lowercased().contains("year"):
            return .stop(.unsupportedYear(detail: "Calendarific does not serve \(unit.periodText) (HTTP 422: \(detail))"))
        default: return .stop(.unexpected(status: response.status, detail: detail))
        }
    }

    func decode(_ body: [UInt8], unit: FetchUnit) -> ProviderVerdict {
        guard case .year(let year) = unit.period else { return .rejected("not a year") }
        guard let json = try? JSONValue.parse(body) else { return .rejected("not JSON") }
        guard case .object = json else { return .rejected("expected a JSON object, got \(json.typeName)") }
        if let code = json["meta"]?["code"], code != .number(200) {
            return .rejected("meta.code is \(code), not 200")
        }
        guard let entries = json["response"]?["holidays"]?.array else {
            return .rejected("expected response.holidays to be an array")
        }
        var holidays: [ProviderHoliday] = []
        for (index, entry) in entries.enumerated() {
            let item = "item \(index + 1)"
            guard case .object(let fields) = entry else { return .rejected("\(item): expected an object, got \(entry.typeName)") }
            guard let name = fields["name"]?.string, !name.isEmpty else {
                return .rejected("\(item): 'name' must be a non-empty string, got \(fields["name"]?.typeName ?? "nothing")")
            }
            guard let iso = fields["date"]?["iso"]?.string, iso.count >= 10, let day = CalendarDay(iso: iso.prefix(10)) else {
                return .rejected("\(item) (\(name)): 'date.iso' must start with YYYY-MM-DD")
            }
            guard day.year == year else {
                return .rejected("\(item) (\(name)) is dated \(iso.prefix(10)), outside the year asked (\(year))")
            }
            var types: [String] = []
            switch fields["type"] {
            case .array(let values):
                for value in values {
                    guard let text = value.string else { return .rejected("\(item) (\(name)): 'type' must hold strings, got \(value.typeName)") }
                    types.append(text)
                }
            case .string(let single): types = [single]
            case nil, .null: break
            case let other?: return .rejected("\(item) (\(name)): 'type' must be an array of strings, got \(other.typeName)")
            }
            var subdivisions: Set<String> = []
            switch fields["states"] {
            case .string, nil, .null: break  // "All"
            case .array(let states):
                for state in states {
                    guard let iso = state["iso"]?.string ?? state["abbrev"]?.string else {
                        return .rejected("\(item) (\(name)): each of 'states' needs a string 'iso'")
                    }
                    let upper = iso.uppercased()
                    subdivisions.insert(upper.hasPrefix("\(unit.country)-") ? String(upper.dropFirst(3)) : upper)
                }
            case let other?: return .rejected("\(item) (\(name)): 'states' must be \"All\" or an array, got \(other.typeName)")
            }
            holidays.append(ProviderHoliday(day: day, name: name, categories: Self.categories(types), subdivisions: subdivisions))
        }
        return .answer(ProviderHoliday.mergingDuplicates(holidays))
    }

    /// Calendarific's types → categories: national and local holidays → public; bank → bank;
    /// optional/restricted → optional; observances, seasons, religious days and unknown → observance.
    static func categories(_ types: [String]) -> Set<HolidayCategory> {
        var result: Set<HolidayCategory> = []
        for type in types {
            let lower = type.lowercased()
            if lower.contains("national holiday") || lower.contains("local holiday") || lower == "public holiday" {
                result.insert(.public)
            } else if lower.contains("bank") {
                result.insert(.bank)
            } else if lower.contains("optional") || lower.contains("restricted") {
                result.insert(.optional)
            } else {
                result.insert(.observance)
            }
        }
        return result.isEmpty ? [.observance] : result
    }
}
