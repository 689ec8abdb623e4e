public import WeatherForecast

/// Where forecasts come from: Open-Meteo over HTTP through the cache in a build, a stub in unit tests.
public protocol ForecastSource: Sendable {
    /// The forecast `request` asks for.
    ///
    /// - Throws: ``WeatherForecastError`` saying why there is none (refused, rate limited, malformed,
    ///   unreachable); the build then goes on without weather.
    func forecast(_ request: OpenMeteoRequest) async throws(WeatherForecastError) -> Forecast
}
