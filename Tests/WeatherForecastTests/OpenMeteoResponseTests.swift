import CalendarCore
import Testing
import WeatherForecast

@Suite("Open-Meteo responses")
struct OpenMeteoResponseTests {
    let request = OpenMeteoRequest(
        location: try! WeatherLocation(latitude: 40.71, longitude: -74.01), timeZone: "America/New_York",
        startDay: CalendarDay(year: 2024, month: 7, day: 4)!, days: 3, unit: .celsius)

    /// The documented example (APIS.md §4), with a precipitation array: the third day is all `null`.
    static let documentedExample = """
        {"latitude":40.710335,"longitude":-73.99307,"generationtime_ms":0.07,
         "utc_offset_seconds":-14400,"timezone":"America/New_York","timezone_abbreviation":"EDT",
         "elevation":32.0,
         "daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_probability_max":"%"},
         "daily":{"time":["2024-07-04","2024-07-05","2024-07-06"],
                  "weather_code":[3,61,null],
                  "temperature_2m_max":[29.1,27.4,null],
                  "temperature_2m_min":[21.3,20.8,null],
                  "precipitation_probability_max":[10,80,null]}}
        """

    func decode(_ text: String) throws(WeatherForecastError) -> Forecast {
        try OpenMeteoResponse.forecast(from: Array(text.utf8), for: request)
    }

    @Test func readsTheDocumentedExampleAndDropsTheDayWithoutData() throws {
        let forecast = try decode(Self.documentedExample)
        #expect(forecast.days.count == 2)
        let first = try #require(forecast.forecast(on: CalendarDay(year: 2024, month: 7, day: 4)!))
        #expect(first.weatherCode == 3)
        #expect(first.condition == .overcast)
        #expect(first.maximum == 29.1)
        #expect(first.minimum == 21.3)
        #expect(first.precipitationProbability == 10)
        #expect(forecast.forecast(on: CalendarDay(year: 2024, month: 7, day: 5)!)?.condition == .slightRain)
        #expect(forecast.forecast(on: CalendarDay(year: 2024, month: 7, day: 6)!) == nil)
        #expect(forecast.unit == .celsius)
    }

    @Test func keepsADayWithSomeValuesNull() throws {
        let forecast = try decode(
            #"{"daily":{"time":["2024-07-04","2024-07-05"],"weather_code":[null,100],"temperature_2m_max":[30,null],"# +
            #""temperature_2m_min":[null,-4.5],"precipitation_probability_max":[null,null]}}"#)
        #expect(forecast.days.count == 2)
        #expect(forecast.days[0].weatherCode == nil)
        #expect(forecast.days[0].maximum == 30)
        #expect(forecast.days[1].condition == .unknown)
        #expect(forecast.days[1].minimum == -4.5)
    }

    @Test(arguments: [
        ("{\"daily\": ", "invalid JSON"),
        ("[1,2]", "expected a JSON object"),
        ("{}", "no 'daily' object"),
        (#"{"daily":[]}"#, "'daily' must be an object"),
        (#"{"daily":{"time":"2024-07-04"}}"#, "'daily.time' must be an array"),
        (#"{"daily":{"time":["2024-07-04"],"temperature_2m_max":[1],"temperature_2m_min":[1],"precipitation_probability_max":[1]}}"#,
            "no 'daily.weather_code' array"),
        (#"{"daily":{"time":["2024-07-04","2024-07-05"],"weather_code":[1],"temperature_2m_max":[1,2],"temperature_2m_min":[1,2],"precipitation_probability_max":[1,2]}}"#,
            "'daily.weather_code' has 1 values for 2 days"),
        (#"{"daily":{"time":["2024-02-30"],"weather_code":[1],"temperature_2m_max":[1],"temperature_2m_min":[1],"precipitation_probability_max":[1]}}"#,
            "daily.time[0] must be a date YYYY-MM-DD, got \"2024-02-30\""),
        (#"{"daily":{"time":["2024-07-04","2024-07-04"],"weather_code":[1,1],"temperature_2m_max":[1,1],"temperature_2m_min":[1,1],"precipitation_probability_max":[1,1]}}"#,
            "2024-07-04 appears twice"),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":["3"],"temperature_2m_max":[1],"temperature_2m_min":[1],"precipitation_probability_max":[1]}}"#,
            "daily.weather_code[0] must be a whole number (a WMO code) or null, got \"3\""),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":[2.5],"temperature_2m_max":[1],"temperature_2m_min":[1],"precipitation_probability_max":[1]}}"#,
            "daily.weather_code[0] must be a whole number"),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":[1],"temperature_2m_max":[true],"temperature_2m_min":[1],"precipitation_probability_max":[1]}}"#,
            "daily.temperature_2m_max[0] must be a temperature (a number within ±150) or null, got true"),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":[1],"temperature_2m_max":[1],"temperature_2m_min":[1e9],"precipitation_probability_max":[1]}}"#,
            "daily.temperature_2m_min[0] must be a temperature"),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":[1],"temperature_2m_max":[1],"temperature_2m_min":[2],"precipitation_probability_max":[1]}}"#,
            "is above the maximum"),
        (#"{"daily":{"time":["2024-07-04"],"weather_code":[1],"temperature_2m_max":[1],"temperature_2m_min":[1],"precipitation_probability_max":[120]}}"#,
            "daily.precipitation_probability_max[0] must be a whole number 0-100 or null, got 120"),
        (#"{"daily_units":{"temperature_2m_max":"°F"},"daily":{"time":[],"weather_code":[],"temperature_2m_max":[],"temperature_2m_min":[],"precipitation_probability_max":[]}}"#,
            "daily_units.temperature_2m_max is '°F', but °C was requested"),
        (#"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 95.0."}"#,
            "an error body in a successful response: Latitude must be in range"),
    ])
    func rejectsMalformedAnswersNamingTheField(body: String, expected: String) {
        do {
            let forecast = try decode(body)
            Issue.record("accepted \(body) as \(forecast)")
        } catch {
            guard case .malformedResponse(let url, let problem) = error else {
                Issue.record("expected a malformed-response error, got \(error)")
                return
            }
            #expect(url == request.url)
            #expect(problem.contains(expected), "\(problem)")
            #expect(error.description.hasPrefix(request.url + ": not a forecast: "))
        }
    }

    @Test func readsTheReasonOfAnErrorBody() {
        #expect(
            OpenMeteoResponse.errorReason(
                in: Array(#"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#.utf8))
                == "Minutely API request limit exceeded. Please try again in one minute.")
        #expect(OpenMeteoResponse.errorReason(in: Array("<html>Bad Gateway</html>".utf8)) == nil)
        #expect(OpenMeteoResponse.errorReason(in: Array(#"{"reason":"a\nb"}"#.utf8)) == "a b")
    }
}
