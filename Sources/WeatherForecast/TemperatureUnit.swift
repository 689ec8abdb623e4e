/// The unit temperatures are requested and shown in: `--units metric` (°C, the default) or `--units imperial` (°F).
///
/// Open-Meteo converts on its side (`temperature_unit=fahrenheit`), so a forecast is always in the unit it was
/// requested in, and the cache keeps the two apart.
public enum TemperatureUnit: String, Sendable, Hashable, CaseIterable {
    /// Degrees Celsius, `--units metric`.
    case celsius
    /// Degrees Fahrenheit, `--units imperial`.
    case fahrenheit

    /// The unit of a `--units` / `units:` value: `metric` or `imperial` (also `celsius`, `fahrenheit`, `c`, `f`).
    public init?(units text: String) {
        switch text.lowercased() {
        case "metric", "celsius", "c": self = .celsius
        case "imperial", "fahrenheit", "f": self = .fahrenheit
        default: return nil
        }
    }

    /// The symbol shown after a temperature: `°C` or `°F`; also what Open-Meteo's `daily_units` says.
    public var symbol: String {
        switch self {
        case .celsius: "°C"
        case .fahrenheit: "°F"
        }
    }

    /// The name the configuration uses: `metric` or `imperial`.
    public var unitsName: String {
        switch self {
        case .celsius: "metric"
        case .fahrenheit: "imperial"
        }
    }
}
