/// A month of the Hebrew calendar, by the names rule files use (`hebrew 15 nisan`).
///
/// A leap year has two Adars. `adar` (also written `adar-ii`) is the Adar of Purim: Adar in a common
/// year, Adar II in a leap year. `adar-i` is Adar I in a leap year and Adar in a common year.
public enum HebrewMonth: String, Hashable, Sendable, CaseIterable {
    case tishrei, cheshvan, kislev, tevet, shevat
    case adarI = "adar-i"
    case adar
    case nisan, iyar, sivan, tammuz, av, elul

    /// Accepted spellings besides the raw value.
    static let aliases: [String: HebrewMonth] = [
        "tishri": .tishrei, "heshvan": .cheshvan, "marcheshvan": .cheshvan, "shvat": .shevat, "shebat": .shevat,
        "adar-1": .adarI, "adar-ii": .adar, "adar-2": .adar, "tamuz": .tammuz,
    ]

    /// The month named `text` (lower case), if any.
    static func named(_ text: String) -> HebrewMonth? {
        HebrewMonth(rawValue: text) ?? aliases[text]
    }

    /// Whether Hebrew year `year` (anno mundi) has thirteen months.
    static func isLeapYear(_ year: Int) -> Bool {
        (7 * year + 1) % 19 < 7
    }
}
