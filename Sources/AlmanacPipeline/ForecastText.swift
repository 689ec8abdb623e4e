public import CalendarCore
public import WeatherForecast

/// A day's forecast as one line of plain text, for `almanac agenda --format table`:
/// `Slight rain 18°C/9°C 80%` (condition, highest/lowest temperature, chance of precipitation); values the
/// forecast lacks are left out, with `?` for a missing one of the two temperatures.
public enum ForecastText {
    /// The line for `forecast` in `unit`.
    public static func line(_ forecast: DailyForecast, unit: TemperatureUnit) -> String {
        var parts: [String] = []
        if let condition = forecast.condition { parts.append(condition.englishName) }
        if forecast.maximum != nil || forecast.minimum != nil {
            let maximum = forecast.maximum.map(degrees) ?? "?"
            let minimum = forecast.minimum.map(degrees) ?? "?"
            parts.append("\(maximum)/\(minimum)\(unit.symbol)")
        }
        if let probability = forecast.precipitationProbability { parts.append("\(probability)%") }
        return parts.joined(separator: " ")
    }

    /// The text beside each day of `forecasts` (calendar id → forecast) that falls in `days`, taking calendars
    /// in `order`; when the calendars' forecasts are for different places, each is prefixed with its place.
    public static func byDay(_ forecasts: [String: Forecast], order: [String], days: DayRange) -> [CalendarDay: String] {
        var seen: Set<Forecast> = []
        var chosen: [Forecast] = []
        for id in order {
            guard let forecast = forecasts[id], seen.insert(forecast).inserted else { continue }
            chosen.append(forecast)
        }
        var lines: [CalendarDay: [String]] = [:]
        for forecast in chosen {
            for day in forecast.days where days.contains(day.day) {
                let text = line(day, unit: forecast.unit)
                lines[day.day, default: []].append(chosen.count > 1 ? "\(forecast.location): \(text)" : text)
            }
        }
        return lines.mapValues { $0.joined(separator: "; ") }
    }

    /// Whole degrees, `-0` written `0`.
    private static func degrees(_ value: Double) -> String {
        let whole = Int(value.rounded())
        return String(whole == 0 ? 0 : whole)
    }
}
