import FakeServers
import Foundation

// Serves one fake online API on 127.0.0.1 until killed, for scripts/benchmark-fetch.sh.
//   almanac-fake-server --api abstract|nager|calendarific|open-meteo [--port N] [--rate R] [--quota Q] [--key K]
//     [--today YYYY-MM-DD]   (open-meteo: the server's today, which bounds the dates it answers)
// Prints `http://127.0.0.1:PORT` on its first line; GET /_fake/stats answers the counts as JSON.

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("almanac-fake-server: \(message)\n".utf8))
    exit(64)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), let value = arguments.popFirst() else { usage("expected --flag value pairs, got '\(flag)'") }
    options[String(flag.dropFirst(2))] = value
}
let key = options["key"] ?? ProcessInfo.processInfo.environment["FAKE_API_KEY"] ?? "fake-key"
let api: any FakeAPI =
    switch options["api"] ?? "abstract" {
    case "abstract": FakeAbstractAPI(key: key)
    case "nager": FakeNagerAPI()
    case "calendarific": FakeCalendarificAPI(key: key)
    case "open-meteo": FakeOpenMeteoAPI(today: options["today"] ?? "2026-05-14")
    case let other: usage("--api: expected abstract, nager, calendarific or open-meteo, got '\(other)'")
    }
let port = Int(options["port"] ?? "0") ?? -1
guard (0...65535).contains(port) else { usage("--port: expected 0 to 65535") }
var limits = FakeServerLimits()
if let rate = options["rate"] {
    guard let value = Int(rate), value > 0 else { usage("--rate: expected a positive whole number of requests per second") }
    limits.requestsPerWindow = value
}
if let quota = options["quota"] {
    guard let value = Int(quota), value >= 0 else { usage("--quota: expected a whole number") }
    limits.quota = value
}
let server = FakeServer(api: api, limits: limits)
let bound = try await server.start(port: port)
FileHandle.standardOutput.write(Data("http://127.0.0.1:\(bound)\n".utf8))
while true {
    try await Task.sleep(for: .seconds(3600))
}
