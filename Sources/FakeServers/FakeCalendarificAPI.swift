/// Calendarific v2 (APIS.md §3): `GET /api/v2/holidays?api_key&country&year`, the envelope
/// `{"meta":{"code":200},"response":{"holidays":[...]}}`, `country.id` lower-case, `date.iso`,
/// `type` an array, `states` `"All"` or an array of `{id,abbrev,name,exception,iso}`. Errors fill
/// `meta.code`, `meta.error_type`, `meta.error_detail` and set `response: []`; 401 for a bad key,
/// 422 for an unknown country, the quota error "API Limit Exceeded" (sent as 429).
public struct FakeCalendarificAPI: FakeAPI {
    public let name = "calendarific"
    public let key: String
    public let data: FakeHolidayData

    public init(key: String, data: FakeHolidayData = .sample) {
        self.key = key
        self.data = data
    }

    public func answer(_ request: FakeRequest) -> FakeResponse {
        guard request.pathSegments == ["api", "v2", "holidays"] else { return error(status: 404, request: request) }
        guard request.query["api_key"] == key else { return error(status: 401, request: request) }
        guard let country = request.query["country"]?.uppercased(), data.countries[country] != nil else {
            return envelopeError(422, type: "invalid parameter", detail: "Unknown country. See https://calendarific.com/supported-countries")
        }
        guard let year = Int(request.query["year"] ?? ""), (1900...2049).contains(year) else {
            return envelopeError(422, type: "invalid parameter", detail: "A valid year from 1900 to 2049 is required.")
        }
        let holidays = data.holidays(country: country, year: year).map { holiday($0.date, $0.holiday, country) }
        return .json(200, #"{"meta":{"code":200},"response":{"holidays":["# + holidays.joined(separator: ",") + "]}}")
    }

    func holiday(_ date: String, _ holiday: FakeHoliday, _ country: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        let type =
            switch holiday.kind {
            case .national: "National holiday"
            case .regional: "Local holiday"
            case .observance: "Observance"
            case .bank: "Common local holiday"
            }
        let states: String
        if holiday.subdivisions.isEmpty {
            states = #""All""#
        } else {
            states = "[" + holiday.subdivisions.enumerated().map { index, code in
                let abbrev = code.split(separator: "-").last.map(String.init) ?? code
                return #"{"id":"# + String(index + 1) + #","abbrev":"# + FakeHolidayData.jsonString(abbrev) + #","name":"#
                    + FakeHolidayData.jsonString(abbrev) + #","exception":null,"iso":"# + FakeHolidayData.jsonString(code.lowercased()) + "}"
            }.joined(separator: ",") + "]"
        }
        let slug = holiday.name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        return #"{"name":"# + FakeHolidayData.jsonString(holiday.name) + #","description":"","country":{"id":"#
            + FakeHolidayData.jsonString(country.lowercased()) + #","name":"# + FakeHolidayData.jsonString(FakeAbstractAPI.countryName(country))
            + #"},"date":{"iso":"# + FakeHolidayData.jsonString(date) + #","datetime":{"year":"# + String(parts.first ?? 0)
            + #","month":"# + String(parts.count > 1 ? parts[1] : 0) + #","day":"# + String(parts.count > 2 ? parts[2] : 0)
            + #"}},"type":["# + FakeHolidayData.jsonString(type) + #"],"primary_type":"# + FakeHolidayData.jsonString(type)
            + #","canonical_url":"https://calendarific.com/holiday/"# + #","urlid":"# + FakeHolidayData.jsonString(country.lowercased() + "/" + slug)
            + #","locations":"# + FakeHolidayData.jsonString(holiday.subdivisions.isEmpty ? "All" : holiday.subdivisions.joined(separator: ", "))
            + #","states":"# + states + "}"
    }

    func envelopeError(_ status: Int, type: String, detail: String) -> FakeResponse {
        .json(
            status,
            #"{"meta":{"code":"# + String(status) + #","error_type":"# + FakeHolidayData.jsonString(type) + #","error_detail":"#
                + FakeHolidayData.jsonString(detail) + #"},"response":[]}"#)
    }

    public func error(status: Int, request: FakeRequest) -> FakeResponse {
        switch status {
        case 401:
            envelopeError(401, type: "auth failed", detail: "Missing or invalid api credentials. See https://calendarific.com/api for details.")
        case 404: envelopeError(404, type: "not found", detail: "Unknown endpoint.")
        case 429: envelopeError(429, type: "too many requests", detail: "Too many requests. API limits reached.")
        case 503: envelopeError(503, type: "maintenance", detail: "Service temporarily unavailable.")
        default: envelopeError(status, type: "server error", detail: "Internal server error.")
        }
    }

    public func rateLimited(retryAfter: Int?, request: FakeRequest) -> FakeResponse {
        var response = error(status: 429, request: request)
        if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
        return response
    }

    public func quotaExhausted(request: FakeRequest) -> FakeResponse {
        envelopeError(429, type: "quota exceeded", detail: "API Limit Exceeded. Please upgrade your account. See https://calendarific.com/ for details.")
    }

    public func oversizedBody(bytes: Int, request: FakeRequest) -> [UInt8] {
        let one = holiday("2026-01-01", FakeHoliday("01-01", "Padding Day"), "US")
        let count = max(1, bytes / (one.utf8.count + 1) + 1)
        return Array((#"{"meta":{"code":200},"response":{"holidays":["# + Array(repeating: one, count: count).joined(separator: ",") + "]}}").utf8)
    }
}
