import CalendarCore
@testable import HolidayRules
import Testing

/// Nyepi, estimated from the mean new moon, against the days Indonesia's SKB 3 Menteri fixed.
@Suite("Balinese Saka: Nyepi")
struct BalineseSakaTests {
    static func day(_ text: String) -> CalendarDay? { RuleText.isoDay(text) }

    @Test(
        "Nyepi on the decreed days of 2016-2024 and 2026",
        arguments: [
            "2016-03-09", "2017-03-28", "2018-03-17", "2019-03-07", "2020-03-25", "2021-03-14", "2022-03-03",
            "2023-03-22", "2024-03-11", "2026-03-19",
        ])
    func decreed(published: String) throws {
        let expected = try #require(Self.day(published))
        #expect(BalineseSaka.nyepi(year: expected.year) == expected)
    }

    @Test("a known miss, kept visible: 2025's Nyepi was 29 March, the estimate gives the 30th")
    func knownMiss() {
        #expect(BalineseSaka.nyepi(year: 2025) == CalendarDay(year: 2025, month: 3, day: 30))
    }

    @Test("one Nyepi a year, in March or April, 1900-2100")
    func everyYear() throws {
        for year in 1900...2100 {
            let day = try #require(BalineseSaka.nyepi(year: year), "\(year)")
            #expect((3...4).contains(day.month), "\(year): \(day)")
        }
    }
}
