import CalendarCore
import Testing

/// `Holiday.mergingCategories`: one day, one name, one entry, with the union of categories.
@Suite("Merging a holiday listed under two keys")
struct HolidayMergingTests {
    let day = CalendarDay(year: 2023, month: 7, day: 1)!
    let region = Region(code: "CA-AB")!
    let names = LocalizedNames(english: "Canada Day", others: ["fr": "Fête du Canada"])

    @Test("same day and names: one holiday, categories united, the public one's key kept")
    func merges() {
        let federal = Holiday(day: day, names: names, region: region, categories: [.government], key: "canada-day-federal")
        let provincial = Holiday(day: day, names: names, region: region, categories: [.public], key: "canada-day-provincial")
        let merged = Holiday.mergingCategories([federal, provincial])
        #expect(merged.count == 1)
        #expect(merged.first?.categories == [.public, .government])
        #expect(merged.first?.key == "canada-day-provincial")
    }

    @Test("different names, days, or a substitute for another day stay apart")
    func keepsApart() {
        let actual = Holiday(day: day, names: names, region: region, categories: [.public], key: "a")
        let otherName = Holiday(
            day: day, names: LocalizedNames(english: "Dominion Day"), region: region, categories: [.government], key: "b")
        let otherLanguage = Holiday(
            day: day, names: LocalizedNames(english: "Canada Day", others: ["fr": "Jour du Canada"]), region: region,
            categories: [.government], key: "c")
        let nextDay = Holiday(day: day.adding(days: 1), names: names, region: region, categories: [.government], key: "d")
        let substitute = Holiday(
            day: day, names: names, region: region, categories: [.government], key: "e",
            substitute: .init(actualDay: day.adding(days: -1), holidayKey: "e"))
        let merged = Holiday.mergingCategories([actual, otherName, otherLanguage, nextDay, substitute])
        #expect(merged.map(\.key) == ["a", "b", "c", "d", "e"])
    }

    @Test("substitutes for the same actual day merge; estimated if any is")
    func mergesSubstitutes() {
        let actual = day.adding(days: -1)
        let first = Holiday(
            day: day, names: names, region: region, categories: [.optional], key: "x.observed",
            substitute: .init(actualDay: actual, holidayKey: "x"), isEstimated: true)
        let second = Holiday(
            day: day, names: names, region: region, categories: [.government], key: "y.observed",
            substitute: .init(actualDay: actual, holidayKey: "y"))
        let merged = Holiday.mergingCategories([first, second])
        #expect(merged.count == 1)
        #expect(merged.first?.categories == [.optional, .government])
        #expect(merged.first?.key == "x.observed")  // optional comes before government
        #expect(merged.first?.isEstimated == true)
    }
}
