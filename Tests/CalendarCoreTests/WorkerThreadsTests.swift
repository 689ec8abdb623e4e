import CalendarCore
import Synchronization
import Testing

@Suite("Worker threads")
struct WorkerThreadsTests {
    @Test("every job runs exactly once, on a worker of the pool", arguments: [1, 2, 4])
    func everyJobOnce(workers: Int) {
        let seen = Mutex<[(worker: Int, job: Int)]>([])
        WorkerThreads.run(count: workers, jobs: 1000) { worker, job in
            seen.withLock { $0.append((worker, job)) }
        }
        let runs = seen.withLock { $0 }
        #expect(runs.map(\.job).sorted() == Array(0..<1000))
        #expect(runs.allSatisfy { (0..<workers).contains($0.worker) })
    }

    @Test("no jobs: returns at once")
    func noJobs() {
        let count = Mutex(0)
        WorkerThreads.run(count: 2, jobs: 0) { _, _ in count.withLock { $0 += 1 } }
        #expect(count.withLock { $0 } == 0)
    }

    @Test("per-worker values are made once per worker")
    func perWorker() {
        let made = Mutex(0)
        let values = PerWorker(count: 2) { made.withLock { $0 += 1; return $0 } }
        WorkerThreads.run(count: 2, jobs: 100) { worker, _ in _ = values.value(for: worker) }
        #expect((1...2).contains(made.withLock { $0 }))
    }
}
