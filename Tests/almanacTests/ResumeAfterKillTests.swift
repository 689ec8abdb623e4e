import AlmanacTestSupport
import FakeServers
import Foundation
import Testing

/// Kills the built binary mid-fetch (SIGTERM, SIGKILL), runs it again, and counts what the server saw:
/// every day is fetched exactly once, the one in flight at a SIGKILL excepted.
@Suite("Resume after SIGTERM and SIGKILL", .serialized)
struct ResumeAfterKillTests {
    static let key = "kill-key-93ac17"
    static let range = ["--country", "US", "--from", "2026-03-01", "--to", "2026-04-09"]  // 40 days

    /// The binary running in the background, its output collected as it comes.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let output = Pipe()
        private let errors = Pipe()
        private let lock = NSLock()
        private var stderrData = Data()

        init(_ arguments: [String], in folder: URL, environment: [String: String]) throws {
            process.executableURL = try almanacBinary()
            process.arguments = arguments
            process.currentDirectoryURL = folder
            var env = ProcessInfo.processInfo.environment
            for (key, value) in environment { env[key] = value }
            process.environment = env
            process.standardOutput = output
            process.standardError = errors
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                self.stderrData.append(data)
                self.lock.unlock()
            }
            output.fileHandleForReading.readabilityHandler = { handle in _ = handle.availableData }
            try process.run()
        }

        /// Waits for the process to end (at most `seconds`) and returns its status.
        func wait(seconds: Double = 60) async throws -> Int32 {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            guard !process.isRunning else {
                process.terminate()
                throw CocoaError(.executableLoad)
            }
            errors.fileHandleForReading.readabilityHandler = nil
            output.fileHandleForReading.readabilityHandler = nil
            return process.terminationStatus
        }

        var stderr: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: stderrData, as: UTF8.self)
        }
    }

    /// Sends a signal to a process once, from whichever thread calls `fire()` first after `arm(_:)`.
    final class SignalOnArrival: @unchecked Sendable {
        private let lock = NSLock()
        private let signal: Int32
        private var pid: Int32?
        private var fired = false

        init(signal: Int32) { self.signal = signal }

        func arm(_ pid: Int32) {
            lock.lock()
            defer { lock.unlock() }
            self.pid = pid
        }

        func fire() {
            lock.lock()
            defer { lock.unlock() }
            guard let pid, !fired else { return }
            fired = true
            kill(pid, signal)
        }
    }

    func arguments(_ server: FakeServer, folder: TemporaryDirectory) -> [String] {
        ["fetch", "--provider", "abstract", "--provider-url", server.baseURL + "/v1/", "--rate", "10",
         "--cache", folder.path("cache.sqlite")] + Self.range
    }

    @Test("SIGTERM and SIGINT finish the request in flight; the next run fetches only the rest", arguments: [SIGTERM, SIGINT])
    func signalFinishesTheRequestInFlightAndTheNextRunFetchesOnlyTheRest(signal: Int32) async throws {
        let server = FakeServer(api: FakeAbstractAPI(key: Self.key), limits: FakeServerLimits(requestsPerWindow: 10))
        try await server.start()
        let folder = try TemporaryDirectory(prefix: "almanac-kill")
        let environment = ["ALMANAC_ABSTRACT_API_KEY": Self.key]
        // The 10th day's answer takes 1.5 s, and the server itself sends the signal the moment that request
        // arrives (from its event-loop thread), so the signal is in while the request is in flight. A test
        // task polling the server and then signalling ran seconds late when the whole suite loaded the
        // machine's two cores, and the binary had rightly gone on fetching by then.
        let target = SignalOnArrival(signal: signal)
        server.inject(.stall(.milliseconds(1500))) { request in
            guard request.query["month"] == "3", request.query["day"] == "10" else { return false }
            target.fire()
            return true
        }
        let running = try Running(arguments(server, folder: folder), in: folder.url, environment: environment)
        target.arm(running.process.processIdentifier)
        let status = try await running.wait()
        let firstRun = server.records.count
        let second = try runAlmanac(arguments(server, folder: folder), in: folder.url, environment: environment)
        try await server.stop()
        #expect(status == 75, "\(running.stderr)")
        #expect(running.stderr.contains("interrupted"))
        #expect(firstRun == 10, "no request starts after the signal")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Fetched 30 of 40"), "the stalled day was stored before exiting")
        #expect(server.records.count == 40)
        #expect(server.statistics.duplicates == 0)
        #expect(server.statistics.rateLimited == 0)
    }

    @Test func sigkillLosesAtMostTheRequestInFlight() async throws {
        let server = FakeServer(api: FakeAbstractAPI(key: Self.key), limits: FakeServerLimits(requestsPerWindow: 10))
        try await server.start()
        let folder = try TemporaryDirectory(prefix: "almanac-kill")
        let environment = ["ALMANAC_ABSTRACT_API_KEY": Self.key]
        // SIGKILL the moment the 12th day's request arrives (sent by the server, as above), while its answer
        // is held back: that request is in flight and may be asked again, no other.
        let target = SignalOnArrival(signal: SIGKILL)
        server.inject(.stall(.milliseconds(1500))) { request in
            guard request.query["month"] == "3", request.query["day"] == "12" else { return false }
            target.fire()
            return true
        }
        let running = try Running(arguments(server, folder: folder), in: folder.url, environment: environment)
        target.arm(running.process.processIdentifier)
        _ = try await running.wait()
        // A 429 is not a fetch: the second run starts with its own pacing while the server's window still
        // holds the killed run's last requests, so it may be told to wait and ask again.
        func answered() -> Int { server.records.filter { $0.status != 429 }.count }
        let firstRun = answered()
        let second = try runAlmanac(arguments(server, folder: folder), in: folder.url, environment: environment)
        let third = try runAlmanac(arguments(server, folder: folder), in: folder.url, environment: environment)
        try await server.stop()
        #expect(running.process.terminationReason == .uncaughtSignal)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(third.stdout.contains("Fetched 0 of 40"))
        #expect(server.statistics.duplicates <= 1, "only the answer in flight at the kill may be asked again")
        #expect(answered() <= 41, "40 days and at most the one in flight at the kill: \(server.statistics)")
        #expect(firstRun < 40, "the kill came mid-fetch, on the 12th day's request")
        // Every day was answered at least once; the cache holds all 40.
        let days = Set(server.records.filter { $0.status == 200 }.map { $0.request.dataKey })
        #expect(days.count == 40)
    }
}
