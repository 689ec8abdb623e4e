import Foundation
public import WeatherForecast

/// The `weather:` settings shared by every calendar: where forecasts come from, in which unit, how many days,
/// and how long a fetched forecast is reused. Each calendar's location is ``CalendarConfiguration/weather``.
///
/// ```yaml
/// weather:
///   latitude: 48.14          # the location of every calendar without its own `weather:`
///   longitude: 11.58
///   name: Munich
///   units: metric            # or imperial (°F); --units
///   days: 7                  # 1-16, from today in the display zone
///   cache-ttl: 3h            # how long a forecast is reused: 90m, 3h, 0 (always fetch); --weather-cache-ttl
///   url: https://api.open-meteo.com/v1/forecast   # --weather-url
/// ```
public struct WeatherConfiguration: Sendable, Equatable {
    /// The forecast endpoint (`--weather-url`); tests point it at 127.0.0.1.
    public var url: String = OpenMeteoRequest.defaultBaseURL
    /// °C or °F (`--units metric|imperial`).
    public var unit: TemperatureUnit = .celsius
    /// How many days from today, 1…16.
    public var days: Int = 7
    /// How long a cached forecast is used before it is fetched again, in seconds (default 3 hours).
    public var cacheTTL: Int = 3 * 3600
    /// The top-level location: the place of every calendar without its own, also of a calendar that
    /// `--country` builds from flags.
    public var location: WeatherLocation?

    public init() {}

    /// Seconds from `90m`, `3h`, `45s`, `1d` or a bare number of seconds; `nil` when the text is none of these.
    public static func duration(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        if let last = trimmed.last, let unit = units[last] {
            guard let count = Int(trimmed.dropLast()), count >= 0, count <= 366 * 86_400 / unit else { return nil }
            return count * unit
        }
        guard let seconds = Int(trimmed), seconds >= 0 else { return nil }
        return seconds
    }
}
