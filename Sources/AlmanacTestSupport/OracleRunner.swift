public import Foundation

/// Runs the independent oracle tools of `../shared/oracle` (see its README) on files and returns their
/// output. The oracle is part of CI (`.ci/run` installs it with `setup.sh --ci` before `swift test`), so a
/// missing oracle fails the test; `ALMANAC_SKIP_ORACLE=1` turns the comparison off explicitly.
public enum OracleRunner {
    /// `../shared/oracle` beside the package.
    public static var folder: URL {
        // Sources/AlmanacTestSupport/ → the package → its parent folder.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/oracle")
    }

    /// Whether the caller asked to skip oracle comparisons.
    public static var isSkipped: Bool {
        ProcessInfo.processInfo.environment["ALMANAC_SKIP_ORACLE"] == "1"
    }

    /// The oracle's `ics-events` on `file` for the days `from`…`through`, one line per occurrence:
    /// `start<TAB>end<TAB>summary<TAB>uid`.
    public static func icsEvents(file: URL, from: String, through: String) throws -> [String] {
        let (status, output, errors) = try run("ics-events", [file.path, "--from", from, "--to", through, "--uid"])
        guard status == 0 else {
            throw OracleError(message: "ics-events exited with \(status): \(errors)")
        }
        return output.split(separator: "\n").map(String.init)
    }

    /// The oracle's `validate-ics` on `files` (every checker); the lines it printed for checkers that
    /// failed or could not run, empty when all passed.
    public static func validateICS(_ files: [URL]) throws -> [String] {
        let (status, output, errors) = try run("validate-ics", ["-q"] + files.map(\.path))
        let problems = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("FAIL") || $0.hasPrefix("SKIP") }
        if status != 0, problems.isEmpty { return ["validate-ics exited with \(status): \(errors)"] }
        return problems
    }

    /// The oracle's `validate-xhtml --expect xhtml5 --polyglot` on `paths` (files or folders): its exit status
    /// and what it printed (`PASS|FAIL file …` lines, then `N passed, N failed`).
    public static func validateXHTML(_ paths: [URL]) throws -> (status: Int32, output: String) {
        let (status, output, errors) = try run(
            "validate-xhtml", ["-q", "--expect", "xhtml5", "--polyglot"] + paths.map(\.path))
        return (status, output + errors)
    }

    /// Runs an oracle tool; its exit status, standard output and standard error.
    private static func run(_ name: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let tool = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw OracleError(
                message: "\(tool.path) not found; run ../shared/oracle/setup.sh (or set ALMANAC_SKIP_ORACLE=1)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the tool.
        let errorData = ReadBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = errors.fileHandleForReading.readToEndRetryingInterruptions()
            group.leave()
        }
        let data = output.fileHandleForReading.readToEndRetryingInterruptions()
        group.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self),
            String(decoding: errorData.data, as: UTF8.self)
        )
    }

    /// A tool that is missing or failed.
    public struct OracleError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private final class ReadBox: @unchecked Sendable {
        var data = Data()
    }
}
