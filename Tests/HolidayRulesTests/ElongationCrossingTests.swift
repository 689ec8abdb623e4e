import CalendarCore
@testable import HolidayRules
import Testing

/// The bounds a tithi's instant is first known between (`ElongationCrossing`): they must hold the
/// exact instant, or a festival's day could differ from the one the exact instant gives.
@Suite("Elongation crossing")
struct ElongationCrossingTests {
    @Test("the elongation gains between slowestRate and fastestRate degrees a day, 1800-2300")
    func rateIsWithinTheBoundsAssumed() {
        var (slowest, fastest) = (Double.infinity, 0.0)
        for year in [1800, 1900, 1950, 2000, 2050, 2100, 2300] {
            let start = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 1, day: 1))
            var previous = LunarAstronomy.eastwardElongation(start)
            for step in 1...4_000 {
                let instant = start + Double(step) * 0.1
                let elongation = LunarAstronomy.eastwardElongation(instant)
                // (the new moon wraps 360 to 0)
                let gain = ((elongation - previous + 360).truncatingRemainder(dividingBy: 360)) / 0.1
                (slowest, fastest) = (min(slowest, gain), max(fastest, gain))
                previous = elongation
            }
        }
        #expect(slowest > ElongationCrossing.slowestRate + 0.3, "slowest \(slowest)")
        #expect(fastest < ElongationCrossing.fastestRate - 0.5, "fastest \(fastest)")
        #expect(slowest < 11 && fastest > 14, "the Moon's speed varies; \(slowest)...\(fastest)")
    }

    @Test("the bounds hold the exact instant of every karana; they are apart, within half an hour")
    func boundsHoldTheInstant() {
        var (checked, apart, widest) = (0, 0, 0.0)
        for year in stride(from: 1900, through: 2100, by: 25) {
            for lunation in HinduCalendar.lunations(around: year) {
                for karana in 0...60 {
                    let crossing = ElongationCrossing(karana: karana, in: lunation)
                    let exact = crossing.exact
                    #expect(crossing.earliest <= exact && exact <= crossing.latest, "\(year) karana \(karana)")
                    checked += 1
                    apart += crossing.latest > crossing.earliest ? 1 : 0
                    widest = max(widest, crossing.latest - crossing.earliest)
                }
            }
        }
        // (karanas 0 and 60, the new moons, are known exactly)
        #expect(checked > 5_000 && apart > checked * 9 / 10, "\(apart) of \(checked) apart")
        #expect(widest < 0.5 / 24, "widest \(widest * 1_440) minutes")
    }

    @Test("answers come from the bounds where both agree, and from the exact instant between them")
    func satisfiesAsTheExactInstant() {
        let lunation = HinduCalendar.lunations(around: 2026)[3]
        let crossing = ElongationCrossing(karana: 29, in: lunation)
        let exact = crossing.exact
        for moment in [crossing.earliest - 0.5, crossing.earliest, exact - 1e-7, exact, exact + 1e-7, crossing.latest, crossing.latest + 0.5] {
            #expect(crossing.satisfies { $0 > moment } == (exact > moment))
            #expect(crossing.satisfies { $0 >= moment } == (exact >= moment))
        }
        #expect(crossing.dayNumber == HinduPlace.dayNumber(ofUT: exact))
    }
}
