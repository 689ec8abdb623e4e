import CalendarCore
@testable import HolidayRules
import Testing

/// The windows the engine uses to skip a neighbouring year's Hindu festivals (`HinduFestivalRule.reach`):
/// every day computed must lie in them, and skipping must not change a year's holidays.
@Suite("Hindu festival reach")
struct HinduFestivalReachTests {
    /// 1900, 2100 and every 7th year between: the ayanamsa's drift is largest at the ends.
    static let years = [1900, 1901] + Array(stride(from: 1907, through: 2099, by: 7)) + [2100]

    @Test("every festival's computed days lie in its reach", arguments: HinduFestival.allCases)
    func daysLieInReach(festival: HinduFestival) {
        for year in Self.years {
            guard let ranges = festival.possibleDays(year: year) else { continue }
            for day in HinduLunisolar.days(festival, year: year) {
                #expect(
                    ranges.contains { $0.contains(day.dayNumber) },
                    "\(festival.rawValue) on \(day) outside \(ranges.map { "\(CalendarDay(dayNumber: $0.lowerBound))…\(CalendarDay(dayNumber: $0.upperBound))" })")
            }
        }
    }

    @Test("the reach is narrow enough to skip: Janmashtami (Aug–Sep) cannot fall in January or December")
    func reachIsNarrow() throws {
        let ranges = try #require(HinduFestival.janmashtami.possibleDays(year: 2026))
        let january = CalendarDay.dayNumber(year: 2026, month: 1, day: 31)
        let december = CalendarDay.dayNumber(year: 2026, month: 12, day: 1)
        #expect(ranges.allSatisfy { $0.lowerBound > january && $0.upperBound < december })
        #expect(ranges.contains { $0.contains(CalendarDay.dayNumber(year: 2026, month: 9, day: 4)) })
    }

    @Test("one year asked alone equals the same year of a range (whose neighbours are computed whole)")
    func yearAloneEqualsRange() throws {
        let engine = HolidayEngine(rules: try RuleBook.bundled())
        let regions = ["IN", "IN-TN", "IN-WB", "MY", "SG"].compactMap { Region(code: $0) }
        #expect(regions.count == 5)
        for region in regions {
            let range = try engine.holidays(for: region, in: DayRange(years: 2018...2034))
            for year in 2019...2033 {
                let alone = try engine.holidays(for: region, year: year)
                #expect(alone == range.filter { $0.day.year == year }, "\(region) \(year)")
            }
        }
    }
}

/// The lunations a year's tithi festivals skip without the astronomy (`Lunation.mayHoldDay`).
@Suite("Lunation day bound")
struct LunationDayBoundTests {
    @Test("the lunations computed for a month are all of the year's nija lunations of that month")
    func lunationsHoldingAMonth() {
        for year in [1900, 1901, 1963, 1983, 2000, 2023, 2026, 2099, 2100] {
            let all = HinduCalendar.lunations(around: year)
            for month in 0..<12 {
                let wanted = all.filter { $0.months.contains(month) && !$0.adhika }.map(\.start)
                let holding = HinduCalendar.lunations(around: year, holding: month)
                #expect(holding.filter { $0.months.contains(month) && !$0.adhika }.map(\.start) == wanted, "\(year) month \(month)")
                #expect(holding.count < all.count)
            }
        }
    }

    @Test("a lunation said not to hold a year's tithi day never does; most are kept")
    func boundNeverSkipsADay() {
        var skipped = 0
        var kept = 0
        for year in stride(from: 1900, through: 2100, by: 25) {
            for lunation in HinduCalendar.lunations(around: year) {
                for tithi in [1, 8, 15, 23, 30] {
                    guard
                        let day = HinduCalendar.tithiDay(
                            lunation: lunation, tithi: tithi, time: .sunrise, place: .delhi, second: false)
                    else { continue }
                    for candidate in [year - 1, year, year + 1] where !lunation.mayHoldDay(ofTithi: tithi, in: candidate, daysAfter: 0) {
                        #expect(day.year != candidate, "\(year) tithi \(tithi) on \(day)")
                        skipped += 1
                    }
                    kept += lunation.mayHoldDay(ofTithi: tithi, in: year, daysAfter: 0) ? 1 : 0
                }
            }
        }
        #expect(skipped > 0 && kept > skipped / 4)
    }
}
