import Foundation
import HolidaySources

/// Shows a fetch's progress on standard error: a bar redrawn in place on a terminal, otherwise a
/// log line at most every 10 seconds (cron mail stays short); nothing with `--quiet`.
final class FetchProgressDisplay: Sendable {
    private let quiet: Bool
    private let isTerminal: Bool
    private let label: String
    private let state = NSLock()
    nonisolated(unsafe) private var lastLine = Date.distantPast
    nonisolated(unsafe) private var drewBar = false

    init(label: String, quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label
        self.quiet = quiet
        self.isTerminal = isTerminal
    }

    func update(_ progress: FetchProgress) {
        guard !quiet else { return }
        state.lock()
        defer { state.unlock() }
        if isTerminal {
            let width = 30
            let filled = progress.total > 0 ? width * progress.done / progress.total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            write("\r\(label) [\(bar)] \(Self.details(progress))\u{1B}[K")
            drewBar = true
        } else if Date().timeIntervalSince(lastLine) >= 10 || progress.done == progress.total {
            lastLine = Date()
            write("almanac: fetching \(label): \(Self.details(progress))\n")
        }
    }

    /// Ends the bar's line.
    func finish() {
        state.lock()
        defer { state.unlock() }
        if drewBar { write("\n") }
        drewBar = false
    }

    /// `120/365 · 1.0 req/s · ETA 4m05s · 80 requests left`
    static func details(_ progress: FetchProgress) -> String {
        var parts = ["\(progress.done)/\(progress.total)", String(format: "%.1f req/s", progress.rate)]
        if let remaining = progress.remainingSeconds, progress.done < progress.total {
            let seconds = Int(remaining.rounded())
            parts.append(seconds >= 60 ? "ETA \(seconds / 60)m\(String(format: "%02d", seconds % 60))s" : "ETA \(seconds)s")
        }
        if let left = progress.requestsLeft { parts.append("\(left) requests left") }
        return parts.joined(separator: " · ")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
