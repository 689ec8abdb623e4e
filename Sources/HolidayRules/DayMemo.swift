import CalendarCore
import Foundation

/// Calendar conversions already made, so each is computed once per process; safe from any thread.
///
/// Keys are built by the caller from what determines the answer (Gregorian year, month, day).
final class DayMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var days: [Int: [CalendarDay]] = [:]

    func value(_ key: Int, orCompute compute: () -> [CalendarDay]) -> [CalendarDay] {
        if let known = lock.withLock({ days[key] }) { return known }
        let computed = compute()
        lock.withLock { days[key] = computed }
        return computed
    }
}
