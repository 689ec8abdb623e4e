public import Foundation

/// What one run of the built `almanac` binary did.
public struct BinaryRun: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// The built `almanac` executable, found beside the test bundle in the products folder.
public func almanacBinary() throws -> URL {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for folder in candidates {
        let url = folder.appendingPathComponent("almanac")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates.map(\.path).joined(separator: ", ")])
}

/// Runs `almanac` with `arguments` in `directory` and waits for it.
public func runAlmanac(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
) throws -> BinaryRun {
    let process = Process()
    process.executableURL = try almanacBinary()
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "SOURCE_DATE_EPOCH")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting, so a large output cannot block the child.
    let outData = out.fileHandleForReading.readToEndRetryingInterruptions()
    let errData = err.fileHandleForReading.readToEndRetryingInterruptions()
    process.waitUntilExit()
    return BinaryRun(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
