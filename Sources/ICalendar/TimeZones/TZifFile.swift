import Foundation
import Synchronization

/// The time-zone abbreviations (`CET`, `CEST`, `EST`, `-03`) of one zone, read from the system's TZif
/// file (RFC 8536; `/usr/share/zoneinfo/<name>`, or `$TZDIR/<name>`), for the `TZNAME` of generated
/// VTIMEZONE observances.
///
/// Foundation on Linux names zones through ICU (`GMT+1`), not through tzdata, so the file is read
/// directly: the version 2+ data block (64-bit times; the version 1 block for old files), the local time
/// types with their designations, and the footer's POSIX TZ string (`CET-1CEST,M3.5.0,M10.5.0/3`) for
/// times after the last transition listed. A file that is missing or malformed gives no abbreviations,
/// never an error: TZNAME is optional (RFC 5545 §3.8.3.2).
struct TZifFile: Sendable {
    /// One local time type: its UTC offset and designation.
    struct LocalTimeType: Sendable, Equatable {
        let offset: Int
        let isDaylight: Bool
        let abbreviation: String
    }

    /// Transition instants (seconds since 1970, UTC), ascending.
    let transitions: [Int]
    /// The type in force from each transition on.
    let typeIndices: [Int]
    /// The local time types.
    let types: [LocalTimeType]
    /// The footer's standard and daylight-saving names with their UTC offsets, if it has them.
    let footer: [(offset: Int, abbreviation: String)]

    /// The abbreviation in force at `instant` (seconds since 1970), when it is that of `offset`.
    func abbreviation(at instant: Int, offset: Int) -> String? {
        if let last = transitions.last, instant > last, !footer.isEmpty {
            return footer.first { $0.offset == offset }?.abbreviation
        }
        // The last transition at or before `instant`; type 0 before the first (RFC 8536 §3.2).
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        let type = low == 0 ? types.first : types[typeIndices[low - 1]]
        guard let type, type.offset == offset else { return nil }
        return type.abbreviation
    }

    // MARK: - Loading

    /// The file of the IANA zone `name`, or `nil` when there is none or it cannot be read.
    static func named(_ name: String) -> TZifFile? {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let file = load(name)
        cache.withLock { $0[name] = file }
        return file
    }

    private static let cache = Mutex<[String: TZifFile?]>([:])

    private static func load(_ name: String) -> TZifFile? {
        let allowed = name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || "/_+-".unicodeScalars.contains($0)
        }
        guard allowed, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."), name.utf8.count <= 64 else {
            return nil
        }
        let folder = ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return parse(Array(data))
    }

    /// Parses TZif data (RFC 8536), or returns `nil` for anything malformed.
    static func parse(_ bytes: [UInt8]) -> TZifFile? {
        var reader = ByteReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        guard first.version >= 2 else { return reader.block(first, timeSize: 4, footer: []) }
        // Skip the version 1 block; the version 2+ block repeats it with 64-bit times.
        guard reader.skip(first.dataSize(timeSize: 4)), let second = reader.header() else { return nil }
        guard let start = reader.offset(after: second.dataSize(timeSize: 8)) else { return nil }
        let footer = Self.footer(Array(bytes[start...]))
        return reader.block(second, timeSize: 8, footer: footer)
    }

    /// The names and offsets of the footer's POSIX TZ string (`\nCET-1CEST,M3.5.0,M10.5.0/3\n`).
    static func footer(_ bytes: [UInt8]) -> [(offset: Int, abbreviation: String)] {
        guard bytes.first == 0x0A, let end = bytes.dropFirst().firstIndex(of: 0x0A) else { return [] }
        var text = Substring(String(decoding: bytes[1..<end], as: UTF8.self))
        var names: [(offset: Int, abbreviation: String)] = []
        func name() -> String? {
            if text.first == "<" {
                guard let close = text.firstIndex(of: ">") else { return nil }
                let value = String(text[text.index(after: text.startIndex)..<close])
                text = text[text.index(after: close)...]
                return value.isEmpty ? nil : value
            }
            let letters = text.prefix { $0.isASCII && $0.isLetter }
            guard letters.count >= 3 else { return nil }
            text = text.dropFirst(letters.count)
            return String(letters)
        }
        func offset() -> Int? {  // POSIX: hours west of UTC, so the sign is the other way round
            var sign = -1
            if text.first == "+" || text.first == "-" {
                if text.first == "-" { sign = 1 }
                text = text.dropFirst()
            }
            let parts = text.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
            text = text.dropFirst(parts.count)
            let fields = parts.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard let hours = fields.first ?? nil, fields.count <= 3, fields.allSatisfy({ $0 != nil }) else { return nil }
            let minutes = fields.count > 1 ? fields[1] ?? 0 : 0
            let seconds = fields.count > 2 ? fields[2] ?? 0 : 0
            return sign * (hours * 3600 + minutes * 60 + seconds)
        }
        guard let standard = name(), let standardOffset = offset() else { return [] }
        names.append((standardOffset, standard))
        if let daylight = name() {
            let daylightOffset = (text.first == "," || text.isEmpty) ? standardOffset + 3600 : offset()
            if let daylightOffset { names.append((daylightOffset, daylight)) }
        }
        return names
    }

    /// Reads big-endian fields of TZif data, refusing to read past the end.
    private struct ByteReader {
        let bytes: [UInt8]
        var position = 0

        struct Header {
            let version: Int
            let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

            func dataSize(timeSize: Int) -> Int {
                timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                    + isStandardCount + isUTCCount
            }
        }

        mutating func header() -> Header? {
            guard position + 44 <= bytes.count, bytes[position..<(position + 4)].elementsEqual("TZif".utf8) else {
                return nil
            }
            let versionByte = bytes[position + 4]
            let version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
            position += 20
            var counts: [Int] = []
            for _ in 0..<6 {
                guard let count = integer(size: 4, signed: false), count <= 1 << 20 else { return nil }
                counts.append(count)
            }
            return Header(
                version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
                timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        }

        mutating func skip(_ count: Int) -> Bool {
            guard position + count <= bytes.count else { return false }
            position += count
            return true
        }

        func offset(after count: Int) -> Int? {
            position + count <= bytes.count ? position + count : nil
        }

        mutating func integer(size: Int, signed: Bool) -> Int? {
            guard position + size <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<(position + size)] { value = value << 8 | Int(byte) }
            position += size
            if signed, size < 8, value >= 1 << (size * 8 - 1) { value -= 1 << (size * 8) }
            return value
        }

        mutating func block(_ header: Header, timeSize: Int, footer: [(offset: Int, abbreviation: String)]) -> TZifFile? {
            guard header.typeCount > 0, bytes.count - position >= header.dataSize(timeSize: timeSize) else { return nil }
            var transitions: [Int] = []
            for _ in 0..<header.timeCount {
                guard let time = integer(size: timeSize, signed: true) else { return nil }
                transitions.append(time)
            }
            var indices: [Int] = []
            for _ in 0..<header.timeCount {
                guard let index = integer(size: 1, signed: false), index < header.typeCount else { return nil }
                indices.append(index)
            }
            var raw: [(offset: Int, isDaylight: Bool, designation: Int)] = []
            for _ in 0..<header.typeCount {
                guard let offset = integer(size: 4, signed: true), let isDaylight = integer(size: 1, signed: false),
                    let designation = integer(size: 1, signed: false)
                else { return nil }
                raw.append((offset, isDaylight != 0, designation))
            }
            let characters = Array(bytes[position..<(position + header.characterCount)])
            var types: [LocalTimeType] = []
            for entry in raw {
                guard entry.designation < characters.count else { return nil }
                let end = characters[entry.designation...].firstIndex(of: 0) ?? characters.count
                let name = String(decoding: characters[entry.designation..<end], as: UTF8.self)
                types.append(LocalTimeType(offset: entry.offset, isDaylight: entry.isDaylight, abbreviation: name))
            }
            guard zip(transitions, transitions.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
            return TZifFile(transitions: transitions, typeIndices: indices, types: types, footer: footer)
        }
    }
}
