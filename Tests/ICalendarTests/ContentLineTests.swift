import Testing

@testable import ICalendar

@Suite("RFC 5545 content lines")
struct ContentLineTests {
    // MARK: Escaping

    @Test(
        "RFC 5545 §3.3.11 TEXT escaping",
        arguments: [
            (#"a\b"#, #"a\\b"#),
            ("a;b", #"a\;b"#),
            ("a,b", #"a\,b"#),
            ("a\nb", #"a\nb"#),
            ("a\r\nb", #"a\nb"#),
            ("a\rb", #"a\nb"#),
            ("a\r\r\nb", #"a\n\nb"#),
            ("a\n\rb", #"a\n\nb"#),
            ("a:b", "a:b"),
            ("http://example.org/a", "http://example.org/a"),
            ("a\tb", "a\tb"),
            (#"\;"#, #"\\\;"#),  // the backslash is escaped first, so `\;` does not collapse
            (#"\n"#, #"\\n"#),
            ("Straße 😀 \u{301}", "Straße 😀 \u{301}"),
            ("", ""),
        ])
    func escapesText(input: String, expected: String) {
        #expect(ContentLine.escape(input) == expected)
    }

    @Test(
        "Control characters other than HTAB are removed from TEXT",
        arguments: [
            "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}",
            "\u{9F}",
        ])
    func removesControlCharacters(control: String) {
        #expect(ContentLine.escape("a" + control + "b") == "ab")
        #expect(ContentLine.encodeParameterValue("a" + control + "b") == "ab")
    }

    @Test("A TEXT list escapes each item and joins them with bare commas (§3.8.1.2)")
    func textList() {
        let line = ContentLine("CATEGORIES", .textList(["Holidays", "a,b", "c;d", #"e\f"#, "half-day"]))
        #expect(line.rendered() == #"CATEGORIES:Holidays,a\,b,c\;d,e\\f,half-day"# + "\r\n")
    }

    @Test("A raw value is written as is")
    func rawValue() {
        #expect(
            ContentLine("DTSTART", ["VALUE": "DATE"], .raw("20251225")).rendered() == "DTSTART;VALUE=DATE:20251225\r\n")
    }

    @Test("Property and parameter names are written in upper case; parameters keep their order")
    func upperCaseNames() {
        let line = ContentLine("x-almanac-test", ["value": "DATE", "x-b": "2", "x-a": "1"], .raw("1"))
        #expect(line.rendered() == "X-ALMANAC-TEST;VALUE=DATE;X-B=2;X-A=1:1\r\n")
    }

    // MARK: Parameters

    @Test(
        "Parameter values: DQUOTEs for : ; , (§3.2) and RFC 6868 caret encoding",
        arguments: [
            ("de", "de"),
            ("DURATION", "DURATION"),
            ("mailto:a@example.org", #""mailto:a@example.org""#),
            ("a;b", #""a;b""#),
            ("a,b", #""a,b""#),
            (#"say "hi""#, "say ^'hi^'"),
            ("a^b", "a^^b"),
            ("^n", "^^n"),
            ("line\nbreak", "line^nbreak"),
            ("line\r\nbreak", "line^nbreak"),
            ("line\rbreak", "line^nbreak"),
            (#"a:"b"^"#, #""a:^'b^'^^""#),
            ("tab\there", "tab\there"),
            ("Zürich", "Zürich"),
        ])
    func encodesParameterValue(input: String, expected: String) {
        #expect(ContentLine.encodeParameterValue(input) == expected)
    }

    @Test("A quoted parameter renders inside the line")
    func quotedParameterInLine() {
        let line = ContentLine("X-TEST", ["X-NOTE": "a:b", "LANGUAGE": "de"], .text("x"))
        #expect(line.rendered() == #"X-TEST;X-NOTE="a:b";LANGUAGE=de:x"# + "\r\n")
    }

    // MARK: Folding

    @Test("A line of exactly 75 octets is not folded; 76 octets are")
    func foldBoundary() {
        let exact = ContentLine("SUMMARY", .text(String(repeating: "a", count: 75 - 8))).rendered()
        #expect(exact == "SUMMARY:" + String(repeating: "a", count: 67) + "\r\n")
        let longer = ContentLine("SUMMARY", .text(String(repeating: "a", count: 76 - 8))).rendered()
        #expect(longer == "SUMMARY:" + String(repeating: "a", count: 67) + "\r\n a\r\n")
    }

    @Test("Continuation lines hold 74 octets after their space")
    func continuationWidth() {
        let rendered = ContentLine("SUMMARY", .text(String(repeating: "a", count: 67 + 74 + 3))).rendered()
        let lines = ICSBytes.physicalLines(rendered)
        #expect(lines.map(\.count) == [75, 75, 4])
    }

    /// Characters whose UTF-8 encoding is longer than one octet, as single graphemes.
    static let wideCharacters: [String] = [
        "é",  // 2 octets
        "€",  // 3 octets
        "😀",  // 4 octets
        "👨‍👩‍👧‍👦",  // ZWJ sequence, 25 octets
        "🏳️‍🌈",  // ZWJ with a variation selector, 14 octets
        "🇩🇪",  // regional-indicator pair, 8 octets
        "e\u{301}",  // combining acute, 3 octets
        "a\u{301}\u{323}\u{308}",  // three combining marks, 7 octets
        "\u{1100}\u{1161}\u{11A8}",  // conjoining Hangul jamo, 9 octets
    ]

    @Test(
        "§3.1 folding: ≤ 75 octets, one leading space, no split UTF-8 or grapheme, unfolds to the input",
        arguments: wideCharacters, 60...80)
    func foldsWideCharacterAtOffset(character: String, offset: Int) {
        let filler = String(repeating: "x", count: offset - "SUMMARY:".utf8.count)
        let text = filler + character + String(repeating: "y", count: 10) + character + "z"
        let line = ContentLine("SUMMARY", .text(text))
        expectWellFolded(line.rendered(), unfolded: "SUMMARY:" + text)
    }

    @Test("§3.1 folding of long runs of wide characters, at every starting phase", arguments: wideCharacters, 0..<4)
    func foldsRunsOfWideCharacters(character: String, phase: Int) {
        let text = String(repeating: "x", count: phase) + String(repeating: character, count: 60)
        let line = ContentLine("DESCRIPTION", .text(text))
        expectWellFolded(line.rendered(), unfolded: "DESCRIPTION:" + text)
    }

    @Test("A grapheme longer than a line is split between scalars, still never inside a UTF-8 sequence")
    func foldsOversizedGrapheme() {
        let zalgo = "e" + String(repeating: "\u{301}\u{316}", count: 40)  // one grapheme of 161 octets
        let text = "before " + zalgo + " after"
        let rendered = ContentLine("SUMMARY", .text(text)).rendered()
        let lines = ICSBytes.physicalLines(rendered)
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.allSatisfy(ICSBytes.isValidUTF8))
        #expect(lines.dropFirst().allSatisfy { $0.first == 32 })
        #expect(ICSBytes.unfold(rendered) == "SUMMARY:" + text + "\r\n")
    }

    @Test("An escaped character with a huge grapheme stays next to its backslash")
    func foldsOversizedEscapedGrapheme() {
        let text = String(repeating: "x", count: 64) + ";" + String(repeating: "\u{301}", count: 50)
        let rendered = ContentLine("SUMMARY", .text(text)).rendered()
        let lines = ICSBytes.physicalLines(rendered)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.allSatisfy(ICSBytes.isValidUTF8))
        #expect(lines.dropLast().allSatisfy { trailingBackslashes($0) % 2 == 0 })
        #expect(ICSBytes.unfold(rendered) == "SUMMARY:" + ContentLine.escape(text) + "\r\n")
    }

    @Test(
        "§3.1 folding never separates a backslash from the character it escapes (offsets 73–76)",
        arguments: ["\n", ",", ";", #"\"#], 73...76)
    func neverSplitsEscape(special: String, offset: Int) {
        let filler = String(repeating: "x", count: offset - "SUMMARY:".utf8.count)
        let text = filler + special + "tail"
        let rendered = ContentLine("SUMMARY", .text(text)).rendered()
        expectWellFolded(rendered, unfolded: "SUMMARY:" + ContentLine.escape(text))
        let lines = ICSBytes.physicalLines(rendered)
        #expect(lines.dropLast().allSatisfy { trailingBackslashes($0) % 2 == 0 })
    }

    @Test(
        "Runs of escapes fold only between escape pairs, at every starting phase",
        arguments: ["\n", ",", ";", #"\"#], ["", "x", "é", "😀"])
    func foldsRunsOfEscapes(special: String, filler: String) {
        for phase in 0..<4 {
            let text = String(repeating: "x", count: phase) + String(repeating: special + filler, count: 70)
            let rendered = ContentLine("DESCRIPTION", .text(text)).rendered()
            expectWellFolded(rendered, unfolded: "DESCRIPTION:" + ContentLine.escape(text))
            let lines = ICSBytes.physicalLines(rendered)
            #expect(lines.dropLast().allSatisfy { trailingBackslashes($0) % 2 == 0 }, "phase \(phase)")
        }
    }

    @Test("Unfolding a folded line gives back the logical line")
    func unfoldRoundTrip() {
        let text =
            "Long; text, with \\ escapes\nand 🇩🇪 flags, é accents and 漢字 "
            + String(repeating: "€", count: 50)
        let line = ContentLine("DESCRIPTION", ["LANGUAGE": "de"], .text(text))
        #expect(ICSBytes.unfold(line.rendered()) == line.unfolded + "\r\n")
    }

    // MARK: Helpers

    /// Checks every §3.1 folding property of `rendered` and that it unfolds to `unfolded`.
    private func expectWellFolded(
        _ rendered: String, unfolded: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(rendered.hasSuffix("\r\n"), sourceLocation: sourceLocation)
        let lines = ICSBytes.physicalLines(rendered)
        #expect(
            lines.allSatisfy { !$0.contains(13) && !$0.contains(10) }, "bare CR or LF", sourceLocation: sourceLocation)
        #expect(lines.allSatisfy { $0.count <= 75 }, "line over 75 octets", sourceLocation: sourceLocation)
        #expect(lines.allSatisfy(ICSBytes.isValidUTF8), "split UTF-8 sequence", sourceLocation: sourceLocation)
        #expect(
            lines.dropFirst().allSatisfy { $0.first == 32 && $0.dropFirst().first != 32 && $0.count > 1 },
            "continuation lines start with exactly one space", sourceLocation: sourceLocation)
        #expect(ICSBytes.unfold(rendered) == unfolded + "\r\n", sourceLocation: sourceLocation)

        // Every fold falls on a grapheme boundary of the logical line.
        var boundaries: Set<Int> = []
        var index = unfolded.startIndex
        while index < unfolded.endIndex {
            boundaries.insert(unfolded.utf8.distance(from: unfolded.startIndex, to: index))
            index = unfolded.index(after: index)
        }
        var offset = 0
        for (number, line) in lines.enumerated().dropLast() {
            offset += number == 0 ? line.count : line.count - 1
            #expect(
                boundaries.contains(offset), "fold inside a grapheme at octet \(offset)", sourceLocation: sourceLocation
            )
        }
    }

    private func trailingBackslashes(_ line: [UInt8]) -> Int {
        line.reversed().prefix(while: { $0 == UInt8(ascii: "\\") }).count
    }

    @Test(
        "the byte renderer writes exactly what rendered() writes",
        arguments: [
            String(repeating: "a", count: 200),
            String(repeating: "\\;,", count: 60),
            String(repeating: "Größe Ähre ", count: 20),
            String(repeating: "振替休日 ", count: 30),
            String(repeating: "e\u{301}", count: 80),  // combining marks: the grapheme path
            String(repeating: "🇩🇪🕯️", count: 20),
            String(repeating: "x", count: 73) + "é\\,é" + String(repeating: "ğış", count: 40),
            "line\r\nbreak\rand\nmore\u{7}\u{85}" + String(repeating: "ü", count: 50),
            String(repeating: "ア\u{3099}", count: 40),
            String(repeating: "한국어 ", count: 40),
        ])
    func byteRendererMatches(text: String) {
        for line in [
            ContentLine("SUMMARY", .text(text)),
            ContentLine("SUMMARY", ["LANGUAGE": "de"], .text(text)),
            ContentLine("CATEGORIES", .textList([text, "b,c"])),
            ContentLine("x-custom", .raw(text.replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: ""))),
        ] {
            var bytes: [UInt8] = [0x41]  // rendering appends after what is there
            line.render(into: &bytes)
            #expect(bytes == [0x41] + Array(line.rendered().utf8))
        }
    }
}
