/// One RFC 5545 content line (§3.1): a name, ordered parameters and a value, rendered folded with CRLF.
///
/// Rendering applies every byte-level rule of RFC 5545 §3.1 and §3.3.11 in one place:
///
/// - **Names** of the property and its parameters are written in upper case (§2, `[A-Z0-9-]+`).
///   Callers pass names made of ASCII letters, digits and `-`.
/// - **TEXT** values (``Value/text(_:)``, ``Value/textList(_:)``) are escaped as §3.3.11 asks, in this order:
///   `\` → `\\`, `;` → `\;`, `,` → `\,`, a line break (CRLF, LF or a lone CR) → `\n`. `:` is *not* escaped.
///   Control characters other than HTAB (Unicode general category Cc: U+0000–U+001F, U+007F–U+009F) cannot
///   appear in a content line (§3.1 `VALUE-CHAR`, §3.3.11 `TSAFE-CHAR`), so they are **removed**.
/// - **Parameter values** (§3.1.1, §3.2) are caret-encoded as RFC 6868 §3 asks (`^` → `^^`, line break → `^n`,
///   `"` → `^'`), stripped of other control characters, and put in DQUOTEs when they contain `:`, `;` or `,`.
/// - **Folding** (§3.1): no physical line is longer than 75 octets, CRLF excluded; a continuation line starts
///   with one SPACE, which counts toward its 75. Lines fold between `Character`s (extended grapheme clusters),
///   so a UTF-8 sequence, an emoji or a letter with its combining marks stays in one piece; only a grapheme
///   that cannot fit on a line of its own (over 74 octets) is split, between Unicode scalars. A fold never
///   separates a backslash from the character it escapes (`\n`, `\,`, `\;`, `\\`).
/// - The rendered line always ends with CRLF.
struct ContentLine: Sendable, Hashable {
    /// The property name such as `DTSTART`; rendered in upper case.
    var name: String
    /// The parameters, such as `VALUE=DATE`, in the order they are written.
    var parameters: [Parameter]
    /// The value after the colon.
    var value: Value

    /// One property parameter (RFC 5545 §3.2) such as `LANGUAGE=de`.
    struct Parameter: Sendable, Hashable {
        /// The parameter name such as `VALUE`; rendered in upper case.
        var name: String
        /// The unencoded value; rendering applies RFC 6868 caret encoding and DQUOTEs where needed.
        var value: String
    }

    /// A property value and how it is encoded.
    enum Value: Sendable, Hashable {
        /// A TEXT value (RFC 5545 §3.3.11), escaped on rendering.
        case text(String)
        /// A multi-valued TEXT value such as `CATEGORIES` (§3.8.1.2): each item escaped, joined by bare commas.
        case textList([String])
        /// A value already in its RFC 5545 form, written as is: `20251225`, `P1D`, `VEVENT`, `2.0`.
        case raw(String)
    }

    /// Creates a content line without parameters: `ContentLine("SUMMARY", .text("Neujahr"))`.
    init(_ name: String, _ value: Value) {
        self.name = name
        self.parameters = []
        self.value = value
    }

    /// Creates a content line whose `parameters` (such as `["VALUE": "DATE"]`) keep the order given.
    init(_ name: String, _ parameters: KeyValuePairs<String, String>, _ value: Value) {
        self.name = name
        self.parameters = parameters.map { Parameter(name: $0.key, value: $0.value) }
        self.value = value
    }

    /// The line as written to a file (RFC 5545 §3.1): folded at 75 octets and terminated by CRLF.
    func rendered() -> String {
        Self.fold(unfolded) + "\r\n"
    }

    /// Appends the rendered line (the bytes of ``rendered()``) to `bytes`.
    ///
    /// The same rules, applied on UTF-8 bytes: a writer renders hundreds of thousands of lines, and
    /// building them as `String`s dominated its profile. A line that has to be folded and holds
    /// non-ASCII text goes through ``fold(_:limit:)``, which keeps grapheme clusters whole.
    func render(into bytes: inout [UInt8]) {
        let start = bytes.count
        Self.appendName(name, to: &bytes)
        for parameter in parameters {
            bytes.append(UInt8(ascii: ";"))
            Self.appendName(parameter.name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            bytes.append(contentsOf: Self.encodeParameterValue(parameter.value).utf8)
        }
        bytes.append(UInt8(ascii: ":"))
        switch value {
        case .text(let text): Self.appendEscaped(text, to: &bytes)
        case .textList(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.appendEscaped(item, to: &bytes)
            }
        case .raw(let raw): bytes.append(contentsOf: raw.utf8)
        }
        if bytes.count - start > Self.maximumLineOctets {
            Self.foldInPlace(&bytes, from: start)
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    /// Appends a property or parameter name in upper case (names are ASCII `[A-Za-z0-9-]`).
    private static func appendName(_ name: String, to bytes: inout [UInt8]) {
        for byte in name.utf8 {
            bytes.append((0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
        }
    }

    /// Appends `text` escaped as ``escape(_:)`` does, byte by byte.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case 0x5C, 0x3B, 0x2C:  // `\` `;` `,`
                    bytes.append(0x5C)
                    bytes.append(byte)
                case 0x0D:
                    bytes.append(0x5C)
                    bytes.append(UInt8(ascii: "n"))
                case 0x0A:
                    if index == 0 || utf8[index - 1] != 0x0D {  // the LF of a CRLF was written with its CR
                        bytes.append(0x5C)
                        bytes.append(UInt8(ascii: "n"))
                    }
                case 0x09: bytes.append(byte)
                case 0..<0x20, 0x7F: break  // other C0 controls and DEL are removed
                case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                    index += 1  // a C1 control (U+0080–U+009F) is removed
                default: bytes.append(byte)
                }
                index += 1
            }
        }
    }

    /// Folds the logical line that starts at `start` and runs to the end of `bytes`, as ``fold(_:limit:)`` does.
    ///
    /// When every scalar of the line is one whose start is always a grapheme boundary (ASCII other
    /// than CR and LF, and the precomposed letters of the common alphabets: see ``startsGrapheme(_:)``),
    /// each scalar is its own `Character`, so the line folds on bytes between scalars, keeping an
    /// escape with the character it escapes. Any other line (combining marks, emoji, scripts that
    /// combine) goes through the grapheme-aware ``fold(_:limit:)``. Both give the same bytes.
    private static func foldInPlace(_ bytes: inout [UInt8], from start: Int, limit: Int = maximumLineOctets) {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count - start) * 21 / 20 + 3)
        var octets = 0
        var index = start
        while index < bytes.count {
            let width: Int
            let lead = bytes[index]
            if lead < 0x80 {
                width = lead == 0x5C && index + 1 < bytes.count ? 2 : 1
            } else {
                width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard index + width <= bytes.count, startsGrapheme(bytes[index..<index + width]) else {
                    let folded = fold(String(decoding: bytes[start...], as: UTF8.self), limit: limit)
                    bytes.replaceSubrange(start..., with: folded.utf8)
                    return
                }
            }
            if octets + width > limit {
                out.append(contentsOf: [0x0D, 0x0A, 0x20])
                octets = 1
            }
            out.append(contentsOf: bytes[index..<index + width])
            octets += width
            index += width
        }
        bytes.replaceSubrange(start..., with: out)
    }

    /// Whether the non-ASCII scalar encoded by `utf8` can neither extend nor join the scalar before it
    /// nor be extended by the next one of these, so a grapheme boundary lies before and after it:
    /// precomposed Latin, Greek, Cyrillic, the Japanese kana (without the combining sound marks
    /// U+3099–U+309A), CJK ideographs, Hangul syllables and fullwidth forms (without U+FF9E–U+FF9F).
    static func startsGrapheme(_ utf8: ArraySlice<UInt8>) -> Bool {
        var value: UInt32 = 0
        for (offset, byte) in utf8.enumerated() {
            value = offset == 0 ? UInt32(byte) & (0xFF >> (utf8.count + 1)) : value << 6 | UInt32(byte & 0x3F)
        }
        switch value {
        case 0xA0...0x2FF, 0x370...0x482, 0x48A...0x52F,  // Latin-1, Latin Extended, IPA; Greek; Cyrillic
            0x3001...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x4E00...0x9FFF,  // CJK punctuation, kana, ideographs
            0xAC00...0xD7A3, 0xFF01...0xFF9D:  // Hangul syllables, fullwidth and halfwidth forms
            return true
        default:
            return false
        }
    }

    /// The logical line before folding and without its CRLF: `SUMMARY;LANGUAGE=de:Neujahr`.
    var unfolded: String {
        var line = name.uppercased()
        for parameter in parameters {
            line += ";" + parameter.name.uppercased() + "=" + Self.encodeParameterValue(parameter.value)
        }
        line += ":"
        switch value {
        case .text(let text): line += Self.escape(text)
        case .textList(let items): line += items.map(Self.escape).joined(separator: ",")
        case .raw(let raw): line += raw
        }
        return line
    }

    // MARK: - Escaping

    /// Escapes a TEXT value as RFC 5545 §3.3.11 asks: `\`, `;`, `,` and line breaks; `:` stays as is.
    ///
    /// Each CRLF, LF or lone CR becomes `\n`. Control characters other than HTAB are removed, since
    /// §3.3.11 `TSAFE-CHAR` excludes them and no escape exists for them.
    static func escape(_ text: String) -> String {
        // Fast path: nothing to escape or remove (the common case), checked on bytes.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x3B || $0 == 0x2C || $0 == 0x7F || $0 == 0xC2 }) {
            return text
        }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousWasCR { out += "\\n" }  // the LF of a CRLF was written with its CR
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if !isControl(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Encodes a parameter value (RFC 5545 §3.2, RFC 6868 §3), quoting it when it contains `:`, `;` or `,`.
    ///
    /// Caret encoding: `^` → `^^`, a line break (CRLF, LF or lone CR) → `^n`, `"` → `^'`.
    /// Other control characters except HTAB are removed (`SAFE-CHAR` and `QSAFE-CHAR` exclude them).
    static func encodeParameterValue(_ value: String) -> String {
        var out = ""
        var needsQuotes = false
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "^": out += "^^"
            case "\"": out += "^'"
            case "\r": out += "^n"
            case "\n": if !previousWasCR { out += "^n" }
            case ":", ";", ",":
                needsQuotes = true
                out.unicodeScalars.append(scalar)
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if !isControl(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return needsQuotes ? "\"" + out + "\"" : out
    }

    /// Whether `scalar` is a control character (general category Cc: C0, DEL and C1).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    // MARK: - Folding

    /// The most octets on one physical line, CRLF excluded (RFC 5545 §3.1).
    static let maximumLineOctets = 75

    /// Folds a logical line (RFC 5545 §3.1) so that no physical line exceeds `limit` octets.
    ///
    /// Breaks are CRLF followed by one SPACE, which counts toward the continuation line's octets.
    /// The line is cut into atoms that are never split: one `Character`, or a backslash together with
    /// the `Character` it escapes. Only an atom longer than a whole continuation line (`limit - 1`
    /// octets, e.g. a long run of combining marks) is split, between Unicode scalars, still keeping a
    /// backslash with the scalar after it. The result has no trailing CRLF.
    static func fold(_ line: String, limit: Int = maximumLineOctets) -> String {
        // Most lines fit: skip the grapheme walk for them (it dominated the writer's profile).
        if line.utf8.count <= limit { return line }
        var folder = Folder(limit: limit)
        var index = line.startIndex
        while index < line.endIndex {
            var end = line.index(after: index)
            if line[index] == "\\", end < line.endIndex {
                end = line.index(after: end)  // keep `\` with the character it escapes
            }
            folder.append(atom: line[index..<end])
            index = end
        }
        return folder.output
    }

    /// The state of one folding pass: the output so far and the octets on its current physical line.
    private struct Folder {
        let limit: Int
        var output = ""
        var octets = 0

        /// Appends an unsplittable run, folding first if it does not fit on the current line.
        mutating func append(atom: Substring) {
            let width = atom.utf8.count
            if octets + width <= limit {
                output += atom
                octets += width
            } else if 1 + width <= limit {
                output += "\r\n "
                output += atom
                octets = 1 + width
            } else {
                appendScalars(of: atom)  // a single grapheme wider than a whole line
            }
        }

        /// Appends `atom` scalar by scalar, never separating a leading backslash from the next scalar.
        private mutating func appendScalars(of atom: Substring) {
            var scalars = atom.unicodeScalars[...]
            while let first = scalars.first {
                var piece = String(first)
                scalars = scalars.dropFirst()
                if first == "\\", let next = scalars.first {
                    piece.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                let width = piece.utf8.count
                if octets + width > limit, octets > 1 {
                    output += "\r\n "
                    octets = 1
                }
                output += piece
                octets += width
            }
        }
    }
}
