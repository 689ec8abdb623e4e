import WeatherForecast

/// One day's forecast on a month, week or agenda page:
///
/// ```html
/// <span class="weather" data-wmo="61"><span class="weather-icon" data-icon="rain" role="img"
///   aria-label="Slight rain" title="Slight rain"></span> <span class="weather-max"><span
///   class="visually-hidden">high </span>18°C</span> <span class="weather-min"><span
///   class="visually-hidden">low </span>9°C</span> <span class="weather-precipitation"><span
///   class="visually-hidden">chance of precipitation </span>80%</span></span>
/// ```
/// The icon is a character the theme draws for `data-icon` (`.weather-icon[data-icon="rain"]::before` in
/// `almanac.css`), so a theme changes it without recompiling; its text alternative (`aria-label`, and `title`
/// on hover) names the condition in the page's language (the `weather.<condition>` labels). Temperatures are
/// rounded to whole degrees in the page's digits. Values Open-Meteo sent as `null` are left out; a day with
/// no values at all has no ``DailyForecast`` and shows nothing.
struct XHTMLWeather {
    let forecast: DailyForecast
    let unit: TemperatureUnit

    /// Writes the `span`.
    func render(into xml: borrowing XMLWriter, locale: SiteLocale) throws(XMLWriterError) {
        let labels = locale.labels
        try xml.startElement("span")
        try xml.attribute("class", "weather")
        if let code = forecast.weatherCode { try xml.attribute("data-wmo", String(code)) }
        var parts: [(className: String, hidden: String, text: String)] = []
        if let maximum = forecast.maximum {
            parts.append(("weather-max", labels[.weatherHigh], temperature(maximum, locale: locale)))
        }
        if let minimum = forecast.minimum {
            parts.append(("weather-min", labels[.weatherLow], temperature(minimum, locale: locale)))
        }
        if let probability = forecast.precipitationProbability {
            parts.append(("weather-precipitation", labels[.weatherPrecipitation], locale.number(probability) + "%"))
        }
        if let condition = forecast.condition {
            let name = labels.condition(condition)
            try xml.element(
                "span",
                ["class": "weather-icon", "data-icon": condition.icon, "role": "img", "aria-label": name, "title": name])
        }
        for (index, part) in parts.enumerated() {
            if index > 0 || forecast.condition != nil { try xml.text(" ") }
            try xml.element("span", ["class": part.className]) { xml throws(XMLWriterError) in
                try xml.element("span", ["class": "visually-hidden"], text: part.hidden + " ")
                try xml.text(part.text)
            }
        }
        try xml.endElement()
    }

    /// `18°C`, `-3°F`: whole degrees in the page's digits, with the unit.
    private func temperature(_ value: Double, locale: SiteLocale) -> String {
        let whole = Int(value.rounded())
        let text = whole < 0 ? "−" + locale.number(-whole) : locale.number(whole)
        return text + unit.symbol
    }
}
