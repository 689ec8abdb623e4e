import Foundation
import Synchronization

/// SIGINT and SIGTERM during a fetch: the first asks the run to stop after the request in flight
/// (which is received and stored; exit 75 follows), the second ends the process at once (exit 75).
///
/// The signals are caught by a `sigaction` handler, which runs in the kernel's chosen thread the moment
/// the signal arrives and only does async-signal-safe work: it counts the signal in an atomic, and on
/// the second one writes a line and calls `_exit(75)`. A dedicated thread watches the count and calls
/// `onFirstSignal` within a few milliseconds. (A `DispatchSource` was used first; its handler depends on a
/// dispatch queue being scheduled, this does not.)
/// `@unchecked`: the watcher thread only reads the atomics; `remove()` stops it.
final class SignalTrap: @unchecked Sendable {
    private let watcher: Thread

    init(onFirstSignal: @escaping @Sendable () -> Void) {
        SignalState.count.store(0, ordering: .sequentiallyConsistent)
        SignalState.watching.store(true, ordering: .sequentiallyConsistent)
        watcher = Thread {
            while SignalState.watching.load(ordering: .sequentiallyConsistent) {
                if SignalState.count.load(ordering: .sequentiallyConsistent) > 0 {
                    FileHandle.standardError.write(
                        Data("almanac: stopping after the request in flight (signal again to quit at once)\n".utf8))
                    onFirstSignal()
                    return
                }
                usleep(2_000)
            }
        }
        watcher.start()
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = signalTrapHandler
            #else
                action.__sigaction_u.__sa_handler = signalTrapHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Restores the default handlers and stops the watcher.
    func remove() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        SignalState.watching.store(false, ordering: .sequentiallyConsistent)
    }
}

/// What the signal handler may touch: lock-free atomics only.
private enum SignalState {
    static let count = Atomic<Int>(0)
    static let watching = Atomic<Bool>(false)
}

/// The handler: async-signal-safe (an atomic add, `write`, `_exit`).
private func signalTrapHandler(_ signalNumber: Int32) {
    let (_, newValue) = SignalState.count.add(1, ordering: .sequentiallyConsistent)
    if newValue >= 2 {
        let message: StaticString = "almanac: stopped at once\n"
        _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(75)
    }
}
