public import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is deinitialised.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder's URL.
    public let url: URL

    public init(prefix: String = "almanac-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
