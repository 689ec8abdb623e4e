import Foundation
import Synchronization

/// Runs work on several threads at once: the calling thread plus `count - 1` threads of its own.
///
/// `DispatchQueue.concurrentPerform` was tried first: with a few long iterations, libdispatch on
/// Linux often ran them all on the calling thread before its pool started a second thread, so a
/// two-core build used one core. Here every thread exists from the start and takes the next job
/// from a shared counter, so the cores stay busy until the jobs run out.
public enum WorkerThreads {
    /// Calls `body(worker, job)` once for every job in `0..<jobs`, spread over `count` threads
    /// (`worker` in `0..<count` names the thread, for per-thread state); returns when all are done.
    /// Jobs start in increasing order; which thread runs which job is not fixed.
    public static func run(count: Int, jobs: Int, _ body: @escaping @Sendable (_ worker: Int, _ job: Int) -> Void) {
        let threads = max(1, min(count, jobs))
        let next = JobCounter()
        @Sendable func drain(_ worker: Int) {
            while true {
                let job = next.take()
                guard job < jobs else { return }
                body(worker, job)
            }
        }
        let done = DispatchGroup()
        for worker in 1..<threads {
            done.enter()
            Thread.detachNewThread {
                drain(worker)
                done.leave()
            }
        }
        drain(0)
        done.wait()
    }
}

/// The next job number, shared by the threads of one ``WorkerThreads/run(count:jobs:_:)``.
private final class JobCounter: Sendable {
    private let next = Atomic<Int>(0)

    func take() -> Int { next.wrappingAdd(1, ordering: .relaxed).oldValue }
}

/// One value per worker thread of ``WorkerThreads/run(count:jobs:_:)``, for state that is not
/// `Sendable` (formatters, writers): slot `i` is created and used by worker `i` only.
public final class PerWorker<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let make: () -> Value

    /// Slots for `count` workers; each value is made by `make` on its worker's first use.
    public init(count: Int, make: @escaping () -> Value) {
        slots = Array(repeating: nil, count: max(1, count))
        self.make = make
    }

    /// Worker `worker`'s value. Call it only from that worker's thread.
    public func value(for worker: Int) -> Value {
        if let value = slots[worker] { return value }
        let value = make()
        slots[worker] = value
        return value
    }
}
