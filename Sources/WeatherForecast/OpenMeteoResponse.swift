import CalendarCore

/// Reads Open-Meteo's answers (reference/APIS.md §4): a daily forecast, or the error body
/// `{"error": true, "reason": "…"}` of a 400 or 429.
///
/// Every value of the daily arrays may be `null` (a day without data); anything else that is not what was
/// asked for is rejected with ``WeatherForecastError/malformedResponse(url:problem:)`` naming the field:
/// JSON that does not parse, a missing `daily` object or requested array, arrays of different lengths, a
/// date that is not `YYYY-MM-DD` or repeats, a weather code that is not a whole number, a temperature
/// that is not a number or is beyond any weather (±150), a probability outside 0–100, a minimum above the
/// maximum, and temperatures in another unit than the one requested (`daily_units`). A whole-number code
/// Open-Meteo does not document (WMO's 0–99 has many) is kept: it reads as ``WeatherCondition/unknown``.
public enum OpenMeteoResponse {
    /// The forecast in `body`, the answer to `request`.
    public static func forecast(from body: [UInt8], for request: OpenMeteoRequest) throws(WeatherForecastError)
        -> Forecast
    {
        let url = request.url
        func malformed(_ problem: String) -> WeatherForecastError { .malformedResponse(url: url, problem: problem) }
        let root: JSONValue
        do {
            root = try JSONValue.parse(body)
        } catch {
            throw malformed("invalid JSON: \(error.message)")
        }
        guard case .object(let object) = root else { throw malformed("expected a JSON object, got \(root.shown)") }
        if case .bool(true)? = object["error"] {
            let reason = if case .string(let text)? = object["reason"] { text } else { "no reason given" }
            throw malformed("an error body in a successful response: \(reason)")
        }
        guard let daily = object["daily"] else { throw malformed("no 'daily' object") }
        guard case .object(let arrays) = daily else { throw malformed("'daily' must be an object of arrays") }
        if case .object(let units)? = object["daily_units"] {
            for key in ["temperature_2m_max", "temperature_2m_min"] {
                if case .string(let unit)? = units[key], unit != request.unit.symbol {
                    throw malformed("daily_units.\(key) is '\(unit)', but \(request.unit.symbol) was requested")
                }
            }
        }
        guard case .array(let times)? = arrays["time"] else { throw malformed("'daily.time' must be an array of dates") }
        var days: [CalendarDay] = []
        var seen: Set<CalendarDay> = []
        for (index, value) in times.enumerated() {
            guard case .string(let text) = value, let day = CalendarDay(iso: text) else {
                throw malformed("daily.time[\(index)] must be a date YYYY-MM-DD, got \(value.shown)")
            }
            guard seen.insert(day).inserted else { throw malformed("daily.time[\(index)]: \(text) appears twice") }
            days.append(day)
        }
        func column(_ name: String) throws(WeatherForecastError) -> [JSONValue] {
            guard let value = arrays[name] else { throw malformed("no 'daily.\(name)' array") }
            guard case .array(let column) = value else { throw malformed("'daily.\(name)' must be an array") }
            guard column.count == days.count else {
                throw malformed("'daily.\(name)' has \(column.count) values for \(days.count) days")
            }
            return column
        }
        let codes = try column("weather_code")
        let maxima = try column("temperature_2m_max")
        let minima = try column("temperature_2m_min")
        let probabilities = try column("precipitation_probability_max")
        var forecasts: [DailyForecast] = []
        for index in days.indices {
            let code = try wholeNumber(codes[index], in: -999_999...999_999, "daily.weather_code[\(index)]", url)
            let maximum = try temperature(maxima[index], "daily.temperature_2m_max[\(index)]", url)
            let minimum = try temperature(minima[index], "daily.temperature_2m_min[\(index)]", url)
            let probability = try wholeNumber(
                probabilities[index], in: 0...100, "daily.precipitation_probability_max[\(index)]", url)
            if let maximum, let minimum, minimum > maximum {
                throw malformed("daily.temperature_2m_min[\(index)] (\(minimum)) is above the maximum (\(maximum))")
            }
            forecasts.append(
                DailyForecast(
                    day: days[index], weatherCode: code, maximum: maximum, minimum: minimum,
                    precipitationProbability: probability))
        }
        return Forecast(location: request.location, unit: request.unit, days: forecasts)
    }

    /// The `reason` of an error body (`{"error": true, "reason": "…"}`), on one line and at most 300
    /// characters, or `nil` when `body` is not one.
    public static func errorReason(in body: [UInt8]) -> String? {
        guard case .object(let object)? = try? JSONValue.parse(body), case .string(let reason)? = object["reason"] else {
            return nil
        }
        let line = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 300 ? String(line.prefix(300)) + "…" : line
    }

    /// A whole number in `range`, or `nil` for `null`.
    private static func wholeNumber(_ value: JSONValue, in range: ClosedRange<Int>, _ place: String, _ url: String)
        throws(WeatherForecastError) -> Int?
    {
        switch value {
        case .null:
            return nil
        case .number(let number) where number == number.rounded() && Double(range.lowerBound) <= number
            && number <= Double(range.upperBound):
            return Int(number)
        default:
            let expected =
                range.lowerBound < 0 ? "a whole number (a WMO code)" : "a whole number \(range.lowerBound)-\(range.upperBound)"
            throw .malformedResponse(url: url, problem: "\(place) must be \(expected) or null, got \(value.shown)")
        }
    }

    /// A temperature, or `nil` for `null`.
    private static func temperature(_ value: JSONValue, _ place: String, _ url: String) throws(WeatherForecastError)
        -> Double?
    {
        switch value {
        case .null:
            return nil
        case .number(let number) where number.isFinite && abs(number) <= 150:
            return number
        default:
            throw .malformedResponse(
                url: url, problem: "\(place) must be a temperature (a number within ±150) or null, got \(value.shown)")
        }
    }
}
