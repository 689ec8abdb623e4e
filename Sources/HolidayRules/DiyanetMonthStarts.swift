import Synchronization

/// The first days of Diyanet's months (`DiyanetCalendar`), each computed when first asked for.
///
/// A month begins on the day its criterion gives (`raw`), clamped to 29 or 30 days after the previous
/// month's first day: the chain from 1 Muharram 1365 AH. Computing that whole chain, 1,992 months of
/// sunsets all over the Earth, cost about 100 ms, more than anything else a year of holidays needs, so a
/// month is found from the months just before it instead: the clamp is monotonic (a later start of one
/// month never gives an earlier start of the next), so the chains begun `slack` days before and after the
/// criterion's day of a month `window` months back enclose the true chain; where they meet, the true
/// chain is there too. The window doubles until they meet, or until it reaches the first month, which
/// is the criterion's day itself. That every month of the true chain is within `slack` days of its
/// criterion's day is checked for all 1,992 months by the tests (`DiyanetCalendarTests`), as is that
/// this gives every month of the whole chain.
final class DiyanetMonthStarts: Sendable {
    /// How far (days) a month's first day may be from its criterion's day, at most: 1, for the two months
    /// of 1970–1971 the clamp moves.
    static let slack = 1
    /// The number of months.
    let count: Int
    private let raw: @Sendable (Int) -> Int
    private let criterionDays = Mutex<[Int: Int]>([:])
    private let starts = Mutex<[Int: Int]>([:])

    /// `raw(index)` is the criterion's first day (day number) of month `index` (0 is the first month).
    init(count: Int, raw: @escaping @Sendable (Int) -> Int) {
        self.count = count
        self.raw = raw
    }

    /// The first day (day number) of month `index`, or nil outside `0..<count`.
    func start(_ index: Int) -> Int? {
        guard (0..<count).contains(index) else { return nil }
        if let known = starts.withLock({ $0[index] }) { return known }
        var window = 2
        while true {
            let from = max(0, index - window)
            if from == 0 || starts.withLock({ $0[from] }) != nil {
                var start = from == 0 ? criterionDay(0) : starts.withLock { $0[from] } ?? criterionDay(from)
                for month in stride(from: from + 1, through: index, by: 1) {
                    start = Self.clamp(criterionDay(month), after: start)
                }
                return remember(start, index)
            }
            var low = criterionDay(from) - Self.slack
            var high = criterionDay(from) + Self.slack
            for month in (from + 1)...index {
                let day = criterionDay(month)
                low = Self.clamp(day, after: low)
                high = Self.clamp(day, after: high)
            }
            if low == high { return remember(low, index) }
            window *= 2
        }
    }

    /// The whole chain from the first month, computed month after month (for the tests).
    func chain() -> [Int] {
        var starts: [Int] = []
        for index in 0..<count {
            let day = criterionDay(index)
            starts.append(starts.last.map { Self.clamp(day, after: $0) } ?? day)
        }
        return starts
    }

    /// The criterion's first day of month `index`, computed once.
    func criterionDay(_ index: Int) -> Int {
        if let known = criterionDays.withLock({ $0[index] }) { return known }
        let computed = raw(index)
        criterionDays.withLock { $0[index] = computed }
        return computed
    }

    /// A month has 29 or 30 days: it ends after its 30th day even when the criterion is not met (the
    /// Kandilli criterion can fail two evenings running when the Moon stands low).
    private static func clamp(_ day: Int, after previous: Int) -> Int {
        min(max(day, previous + 29), previous + 30)
    }

    private func remember(_ start: Int, _ index: Int) -> Int {
        starts.withLock { $0[index] = start }
        return start
    }
}
