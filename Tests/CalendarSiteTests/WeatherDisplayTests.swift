import AlmanacTestSupport
import CalendarCore
import CalendarSite
import Foundation
import Testing
import WeatherForecast

/// The forecast beside the days of month, week and agenda pages (`span.weather[data-wmo]`).
struct WeatherDisplayTests {
    /// Munich, 14–20 June 2025: rain, clear, a day of nulls only, an undocumented code, and three days with
    /// some values missing.
    static func munich(unit: TemperatureUnit = .celsius) throws -> Forecast {
        func forecast(_ day: Int, _ code: Int?, _ maximum: Double?, _ minimum: Double?, _ rain: Int?) -> DailyForecast {
            DailyForecast(
                day: CalendarDay(year: 2025, month: 6, day: day)!, weatherCode: code, maximum: maximum,
                minimum: minimum, precipitationProbability: rain)
        }
        return Forecast(
            location: try WeatherLocation(latitude: 48.14, longitude: 11.58, name: "München"), unit: unit,
            days: [
                forecast(14, 61, 18.4, 9.2, 80), forecast(15, 0, 24.6, 11.5, 0), forecast(16, nil, nil, nil, nil),
                forecast(17, 98, -2.6, -7.5, nil), forecast(18, nil, 21, nil, 10), forecast(19, 95, nil, nil, nil),
                forecast(20, 3, 20, 12, 20),
            ])
    }

    func site(locale: String = "de_DE", unit: TemperatureUnit = .celsius) throws -> BuiltSite {
        try BuiltSite(
            [SampleCalendars.germany2025, SampleCalendars.unitedStatesWinter],
            options: SiteOptions(locale: locale, today: CalendarDay(year: 2025, month: 6, day: 14)),
            forecasts: ["de": try Self.munich(unit: unit)])
    }

    @Test func monthCellsShowConditionAndTemperaturesInThePageLanguage() throws {
        let page = try site().tree("de/2025-06.html")
        let cell = try #require(page.cell("2025-06-14"))
        let weather = try #require(cell.firstDescendant(withClass: "weather"))
        #expect(weather.localName == "span")
        #expect(weather.attr("data-wmo") == "61")
        let icon = try #require(weather.firstDescendant(withClass: "weather-icon"))
        #expect(icon.attr("role") == "img")
        #expect(icon.attr("aria-label") == "Leichter Regen")
        #expect(icon.attr("title") == "Leichter Regen")
        #expect(icon.attr("data-icon") == "rain")
        #expect(weather.firstDescendant(withClass: "weather-max")?.text == "Höchstwert 18°C")
        #expect(weather.firstDescendant(withClass: "weather-min")?.text == "Tiefstwert 9°C")
        #expect(weather.firstDescendant(withClass: "weather-precipitation")?.text == "Niederschlagswahrscheinlichkeit 80%")
        #expect(page.cell("2025-06-15")?.firstDescendant(withClass: "weather")?.attr("data-wmo") == "0")
        #expect(page.cell("2025-06-15")?.firstDescendant(withClass: "weather-icon")?.attr("aria-label") == "Klar")
    }

    @Test func daysWithoutAForecastShowNothing() throws {
        let page = try site().tree("de/2025-06.html")
        for day in ["2025-06-13", "2025-06-16", "2025-06-21", "2025-06-30"] {
            #expect(page.cell(day)?.firstDescendant(withClass: "weather") == nil, "\(day)")
        }
        #expect(page.elements("span").filter { $0.classes.contains("weather") }.count == 6)
        // Only the calendar with a forecast shows weather, and the other months of it none.
        let other = try site().pages.filter { !$0.path.hasPrefix("de/2025-06") && !$0.path.hasPrefix("de/week") }
            .filter { $0.path != "de/2025-agenda.html" }
        #expect(!other.contains { $0.contents.contains("class=\"weather\"") })
    }

    @Test func missingValuesAreLeftOutAndUnknownCodesAreNamed() throws {
        let page = try site().tree("de/2025-06.html")
        let unknown = try #require(page.cell("2025-06-17")?.firstDescendant(withClass: "weather"))
        #expect(unknown.attr("data-wmo") == "98")
        #expect(unknown.firstDescendant(withClass: "weather-icon")?.attr("aria-label") == "Unbekanntes Wetter")
        #expect(unknown.firstDescendant(withClass: "weather-max")?.text == "Höchstwert −3°C")
        #expect(unknown.firstDescendant(withClass: "weather-precipitation") == nil)
        let noCode = try #require(page.cell("2025-06-18")?.firstDescendant(withClass: "weather"))
        #expect(noCode.attr("data-wmo") == nil)
        #expect(noCode.firstDescendant(withClass: "weather-icon") == nil)
        #expect(noCode.firstDescendant(withClass: "weather-min") == nil)
        let codeOnly = try #require(page.cell("2025-06-19")?.firstDescendant(withClass: "weather"))
        #expect(codeOnly.firstDescendant(withClass: "weather-icon")?.attr("aria-label") == "Gewitter")
        #expect(codeOnly.firstDescendant(withClass: "weather-max") == nil)
    }

    @Test func weekAndAgendaPagesShowItToo() throws {
        let built = try site()
        let week = try built.tree("de/week.html")
        #expect(week.cell("2025-06-14", in: "week")?.firstDescendant(withClass: "weather")?.attr("data-wmo") == "61")
        #expect(week.cell("2025-06-20", in: "week")?.firstDescendant(withClass: "weather")?.attr("data-wmo") == "3")
        #expect(week.cell("2025-06-13", in: "week")?.firstDescendant(withClass: "weather") == nil)
        let agenda = try built.tree("de/2025-agenda.html")
        let sections = agenda.elements("section").filter { $0.classes.contains("agenda-day") }
        // Every forecast day gets a section (15 June has no entries), with the forecast under its heading.
        let june15 = try #require(sections.first { $0.attr("id") == "2025-06-15" })
        #expect(june15.firstDescendant(withClass: "agenda-weather")?.firstDescendant(withClass: "weather")?.attr("data-wmo") == "0")
        #expect(june15.firstDescendant(withClass: "agenda-nothing") == nil)
        #expect(sections.first { $0.attr("id") == "2025-06-16" } == nil)  // nulls only: no forecast, no section
        #expect(sections.first { $0.attr("id") == "2025-06-09" }?.firstDescendant(withClass: "weather") == nil)
    }

    @Test func pagesWithAForecastCreditOpenMeteo() throws {
        let page = try site().tree("de/2025-03.html")
        let credit = try #require(page.root.firstDescendant(withClass: "weather-attribution"))
        #expect(credit.text == "Wettervorhersage für München von Open-Meteo.com")
        #expect(credit.descendants("a").first?.attr("href") == "https://open-meteo.com/")
        #expect(try site().tree("us/2025-12.html").root.firstDescendant(withClass: "weather-attribution") == nil)
    }

    @Test func fahrenheitAndThePagesDigits() throws {
        let american = try site(locale: "en_US", unit: .fahrenheit).tree("de/2025-06.html")
        let cell = try #require(american.cell("2025-06-15")?.firstDescendant(withClass: "weather"))
        #expect(cell.firstDescendant(withClass: "weather-max")?.text == "high 25°F")
        #expect(cell.firstDescendant(withClass: "weather-icon")?.attr("aria-label") == "Clear sky")
        let arabic = try site(locale: "ar_EG").tree("de/2025-06.html")
        let rain = try #require(arabic.cell("2025-06-14")?.firstDescendant(withClass: "weather"))
        #expect(rain.firstDescendant(withClass: "weather-icon")?.attr("aria-label") == "مطر خفيف")
        #expect(rain.firstDescendant(withClass: "weather-max")?.text == "العظمى ١٨°C")
    }

    /// The week page with a forecast, byte for byte: the markup of `span.weather` is a contract for themes
    /// and scrapers (record with `RECORD_FIXTURES=1` only on purpose).
    @Test func weekPageWithWeatherMatchesItsGoldenFile() throws {
        try expectMatchesFixture(site().contents("de/week.html"), named: "DE-week-weather.html")
    }

    @Test(.disabled(if: OracleRunner.isSkipped, "ALMANAC_SKIP_ORACLE=1"))
    func pagesWithWeatherAreValidPolyglotXHTML5() throws {
        let folder = try TemporaryDirectory(prefix: "almanac-weather-validation")
        var pages = 0
        for locale in ["de_DE", "ar_EG"] {
            for page in try site(locale: locale).htmlPages where page.path.hasPrefix("de/") && page.contents.contains("weather") {
                let url = folder.url.appendingPathComponent(locale).appendingPathComponent(page.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(page.contents.utf8).write(to: url)
                pages += 1
            }
        }
        let run = try OracleRunner.validateXHTML([folder.url])
        #expect(run.status == 0, "\(run.output.suffix(2000))")
        #expect(run.output.contains("\(pages) passed, 0 failed"), "\(run.output.suffix(500))")
        #expect(pages >= 6)
    }
}
