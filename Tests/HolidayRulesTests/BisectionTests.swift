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

    @Test("facts from secant steps give the plain loop's bracket, whatever the first guesses")
    func factsGiveSameBits() {
        let (low, high) = (2_461_000.0, 2_461_000.0 + 5.0 / 24)
        for crossing in [2_461_000.123_456_789, 2_461_000.2, 2_461_000.1 + 1e-12, 2_461_000.05, 2_461_000.3] {
            let value = { (t: Double) in atan((t - crossing) * 1_000) + 1e-13 }
            let isBefore = { (t: Double) in value(t) < 0 }
            for iterations in [12, 30] {
                let expected = BisectionTests.plain(low, high, iterations, isBefore)
                for guess in [crossing, crossing + 0.01, low, high - 0.001, crossing - 0.08] {
                    let facts = Bisection.facts(
                        first: guess, second: guess + 0.000_1, within: low...high, tolerance: 1e-10, value: value,
                        isBefore: { $0 < 0 })
                    var evaluations = 0
                    let found = Bisection.halve(low: low, high: high, iterations: iterations, facts: facts) { t in
                        evaluations += 1
                        return isBefore(t)
                    }
                    #expect(found.low == expected.0 && found.high == expected.1, "\(crossing) from \(guess)")
                    if guess == crossing, (low...high).contains(crossing) {
                        #expect(evaluations <= 3, "\(evaluations) evaluations after the facts")
                    }
                }
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

/// `LunarAstronomy.fullMoons` finds what the quarter-day scan it replaces found, bit for bit.
@Suite("Full moons without the quarter-day scan")
struct FullMoonScanTests {
    /// The scan the full moons were found by before: quarter days, then 30 halvings, the lower end.
    static func scan(from start: Double, before end: Double) -> [Double] {
        var found: [Double] = []
        var time = start
        var previous = LunarAstronomy.eastwardElongation(time)
        while time < end {
            let next = time + 0.25
            let elongation = LunarAstronomy.eastwardElongation(next)
            if previous < 180, elongation >= 180 {
                var (low, high) = (time, next)
                for _ in 0..<30 {
                    let middle = (low + high) / 2
                    if LunarAstronomy.eastwardElongation(middle) < 180 { low = middle } else { high = middle }
                }
                found.append(low)
            }
            (time, previous) = (next, elongation)
        }
        return found
    }

    @Test("the same full moons as the scan, windows of 32 and 60 days from 1900 to 2100")
    func sameAsScan() {
        var windows = 0
        // every 97.3 days: the windows start at every phase of the Moon
        for start in stride(from: 2_415_020.5, to: 2_488_070.5, by: 97.3 * 5) {
            for length in [32.0, 60.0] {
                #expect(LunarAstronomy.fullMoons(scanningFrom: start, before: start + length) == Self.scan(from: start, before: start + length), "\(start)")
                windows += 1
            }
        }
        #expect(windows > 250)
    }
}
