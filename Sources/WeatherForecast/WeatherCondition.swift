/// What a WMO weather interpretation code (WW) means, as a stable key: the words of every code Open-Meteo
/// documents (reference/APIS.md §4), plus ``unknown`` for any other value, which is shown, never an error.
///
/// The raw value names the condition's label (`weather.<raw value>` in the site's label files) and its
/// ``icon`` group names the character the theme shows (`.weather-icon[data-icon="rain"]` in `almanac.css`).
public enum WeatherCondition: String, Sendable, Hashable, CaseIterable {
    case clearSky = "clear-sky"  // 0
    case mainlyClear = "mainly-clear"  // 1
    case partlyCloudy = "partly-cloudy"  // 2
    case overcast  // 3
    case fog  // 45
    case rimeFog = "rime-fog"  // 48
    case lightDrizzle = "light-drizzle"  // 51
    case moderateDrizzle = "moderate-drizzle"  // 53
    case denseDrizzle = "dense-drizzle"  // 55
    case lightFreezingDrizzle = "light-freezing-drizzle"  // 56
    case denseFreezingDrizzle = "dense-freezing-drizzle"  // 57
    case slightRain = "slight-rain"  // 61
    case moderateRain = "moderate-rain"  // 63
    case heavyRain = "heavy-rain"  // 65
    case lightFreezingRain = "light-freezing-rain"  // 66
    case heavyFreezingRain = "heavy-freezing-rain"  // 67
    case slightSnowfall = "slight-snowfall"  // 71
    case moderateSnowfall = "moderate-snowfall"  // 73
    case heavySnowfall = "heavy-snowfall"  // 75
    case snowGrains = "snow-grains"  // 77
    case slightRainShowers = "slight-rain-showers"  // 80
    case moderateRainShowers = "moderate-rain-showers"  // 81
    case violentRainShowers = "violent-rain-showers"  // 82
    case slightSnowShowers = "slight-snow-showers"  // 85
    case heavySnowShowers = "heavy-snow-showers"  // 86
    case thunderstorm  // 95
    case thunderstormWithSlightHail = "thunderstorm-slight-hail"  // 96
    case thunderstormWithHeavyHail = "thunderstorm-heavy-hail"  // 99
    /// A code Open-Meteo does not document.
    case unknown

    /// The documented codes and their conditions (Open-Meteo's "WMO Weather interpretation codes (WW)" table).
    public static let documentedCodes: [(code: Int, condition: WeatherCondition)] = [
        (0, .clearSky), (1, .mainlyClear), (2, .partlyCloudy), (3, .overcast), (45, .fog), (48, .rimeFog),
        (51, .lightDrizzle), (53, .moderateDrizzle), (55, .denseDrizzle), (56, .lightFreezingDrizzle),
        (57, .denseFreezingDrizzle), (61, .slightRain), (63, .moderateRain), (65, .heavyRain),
        (66, .lightFreezingRain), (67, .heavyFreezingRain), (71, .slightSnowfall), (73, .moderateSnowfall),
        (75, .heavySnowfall), (77, .snowGrains), (80, .slightRainShowers), (81, .moderateRainShowers),
        (82, .violentRainShowers), (85, .slightSnowShowers), (86, .heavySnowShowers), (95, .thunderstorm),
        (96, .thunderstormWithSlightHail), (99, .thunderstormWithHeavyHail),
    ]

    /// The condition of a WMO code; ``unknown`` for a code not in ``documentedCodes``.
    public init(wmoCode: Int) {
        self = Self.byCode[wmoCode] ?? .unknown
    }

    private static let byCode: [Int: WeatherCondition] = Dictionary(
        uniqueKeysWithValues: documentedCodes.map { ($0.code, $0.condition) })

    /// The English words of the condition, as in Open-Meteo's table (for the terminal table; the site uses its labels).
    public var englishName: String {
        switch self {
        case .clearSky: "Clear sky"
        case .mainlyClear: "Mainly clear"
        case .partlyCloudy: "Partly cloudy"
        case .overcast: "Overcast"
        case .fog: "Fog"
        case .rimeFog: "Depositing rime fog"
        case .lightDrizzle: "Light drizzle"
        case .moderateDrizzle: "Moderate drizzle"
        case .denseDrizzle: "Dense drizzle"
        case .lightFreezingDrizzle: "Light freezing drizzle"
        case .denseFreezingDrizzle: "Dense freezing drizzle"
        case .slightRain: "Slight rain"
        case .moderateRain: "Moderate rain"
        case .heavyRain: "Heavy rain"
        case .lightFreezingRain: "Light freezing rain"
        case .heavyFreezingRain: "Heavy freezing rain"
        case .slightSnowfall: "Slight snowfall"
        case .moderateSnowfall: "Moderate snowfall"
        case .heavySnowfall: "Heavy snowfall"
        case .snowGrains: "Snow grains"
        case .slightRainShowers: "Slight rain showers"
        case .moderateRainShowers: "Moderate rain showers"
        case .violentRainShowers: "Violent rain showers"
        case .slightSnowShowers: "Slight snow showers"
        case .heavySnowShowers: "Heavy snow showers"
        case .thunderstorm: "Thunderstorm"
        case .thunderstormWithSlightHail: "Thunderstorm with slight hail"
        case .thunderstormWithHeavyHail: "Thunderstorm with heavy hail"
        case .unknown: "Unknown weather"
        }
    }

    /// The icon group the theme draws: `clear`, `mostly-clear`, `partly-cloudy`, `cloudy`, `fog`, `drizzle`,
    /// `freezing`, `rain`, `showers`, `snow`, `thunderstorm` or `unknown`.
    public var icon: String {
        switch self {
        case .clearSky: "clear"
        case .mainlyClear: "mostly-clear"
        case .partlyCloudy: "partly-cloudy"
        case .overcast: "cloudy"
        case .fog, .rimeFog: "fog"
        case .lightDrizzle, .moderateDrizzle, .denseDrizzle: "drizzle"
        case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain: "freezing"
        case .slightRain, .moderateRain, .heavyRain: "rain"
        case .slightRainShowers, .moderateRainShowers, .violentRainShowers: "showers"
        case .slightSnowfall, .moderateSnowfall, .heavySnowfall, .snowGrains, .slightSnowShowers, .heavySnowShowers:
            "snow"
        case .thunderstorm, .thunderstormWithSlightHail, .thunderstormWithHeavyHail: "thunderstorm"
        case .unknown: "unknown"
        }
    }

    /// Every icon group, in a fixed order.
    public static let icons = [
        "clear", "mostly-clear", "partly-cloudy", "cloudy", "fog", "drizzle", "freezing", "rain", "showers", "snow",
        "thunderstorm", "unknown",
    ]
}
