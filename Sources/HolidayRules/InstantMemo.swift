import Synchronization

/// Instants (Julian Days) already computed, by a key; safe from any thread. Each is computed once per
/// process: the same key always gives the same instant.
final class InstantMemo<Key: Hashable & Sendable>: Sendable {
    private let instants = Mutex<[Key: Double]>([:])

    /// The instant for `key` if it has been computed.
    func known(_ key: Key) -> Double? {
        instants.withLock { $0[key] }
    }

    func value(_ key: Key, orCompute compute: () -> Double) -> Double {
        if let known = instants.withLock({ $0[key] }) { return known }
        let computed = compute()
        instants.withLock { $0[key] = computed }
        return computed
    }
}
