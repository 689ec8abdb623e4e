public import CalendarCore
public import WeatherForecast

/// Gets the forecast of every calendar that has a location, before the site is written.
///
/// One request per distinct location (calendars sharing one share the answer), only for calendars whose
/// range meets the forecast's days (a calendar of past years asks for nothing). A forecast that cannot be
/// had never fails the build: its calendars are published without weather and a note says why, one line
/// naming the calendars, the URL and the reason (Open-Meteo's own words for a 400).
public struct WeatherLoader: Sendable {
    /// What the loader found.
    public struct Result: Sendable {
        /// Forecasts by calendar id.
        public var forecasts: [String: Forecast] = [:]
        /// One line per forecast that could not be had.
        public var notes: [String] = []
        /// How many distinct forecasts were asked for.
        public var requests = 0

        public init() {}
    }

    private let source: any ForecastSource

    public init(source: any ForecastSource) {
        self.source = source
    }

    /// The requests for `configuration` with today `today` in the display zone, each with the ids of the
    /// calendars it serves, in calendar order.
    public static func requests(for configuration: Configuration, today: CalendarDay) -> [(
        request: OpenMeteoRequest, calendars: [String]
    )] {
        var order: [OpenMeteoRequest] = []
        var calendars: [OpenMeteoRequest: [String]] = [:]
        for calendar in configuration.calendars {
            guard let location = calendar.weather else { continue }
            let request = OpenMeteoRequest(
                baseURL: configuration.weather.url, location: location, timeZone: configuration.timeZone,
                startDay: today, days: configuration.weather.days, unit: configuration.weather.unit)
            guard request.startDay <= calendar.range.last, calendar.range.first <= request.endDay else { continue }
            if calendars[request] == nil { order.append(request) }
            calendars[request, default: []].append(calendar.id)
        }
        return order.map { ($0, calendars[$0] ?? []) }
    }

    /// Fetches the forecasts of `configuration`'s calendars, one after the other.
    public func load(_ configuration: Configuration, today: CalendarDay) async -> Result {
        var result = Result()
        for (request, calendars) in Self.requests(for: configuration, today: today) {
            result.requests += 1
            do {
                let forecast = try await source.forecast(request)
                for id in calendars { result.forecasts[id] = forecast }
            } catch {
                let names = calendars.map { "'\($0)'" }.joined(separator: ", ")
                let plural = calendars.count == 1 ? "calendar" : "calendars"
                result.notes.append(
                    "weather for \(request.location) not shown on \(plural) \(names): \(error.description)")
            }
        }
        return result
    }
}
