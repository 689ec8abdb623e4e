import CalendarCore
import Synchronization

extension Array where Element: Sendable {
    /// `map` run on up to `workers` threads; results come back in the original order.
    ///
    /// Every element is transformed even when some fail; the error of the *first failing element*
    /// (by position, not by time) is rethrown, so the outcome is the same as a sequential `map`'s.
    func concurrentMap<T: Sendable, Failure: Error>(
        workers: Int, _ transform: @escaping @Sendable (Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let results = Mutex<[Int: Result<T, Failure>]>([:])
        let elements = self
        WorkerThreads.run(count: workers, jobs: count) { _, index in
            let result: Result<T, Failure>
            do throws(Failure) {
                result = .success(try transform(elements[index]))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results throws(Failure) -> [T] in
            var ordered: [T] = []
            ordered.reserveCapacity(count)
            for index in indices {
                guard let result = results[index] else { continue }
                ordered.append(try result.get())
            }
            return ordered
        }
    }
}
