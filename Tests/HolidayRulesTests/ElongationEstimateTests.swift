@testable import HolidayRules
import Testing

/// The start of the tithis' secant steps (`HinduCalendar.estimatedElongationInstant`): it only saves
/// evaluations, so it must be near the instant the full series gives, far nearer than the mean.
@Suite("Elongation estimate")
struct ElongationEstimateTests {
    @Test("within 0.05 day of the computed instant for every tithi of a century's lunations")
    func estimateIsNear() {
        var worst = 0.0
        for year in stride(from: 1950, through: 2050, by: 10) {
            for lunation in HinduCalendar.lunations(around: year) {
                for tithi in 1..<30 {
                    let degrees = Double(tithi) * 12
                    let instant = HinduCalendar.elongationInstant(karana: 2 * tithi, in: lunation)
                    let mean = lunation.start + (lunation.end - lunation.start) * degrees / 360
                    worst = max(worst, abs(HinduCalendar.estimatedElongationInstant(degrees, from: mean) - instant))
                }
            }
        }
        #expect(worst < 0.05, "worst \(worst) day")
        #expect(worst > 0)
    }
}
