import CalendarCore
import Testing
import WeatherForecast

@Suite("Open-Meteo request")
struct OpenMeteoRequestTests {
    let may14 = CalendarDay(year: 2026, month: 5, day: 14)!

    @Test func sendsEveryDailyVariableTheTimeZoneAndTheDates() throws {
        let request = OpenMeteoRequest(
            location: try WeatherLocation(parsing: "48.14,11.58,Munich"), timeZone: "Europe/Berlin", startDay: may14,
            days: 7, unit: .celsius)
        #expect(
            request.url
                == "https://api.open-meteo.com/v1/forecast?latitude=48.14&longitude=11.58"
                + "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max"
                + "&timezone=Europe%2FBerlin&start_date=2026-05-14&end_date=2026-05-20")
    }

    @Test func asksForFahrenheitFromAnotherBaseURL() throws {
        let request = OpenMeteoRequest(
            baseURL: "http://127.0.0.1:8080/v1/forecast", location: try WeatherLocation(parsing: "40.71,-74.01"),
            timeZone: "America/New_York", startDay: may14, days: 3, unit: .fahrenheit)
        #expect(request.url.hasPrefix("http://127.0.0.1:8080/v1/forecast?latitude=40.71&longitude=-74.01&"))
        #expect(request.url.hasSuffix("&timezone=America%2FNew_York&start_date=2026-05-14&end_date=2026-05-16&temperature_unit=fahrenheit"))
    }

    @Test func clampsDaysToOpenMeteosSixteen() throws {
        let location = try WeatherLocation(latitude: 0, longitude: 0)
        #expect(OpenMeteoRequest(location: location, timeZone: "UTC", startDay: may14, days: 40, unit: .celsius).days == 16)
        #expect(OpenMeteoRequest(location: location, timeZone: "UTC", startDay: may14, days: 0, unit: .celsius).endDay == may14)
    }

    @Test func theCacheKeyTellsUnitsZonesAndServersApart() throws {
        let location = try WeatherLocation(latitude: 48.14, longitude: 11.58)
        let keys = Set(
            [
                OpenMeteoRequest(location: location, timeZone: "Europe/Berlin", startDay: may14, days: 7, unit: .celsius),
                OpenMeteoRequest(location: location, timeZone: "Europe/Berlin", startDay: may14, days: 7, unit: .fahrenheit),
                OpenMeteoRequest(location: location, timeZone: "UTC", startDay: may14, days: 7, unit: .celsius),
                OpenMeteoRequest(
                    baseURL: "http://127.0.0.1:1/v1/forecast", location: location, timeZone: "UTC", startDay: may14,
                    days: 7, unit: .celsius),
                OpenMeteoRequest(location: location, timeZone: "UTC", startDay: may14.adding(days: 1), days: 7, unit: .celsius),
            ].map(\.cacheKey))
        #expect(keys.count == 5)
    }

    @Test(arguments: [
        ("48.14,11.58", 48.14, 11.58, nil),
        (" -33.87 , 151.21 , Sydney, NSW", -33.87, 151.21, "Sydney, NSW"),
        ("0,0,", 0, 0, nil),
    ] as [(String, Double, Double, String?)])
    func parsesLocations(text: String, latitude: Double, longitude: Double, name: String?) throws {
        let location = try WeatherLocation(parsing: text)
        #expect(location.latitude == latitude)
        #expect(location.longitude == longitude)
        #expect(location.name == name)
    }

    @Test func coordinatesAreWrittenInPlainDecimals() throws {
        #expect(try WeatherLocation(latitude: 0.00001, longitude: -0.0000004).coordinates == "0.00001,0")
        #expect(try WeatherLocation(latitude: -33.868_820_123, longitude: 151).coordinates == "-33.86882,151")
        #expect(try WeatherLocation(latitude: 90, longitude: -180).coordinates == "90,-180")
    }

    @Test(arguments: ["48.14", "north,south", "95,10", "10,181", "nan,1", ""])
    func refusesWhatIsNotALocation(text: String) {
        #expect(throws: WeatherForecastError.self) { try WeatherLocation(parsing: text) }
    }
}
