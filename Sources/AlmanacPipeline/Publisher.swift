public import Foundation
import Synchronization

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
    /// `root` as a path without a trailing slash.
    private let rootPath: String
    /// Folders known to exist, so each is created (and `stat`ed) once per build, from any thread.
    private let knownFolders = KnownFolders()

    /// Creates the output folder if needed and checks that it can be written.
    public init(root: URL) throws(AlmanacError) {
        self.root = root.standardizedFileURL
        let path = self.root.path
        self.rootPath = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
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
    ///
    /// Safe to call from several threads at once for different paths.
    @discardableResult
    public func publish(_ relativePath: String, write: (inout FileSink) throws -> Void) throws(AlmanacError) -> Outcome {
        let destination = try resolvedPath(relativePath)
        let slash = destination.lastIndex(of: "/") ?? destination.startIndex
        let folder = String(destination[..<slash])
        try knownFolders.ensure(folder)
        let temporary = folder + "/." + destination[destination.index(after: slash)...]
            + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        var sink: FileSink
        do {
            sink = try FileSink(path: temporary)
        } catch {
            throw AlmanacError(.cannotCreate, "\(temporary): cannot create a temporary file (\(Self.reason(error)))")
        }
        do {
            try write(&sink)
            try sink.close()
        } catch let error as AlmanacError {
            sink.abandon()
            unlink(temporary)
            throw error
        } catch {
            sink.abandon()
            unlink(temporary)
            throw AlmanacError(.cannotCreate, "\(destination): \(Self.reason(error))")
        }
        if Self.sameBytes(temporary, destination, firstSize: sink.bytesWritten) {
            unlink(temporary)
            return .unchanged
        }
        guard rename(temporary, destination) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw AlmanacError(.cannotCreate, "\(destination): cannot replace the file (\(message))")
        }
        return .written
    }

    /// The absolute path of a relative path, refusing anything that would leave `root`.
    func resolvedPath(_ relativePath: String) throws(AlmanacError) -> String {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"),
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw AlmanacError(.internal, "refusing to write '\(relativePath)': not a plain path inside the output folder")
        }
        return rootPath + "/" + relativePath
    }

    /// Whether two files exist and hold the same bytes: sizes first (one `stat` settles a new or
    /// resized file), then the contents in chunks, never loaded whole.
    static func sameBytes(_ first: String, _ second: String, firstSize: Int? = nil) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(second, &b) == 0 else { return false }
        if let firstSize {
            guard firstSize == Int(b.st_size) else { return false }
        } else {
            guard stat(first, &a) == 0, a.st_size == b.st_size else { return false }
        }
        let one = open(first, O_RDONLY | O_CLOEXEC)
        guard one >= 0 else { return false }
        defer { close(one) }
        let two = open(second, O_RDONLY | O_CLOEXEC)
        guard two >= 0 else { return false }
        defer { close(two) }
        let size = 1 << 16
        var chunkA = [UInt8](repeating: 0, count: size)
        var chunkB = [UInt8](repeating: 0, count: size)
        while true {
            let readA = chunkA.withUnsafeMutableBytes { readFully(one, $0) }
            let readB = chunkB.withUnsafeMutableBytes { readFully(two, $0) }
            guard readA == readB, readA >= 0 else { return false }
            if readA == 0 { return true }
            guard chunkA[..<readA] == chunkB[..<readA] else { return false }
        }
    }

    /// Reads until `buffer` is full or the file ends; the byte count, or -1 on an error.
    private static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        while total < buffer.count {
            let count = read(descriptor, base + total, buffer.count - total)
            if count < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if count == 0 { break }
            total += count
        }
        return total
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}

/// Folders that exist under the output root, created on first use; shared by concurrent publishes.
private final class KnownFolders: Sendable {
    private let folders = Mutex<Set<String>>([])

    func ensure(_ folder: String) throws(AlmanacError) {
        if folders.withLock({ $0.contains(folder) }) { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AlmanacError(.cannotCreate, "\(folder): cannot create folder (\(Publisher.reason(error)))")
        }
        folders.withLock { _ = $0.insert(folder) }
    }
}

/// A buffered text stream into a file; `Publisher` hands one to each writer.
///
/// Plain POSIX calls (`open`, `write`, `close`): a site has thousands of small files, and
/// Foundation's file handles cost more than the writing itself.
public struct FileSink: TextOutputStream {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: Int32?
    private static let capacity = 1 << 16
    /// How many bytes were handed to the sink so far.
    public private(set) var bytesWritten = 0

    init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends text; the bytes reach the file in 64 KiB chunks.
    public mutating func write(_ string: String) {
        bytesWritten += string.utf8.count
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Appends bytes (UTF-8 text already encoded); they reach the file in 64 KiB chunks.
    public mutating func write(bytes: some Collection<UInt8>) {
        bytesWritten += bytes.count
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { flush() }
    }

    private mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        let descriptor = descriptor
        failure = buffer.withUnsafeBytes { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func close() throws {
        flush()
        let closed = Foundation.close(descriptor)
        if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        if closed != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    func abandon() {
        _ = Foundation.close(descriptor)
    }
}
