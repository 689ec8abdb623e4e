import CalendarCore
@testable import HolidayRules
import Testing

/// Nyepi by the pengalantaka arithmetic, against the days Bali kept and the SKB 3 Menteri fixed, each
/// from a report cited beside ID.rules' `moved:` lines or the published SKB lists of 2016-2026.
@Suite("Balinese Saka: Nyepi")
struct BalineseSakaTests {
    static func day(_ text: String) -> CalendarDay? { RuleText.isoDay(text) }

    @Test(
        "Nyepi on the days kept: the continuous months of 1993-2003, the change of pengalantaka in 2000, and 2008-2026",
        arguments: [
            "1997-04-09", "2000-04-04", "2002-04-13", "2008-03-07", "2009-03-26", "2013-03-12",
            "2016-03-09", "2017-03-28", "2018-03-17", "2019-03-07", "2020-03-25", "2021-03-14", "2022-03-03",
            "2023-03-22", "2024-03-11", "2025-03-29", "2026-03-19",
        ])
    func kept(published: String) throws {
        let expected = try #require(Self.day(published))
        #expect(BalineseSaka.nyepi(year: expected.year) == expected)
    }

    @Test("63 days hold 64 tithis: one day with two in each 63, from either anchor")
    func ngunaratri() {
        for reckoning in [BalineseSaka.ekaSungsangPon, BalineseSaka.ekaSungsangPaing] {
            for start in stride(from: reckoning.anchor - 630, to: reckoning.anchor + 630, by: 63) {
                let first = BalineseSaka.tithi(on: start + 1, in: reckoning).first
                let last = BalineseSaka.tithi(on: start + 63, in: reckoning)
                #expect(last.first + (last.twoTithis ? 1 : 0) - first == 63, "from day \(start)")
                #expect((1...63).filter { BalineseSaka.tithi(on: start + $0, in: reckoning).twoTithis }.count == 1)
            }
        }
    }

    @Test("seven leap months in 19 Saka years outside the continuous months, on Destha or Sadha")
    func leapMonths() {
        var leaps: [(number: Int, saka: Int)] = []
        for month in BalineseSaka.Walk(kapituOf: 1930) {
            if month.saka >= 1969 { break }
            if month.leap && month.saka >= 1931 { leaps.append((month.number, month.saka)) }
        }
        #expect(leaps.count == 14)
        #expect(leaps.allSatisfy { $0.number == 11 || $0.number == 12 })
    }

    @Test("one Nyepi a year, in March or April, the day after a tilem, 354, 355, 383 or 384 days after the last, 1900-2100")
    func everyYear() throws {
        var previous: CalendarDay?
        for year in 1900...2100 {
            let day = try #require(BalineseSaka.nyepi(year: year), "\(year)")
            #expect((3...4).contains(day.month), "\(year): \(day)")
            let february = CalendarDay.dayNumber(year: year, month: 2, day: 1)
            let reckoning = february >= BalineseSaka.ekaSungsangPaing.validFrom
                ? BalineseSaka.ekaSungsangPaing : BalineseSaka.ekaSungsangPon
            let eve = BalineseSaka.tithi(on: day.dayNumber - 1, in: reckoning)
            #expect(eve.first % 30 == 0 || (eve.twoTithis && (eve.first + 1) % 30 == 0), "\(year): \(day)")
            if let previous {
                let length = day.dayNumber - previous.dayNumber
                #expect([354, 355, 383, 384].contains(length), "\(year): \(length) days after \(previous)")
            }
            previous = day
        }
    }
}
