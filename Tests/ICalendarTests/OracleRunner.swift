import Foundation
import Testing

/// Runs the independent oracle tools of `../shared/oracle` (see its README) on files and returns their
/// output. The oracle is part of CI (`.ci/run` installs it with `setup.sh --ci` before `swift test`), so a
/// missing oracle fails the test; `ALMANAC_SKIP_ORACLE=1` turns the comparison off explicitly.
enum OracleRunner {
    /// `../shared/oracle` beside the package.
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/oracle")
    }

    /// Whether the caller asked to skip oracle comparisons.
    static var isSkipped: Bool {
        ProcessInfo.processInfo.environment["ALMANAC_SKIP_ORACLE"] == "1"
    }

    /// The oracle's `ics-events` on `file` for the days `from`…`through`, one line per occurrence:
    /// `start<TAB>end<TAB>summary<TAB>uid`.
    static func icsEvents(file: URL, from: String, through: String) throws -> [String] {
        let tool = folder.appendingPathComponent("ics-events")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw OracleError(
                message: "\(tool.path) not found; run ../shared/oracle/setup.sh (or set ALMANAC_SKIP_ORACLE=1)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = [file.path, "--from", from, "--to", through, "--uid"]
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
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError(
                message: "ics-events exited with \(process.terminationStatus): "
                    + String(decoding: errorData.data, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    struct OracleError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private final class ReadBox: @unchecked Sendable {
        var data = Data()
    }
}
