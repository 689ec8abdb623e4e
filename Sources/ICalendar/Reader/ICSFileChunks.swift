public import Foundation

/// Reads a file in chunks, so that an agenda of any size passes through a buffer of fixed size.
public enum ICSFileChunks {
    /// Hands the file at `path` to `body` in chunks of `size` bytes, until `body` returns `false` or the
    /// file ends; returns how many bytes were read.
    /// - Throws: ``ICSReadError`` naming the file when it cannot be opened or read.
    @discardableResult
    public static func read(_ path: String, size: Int, _ body: (ArraySlice<UInt8>) -> Bool) throws(ICSReadError) -> Int {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw failure(path, FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file")
        }
        defer { try? handle.close() }
        var total = 0
        while true {
            let data: Data?
            do {
                data = try handle.read(upToCount: size)
            } catch {
                throw failure(path, "cannot read the file: \(error.localizedDescription)")
            }
            guard let data, !data.isEmpty else { return total }
            total += data.count
            guard body(Array(data)[...]) else { return total }
        }
    }

    /// The size and modification time of the file, to tell whether it changed between two passes.
    public static func stamp(_ path: String) -> [Int64] {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date).map { Int64($0.timeIntervalSince1970 * 1_000_000) } ?? -1
        return [size, modified]
    }

    /// An ``ICSReadError`` with one error naming the file.
    public static func failure(_ path: String, _ message: String) -> ICSReadError {
        ICSReadError(fileName: path, diagnostics: [ICSDiagnostic(.error, at: ICSSourcePosition(file: path), message)])
    }
}
