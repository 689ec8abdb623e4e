import AlmanacPipeline
import ArgumentParser
import Foundation

/// Runs a command body, turning an `AlmanacError` into one line on standard error and its exit code.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as AlmanacError {
        FileHandle.standardError.write(Data("almanac: error: \(error.message)\n".utf8))
        throw ExitCode(error.exitCode)
    }
}

/// Writes text to standard output without buffering surprises at exit.
func writeOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
