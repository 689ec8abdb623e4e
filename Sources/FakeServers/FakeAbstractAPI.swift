/// Abstract API – Public Holidays (APIS.md §1): `GET /v1/?api_key&country&year&month&day`, one day
/// per request on the free plan, every field a string, dates `MM/DD/YYYY`, `[]` for no holiday,
/// errors `{"error":{"message","code","details"}}`; 401 for a bad key, 422 when the quota is spent,
/// 429 beyond the rate (no `Retry-After`).
public struct FakeAbstractAPI: FakeAPI {
    public let name = "abstract"
    /// The key the server accepts.
    public let key: String
    public let data: FakeHolidayData

    public init(key: String, data: FakeHolidayData = .sample) {
        self.key = key
        self.data = data
    }

    public func answer(_ request: FakeRequest) -> FakeResponse {
        guard request.pathSegments == ["v1"] else { return error(status: 404, request: request) }
        guard let given = request.query["api_key"], given == key else { return error(status: 401, request: request) }
        var missing: [String] = []
        for name in ["country", "year", "month", "day"] where (request.query[name] ?? "").isEmpty { missing.append(name) }
        guard missing.isEmpty, let country = request.query["country"], let year = Int(request.query["year"] ?? ""),
            let month = Int(request.query["month"] ?? ""), let day = Int(request.query["day"] ?? ""),
            (1...12).contains(month), (1...31).contains(day)
        else {
            let fields = (missing.isEmpty ? ["day"] : missing).map { "\(FakeHolidayData.jsonString($0)):[\"This is a required argument.\"]" }
            return .json(
                400, #"{"error":{"message":"A validation error occurred.","code":"validation_error","details":{"#
                    + fields.joined(separator: ",") + "}}}")
        }
        let entries = data.holidays(country: country, year: year, month: month, day: day).map {
            entry(for: $0, country: country.uppercased(), year: year, month: month, day: day)
        }
        return .json(200, "[" + entries.joined(separator: ",") + "]")
    }

    func entry(for holiday: FakeHoliday, country: String, year: Int, month: Int, day: Int) -> String {
        let mm = FakeHolidayData.pad(month)
        let dd = FakeHolidayData.pad(day)
        let type =
            switch holiday.kind {
            case .national: "National"
            case .regional: "Local"
            case .observance: "Observance"
            case .bank: "Bank Holiday"
            }
        let location = holiday.subdivisions.isEmpty ? Self.countryName(country) : holiday.subdivisions.joined(separator: ", ")
        let fields: [(String, String)] = [
            ("name", holiday.name), ("name_local", holiday.localName == holiday.name ? "" : holiday.localName),
            ("language", ""), ("description", ""), ("country", country), ("location", location), ("type", type),
            ("date", "\(mm)/\(dd)/\(year)"), ("date_year", "\(year)"), ("date_month", mm), ("date_day", dd),
            ("week_day", ""),
        ]
        return "{" + fields.map { FakeHolidayData.jsonString($0.0) + ":" + FakeHolidayData.jsonString($0.1) }
            .joined(separator: ",") + "}"
    }

    static func countryName(_ code: String) -> String {
        ["US": "United States", "DE": "Germany", "GB": "United Kingdom"][code] ?? code
    }

    public func error(status: Int, request: FakeRequest) -> FakeResponse {
        let (message, code): (String, String) =
            switch status {
            case 401: ("Invalid API key provided.", "unauthorized")
            case 404: ("Not found.", "not_found")
            case 422: ("Quota reached. You have used all of this month's API credits.", "quota_reached")
            case 429: ("Too many requests.", "too_many_requests")
            case 503: ("Service unavailable.", "service_unavailable")
            default: ("Internal server error.", "server_error")
            }
        return .json(
            status,
            #"{"error":{"message":"# + FakeHolidayData.jsonString(message) + #","code":"# + FakeHolidayData.jsonString(code)
                + #","details":null}}"#)
    }

    public func rateLimited(retryAfter: Int?, request: FakeRequest) -> FakeResponse {
        var response = error(status: 429, request: request)
        if let retryAfter { response.headers.append(("Retry-After", String(retryAfter))) }
        return response
    }

    public func quotaExhausted(request: FakeRequest) -> FakeResponse {
        error(status: 422, request: request)
    }

    public func oversizedBody(bytes: Int, request: FakeRequest) -> [UInt8] {
        let one = entry(
            for: FakeHoliday("01-01", "Padding Day"), country: request.query["country"] ?? "US",
            year: Int(request.query["year"] ?? "") ?? 2026, month: Int(request.query["month"] ?? "") ?? 1,
            day: Int(request.query["day"] ?? "") ?? 1)
        let count = max(1, bytes / (one.utf8.count + 1) + 1)
        return Array(("[" + Array(repeating: one, count: count).joined(separator: ",") + "]").utf8)
    }
}
