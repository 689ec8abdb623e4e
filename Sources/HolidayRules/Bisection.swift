/// Bisection for the instant a monotonic quantity crosses a value, giving the very bits the plain loop
/// gives, in fewer evaluations when the instant is known beforehand.
///
/// The plain loop halves `low...high` `iterations` times: the middle becomes `low` when `isBefore(middle)`
/// (the crossing is after it), else `high`. Each halving evaluates the sky (a sunrise, a tithi, a
/// sankranti), and the holiday calendars depend on the loop's exact result (a festival's day turns on
/// whether a tithi ends before or after a sunrise). Given an `estimate` of the crossing (from a few
/// secant steps, `secantRoot`), the halvings whose middle lies farther than `margin` from it are decided
/// by comparing the middle with the estimate, and only those nearer evaluate `isBefore`. Then the latest
/// middle so judged to be before the crossing, and the earliest judged after, are evaluated: for a
/// `isBefore` that is true before one instant and false after it (which the plain loop assumes too),
/// every such judgement was right exactly when those two are, and the halvings are the plain loop's;
/// if either is wrong, the plain loop runs instead.
enum Bisection {
    /// What evaluations have shown of a crossing: the latest instant seen before it and the earliest
    /// seen after it (only instants inside the bisected window count: outside it the quantity need not
    /// be monotonic).
    struct Facts {
        private(set) var latestBefore = -Double.infinity
        private(set) var earliestAfter = Double.infinity

        mutating func add(_ instant: Double, before: Bool) {
            if before { latestBefore = max(latestBefore, instant) } else { earliestAfter = min(earliestAfter, instant) }
        }
    }

    /// The final `(low, high)` of `iterations` halvings of `low...high`, evaluating `isBefore` only where
    /// `facts` do not already decide: a middle no later than an instant known to be before the crossing
    /// is before it, one no earlier than an instant known to be after is after (`isBefore` true before
    /// one instant and false after it, as the plain loop assumes). The plain loop's bits, always.
    static func halve(
        low: Double, high: Double, iterations: Int, facts: Facts, isBefore: (Double) -> Bool
    ) -> (low: Double, high: Double) {
        var (low, high, facts) = (low, high, facts)
        for _ in 0..<iterations {
            let middle = (low + high) / 2
            let before: Bool
            if middle <= facts.latestBefore {
                before = true
            } else if middle >= facts.earliestAfter {
                before = false
            } else {
                before = isBefore(middle)
                facts.add(middle, before: before)
            }
            if before { low = middle } else { high = middle }
        }
        return (low, high)
    }

    /// Facts about the crossing of `value` through zero within `window`, from secant steps from `first`
    /// and `second` until a step is shorter than `tolerance`, then one evaluation on the other side of
    /// the estimate from the nearest instant known: each evaluation tells, by `isBefore(value)`, on which
    /// side of the crossing its instant is (`isBefore` of the value must be exactly the bisection's
    /// `isBefore` of the instant). Facts stay true whatever the steps do; good steps make them close.
    static func facts(
        first: Double, second: Double, within window: ClosedRange<Double>, tolerance: Double, steps: Int = 8,
        value: (Double) -> Double, isBefore: (Double) -> Bool
    ) -> Facts {
        var facts = Facts()
        func evaluate(_ instant: Double) -> Double {
            let result = value(instant)
            if window.contains(instant), !result.isNaN { facts.add(instant, before: isBefore(result)) }
            return result
        }
        var (x0, x1) = (first, second)
        var (f0, f1) = (evaluate(x0), evaluate(x1))
        for _ in 0..<steps {
            guard f1 != f0, f0.isFinite, f1.isFinite else { return facts }
            let next = x1 - f1 * (x1 - x0) / (f1 - f0)
            guard window.contains(next) else { return facts }
            let step = abs(next - x1)
            if step < tolerance {
                // the estimate is within about `step` of the crossing: a point twice as far (and some units
                // in the last place of a Julian Day) on the side not yet known closely brackets it
                let gap = max(step, tolerance / 8, 4 * next.ulp)
                let probe =
                    next - facts.latestBefore < facts.earliestAfter - next ? next + 2 * gap : next - 2 * gap
                if window.contains(probe) { _ = evaluate(probe) }
                return facts
            }
            (x0, f0) = (x1, f1)
            (x1, f1) = (next, evaluate(next))
        }
        return facts
    }

    /// The final `(low, high)` of `iterations` halvings of `low...high`.
    static func halve(
        low: Double, high: Double, iterations: Int, estimate: Double?, margin: Double, isBefore: (Double) -> Bool
    ) -> (low: Double, high: Double) {
        if let estimate {
            var (low, high) = (low, high)
            var latestBefore: Double?
            var earliestAfter: Double?
            for _ in 0..<iterations {
                let middle = (low + high) / 2
                let before: Bool
                if abs(middle - estimate) > margin {
                    before = middle < estimate
                    if before {
                        latestBefore = max(latestBefore ?? middle, middle)
                    } else {
                        earliestAfter = min(earliestAfter ?? middle, middle)
                    }
                } else {
                    before = isBefore(middle)
                }
                if before { low = middle } else { high = middle }
            }
            if latestBefore.map(isBefore) ?? true, !(earliestAfter.map(isBefore) ?? false) { return (low, high) }
        }
        var (low, high) = (low, high)
        for _ in 0..<iterations {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle } else { high = middle }
        }
        return (low, high)
    }

    /// The instant where `value` (increasing or decreasing through zero) is zero, by secant steps from
    /// `first` and `second`, kept within `bounds`; nil when the steps do not settle to within `tolerance`
    /// (the caller then bisects as before).
    static func secantRoot(
        first: Double, second: Double, within bounds: ClosedRange<Double>, tolerance: Double, steps: Int = 8,
        value: (Double) -> Double
    ) -> Double? {
        var (x0, x1) = (first, second)
        var (f0, f1) = (value(x0), value(x1))
        for _ in 0..<steps {
            guard f1 != f0, f0.isFinite, f1.isFinite else { return nil }
            let next = x1 - f1 * (x1 - x0) / (f1 - f0)
            guard bounds.contains(next) else { return nil }
            if abs(next - x1) < tolerance { return next }
            (x0, f0) = (x1, f1)
            (x1, f1) = (next, value(next))
        }
        return nil
    }
}
