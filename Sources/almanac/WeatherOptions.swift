import AlmanacPipeline
import ArgumentParser
import WeatherForecast

/// The weather flags of `almanac build` and `almanac agenda`; they override the configuration's `weather:`.
struct WeatherOptions: ParsableArguments {
    @Option(
        name: .customLong("weather"),
        help: ArgumentHelp(
            "Show a daily forecast (Open-Meteo) for LAT,LON[,NAME] beside the coming days of every calendar, e.g. 48.14,11.58,Munich.",
            valueName: "lat,lon[,name]"))
    var location: String?

    @Option(name: .customLong("weather-url"), help: ArgumentHelp("The forecast endpoint. Default: \(OpenMeteoRequest.defaultBaseURL).", valueName: "url"))
    var url: String?

    @Option(help: ArgumentHelp("Temperatures in metric (°C, the default) or imperial (°F).", valueName: "metric|imperial"))
    var units: String?

    @Option(name: .customLong("weather-days"), help: ArgumentHelp("How many days of forecast, 1-16, from today (default 7).", valueName: "days"))
    var days: Int?

    @Option(
        name: .customLong("weather-cache-ttl"),
        help: ArgumentHelp(
            "How long a fetched forecast is reused before asking again: 3h (the default), 90m, 0 (always ask).",
            valueName: "duration"))
    var cacheTTL: String?

    @Option(name: .customLong("weather-timeout"), help: ArgumentHelp("Seconds to wait for the forecast before going on without it (default 10).", valueName: "seconds"))
    var timeout: Int?

    /// The forecast's time limit in seconds.
    var timeoutSeconds: Int { timeout ?? 10 }

    /// Checks the flags and lays them over `configuration`: `--weather` gives every calendar that location.
    func apply(to configuration: inout Configuration) throws {
        if let location {
            let parsed: WeatherLocation
            do {
                parsed = try WeatherLocation(parsing: location)
            } catch {
                throw AlmanacError(.usage, "--weather: \(error.description)")
            }
            for index in configuration.calendars.indices { configuration.calendars[index].weather = parsed }
        }
        if let url {
            guard ConfigurationReader.isHTTPURL(url) else {
                throw AlmanacError(.usage, "--weather-url: expected an http(s) URL such as \(OpenMeteoRequest.defaultBaseURL), got '\(url)'")
            }
            configuration.weather.url = url
        }
        if let units {
            guard let unit = TemperatureUnit(units: units) else {
                throw AlmanacError(.usage, "--units: expected metric (°C) or imperial (°F), got '\(units)'")
            }
            configuration.weather.unit = unit
        }
        if let days {
            guard (1...OpenMeteoRequest.maximumDays).contains(days) else {
                throw AlmanacError(.usage, "--weather-days: expected 1 to \(OpenMeteoRequest.maximumDays), got \(days)")
            }
            configuration.weather.days = days
        }
        if let timeout, !(1...300).contains(timeout) {
            throw AlmanacError(.usage, "--weather-timeout: expected 1 to 300 seconds, got \(timeout)")
        }
        if let cacheTTL {
            guard let seconds = WeatherConfiguration.duration(cacheTTL) else {
                throw AlmanacError(.usage, "--weather-cache-ttl: expected a duration such as 3h, 90m or 0, got '\(cacheTTL)'")
            }
            configuration.weather.cacheTTL = seconds
        }
    }
}
