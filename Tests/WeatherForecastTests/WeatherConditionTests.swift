import Testing
import WeatherForecast

@Suite("WMO weather codes")
struct WeatherConditionTests {
    /// Open-Meteo's documented codes (reference/APIS.md §4), written out here rather than read from the table
    /// under test.
    static let documented = [
        0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ]

    @Test func everyDocumentedCodeHasItsOwnCondition() {
        let conditions = Self.documented.map(WeatherCondition.init(wmoCode:))
        #expect(!conditions.contains(.unknown))
        #expect(Set(conditions).count == Self.documented.count)
        #expect(Set(conditions).union([.unknown]) == Set(WeatherCondition.allCases))
        #expect(WeatherCondition.documentedCodes.map(\.code) == Self.documented)
    }

    @Test(arguments: [4, 10, 50, 62, 94, 98, 100, -1, 1000])
    func anyOtherCodeIsUnknownNotACrash(code: Int) {
        #expect(WeatherCondition(wmoCode: code) == .unknown)
    }

    @Test func wordsAndIconsFollowTheTable() {
        #expect(WeatherCondition(wmoCode: 0).englishName == "Clear sky")
        #expect(WeatherCondition(wmoCode: 48).englishName == "Depositing rime fog")
        #expect(WeatherCondition(wmoCode: 82).englishName == "Violent rain showers")
        #expect(WeatherCondition(wmoCode: 99).englishName == "Thunderstorm with heavy hail")
        #expect(WeatherCondition(wmoCode: 66).icon == "freezing")
        #expect(WeatherCondition(wmoCode: 77).icon == "snow")
        #expect(WeatherCondition(wmoCode: 96).icon == "thunderstorm")
        #expect(Set(WeatherCondition.allCases.map(\.icon)) == Set(WeatherCondition.icons))
    }
}
