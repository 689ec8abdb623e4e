import AlmanacPipeline
import Testing

/// Terminal tables: columns as wide as a terminal draws their cells.
@Suite("Text table")
struct TextTableTests {
    @Test("widths: CJK two columns, combining marks none, Latin one whichever way it is composed")
    func widths() {
        #expect(TextTable.width(of: "New Year") == 8)
        #expect(TextTable.width(of: "元日") == 4)
        #expect(TextTable.width(of: "建国記念の日") == 12)
        #expect(TextTable.width(of: "설날 전날") == 9)
        #expect(TextTable.width(of: "วันขึ้นปีใหม่") == 8)  // 13 scalars, 5 of them vowel and tone marks
        #expect(TextTable.width(of: "Mari\u{E4} Himmelfahrt") == 17)
        #expect(TextTable.width(of: "Maria\u{308} Himmelfahrt") == 17)
        #expect(TextTable.width(of: "（祝）") == 6)
    }

    @Test("rows: each column starts at the same terminal column, the last cell unpadded, no trailing spaces")
    func rows() {
        let table = TextTable.render([["DATE", "NAME", "NOTES"], ["01-01", "元日", ""], ["01-12", "Coming of Age Day", "x"]])
        #expect(
            table == """
                DATE   NAME               NOTES
                01-01  元日
                01-12  Coming of Age Day  x

                """)
        let thai = TextTable.render([["วันขึ้นปีใหม่", "a"], ["New Year", "b"]], indent: "  ")
        #expect(thai == "  วันขึ้นปีใหม่  a\n  New Year  b\n")
    }
}
