public import Foundation

/// Writes files under one output folder atomically, and leaves unchanged files untouched.
///
/// Each file is streamed into a temporary file in its destination folder, compared byte for byte
/// with the file already there, and then either discarded (same bytes: the old file keeps its
/// modification time, so HTTP caches and ETags stay valid) or renamed over the old one with
/// `rename(2)`, which readers see as all-or-nothing. Paths are relative to the root and may not
/// leave it. Files are not `fsync`ed one by one (that made a 4,000-page site five times slower);
/// a crash of Almanac itself never leaves a partial file, and on power loss ext4's
/// rename-over-existing heuristic (`auto_da_alloc`) flushes the data before the rename.
public struct Publisher: Sendable {
    /// What happened to one file.
    public enum Outcome: Sendable, Equatable {
        case written
        case unchanged
    }

    /// The output folder.
    public let root: URL

    /// Creates the output folder if needed and checks that it can be written.
    public init(root: URL) throws(AlmanacError) {
        self.root = root.standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.root.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AlmanacError(.cannotCreate, "\(root.path): the output path exists and is not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
            } catch {
                throw AlmanacError(.cannotCreate, "\(root.path): cannot create the output folder (\(Self.reason(error)))")
            }
        }
        guard FileManager.default.isWritableFile(atPath: self.root.path) else {
            throw AlmanacError(.cannotCreate, "\(root.path): the output folder is not writable")
        }
    }

    /// Publishes `contents` at `relativePath`.
    @discardableResult
    public func publish(_ relativePath: String, contents: String) throws(AlmanacError) -> Outcome {
        try publish(relativePath) { sink in sink.write(contents) }
    }

    /// Streams a file through `write` and publishes it at `relativePath`.
    @discardableResult
    public func publish(_ relativePath: String, write: (inout FileSink) throws -> Void) throws(AlmanacError) -> Outcome {
        let destination = try resolve(relativePath)
        let folder = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AlmanacError(.cannotCreate, "\(folder.path): cannot create folder (\(Self.reason(error)))")
        }
        let temporary = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        var sink: FileSink
        do {
            sink = try FileSink(path: temporary.path)
        } catch {
            throw AlmanacError(.cannotCreate, "\(temporary.path): cannot create a temporary file (\(Self.reason(error)))")
        }
        do {
            try write(&sink)
            try sink.close()
        } catch let error as AlmanacError {
            sink.abandon()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            sink.abandon()
            try? FileManager.default.removeItem(at: temporary)
            throw AlmanacError(.cannotCreate, "\(destination.path): \(Self.reason(error))")
        }
        if Self.sameBytes(temporary.path, destination.path) {
            try? FileManager.default.removeItem(at: temporary)
            return .unchanged
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AlmanacError(.cannotCreate, "\(destination.path): cannot replace the file (\(message))")
        }
        return .written
    }

    /// The absolute URL of a relative path, refusing anything that would leave `root`.
    func resolve(_ relativePath: String) throws(AlmanacError) -> URL {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw AlmanacError(.internal, "refusing to write '\(relativePath)': not a plain path inside the output folder")
        }
        return root.appendingPathComponent(relativePath)
    }

    /// Whether two files exist and hold the same bytes (compared in chunks, not loaded whole).
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard let a = FileHandle(forReadingAtPath: first), let b = FileHandle(forReadingAtPath: second) else {
            return false
        }
        defer {
            try? a.close()
            try? b.close()
        }
        while true {
            let chunkA = (try? a.read(upToCount: 1 << 16)) ?? nil
            let chunkB = (try? b.read(upToCount: 1 << 16)) ?? nil
            if chunkA != chunkB { return false }
            if chunkA == nil || chunkA?.isEmpty == true { return true }
        }
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

/// A buffered text stream into a file; `Publisher` hands one to each writer.
public struct FileSink: TextOutputStream {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var failure: (any Error)?
    private static let capacity = 1 << 16

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteNoPermission) }
        self.handle = handle
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends text; the bytes reach the file in 64 KiB chunks.
    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    private mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func close() throws {
        flush()
        if let failure { throw failure }
        try handle.close()
    }

    func abandon() {
        try? handle.close()
    }
}
