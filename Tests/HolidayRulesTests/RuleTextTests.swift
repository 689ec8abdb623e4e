import AlmanacTestSupport
import CalendarCore
@testable import HolidayRules
import Testing

/// The byte-level readers under the rule file parser, checked against plain references.
@Suite("Rule text on bytes")
struct RuleTextTests {
    /// Every well-formed check agrees with the standard library's, around the edges of each sequence
    /// length and behind runs of ASCII long enough for the eight-bytes-at-once path.
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        var inputs: [[UInt8]] = []
        for first in UInt8.min...UInt8.max {
            inputs.append([first])
            for second in UInt8.min...UInt8.max { inputs.append([first, second]) }
        }
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for first in edges where first >= 0xE0 {
            for second in edges {
                for third in edges {
                    inputs.append([first, second, third])
                    for fourth in edges { inputs.append([first, second, third, fourth]) }
                }
            }
        }
        let text = Array("holiday new-year  # Año Nuevo, สงกรานต์, दिवाली 🎉\n".utf8)
        for position in text.indices {
            for bad: UInt8 in [0x80, 0xC0, 0xED, 0xF8] {
                var broken = text
                broken[position] = bad
                inputs.append(broken)
            }
            inputs.append(Array(text[..<position]))
        }
        let disagreements = inputs.filter { input in
            input.withUnsafeBufferPointer(RuleText.isValidUTF8) != (String(validating: input, as: UTF8.self) != nil)
        }
        #expect(inputs.count > 70_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Line splitting (with comments and `\r\n`) agrees with a byte-by-byte reference on texts whose line
    /// ends and `#` fall at every offset of an eight-byte word.
    @Test func linesAgreeWithAReference() {
        func reference(_ bytes: [UInt8]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var last = end
                if let hash = (start..<end).first(where: {
                    bytes[$0] == UInt8(ascii: "#") && ($0 == start || bytes[$0 - 1] == UInt8(ascii: " "))
                }) {
                    last = hash
                } else if last > start && bytes[last - 1] == UInt8(ascii: "\r") {
                    last -= 1
                }
                result.append(start..<last)
                start = end + 1
            }
            return result
        }
        let pieces = ["a", " ", "#", "\n", "\r", "é", "b#c", "  name: x # note", "\r\n", "ab cd ef gh"]
        var generator = SeededGenerator(seed: 2026)
        for length in 0..<400 {
            var text = ""
            for _ in 0..<(length % 40) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer(RuleText.lines) == reference(bytes), "\(text.debugDescription)")
        }
    }

    /// Whole numbers read as `Int(_:)` reads them.
    @Test func integersAsIntReadsThem() {
        for text in ["0", "7", "+2", "-3", "2024", "0042", "", "+", "-", "1a", " 1", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809", "1_000"]
        {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { RuleText.integer($0, 0..<$0.count) } == Int(text), "\(text)")
        }
    }

    /// Weekdays and months in any case, and nothing else of three bytes.
    @Test func weekdaysAndMonthsInAnyCase() {
        #expect(RuleText.weekday("mon") == .monday)
        #expect(RuleText.weekday("SuN") == .sunday)
        #expect(RuleText.weekday("mo") == nil)
        #expect(RuleText.weekday("mond") == nil)
        #expect(RuleText.weekday("m@n") == nil)
        #expect(RuleText.month("jan") == 1)
        #expect(RuleText.month("DEC") == 12)
        #expect(RuleText.month("de") == nil)
        #expect(RuleText.month("-ec") == nil)
    }
}
