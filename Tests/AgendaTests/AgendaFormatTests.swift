import Agenda
import Testing

@Suite("Agenda formats")
struct AgendaFormatTests {
    @Test(
        "the extension names the format",
        arguments: [
            ("team.json", AgendaFormat.json), ("a/b.YML", .yaml), ("x.yaml", .yaml), ("x.csv", .csv), ("y.ics", .ics),
            ("z.ical", .ics),
        ])
    func extensionNamesFormat(path: String, format: AgendaFormat) {
        #expect(AgendaFormat(path: path) == format)
    }

    @Test("unknown extensions name none")
    func unknownExtension() {
        #expect(AgendaFormat(path: "notes.txt") == nil)
        #expect(AgendaFormat(path: "folder.d/file") == nil)
    }
}
