import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 that plays one online API (SwiftNIO), for tests and benchmarks.
///
/// Every request is recorded; the rate limit and the quota are enforced; failures injected with
/// `inject(_:count:where:)` replace the answers of the next matching requests. `GET /_fake/stats`
/// answers `FakeServerStatistics` as JSON (not counted), so a benchmark script can read them.
///
/// ```swift
/// let server = FakeServer(api: FakeAbstractAPI(key: "k", data: .sample), limits: .init(requestsPerWindow: 1))
/// let port = try await server.start()
/// server.inject(.status(503), count: 2)
/// ...
/// try await server.stop()
/// ```
public final class FakeServer: Sendable {
    public let api: any FakeAPI
    private let state: Mutex<State>
    private let origin = ContinuousClock.now
    private let channel = Mutex<(any Channel)?>(nil)

    struct Rule {
        var failure: FakeFailure
        var remaining: Int
        var matches: @Sendable (FakeRequest) -> Bool
    }

    struct State {
        var limits: FakeServerLimits
        var records: [FakeRequestRecord] = []
        var rules: [Rule] = []
        var recentArrivals: [Duration] = []
        var busiestWindow = 0
        var quotaUsed = 0
        var answeredKeys: [String: Int] = [:]
    }

    public init(api: any FakeAPI, limits: FakeServerLimits = FakeServerLimits()) {
        self.api = api
        self.state = Mutex(State(limits: limits))
    }

    /// Binds 127.0.0.1 and starts serving.
    /// - Parameter port: the port, or 0 for one the system picks.
    /// - Returns: the port bound.
    @discardableResult
    public func start(port: Int = 0) async throws -> Int {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(FakeHTTPHandler(server: self))
                }
            }
        let bound = try await bootstrap.bind(host: "127.0.0.1", port: port).get()
        channel.withLock { $0 = bound }
        return bound.localAddress?.port ?? port
    }

    /// Stops accepting connections.
    public func stop() async throws {
        let bound = channel.withLock { current -> (any Channel)? in
            defer { current = nil }
            return current
        }
        try await bound?.close()
    }

    /// The base URL, `http://127.0.0.1:<port>`.
    public var baseURL: String {
        let port = channel.withLock { $0?.localAddress?.port } ?? 0
        return "http://127.0.0.1:\(port)"
    }

    /// Changes the limits (the rate window's history is kept).
    public func setLimits(_ limits: FakeServerLimits) {
        state.withLock { $0.limits = limits }
    }

    /// Makes the next `count` requests for which `matches` holds fail with `failure`.
    public func inject(
        _ failure: FakeFailure, count: Int = 1, where matches: @escaping @Sendable (FakeRequest) -> Bool = { _ in true }
    ) {
        state.withLock { $0.rules.append(Rule(failure: failure, remaining: count, matches: matches)) }
    }

    /// Every request received so far, in arrival order.
    public var records: [FakeRequestRecord] { state.withLock { $0.records } }

    /// Counts over every request received so far.
    public var statistics: FakeServerStatistics {
        state.withLock { state in
            var statuses: [String: Int] = [:]
            for record in state.records { statuses[String(record.status), default: 0] += 1 }
            let span: Double =
                if let first = state.records.first?.request.arrival, let last = state.records.last?.request.arrival {
                    Double((last - first).components.attoseconds) / 1e18 + Double((last - first).components.seconds)
                } else { 0 }
            return FakeServerStatistics(
                requests: state.records.count, statuses: statuses,
                rateLimited: state.records.filter { $0.cause == "rate" }.count,
                duplicates: state.answeredKeys.values.reduce(0) { $0 + max(0, $1 - 1) }, quotaUsed: state.quotaUsed,
                span: span, busiestWindow: state.busiestWindow)
        }
    }

    /// How many successful answers were given for `dataKey` (see `FakeRequest.dataKey`).
    public func answers(forDataKey dataKey: String) -> Int {
        state.withLock { $0.answeredKeys[dataKey] ?? 0 }
    }

    /// Decides the answer to one request; called by the channel handler.
    func respond(method: String, target: String, headers: [String: String]) -> FakeResponse {
        let arrival = origin.duration(to: ContinuousClock.now)
        if target.hasPrefix("/_fake/stats") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = (try? encoder.encode(statistics)).map { [UInt8]($0) } ?? []
            return FakeResponse(status: 200, headers: [("Content-Type", "application/json")], body: body)
        }
        return state.withLock { state in
            let request = FakeRequest(
                index: state.records.count + 1, method: method, target: target, headers: headers, arrival: arrival)
            var cause: String?
            var response: FakeResponse
            state.recentArrivals.append(arrival)
            state.recentArrivals.removeAll { $0 <= arrival - state.limits.window }
            state.busiestWindow = max(state.busiestWindow, state.recentArrivals.count)
            if let limit = state.limits.requestsPerWindow, state.recentArrivals.count > limit {
                cause = "rate"
                response = api.rateLimited(retryAfter: state.limits.retryAfterSeconds, request: request)
            } else if let index = state.rules.firstIndex(where: { $0.remaining > 0 && $0.matches(request) }) {
                state.rules[index].remaining -= 1
                cause = "injected"
                response = Self.inject(state.rules[index].failure, api: api, request: request)
            } else if let quota = state.limits.quota, state.quotaUsed >= quota {
                cause = "quota"
                response = api.quotaExhausted(request: request)
            } else {
                response = api.answer(request)
            }
            if (200..<300).contains(response.status), response.delivery == .normal || response.delivery == .chunked {
                if cause == nil || response.delay > .zero {
                    state.quotaUsed += 1
                }
                state.answeredKeys[request.dataKey, default: 0] += 1
            }
            let served = response.delivery == .dropBeforeHead || response.delivery == .dropMidBody ? 0 : response.status
            state.records.append(FakeRequestRecord(request: request, status: served, cause: cause))
            return response
        }
    }

    private static func inject(_ failure: FakeFailure, api: any FakeAPI, request: FakeRequest) -> FakeResponse {
        switch failure {
        case .status(let status): return api.error(status: status, request: request)
        case .rateLimited(let retryAfter): return api.rateLimited(retryAfter: retryAfter, request: request)
        case .quotaExhausted: return api.quotaExhausted(request: request)
        case .dropConnection: return FakeResponse(status: 200, delivery: .dropBeforeHead)
        case .dropMidBody:
            var response = api.answer(request)
            response.delivery = .dropMidBody
            if response.body.count < 2 { response.body = Array("[                    ]".utf8) }
            return response
        case .stall(let delay):
            var response = api.answer(request)
            response.delay = delay
            return response
        case .body(let text): return .json(200, text)
        case .oversized(let bytes):
            return FakeResponse(
                status: 200, headers: [("Content-Type", "application/json")],
                body: api.oversizedBody(bytes: bytes, request: request), delivery: .chunked)
        }
    }
}
