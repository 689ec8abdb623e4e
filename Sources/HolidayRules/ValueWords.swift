import CalendarCore

/// The words of a field value, or of one item of a comma-separated list, on its UTF-8 bytes, split
/// on spaces as `RuleFileParser.tokens` splits a String.
///
/// The parsers of `date:`, `observed:` and `move:` compare these words with keywords and read them
/// as numbers, weekdays and months on bytes; a String is made only for a message or for what is kept.
/// Every reading of a word past the last one answers `nil` (or `false`), as looking ahead at the end does.
struct ValueWords {
    let bytes: UnsafeBufferPointer<UInt8>
    private var pieces: [RuleText.Piece] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let ascii = RuleText.isASCII(bytes)
        pieces.reserveCapacity(4)  // one allocation for the usual few words
        var index = 0
        while index < bytes.count {
            guard bytes[index] != RuleText.space else {
                index += 1
                continue
            }
            let start = index
            repeat { index += 1 } while index < bytes.count && bytes[index] != RuleText.space
            let column = ascii ? start : RuleText.columns(bytes, 0..<start)
            pieces.append(RuleText.Piece(range: start..<index, column: column))
        }
    }

    var count: Int { pieces.count }

    subscript(index: Int) -> RuleText.Piece { pieces[index] }

    /// The column just after the last word (0 when there is none), where a missing word is reported.
    var endColumn: Int {
        pieces.last.map { $0.column + RuleText.columns(bytes, $0.range) } ?? 0
    }

    /// Word `index` as a String, for a message or a value kept.
    func text(_ index: Int) -> String {
        RuleText.string(bytes, pieces[index].range)
    }

    /// Whether word `index` exists and is `keyword`.
    func matches(_ index: Int, _ keyword: StaticString) -> Bool {
        index < pieces.count && RuleText.equals(bytes[pieces[index].range], keyword)
    }

    /// Word `index` looked up in `table`.
    func lookup<Value>(_ index: Int, in table: KeywordTable<Value>) -> Value? {
        index < pieces.count ? table.value(of: bytes[pieces[index].range]) : nil
    }

    /// Word `index` read as `Int(_:)` reads a String.
    func integer(_ index: Int) -> Int? {
        index < pieces.count ? RuleText.integer(bytes, pieces[index].range) : nil
    }

    /// Word `index` read as `MM-DD` (not checked to exist).
    func monthDay(_ index: Int) -> (month: Int, day: Int)? {
        index < pieces.count ? RuleText.monthDay(utf8: bytes[pieces[index].range]) : nil
    }

    /// Word `index` read as `YYYY-MM-DD`, if that day exists.
    func isoDay(_ index: Int) -> CalendarDay? {
        index < pieces.count ? RuleText.isoDay(utf8: bytes[pieces[index].range]) : nil
    }

    /// Word `index` read as a weekday (`mon` … `sun`, any case).
    func weekday(_ index: Int) -> Weekday? {
        index < pieces.count ? RuleText.weekday(utf8: bytes[pieces[index].range]) : nil
    }

    /// Word `index` read as a month (`jan` … `dec`, any case), 1–12.
    func month(_ index: Int) -> Int? {
        index < pieces.count ? RuleText.month(utf8: bytes[pieces[index].range]) : nil
    }

    /// Whether word `index` starts with the character `+` or `-`: a sign that a combining mark follows
    /// makes another character, as `String.first` sees it.
    func startsWithSign(_ index: Int) -> Bool {
        guard index < pieces.count else { return false }
        let range = pieces[index].range
        let first = bytes[range.lowerBound]
        guard first == RuleText.plus || first == RuleText.hyphen else { return false }
        // An ASCII byte never joins the sign into one character; anything else is asked of the String.
        guard range.count > 1, bytes[range.lowerBound + 1] >= 0x80 else { return true }
        return text(index).first.map { $0 == "+" || $0 == "-" } ?? false
    }
}
