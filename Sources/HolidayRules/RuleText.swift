import CalendarCore

/// Byte-level helpers for reading rule files quickly.
///
/// Rule files are almost all ASCII, and Swift's `Character` walk (grapheme breaking) costs far more
/// than the parsing itself, so the parser finds spaces, commas and colons on UTF-8 bytes. Columns in
/// error messages stay counted in characters: a non-ASCII prefix is counted the slow way.
enum RuleText {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let hyphen = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")

    /// A piece of a value (a word, or an item of a comma-separated list): its byte range and its
    /// 0-based column, in characters, from the start of the text it was found in (for messages).
    struct Piece {
        var range: Range<Int>
        var column: Int
    }

    /// Runs `body` on the UTF-8 bytes of `text`, in place for a native string (no copy).
    static func withBytes<Result, Failure: Error>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var text = text
        let outcome = text.withUTF8 { bytes in Swift.Result { () throws(Failure) -> Result in try body(bytes) } }
        return try outcome.get()
    }

    /// The string of `bytes[range]`, which starts and ends on scalar boundaries.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The field name of `bytes[range]`; the most common fields are shared constants rather than a String
    /// made (and its bytes checked again) for every line.
    static func fieldName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let field = bytes[range]
        for common in commonFields where common.utf8.count == field.count && common.utf8.elementsEqual(field) {
            return common.name
        }
        return string(bytes, range)
    }

    private static let commonFields: [(utf8: [UInt8], name: String)] =
        ["name", "date", "years", "in", "categories", "observed", "subdivision", "source", "move"].map { (Array($0.utf8), $0) }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// The number of characters of `bytes[range]` (its byte count when it is ASCII).
    static func columns(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        bytes[range].allSatisfy { $0 < 0x80 } ? range.count : string(bytes, range).count
    }

    /// The byte ranges of the words of `bytes`, which spaces separate.
    static func words(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(4)  // one allocation for the usual few words, not one per growth
        var index = 0
        while index < bytes.count {
            guard bytes[index] != space else {
                index += 1
                continue
            }
            let start = index
            repeat { index += 1 } while index < bytes.count && bytes[index] != space
            result.append(start..<index)
        }
        return result
    }

    /// `text` without trailing spaces and tabs.
    static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == space || bytes[before] == tab else { break }
            end = before
        }
        return text[..<end]
    }

    /// A day written `YYYY-MM-DD` (ASCII digits), if it exists.
    static func isoDay(_ text: some StringProtocol) -> CalendarDay? { isoDay(utf8: text.utf8) }

    /// A day written `YYYY-MM-DD` (ASCII digits) in `bytes`, if it exists.
    static func isoDay(utf8 bytes: some Collection<UInt8>) -> CalendarDay? {
        guard bytes.count == 10 else { return nil }
        var parts = (year: 0, month: 0, day: 0)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 {
                guard byte == hyphen else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch index {
            case 0..<4: parts.year = parts.year * 10 + digit
            case 5..<7: parts.month = parts.month * 10 + digit
            default: parts.day = parts.day * 10 + digit
            }
        }
        return CalendarDay(year: parts.year, month: parts.month, day: parts.day)
    }

    /// A month and day written `MM-DD` in ASCII digits in `bytes` (not checked to exist).
    static func monthDay(utf8 bytes: some Sequence<UInt8>) -> (month: Int, day: Int)? {
        var iterator = bytes.makeIterator()
        func digit() -> Int? {
            guard let byte = iterator.next(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            return Int(byte - UInt8(ascii: "0"))
        }
        guard let m1 = digit(), let m2 = digit(), iterator.next() == hyphen, let d1 = digit(), let d2 = digit(),
            iterator.next() == nil
        else { return nil }
        return (m1 * 10 + m2, d1 * 10 + d2)
    }

    /// Whether `bytes` are those of `keyword`.
    static func equals(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ keyword: StaticString) -> Bool {
        keyword.utf8CodeUnitCount == bytes.count && keyword.withUTF8Buffer { $0.elementsEqual(bytes) }
    }

    /// A whole number written as `Int(_:)` reads it (an optional sign, then ASCII digits), from `bytes[range]`.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        let negative = index < range.upperBound && bytes[index] == hyphen
        if index < range.upperBound && (negative || bytes[index] == UInt8(ascii: "+")) { index += 1 }
        guard index < range.upperBound else { return nil }
        var value = 0
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// A weekday written as its three-letter English abbreviation (`mon` … `sun`, any case).
    static func weekday(_ text: some StringProtocol) -> Weekday? { weekday(utf8: text.utf8) }

    /// A weekday written as its three-letter English abbreviation in `bytes`.
    static func weekday(utf8 bytes: some Sequence<UInt8>) -> Weekday? {
        guard let key = threeLetterKey(bytes) else { return nil }
        return weekdays.first { $0.key == key }?.weekday
    }

    private static let weekdays: [(key: UInt32, weekday: Weekday)] = Weekday.allCases.compactMap { weekday in
        threeLetterKey(weekday.shortName.utf8).map { ($0, weekday) }
    }

    /// A month written as its three-letter English abbreviation (`jan` … `dec`, any case), 1–12.
    static func month(_ text: some StringProtocol) -> Int? { month(utf8: text.utf8) }

    /// A month written as its three-letter English abbreviation in `bytes`, 1–12.
    static func month(utf8 bytes: some Sequence<UInt8>) -> Int? {
        guard let key = threeLetterKey(bytes) else { return nil }
        return months.firstIndex(of: key).map { $0 + 1 }
    }

    private static let months: [UInt32] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .compactMap { threeLetterKey($0.utf8) }

    /// Three bytes in lower case packed into one number, for comparing a word with `mon` or `jan` in any
    /// case without making a String; `nil` for a text of another length. Setting bit 5 lowers exactly the
    /// ASCII letters into the lower-case letters, so no other byte can match one.
    private static func threeLetterKey(_ bytes: some Sequence<UInt8>) -> UInt32? {
        var key: UInt32 = 0
        var count = 0
        for byte in bytes {
            count += 1
            guard count <= 3 else { return nil }
            key = key << 8 | UInt32(byte | 0x20)
        }
        return count == 3 ? key : nil
    }
}

extension RuleText {
    /// The byte ranges of the lines of a rule file, without their `\n` or `\r\n` ends and without
    /// comments: `#` starts a comment at the start of a line or after a space (so names may contain `#`).
    static func lines(of buffer: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(buffer.count / 24)
        let raw = UnsafeRawBufferPointer(buffer)
        let newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#"), carriageReturn = UInt8(ascii: "\r")
        var start = 0
        while start <= buffer.count {
            var end = start
            var contentEnd = -1
            while end < buffer.count {
                // Eight bytes at once, up to the first that ends the line or may start a comment.
                if end + 8 <= buffer.count {
                    let word = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)
                    let found = bytesEqual(word, newline) | bytesEqual(word, hash)
                    guard found != 0 else {
                        end += 8
                        continue
                    }
                    end += found.trailingZeroBitCount / 8  // the lowest marked byte is a true match
                }
                let byte = buffer[end]
                if byte == newline { break }
                if byte == hash && contentEnd < 0 && (end == start || buffer[end - 1] == space) { contentEnd = end }
                end += 1
            }
            var last = contentEnd >= 0 ? contentEnd : end
            if contentEnd < 0 && last > start && buffer[last - 1] == carriageReturn { last -= 1 }
            result.append(start..<last)
            start = end + 1
        }
        return result
    }

    /// The high bit of each byte of `word` (read little-endian) that may equal `byte`: zero when none does,
    /// and the lowest bit set always marks a byte that does (the classic "has a zero byte" test on
    /// `word ^ byte…`, whose false marks lie only above a true one).
    private static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }
}
