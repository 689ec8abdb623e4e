public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

extension FileHandle {
    /// Everything up to the end of the file or pipe, retrying a read that a signal interrupted.
    ///
    /// Foundation's `readDataToEndOfFile()` traps when a read fails with EINTR, which a test process
    /// that starts many child processes in parallel (each exit is a SIGCHLD) does meet now and then.
    public func readToEndRetryingInterruptions() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let descriptor = fileDescriptor
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
