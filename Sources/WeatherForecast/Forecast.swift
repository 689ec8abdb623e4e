public import CalendarCore

/// A daily forecast for one location, in one unit: what a calendar shows beside its days.
public struct Forecast: Sendable, Hashable {
    /// Where it is for.
    public let location: WeatherLocation
    /// The unit of every temperature.
    public let unit: TemperatureUnit
    /// The days with data, in order, each day once.
    public let days: [DailyForecast]

    public init(location: WeatherLocation, unit: TemperatureUnit, days: [DailyForecast]) {
        self.location = location
        self.unit = unit
        self.days = days.filter(\.hasData).sorted { $0.day < $1.day }
    }

    /// The forecast of `day`, if there is one.
    public func forecast(on day: CalendarDay) -> DailyForecast? {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].day < day { low = middle + 1 } else { high = middle }
        }
        return low < days.count && days[low].day == day ? days[low] : nil
    }
}
