import AlmanacPipeline
import CalendarCore
import ICalendar
import Synchronization
import Testing
import WeatherForecast

/// The `weather:` configuration, the loader's requests and failures, and the agenda table's weather column.
@Suite("Weather in the pipeline")
struct WeatherPipelineTests {
    func parse(_ text: String) throws(AlmanacError) -> Configuration {
        try ConfigurationReader().parse(text, file: "test.yml")
    }

    static let threeCalendars = """
        time-zone: Europe/Berlin
        weather:
          latitude: 48.14
          longitude: 11.58
          name: München
          units: imperial
          days: 10
          cache-ttl: 90m
          url: http://127.0.0.1:9/v1/forecast
        calendars:
          - {id: by, regions: [DE-BY], year: 2026}
          - id: ny
            regions: [US-NY]
            year: 2026
            weather: {latitude: 40.71, longitude: -74.01, name: New York}
          - {id: jp, regions: [JP], year: 2026, weather: off}
          - {id: old, regions: [DE], year: 2020}
        """

    @Test func readsTheSharedSettingsAndEachCalendarsLocation() throws {
        let configuration = try parse(Self.threeCalendars)
        #expect(configuration.weather.location?.name == "München")
        #expect(configuration.weather.unit == .fahrenheit)
        #expect(configuration.weather.days == 10)
        #expect(configuration.weather.cacheTTL == 5_400)
        #expect(configuration.weather.url == "http://127.0.0.1:9/v1/forecast")
        #expect(configuration.calendars.map(\.weather?.name) == ["München", "New York", nil, "München"])
        #expect(configuration.calendars[1].weather?.latitude == 40.71)
        // Without `weather:` nothing changes: no location, the defaults.
        let plain = try parse("calendars:\n  - {regions: [DE], year: 2026}\n")
        #expect(plain.calendars[0].weather == nil)
        #expect(plain.weather == WeatherConfiguration())
        #expect(plain.weather.cacheTTL == 3 * 3600)
        #expect(plain.weather.unit == .celsius)
    }

    @Test(arguments: [
        ("weather: {latitude: 95, longitude: 0}\n", "test.yml:1:10: 'weather': expected a latitude from -90 to 90"),
        ("weather: {latitude: 48.1}\n", "'weather' needs both 'latitude' and 'longitude'"),
        ("weather: {latitude: north, longitude: 0}\n", "test.yml:1:21: 'latitude' must be a number"),
        ("weather: {units: kelvin}\n", "test.yml:1:18: 'units' must be metric (°C) or imperial (°F), got 'kelvin'"),
        ("weather: {days: 17}\n", "'days' must be 1 to 16"),
        ("weather: {cache-ttl: soon}\n", "'cache-ttl' must be a duration such as 3h"),
        ("weather: {url: 'ftp://example.org/'}\n", "'url' must be an http(s) URL"),
        ("weather: {colour: blue}\n", "unknown key 'colour' in 'weather'"),
        ("weather: [1, 2]\n", "expected 'weather'"),
    ])
    func reportsBadWeatherSettingsWithLineAndColumn(prefix: String, message: String) {
        do {
            _ = try parse(prefix + "calendars:\n  - {regions: [DE], year: 2026}\n")
            Issue.record("accepted \(prefix)")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func aCalendarsOwnWeatherTakesOnlyLocationKeys() {
        #expect(throws: AlmanacError.self) {
            try parse("calendars:\n  - {regions: [DE], year: 2026, weather: {latitude: 1, longitude: 2, units: metric}}\n")
        }
    }

    @Test func oneRequestPerPlaceOnlyForCalendarsThatReachTheForecastDays() throws {
        let configuration = try parse(Self.threeCalendars)
        let today = try #require(CalendarDay(iso: "2026-05-14"))
        let requests = WeatherLoader.requests(for: configuration, today: today)
        // jp has weather off; old (2020) does not meet 14–23 May 2026.
        #expect(requests.map(\.calendars) == [["by"], ["ny"]])
        let munich = requests[0].request
        #expect(munich.url.hasPrefix("http://127.0.0.1:9/v1/forecast?latitude=48.14&longitude=11.58&"))
        #expect(munich.url.contains("&timezone=Europe%2FBerlin&start_date=2026-05-14&end_date=2026-05-23&temperature_unit=fahrenheit"))
        var shared = configuration
        shared.calendars[1].weather = shared.calendars[0].weather
        #expect(WeatherLoader.requests(for: shared, today: today).map(\.calendars) == [["by", "ny"]])
        // The last day of a calendar is enough to ask.
        var edge = configuration
        edge.calendars = [CalendarConfiguration(
            id: "edge", regions: [], range: DayRange(first: CalendarDay(iso: "2026-01-01")!, last: today)!,
            weather: configuration.calendars[0].weather)]
        #expect(WeatherLoader.requests(for: edge, today: today).count == 1)
        #expect(WeatherLoader.requests(for: edge, today: today.adding(days: 1)).isEmpty)
    }

    /// Answers from a table; counts the requests.
    final class StubSource: ForecastSource {
        let answers: [String: Result<Forecast, WeatherForecastError>]
        let asked = Mutex<[String]>([])
        init(answers: [String: Result<Forecast, WeatherForecastError>]) { self.answers = answers }
        func forecast(_ request: OpenMeteoRequest) async throws(WeatherForecastError) -> Forecast {
            asked.withLock { $0.append(request.location.description) }
            switch answers[request.location.description] {
            case .success(let forecast)?: return forecast
            case .failure(let error)?: throw error
            case nil: throw .unreachable(url: request.url, problem: "connection refused")
            }
        }
    }

    @Test func aFailedForecastIsANoteNotAFailure() async throws {
        let configuration = try parse(Self.threeCalendars)
        let today = try #require(CalendarDay(iso: "2026-05-14"))
        let munich = Forecast(
            location: try WeatherLocation(latitude: 48.14, longitude: 11.58, name: "München"), unit: .fahrenheit,
            days: [DailyForecast(day: today, weatherCode: 61, maximum: 64.5, minimum: 48.2, precipitationProbability: 80)])
        let stub = StubSource(answers: [
            "München": .success(munich),
            "New York": .failure(.rateLimited(url: "http://127.0.0.1:9/v1/forecast?…", reason: "Hourly API request limit exceeded. Please try again in the next hour.")),
        ])
        let result = await WeatherLoader(source: stub).load(configuration, today: today)
        #expect(result.forecasts.keys.sorted() == ["by"])
        #expect(result.forecasts["by"] == munich)
        #expect(result.requests == 2)
        #expect(stub.asked.withLock { $0 } == ["München", "New York"])
        #expect(result.notes == [
            "weather for New York not shown on calendar 'ny': http://127.0.0.1:9/v1/forecast?…: HTTP 429, rate limited: Hourly API request limit exceeded. Please try again in the next hour."
        ])
    }

    @Test func theAgendaTableShowsTheForecastBesideEachDay() throws {
        let today = try #require(CalendarDay(iso: "2026-05-14"))
        let forecast = Forecast(
            location: try WeatherLocation(latitude: 48.14, longitude: 11.58, name: "München"), unit: .celsius,
            days: [
                DailyForecast(day: today, weatherCode: 61, maximum: 18.4, minimum: 9.2, precipitationProbability: 80),
                DailyForecast(day: today.adding(days: 1), weatherCode: nil, maximum: -0.4, minimum: nil, precipitationProbability: nil),
                DailyForecast(day: today.adding(days: 9), weatherCode: 0, maximum: 25, minimum: 12, precipitationProbability: 0),
            ])
        let days = try #require(DayRange(first: today, last: today.adding(days: 2)))
        let weather = ForecastText.byDay(["by": forecast], order: ["by"], days: days)
        #expect(weather == [today: "Slight rain 18/9°C 80%", today.adding(days: 1): "0/?°C"])
        let zone = TimeZoneRegistry().zone(named: "Europe/Berlin") ?? .utc
        let formatter = AgendaListFormatter(displayZone: zone)
        let region = try #require(Region(code: "DE-BY"))
        func holiday(_ day: CalendarDay, _ name: String) -> Holiday {
            Holiday(day: day, names: LocalizedNames(english: name, others: [:]), region: region, categories: [.public], key: name)
        }
        let calendar = HolidayCalendar(
            id: "by", title: "Bavaria", summary: "", range: DayRange(year: 2026), regions: [region],
            holidays: [holiday(today, "Ascension Day"), holiday(today, "Team day"), holiday(today.adding(days: 2), "Later")])
        let entries = formatter.entries(of: [calendar], days: days)
        let table = formatter.table(entries, weather: weather).split(separator: "\n").map(String.init)
        #expect(table.count == 5)
        #expect(table[0].hasSuffix("WHERE  WEATHER"))
        #expect(table[1].hasPrefix("2026-05-14  Thu  all day"))
        #expect(table[1].hasSuffix("Slight rain 18/9°C 80%"))
        #expect(!table[2].contains("Slight rain"))  // once per day, on its first line
        #expect(table[3].hasPrefix("2026-05-15  Fri") && table[3].hasSuffix("0/?°C"))
        #expect(table[4].hasPrefix("2026-05-16  Sat  all day"))
        // Without weather the table is as before: no column.
        #expect(!formatter.table(entries).contains("WEATHER"))
        #expect(formatter.table(entries) == formatter.table(entries, weather: [:]))
    }
}
