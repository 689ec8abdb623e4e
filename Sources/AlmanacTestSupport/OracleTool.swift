public import Foundation

/// Runs a tool of the independent oracle in `../shared/oracle` (see its README), for tests.
///
/// The oracle is part of CI (`.ci/run` installs it before `swift test`), so a missing tool is an error, not a
/// skip; `ALMANAC_SKIP_ORACLE=1` turns oracle checks off explicitly (``isSkipped``).
public enum OracleTool {
    /// What one run printed and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
    }

    /// Whether the caller asked to skip oracle checks.
    public static var isSkipped: Bool {
        ProcessInfo.processInfo.environment["ALMANAC_SKIP_ORACLE"] == "1"
    }

    /// `../shared/oracle` beside the package.
    public static func folder(filePath: String = #filePath) -> URL {
        packageRoot(filePath: filePath).deletingLastPathComponent().appendingPathComponent("shared/oracle")
    }

    /// Runs `tool` with `arguments` and returns its exit status and its standard output and error together.
    public static func run(_ tool: String, _ arguments: [String], filePath: String = #filePath) throws -> Run {
        let url = folder(filePath: filePath).appendingPathComponent(tool)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSLocalizedDescriptionKey:
                        "\(url.path) not found; run ../shared/oracle/setup.sh (or set ALMANAC_SKIP_ORACLE=1)",
                ])
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
