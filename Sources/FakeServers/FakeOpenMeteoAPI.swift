import Foundation

/// Open-Meteo's forecast API (APIS.md §4): `GET /v1/forecast` with `latitude`, `longitude`, `daily`,
/// `timezone`, `start_date`/`end_date` or `forecast_days`, `temperature_unit`; answers the documented
/// top-level fields with `daily_units` and parallel `daily` arrays, errors as `{"error":true,"reason":…}`.
///
/// The weather is made up but deterministic: each day's WMO code, temperatures and chance of
/// precipitation follow from the coordinates and the date, so a test can compute what it expects
/// (``weather(latitude:longitude:date:)``). Days from ``today`` + ``nullsFrom`` on have `null` in every
/// array, as the real API sends beyond its models' horizon. A start or end date outside the range the
/// real API allows (92 days back, 16 ahead of ``today``) is a 400 with the reason naming the range; so
/// are a latitude or longitude out of range, an unknown daily variable or unit, `daily` without
/// `timezone`, and an unknown time zone. 429s carry the minute, hour or day reason and no `Retry-After`
/// (Open-Meteo sends none).
public struct FakeOpenMeteoAPI: FakeAPI {
    public let name = "open-meteo"
    /// The server's today, `YYYY-MM-DD`: the allowed date range is counted from it.
    public let today: String
    /// Days from `today` on this index (0 = today) have `null` in every array; nil: none.
    public let nullsFrom: Int?

    public static let dailyVariables: Set<String> = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max",
        "precipitation_sum", "sunrise", "sunset", "wind_speed_10m_max",
    ]
    /// The WMO codes Open-Meteo documents, which the made-up weather cycles through.
    public static let codes = [
        0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ]

    public init(today: String = "2026-05-14", nullsFrom: Int? = 14) {
        self.today = today
        self.nullsFrom = nullsFrom
    }

    /// One made-up day: the WMO code, highest and lowest temperature in °C (one decimal), chance of precipitation.
    public static func weather(latitude: Double, longitude: Double, date: String) -> (
        code: Int, maximum: Double, minimum: Double, precipitation: Int
    ) {
        let day = dayNumber(date) ?? 0
        let seed = abs(day &* 31 &+ Int((latitude * 100).rounded()) &* 7 &+ Int((longitude * 100).rounded()) &* 3)
        let code = codes[seed % codes.count]
        let season = cos(Double((day - 196) % 365) / 365 * 2 * Double.pi)  // warmest mid-July
        let maximum = ((18 + 10 * season - abs(latitude) / 10 + Double(seed % 7) - 3) * 10).rounded() / 10
        let minimum = ((maximum - 6 - Double(seed % 5)) * 10).rounded() / 10
        return (code, maximum, minimum, (seed % 11) * 10)
    }

    public func answer(_ request: FakeRequest) -> FakeResponse {
        guard request.pathSegments == ["v1", "forecast"] else {
            return reason(404, "Not Found")
        }
        let query = request.query
        guard let latitudeText = query["latitude"], let latitude = Double(latitudeText),
            let longitudeText = query["longitude"], let longitude = Double(longitudeText)
        else {
            return reason(400, "Parameter 'latitude' and 'longitude' must be given as floating point numbers")
        }
        guard (-90...90).contains(latitude) else {
            return reason(400, "Latitude must be in range of -90 to 90°. Given: \(latitude).")
        }
        guard (-180...180).contains(longitude) else {
            return reason(400, "Longitude must be in range of -180 to 180°. Given: \(longitude).")
        }
        let variables = (query["daily"] ?? "").split(separator: ",").map(String.init)
        for variable in variables where !Self.dailyVariables.contains(variable) {
            return reason(400, "Cannot initialize WeatherVariable from invalid String value \(variable) for key daily")
        }
        let unit = query["temperature_unit"] ?? "celsius"
        guard ["celsius", "fahrenheit"].contains(unit) else {
            return reason(400, "Cannot initialize TemperatureUnit from invalid String value \(unit) for key temperature_unit")
        }
        guard let zoneName = query["timezone"] else {
            return variables.isEmpty ? reason(400, "No data is requested") : reason(400, "Timezone is required")
        }
        guard let zone = TimeZone(identifier: zoneName) else {
            return reason(400, "Invalid timezone \(zoneName)")
        }
        guard let todayNumber = Self.dayNumber(today) else { return reason(500, "Bad fake configuration") }
        let first: Int
        let last: Int
        if let start = query["start_date"], let end = query["end_date"] {
            guard let startNumber = Self.dayNumber(start), let endNumber = Self.dayNumber(end) else {
                return reason(400, "Invalid date format. Make sure to use 'YYYY-MM-DD'")
            }
            let allowed = (todayNumber - 92)...(todayNumber + 15)
            guard allowed.contains(startNumber), allowed.contains(endNumber) else {
                return reason(
                    400,
                    "Parameter 'start_date' is out of allowed range from \(Self.date(allowed.lowerBound)) to \(Self.date(allowed.upperBound))")
            }
            guard startNumber <= endNumber else { return reason(400, "End-date must be larger or equal than start-date") }
            (first, last) = (startNumber, endNumber)
        } else {
            let days = Int(query["forecast_days"] ?? "7") ?? -1
            guard (0...16).contains(days) else {
                return reason(400, "Forecast days is invalid. Allowed range 0 to 16.")
            }
            (first, last) = (todayNumber, todayNumber + days - 1)
        }
        let symbol = unit == "fahrenheit" ? "°F" : "°C"
        var units = [#""time":"iso8601""#]
        var columns: [String: [String]] = [:]
        let dates = first <= last ? Array(first...last) : []
        for number in dates {
            let date = Self.date(number)
            let missing = nullsFrom.map { number - todayNumber >= $0 } ?? false
            let weather = Self.weather(latitude: latitude, longitude: longitude, date: date)
            func temperature(_ celsius: Double) -> String {
                let value = unit == "fahrenheit" ? ((celsius * 9 / 5 + 32) * 10).rounded() / 10 : celsius
                return String(value)
            }
            for variable in variables {
                let value: String
                switch variable {
                case "weather_code": value = String(weather.code)
                case "temperature_2m_max": value = temperature(weather.maximum)
                case "temperature_2m_min": value = temperature(weather.minimum)
                case "precipitation_probability_max": value = String(weather.precipitation)
                case "precipitation_sum": value = "0.0"
                case "wind_speed_10m_max": value = "12.5"
                default: value = #""\#(date)T05:00""#
                }
                columns[variable, default: []].append(missing ? "null" : value)
            }
        }
        var daily = [#""time":["# + dates.map { "\"\(Self.date($0))\"" }.joined(separator: ",") + "]"]
        for variable in variables {
            let unitText =
                switch variable {
                case "weather_code": "wmo code"
                case "temperature_2m_max", "temperature_2m_min": symbol
                case "precipitation_probability_max": "%"
                default: ""
                }
            units.append(#""\#(variable)":"\#(unitText)""#)
            daily.append(#""\#(variable)":["# + (columns[variable] ?? []).joined(separator: ",") + "]")
        }
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(first) * 86_400 + 43_200))
        let abbreviation = zone.abbreviation(for: Date(timeIntervalSince1970: Double(first) * 86_400 + 43_200)) ?? "GMT"
        let body =
            #"{"latitude":\#(Self.grid(latitude)),"longitude":\#(Self.grid(longitude)),"generationtime_ms":0.07,"#
            + #""utc_offset_seconds":\#(offset),"timezone":"\#(zoneName)","timezone_abbreviation":"\#(abbreviation)","#
            + #""elevation":519.0,"daily_units":{\#(units.joined(separator: ","))},"#
            + #""daily":{\#(daily.joined(separator: ","))}}"#
        return .json(200, body)
    }

    public func error(status: Int, request: FakeRequest) -> FakeResponse {
        switch status {
        case 400: reason(400, "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key daily")
        case 401: reason(401, "API key required. Please add &apikey= to the URL.")
        default: reason(status, "Internal Server Error")
        }
    }

    public func rateLimited(retryAfter: Int?, request: FakeRequest) -> FakeResponse {
        reason(429, "Minutely API request limit exceeded. Please try again in one minute.")
    }

    public func quotaExhausted(request: FakeRequest) -> FakeResponse {
        reason(429, "Daily API request limit exceeded. Please try again tomorrow.")
    }

    public func oversizedBody(bytes: Int, request: FakeRequest) -> [UInt8] {
        var response = answer(request)
        if response.status != 200 { response = .json(200, #"{"daily":{"time":[]}}"#) }
        let padding = String(repeating: " ", count: max(0, bytes - response.body.count))
        return Array(response.body.dropLast()) + Array(#","padding":"\#(padding)"}"#.utf8)
    }

    private func reason(_ status: Int, _ text: String) -> FakeResponse {
        .json(status, #"{"error":true,"reason":"# + FakeHolidayData.jsonString(text) + "}")
    }

    /// The grid cell's centre Open-Meteo reports instead of the requested point.
    private static func grid(_ value: Double) -> String {
        String((value * 40).rounded() / 40 + 0.0001)
    }

    /// Days since 1970-01-01 of a valid `YYYY-MM-DD`, or nil.
    static func dayNumber(_ text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return nil }
        let number = civil(year, month, day)
        return date(number) == text ? number : nil
    }

    /// `YYYY-MM-DD` of a day number.
    static func date(_ number: Int) -> String {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    private static func civil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
