import AlmanacTestSupport
import FakeServers
import Foundation
import Testing

/// The weather through the built binary against the fake Open-Meteo server on 127.0.0.1 (real HTTP): a
/// forecast on the pages, `null`s, every failure (400 with its reason, 429, malformed JSON, a timeout, a
/// refused connection) leaving a valid site without weather and exit 0, the cache's TTL, several
/// calendars in several places, and the agenda table.
@Suite("almanac weather", .serialized)
struct WeatherCommandTests {
    static let munich = (latitude: 48.14, longitude: 11.58)

    /// A fake Open-Meteo whose today is the build's.
    func startServer(nullsFrom: Int? = 14) async throws -> FakeServer {
        let server = FakeServer(api: FakeOpenMeteoAPI(today: "2026-05-14", nullsFrom: nullsFrom))
        try await server.start()
        return server
    }

    /// `almanac build` of Bavaria 2026 with Munich's weather from `server`, into `folder/site`.
    func build(
        _ folder: TemporaryDirectory, url: String, _ extra: [String] = []
    ) throws -> BinaryRun {
        try runAlmanac(
            [
                "build", "--country", "DE-BY", "--year", "2026", "--today", "2026-05-14", "--time-zone", "Europe/Berlin",
                "--format", "html", "--out", folder.path("site"), "--cache", folder.path("cache/almanac.sqlite"),
                "--weather", "48.14,11.58,Munich", "--weather-url", url,
            ] + extra)
    }

    /// The `data-wmo` of each day cell of a month page that has a forecast, by date.
    func codes(in page: String) -> [String: String] {
        var result: [String: String] = [:]
        for cell in page.components(separatedBy: "<td ").dropFirst() {
            guard let date = cell.firstMatch(of: /<time datetime="(\d{4}-\d{2}-\d{2})">/)?.1,
                let code = cell.firstMatch(of: /<span class="weather" data-wmo="(\d+)">/)?.1
            else { continue }
            result[String(date)] = String(code)
        }
        return result
    }

    @Test func theForecastIsOnTheMonthWeekAndAgendaPages() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let run = try build(folder, url: server.baseURL + "/v1/forecast")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("weather"), "\(run.stderr)")
        let may = try String(contentsOfFile: folder.path("site/de-by/2026-05.html"), encoding: .utf8)
        var expected: [String: String] = [:]
        for day in 14...20 {
            let date = "2026-05-\(day)"
            expected[date] = String(FakeOpenMeteoAPI.weather(latitude: 48.14, longitude: 11.58, date: date).code)
        }
        #expect(codes(in: may) == expected)
        let first = FakeOpenMeteoAPI.weather(latitude: 48.14, longitude: 11.58, date: "2026-05-14")
        #expect(may.contains("<span class=\"visually-hidden\">high </span>\(Int(first.maximum.rounded()))°C</span>"))
        #expect(may.contains("Weather forecast for Munich by Open-Meteo.com"))
        let week = try String(contentsOfFile: folder.path("site/de-by/week.html"), encoding: .utf8)
        #expect(codes(in: week).count == 7)
        let agenda = try String(contentsOfFile: folder.path("site/de-by/2026-agenda.html"), encoding: .utf8)
        #expect(agenda.components(separatedBy: "<p class=\"agenda-weather\">").count == 8)
        // What was asked: Munich's daily variables in Berlin's days from --today, in °C.
        let request = try #require(server.records.first?.request)
        #expect(server.records.count == 1)
        #expect(request.path == "/v1/forecast")
        #expect(request.query["daily"] == "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max")
        #expect(request.query["timezone"] == "Europe/Berlin")
        #expect(request.query["start_date"] == "2026-05-14")
        #expect(request.query["end_date"] == "2026-05-20")
        #expect(request.query["temperature_unit"] == nil)
        #expect(request.headers["user-agent"]?.hasPrefix("Almanac/") == true)
    }

    @Test func imperialUnitsAskForFahrenheit() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let run = try build(folder, url: server.baseURL + "/v1/forecast", ["--units", "imperial", "--weather-days", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.records.first?.request.query["temperature_unit"] == "fahrenheit")
        let may = try String(contentsOfFile: folder.path("site/de-by/2026-05.html"), encoding: .utf8)
        let first = FakeOpenMeteoAPI.weather(latitude: 48.14, longitude: 11.58, date: "2026-05-14")
        let sent = ((first.maximum * 9 / 5 + 32) * 10).rounded() / 10  // the server converts, to one decimal
        let fahrenheit = Int(sent.rounded())
        #expect(may.contains("high </span>\(fahrenheit)°F</span>"), "\(fahrenheit)")
        #expect(!may.contains("°C"))
        #expect(codes(in: may).keys.sorted() == ["2026-05-14", "2026-05-15", "2026-05-16"])
    }

    @Test func daysWhoseValuesAreNullShowNothing() async throws {
        let server = try await startServer(nullsFrom: 3)
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let run = try build(folder, url: server.baseURL + "/v1/forecast")
        #expect(run.status == 0, "\(run.stderr)")
        let may = try String(contentsOfFile: folder.path("site/de-by/2026-05.html"), encoding: .utf8)
        #expect(codes(in: may).keys.sorted() == ["2026-05-14", "2026-05-15", "2026-05-16"])
        #expect(may.components(separatedBy: "class=\"weather\"").count == 4)
    }

    /// Each failure: the site is still published, without weather; stderr says why; exit 0; the pages are
    /// valid polyglot XHTML5 (judged together at the end).
    @Test func failuresPublishTheSiteWithoutWeatherAndSayWhy() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let url = server.baseURL + "/v1/forecast"
        let root = try TemporaryDirectory()
        let cases: [(name: String, failure: FakeFailure?, url: String, extra: [String], message: String)] = [
            ("400", .status(400), url, [],
                "HTTP 400: Cannot initialize WeatherVariable from invalid String value tempeture_2m for key daily"),
            ("date-range", nil, url, ["--today", "2026-01-10"],
                "HTTP 400: Parameter 'start_date' is out of allowed range from 2026-02-11 to 2026-05-29"),
            ("429", .rateLimited(retryAfter: nil), url, [],
                "HTTP 429, rate limited: Minutely API request limit exceeded. Please try again in one minute."),
            ("429-daily", .quotaExhausted, url, [],
                "HTTP 429, rate limited: Daily API request limit exceeded. Please try again tomorrow."),
            ("malformed", .body(#"{"daily": {"time": ["2026-05-14"], "weather_code": [61"#), url, [],
                "not a forecast: invalid JSON"),
            ("types", .body(#"{"daily": {"time": ["2026-05-14"], "weather_code": ["rain"], "temperature_2m_max": [1], "temperature_2m_min": [0], "precipitation_probability_max": [0]}}"#),
                url, [], "daily.weather_code[0] must be a whole number (a WMO code) or null, got \"rain\""),
            ("timeout", .stall(.seconds(4)), url, ["--weather-timeout", "1"], "timed out after 1 attempt"),
            ("refused", nil, "http://127.0.0.1:9/v1/forecast", [], "connection failed"),
            ("https-only", nil, "http://example.org/v1/forecast", [], "plain http is only allowed to loopback hosts"),
        ]
        var sites: [URL] = []
        for item in cases {
            if let failure = item.failure { server.inject(failure) }
            let folder = root.url.appendingPathComponent(item.name)
            let run = try runAlmanac(
                [
                    "build", "--country", "DE-BY", "--year", "2026", "--today", "2026-05-14", "--time-zone",
                    "Europe/Berlin", "--format", "html,ics", "--out", folder.appendingPathComponent("site").path,
                    "--cache", folder.appendingPathComponent("cache.sqlite").path, "--weather", "48.14,11.58,Munich",
                    "--weather-url", item.url,
                ] + item.extra)
            #expect(run.status == 0, "\(item.name): \(run.stderr)")
            let warning = run.stderr.split(separator: "\n").filter { $0.contains("weather") }
            #expect(warning.count == 1, "\(item.name): \(run.stderr)")
            #expect(
                warning.first?.hasPrefix("almanac: warning: weather for Munich not shown on calendar 'de-by': ") == true,
                "\(item.name): \(run.stderr)")
            #expect(warning.first?.contains(item.message) == true, "\(item.name): \(run.stderr)")
            #expect(run.stdout.contains("Built 1 calendar"), "\(item.name)")
            let site = folder.appendingPathComponent("site")
            let may = try String(contentsOf: site.appendingPathComponent("de-by/2026-05.html"), encoding: .utf8)
            #expect(!may.contains("class=\"weather\""), "\(item.name)")
            #expect(!may.contains("weather-attribution"), "\(item.name)")
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("de-by.ics").path))
            sites.append(site)
        }
        if !OracleRunner.isSkipped {
            let run = try OracleRunner.validateXHTML(sites)
            #expect(run.status == 0, "\(run.output.suffix(2000))")
            #expect(run.output.contains(" passed, 0 failed"), "\(run.output.suffix(500))")
        }
    }

    @Test func cacheClearDeletesForecasts() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let cache = ["--cache", folder.path("cache/almanac.sqlite")]
        #expect(try build(folder, url: server.baseURL + "/v1/forecast").status == 0)
        let stats = try runAlmanac(["cache", "stats"] + cache)
        let holidaysOnly = try runAlmanac(["cache", "clear", "--provider", "abstract"] + cache)
        let onlyWeather = try runAlmanac(["cache", "clear", "--provider", "open-meteo"] + cache)
        #expect(try build(folder, url: server.baseURL + "/v1/forecast").status == 0)
        let everything = try runAlmanac(["cache", "clear"] + cache)
        let after = try runAlmanac(["cache", "stats"] + cache)
        let refused = try runAlmanac(["cache", "clear", "--provider", "open-meteo", "--country", "DE"] + cache)
        #expect(stats.stdout.contains("Weather forecasts: 1"), "\(stats.stdout)")
        #expect(holidaysOnly.stdout.contains("Deleted 0 answers from"), "\(holidaysOnly.stdout)")
        #expect(onlyWeather.stdout.contains("Deleted 1 weather forecast from"), "\(onlyWeather.stdout)")
        #expect(everything.stdout.contains("Deleted 0 answers and 1 weather forecast from"), "\(everything.stdout)")
        #expect(after.stdout.contains("empty"), "\(after.stdout)")
        #expect(refused.status == 64)
        #expect(server.records.count == 2, "the forecast was asked again after it was deleted")
    }

    @Test func aSecondBuildWithinTheTTLMakesNoRequest() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let url = server.baseURL + "/v1/forecast"
        let first = try build(folder, url: url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(server.records.count == 1)
        let second = try build(folder, url: url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(server.records.count == 1)  // from the cache
        #expect(second.stdout.contains(" 0 files written"), "\(second.stdout)")  // the same pages
        // Another unit is another forecast; a TTL of 0 always asks.
        _ = try build(folder, url: url, ["--units", "imperial"])
        #expect(server.records.count == 2)
        _ = try build(folder, url: url, ["--weather-cache-ttl", "0"])
        #expect(server.records.count == 3)
        // A failed forecast is not cached: the next run asks again and shows the weather.
        let other = try TemporaryDirectory()
        server.inject(.rateLimited(retryAfter: nil))
        #expect(try build(other, url: url).stderr.contains("HTTP 429"))
        let retry = try build(other, url: url)
        #expect(!retry.stderr.contains("weather"), "\(retry.stderr)")
        #expect(server.records.count == 5)
        #expect(try String(contentsOfFile: other.path("site/de-by/2026-05.html"), encoding: .utf8).contains("data-wmo"))
    }

    @Test func calendarsInDifferentPlacesGetTheirOwnForecast() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let config = folder.path("almanac.yml")
        try """
            time-zone: Europe/Berlin
            today: 2026-05-14
            formats: [html]
            weather:
              url: \(server.baseURL)/v1/forecast
              days: 3
            calendars:
              - id: munich
                regions: [DE-BY]
                year: 2026
                weather: {latitude: 48.14, longitude: 11.58, name: München}
              - id: berlin
                regions: [DE-BE]
                year: 2026
                weather: {latitude: 52.52, longitude: 13.41, name: Berlin}
              - id: tokyo
                regions: [JP]
                year: 2026
                weather: off
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try runAlmanac(
            ["build", "--config", config, "--out", folder.path("site"), "--cache", folder.path("cache.sqlite")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.records.count == 2)
        #expect(Set(server.records.map { $0.request.query["latitude"] ?? "" }) == ["48.14", "52.52"])
        for (id, latitude, longitude) in [("munich", 48.14, 11.58), ("berlin", 52.52, 13.41)] {
            let page = try String(contentsOfFile: folder.path("site/\(id)/2026-05.html"), encoding: .utf8)
            let expected = Dictionary(
                uniqueKeysWithValues: (14...16).map { day in
                    ("2026-05-\(day)", String(FakeOpenMeteoAPI.weather(latitude: latitude, longitude: longitude, date: "2026-05-\(day)").code))
                })
            #expect(codes(in: page) == expected, "\(id)")
        }
        let tokyo = try String(contentsOfFile: folder.path("site/tokyo/2026-05.html"), encoding: .utf8)
        #expect(!tokyo.contains("class=\"weather\""))
    }

    @Test func theAgendaTableShowsTheWeatherBesideEachDay() async throws {
        let server = try await startServer()
        defer { Task { try? await server.stop() } }
        let folder = try TemporaryDirectory()
        let arguments = [
            "agenda", "--country", "DE-BY", "--from", "2026-05-13", "--to", "2026-05-16", "--today", "2026-05-14",
            "--time-zone", "Europe/Berlin", "--weather", "48.14,11.58,Munich", "--weather-url",
            server.baseURL + "/v1/forecast", "--cache", folder.path("cache.sqlite"),
        ]
        let table = try runAlmanac(arguments)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("WEATHER") == true, "\(table.stdout)")
        // 14 May is Ascension Day; 13, 15 and 16 May have only the forecast (13 May: before today, none).
        #expect(lines.count == 4, "\(table.stdout)")
        #expect(!table.stdout.contains("2026-05-13"))
        let may14 = try #require(lines.first { $0.hasPrefix("2026-05-14") })
        #expect(may14.contains("Ascension Day"))
        let weather = FakeOpenMeteoAPI.weather(latitude: 48.14, longitude: 11.58, date: "2026-05-14")
        #expect(may14.hasSuffix("\(Int(weather.maximum.rounded()))/\(Int(weather.minimum.rounded()))°C \(weather.precipitation)%"), "\(may14)")
        #expect(lines.contains { $0.hasPrefix("2026-05-16  Sat") })
        // TSV is the contract of DESIGN §3: unchanged, and no request for it.
        let before = server.records.count
        let tsv = try runAlmanac(arguments + ["--format", "tsv"])
        #expect(tsv.stdout == "2026-05-14\t2026-05-15\tAscension Day\n")
        #expect(server.records.count == before)
    }
}
