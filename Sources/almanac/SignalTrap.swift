import Dispatch
import Foundation

/// (`@unchecked`: the dispatch sources are only created in `init` and cancelled in `remove()`.)
/// SIGINT and SIGTERM during a fetch: the first asks the run to stop after the request in flight
/// (which is received and stored; exit 75 follows), the second ends the process at once (exit 75).
final class SignalTrap: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    init(onFirstSignal: @escaping @Sendable () -> Void) {
        let count = Counter()
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                if count.increment() == 1 {
                    FileHandle.standardError.write(
                        Data("almanac: stopping after the request in flight (signal again to quit at once)\n".utf8))
                    onFirstSignal()
                } else {
                    exit(75)
                }
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Restores the default handlers.
    func remove() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
