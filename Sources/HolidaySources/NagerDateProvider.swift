public import CalendarCore
public import SourceFetching

/// Nager.Date v3 (APIS.md §2): one request per country and year, no key.
///
/// `GET {base}/PublicHolidays/{year}/{CC}` answers `PublicHolidayV3Dto[]`: `date` `YYYY-MM-DD`,
/// `name`, `localName`, `global`, `counties` (`["US-TX"]` or null), `types` (`Public`, `Bank`,
/// `School`, `Authorities`, `Optional`, `Observance`). 404 is an unknown country, 400 a year
/// outside the ±50 years it serves, 204 or `[]` a year without holidays.
public struct NagerDateProvider: OnlineHolidayProvider {
    public let id = "nager"
    public let displayName = "Nager.Date"
    public let keyVariable: String? = nil
    /// Nager.Date's public limit in 2021 was 10 requests a second (issue #234).
    public let defaultRate = 10.0
    public static let defaultBaseURL = "https://date.nager.at/api/v3"
    public let baseURL: String
    public let answersOneDay = false

    public init(baseURL: String = NagerDateProvider.defaultBaseURL) {
        self.baseURL = baseURL
    }

    public func units(country: CountryCode, range: DayRange) -> [FetchUnit] {
        yearUnits(country: country, range: range)
    }

    public func url(for unit: FetchUnit, key: String?) -> String {
        guard case .year(let year) = unit.period else { return baseURL }
        return joinURL(baseURL, "PublicHolidays/\(year)/\(unit.country)")
    }

    public func verdict(on response: FetchResponse, for unit: FetchUnit) -> ProviderVerdict {
        switch response.status {
        case 200: return decode(response.body, unit: unit)
        case 204: return .answer([])
        case 404: return .stop(.unknownCountry(detail: "Nager.Date has no country '\(unit.country)' (HTTP 404)"))
        case 400:
            let detail = (try? JSONValue.parse(response.body))?["title"]?.string ?? "bad request"
            return .stop(.unsupportedYear(detail: "Nager.Date does not serve \(unit.periodText) for \(unit.country) (HTTP 400: \(detail))"))
        default:
            let text = String(decoding: response.body.prefix(200), as: UTF8.self)
            return .stop(.unexpected(status: response.status, detail: text.isEmpty ? "no error message" : text))
        }
    }

    func decode(_ body: [UInt8], unit: FetchUnit) -> ProviderVerdict {
        guard case .year(let year) = unit.period else { return .rejected("not a year") }
        guard let json = try? JSONValue.parse(body) else { return .rejected("not JSON") }
        guard let entries = json.array else { return .rejected("expected a JSON array, got \(json.typeName)") }
        var holidays: [ProviderHoliday] = []
        for (index, entry) in entries.enumerated() {
            let item = "item \(index + 1)"
            guard case .object(let fields) = entry else { return .rejected("\(item): expected an object, got \(entry.typeName)") }
            guard let name = fields["name"]?.string, !name.isEmpty else {
                return .rejected("\(item): 'name' must be a non-empty string, got \(fields["name"]?.typeName ?? "nothing")")
            }
            guard let dateText = fields["date"]?.string, let day = CalendarDay(iso: dateText), dateText.count == 10 else {
                return .rejected("\(item) (\(name)): 'date' must be YYYY-MM-DD, got \(fields["date"]?.typeName ?? "nothing")")
            }
            guard day.year == year else {
                return .rejected("\(item) (\(name)) is dated \(dateText), outside the year asked (\(year))")
            }
            var types: [String] = []
            switch fields["types"] {
            case .array(let values):
                for value in values {
                    guard let text = value.string else { return .rejected("\(item) (\(name)): 'types' must hold strings, got \(value.typeName)") }
                    types.append(text)
                }
            case nil, .null:
                // v2's single `type` string, still seen in old mirrors.
                if let single = fields["type"]?.string { types = [single] }
            case let other?:
                return .rejected("\(item) (\(name)): 'types' must be an array of strings, got \(other.typeName)")
            }
            var subdivisions: Set<String> = []
            switch fields["counties"] {
            case nil, .null: break
            case .array(let values):
                for value in values {
                    guard let code = value.string else { return .rejected("\(item) (\(name)): 'counties' must hold strings, got \(value.typeName)") }
                    let upper = code.uppercased()
                    subdivisions.insert(upper.hasPrefix("\(unit.country)-") ? String(upper.dropFirst(3)) : upper)
                }
            case let other?:
                return .rejected("\(item) (\(name)): 'counties' must be null or an array, got \(other.typeName)")
            }
            if let global = fields["global"], global != .null {
                guard case .bool(let isGlobal) = global else { return .rejected("\(item) (\(name)): 'global' must be a boolean, got \(global.typeName)") }
                if isGlobal { subdivisions = [] }
            }
            let local = fields["localName"]?.string.flatMap { $0.isEmpty || $0 == name ? nil : $0 }
            holidays.append(
                ProviderHoliday(day: day, name: name, localName: local, categories: Self.categories(types), subdivisions: subdivisions))
        }
        return .answer(ProviderHoliday.mergingDuplicates(holidays))
    }

    /// Nager's `types` → categories (Authorities → government); none known → observance.
    static func categories(_ types: [String]) -> Set<HolidayCategory> {
        var result: Set<HolidayCategory> = []
        for type in types {
            switch type.lowercased() {
            case "public": result.insert(.public)
            case "bank": result.insert(.bank)
            case "school": result.insert(.school)
            case "authorities": result.insert(.government)
            case "optional": result.insert(.optional)
            default: result.insert(.observance)
            }
        }
        return result.isEmpty ? [.observance] : result
    }
}
