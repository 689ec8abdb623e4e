import AlmanacPipeline
import ArgumentParser
import Foundation

/// Runs a command body, turning an `AlmanacError` into one line on standard error and its exit code.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as AlmanacError {
        // One line per problem (agenda files report every problem they have).
        let lines = error.message.split(separator: "\n").map { "almanac: error: \($0)\n" }
        FileHandle.standardError.write(Data(lines.joined().utf8))
        throw ExitCode(error.exitCode)
    }
}

/// Runs an async command body, turning an `AlmanacError` into one line on standard error and its exit code.
func reportingFailures(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as AlmanacError {
        let lines = error.message.split(separator: "\n").map { "almanac: error: \($0)\n" }
        FileHandle.standardError.write(Data(lines.joined().utf8))
        throw ExitCode(error.exitCode)
    }
}

/// Writes text to standard output without buffering surprises at exit.
func writeOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes warning lines to standard error, each prefixed `almanac: warning: `.
func writeWarnings(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    FileHandle.standardError.write(Data(lines.map { "almanac: warning: \($0)\n" }.joined().utf8))
}
