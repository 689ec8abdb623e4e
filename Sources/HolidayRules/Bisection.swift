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
