/// Nager.Date v3 (APIS.md §2): `GET /api/v3/PublicHolidays/{year}/{countryCode}` (path matched
/// case-insensitively), `PublicHolidayV3Dto[]`; 404 with no body for an unknown country, 400
/// ProblemDetails for a year more than 50 years from `currentYear`; 429 as `text/plain` with
/// `Retry-After`. No key. `GET /api/v3/AvailableCountries` lists the countries.
public struct FakeNagerAPI: FakeAPI {
    public let name = "nager"
    public let data: FakeHolidayData
    /// The year the ±50-year window is centred on.
    public let currentYear: Int

    public init(data: FakeHolidayData = .sample, currentYear: Int = 2026) {
        self.data = data
        self.currentYear = currentYear
    }

    public func answer(_ request: FakeRequest) -> FakeResponse {
        let segments = request.pathSegments.map { $0.lowercased() }
        if segments == ["api", "v3", "availablecountries"] {
            let list = data.countries.keys.sorted().map {
                #"{"countryCode":"# + FakeHolidayData.jsonString($0) + #","name":"#
                    + FakeHolidayData.jsonString(FakeAbstractAPI.countryName($0)) + "}"
            }
            return .json(200, "[" + list.joined(separator: ",") + "]")
        }
        guard segments.count == 5, segments[0] == "api", segments[1] == "v3", segments[2] == "publicholidays" else {
            return FakeResponse(status: 404)
        }
        guard let year = Int(segments[3]), abs(year - currentYear) <= 50 else {
            return .json(
                400,
                #"{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.1","title":"One or more validation errors occurred.","status":400,"errors":{"year":["The year is out of range."]}}"#
            )
        }
        let country = segments[4].uppercased()
        guard data.countries[country] != nil else { return FakeResponse(status: 404) }
        return .json(200, "[" + data.holidays(country: country, year: year).map { dto($0.date, $0.holiday, country) }.joined(separator: ",") + "]")
    }

    func dto(_ date: String, _ holiday: FakeHoliday, _ country: String) -> String {
        let types =
            switch holiday.kind {
            case .national, .regional: #"["Public"]"#
            case .observance: #"["Observance"]"#
            case .bank: #"["Bank"]"#
            }
        let counties =
            holiday.subdivisions.isEmpty
            ? "null" : "[" + holiday.subdivisions.map(FakeHolidayData.jsonString).joined(separator: ",") + "]"
        return #"{"date":"# + FakeHolidayData.jsonString(date) + #","localName":"# + FakeHolidayData.jsonString(holiday.localName)
            + #","name":"# + FakeHolidayData.jsonString(holiday.name) + #","countryCode":"# + FakeHolidayData.jsonString(country)
            + #","fixed":false,"global":"# + (holiday.subdivisions.isEmpty ? "true" : "false") + #","counties":"# + counties
            + #","launchYear":null,"types":"# + types + "}"
    }

    public func error(status: Int, request: FakeRequest) -> FakeResponse {
        .json(status, #"{"type":"about:blank","title":"Error","status":"# + String(status) + "}")
    }

    public func rateLimited(retryAfter: Int?, request: FakeRequest) -> FakeResponse {
        .text(
            429, "API calls quota exceeded! maximum admitted 10 per 1s.",
            headers: [("Retry-After", String(retryAfter ?? 1))])
    }

    public func quotaExhausted(request: FakeRequest) -> FakeResponse {
        .text(429, "API calls quota exceeded! maximum admitted 100 per 1h.", headers: [("Retry-After", "3600")])
    }

    public func oversizedBody(bytes: Int, request: FakeRequest) -> [UInt8] {
        let one = dto("2026-01-01", FakeHoliday("01-01", "Padding Day"), "US")
        let count = max(1, bytes / (one.utf8.count + 1) + 1)
        return Array(("[" + Array(repeating: one, count: count).joined(separator: ",") + "]").utf8)
    }
}
