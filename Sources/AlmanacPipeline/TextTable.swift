/// Rows of text as aligned columns for a terminal, the tables of `almanac holidays`, `agenda`,
/// `countries` and `cache stats`.
///
/// Columns are two spaces apart and as wide as their widest cell as a terminal shows it: a Chinese,
/// Japanese or Korean character takes two columns, a combining mark (Thai vowels and tone marks above
/// and below, accents written apart) none, so `--language ja` or `th` lines up as English does. The
/// last cell of a row is not padded, and no line ends in spaces.
public enum TextTable {
    /// The rows as lines, each ending in a newline, `indent` before each.
    public static func render(_ rows: [[String]], indent: String = "") -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? width(of: $0[column]) : 0 }.max() ?? 0
        }
        return rows.map { cells in
            var line = indent
            for (index, cell) in cells.enumerated() {
                line += cell
                if index < cells.count - 1 { line += String(repeating: " ", count: widths[index] - width(of: cell) + 2) }
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// How many terminal columns `text` takes (East Asian wide characters two, combining marks and
    /// format characters none, everything else one).
    public static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // ASCII and Latin-1: the common case, decided at once
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul vowels and finals joining a syllable
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The blocks of East Asian wide and fullwidth characters (Unicode's East Asian Width W and F) that
    /// names can hold, and the pictographs terminals draw two columns wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul initial consonants
        0x2E80...0x303E,  // CJK radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, kanbun, CJK strokes, enclosed CJK
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x1F300...0x1F64F,  // pictographs and emoticons
        0x1F900...0x1F9FF,  // supplemental pictographs
        0x20000...0x2FFFD,  // CJK extensions B and on
        0x30000...0x3FFFD,
    ]
}
