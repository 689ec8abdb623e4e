public import CalendarCore

/// One Open-Meteo forecast request (reference/APIS.md §4): the daily weather code, the highest and lowest
/// temperature and the highest chance of precipitation of `days` days from `startDay`, for one location.
///
/// `timezone` is always sent (the docs require it with `daily`; without it the days are GMT's), so the
/// days are the local days of the display zone. Fahrenheit is asked for with `temperature_unit`; the
/// dates with `start_date` and `end_date`, so the forecast starts on the build's today, not the server's.
///
/// ```swift
/// let request = try OpenMeteoRequest(location: .init(parsing: "48.14,11.58,Munich"), timeZone: "Europe/Berlin",
///                                    startDay: today, days: 7, unit: .celsius)
/// request.url  // https://api.open-meteo.com/v1/forecast?latitude=48.14&longitude=11.58&daily=…
/// ```
public struct OpenMeteoRequest: Sendable, Hashable {
    /// Open-Meteo's public forecast endpoint (no key, non-commercial use).
    public static let defaultBaseURL = "https://api.open-meteo.com/v1/forecast"
    /// The daily variables asked for, in this order.
    public static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max",
    ]
    /// The most days Open-Meteo forecasts (`forecast_days` 0–16).
    public static let maximumDays = 16

    /// The endpoint: ``defaultBaseURL``, or `--weather-url` (tests point it at 127.0.0.1).
    public let baseURL: String
    public let location: WeatherLocation
    /// The IANA zone whose local days the forecast is in.
    public let timeZone: String
    /// The first day: today in `timeZone`.
    public let startDay: CalendarDay
    /// How many days, 1…``maximumDays``.
    public let days: Int
    public let unit: TemperatureUnit

    /// A request; `days` outside 1…16 is clamped to it.
    public init(
        baseURL: String = Self.defaultBaseURL, location: WeatherLocation, timeZone: String, startDay: CalendarDay,
        days: Int, unit: TemperatureUnit
    ) {
        self.baseURL = baseURL
        self.location = location
        self.timeZone = timeZone
        self.startDay = startDay
        self.days = min(max(days, 1), Self.maximumDays)
        self.unit = unit
    }

    /// The last day asked for.
    public var endDay: CalendarDay { startDay.adding(days: days - 1) }

    /// The query items, in the order they are sent.
    public var queryItems: [(name: String, value: String)] {
        var items: [(String, String)] = [
            ("latitude", WeatherLocation.decimal(location.latitude)),
            ("longitude", WeatherLocation.decimal(location.longitude)),
            ("daily", Self.dailyVariables.joined(separator: ",")),
            ("timezone", timeZone),
            ("start_date", startDay.description),
            ("end_date", endDay.description),
        ]
        if unit == .fahrenheit { items.append(("temperature_unit", "fahrenheit")) }
        return items
    }

    /// The full request URL, query escaped (RFC 3986 unreserved characters and `,` pass as they are).
    public var url: String {
        let query = queryItems.map { "\($0.name)=\(Self.escape($0.value))" }.joined(separator: "&")
        return baseURL + (baseURL.contains("?") ? "&" : "?") + query
    }

    /// What identifies the answer in the cache: the whole URL, so answers for another location, zone, range,
    /// unit or server never stand in for each other.
    public var cacheKey: String { url }

    /// Percent-encodes everything but `A-Z a-z 0-9 - . _ ~ ,`.
    static func escape(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: ","):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
