/// The holidays a fake API knows, by country: test data, not product data.
public struct FakeHolidayData: Sendable {
    /// Holidays by upper-case country code.
    public var countries: [String: [FakeHoliday]]

    public init(countries: [String: [FakeHoliday]]) {
        self.countries = countries
    }

    /// A small set: fixed-date holidays of US and DE (with a subdivision-only one each) and GB,
    /// recurring every year, so any range of days has known answers.
    public static let sample = FakeHolidayData(countries: [
        "US": [
            FakeHoliday("01-01", "New Year's Day"),
            FakeHoliday("02-12", "Lincoln's Birthday", kind: .regional, subdivisions: ["US-CT", "US-IL", "US-NY"]),
            FakeHoliday("06-19", "Juneteenth National Independence Day"),
            FakeHoliday("07-04", "Independence Day"),
            FakeHoliday("10-31", "Halloween", kind: .observance),
            FakeHoliday("11-11", "Veterans Day"),
            FakeHoliday("12-25", "Christmas Day"),
        ],
        "DE": [
            FakeHoliday("01-01", "New Year's Day", localName: "Neujahr"),
            FakeHoliday("01-06", "Epiphany", localName: "Heilige Drei Könige", kind: .regional, subdivisions: ["DE-BW", "DE-BY", "DE-ST"]),
            FakeHoliday("05-01", "Labour Day", localName: "Tag der Arbeit"),
            FakeHoliday("10-03", "German Unity Day", localName: "Tag der Deutschen Einheit"),
            FakeHoliday("12-25", "Christmas Day", localName: "Erster Weihnachtstag"),
            FakeHoliday("12-26", "St. Stephen's Day", localName: "Zweiter Weihnachtstag"),
        ],
        "GB": [
            FakeHoliday("01-01", "New Year's Day", subdivisions: ["GB-ENG", "GB-WLS", "GB-NIR"]),
            FakeHoliday("01-01", "New Year's Day", subdivisions: ["GB-SCT"]),
            FakeHoliday("01-02", "2 January", kind: .regional, subdivisions: ["GB-SCT"]),
            FakeHoliday("12-25", "Christmas Day"),
        ],
    ])

    /// The holidays of `country` on one day.
    public func holidays(country: String, year: Int, month: Int, day: Int) -> [FakeHoliday] {
        (countries[country.uppercased()] ?? []).filter { $0.falls(year: year, month: month, day: day) }
    }

    /// The holidays of `country` in `year`, by date.
    public func holidays(country: String, year: Int) -> [(date: String, holiday: FakeHoliday)] {
        (countries[country.uppercased()] ?? []).filter { $0.falls(inYear: year) }
            .map { (date: $0.date.count == 5 ? "\(year)-\($0.date)" : $0.date, holiday: $0) }
            .sorted { $0.date < $1.date }
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Escapes `text` as a JSON string literal, quotes included.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
