public import CalendarCore

/// One day of a forecast: the WMO weather code, the highest and lowest temperature and the highest chance of
/// precipitation. Every value may be missing (Open-Meteo sends `null` where it has no data).
public struct DailyForecast: Sendable, Hashable {
    /// The local day in the forecast's time zone.
    public let day: CalendarDay
    /// The WMO weather interpretation code ("the most severe weather condition on a given day"), or `nil`.
    public let weatherCode: Int?
    /// The day's highest temperature 2 m above ground, in the forecast's unit.
    public let maximum: Double?
    /// The day's lowest temperature 2 m above ground, in the forecast's unit.
    public let minimum: Double?
    /// The highest chance of precipitation during the day, 0…100 %.
    public let precipitationProbability: Int?

    public init(day: CalendarDay, weatherCode: Int?, maximum: Double?, minimum: Double?, precipitationProbability: Int?) {
        self.day = day
        self.weatherCode = weatherCode
        self.maximum = maximum
        self.minimum = minimum
        self.precipitationProbability = precipitationProbability
    }

    /// The condition of ``weatherCode`` (``WeatherCondition/unknown`` for a code Open-Meteo does not document),
    /// or `nil` when the code is missing.
    public var condition: WeatherCondition? { weatherCode.map(WeatherCondition.init(wmoCode:)) }

    /// Whether the day has anything to show; a day with every value `null` is shown as no forecast.
    public var hasData: Bool {
        weatherCode != nil || maximum != nil || minimum != nil || precipitationProbability != nil
    }
}
