import Foundation
@testable import HolidayRules
import Testing

/// `Bisection.halve` gives the plain loop's bits whatever the estimate, and evaluates less with a good one.
@Suite("Bisection replay")
struct BisectionTests {
    /// The plain loop the calendars used before.
    static func plain(_ low: Double, _ high: Double, _ iterations: Int, _ isBefore: (Double) -> Bool) -> (Double, Double) {
        var (low, high) = (low, high)
        for _ in 0..<iterations {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle } else { high = middle }
        }
        return (low, high)
    }

    @Test("the same final bracket as the plain loop, with a good, a poor, a wrong or no estimate")
    func sameBits() {
        // sunrise-like: a Julian Day window of 5 hours, the crossing somewhere in it
        for crossing in [2_461_000.123_456_789, 2_461_000.2, 2_461_000.1 + 1e-12, 2_461_000.05] {
            let isBefore = { (t: Double) in atan((t - crossing) * 1_000) + 1e-13 < 0 }
            let expected = Self.plain(2_461_000.0, 2_461_000.0 + 5.0 / 24, 30, isBefore)
            for estimate in [crossing, crossing + 1e-11, crossing + 1e-3, crossing - 0.05, nil] as [Double?] {
                var evaluations = 0
                let found = Bisection.halve(
                    low: 2_461_000.0, high: 2_461_000.0 + 5.0 / 24, iterations: 30, estimate: estimate, margin: 4e-9
                ) { t in
                    evaluations += 1
                    return isBefore(t)
                }
                #expect(found.low == expected.0 && found.high == expected.1, "crossing \(crossing), estimate \(String(describing: estimate))")
                if estimate == crossing { #expect(evaluations < 12, "\(evaluations) evaluations") }
            }
        }
    }

    @Test("secant steps find a root within the bounds, or give up")
    func secant() throws {
        let root = try #require(
            Bisection.secantRoot(first: 1, second: 1.1, within: 0...3, tolerance: 1e-12) { $0 * $0 - 2 })
        #expect(abs(root - 2.0.squareRoot()) < 1e-10)
        #expect(Bisection.secantRoot(first: 1, second: 1.1, within: 0...1.2, tolerance: 1e-12) { $0 * $0 - 2 } == nil)
        #expect(Bisection.secantRoot(first: 1, second: 2, within: 0...3, tolerance: 1e-12) { _ in 1 } == nil)
    }
}
