import AlmanacTestSupport
import CalendarCore
import Foundation
import Testing

@testable import ICalendar

/// The reader and the expander on the oracle's hand-made fixtures (`../shared/oracle/fixtures`): the
/// valid calendar must expand to its hand-checked occurrence list, and every broken one must be reported.
@Suite("Oracle fixtures")
struct OracleFixtureTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: OracleRunner.folder.appendingPathComponent("fixtures/\(name)")))
    }

    @Test("good.ics expands to its hand-checked good.events.tsv")
    func goodCalendarExpandsAsChecked() throws {
        guard !OracleRunner.isSkipped else { return }
        let calendar = try ICSReader().read(try Self.fixture("good.ics"), fileName: "good.ics")
        let window = OccurrenceWindow(
            from: try #require(CalendarDay(iso: "2025-01-01")), through: try #require(CalendarDay(iso: "2025-12-31")))
        let lines = try RecurrenceExpander(timeZones: calendar.timeZones).occurrences(of: calendar, in: window)
            .map { RecurrenceDifferentialTests.oracleLine($0).split(separator: "\t").prefix(3).joined(separator: "\t") }
            .sorted()
        let expected = String(decoding: try Self.fixture("good.events.tsv"), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(lines == expected)
        #expect(calendar.name == "Feiertage Deutschland 2025 und Termine")
    }

    /// Each broken fixture with what the reader must say about it: an error (the file is refused) or
    /// a warning (read, with the repair reported), and a phrase of the message.
    @Test(
        "Every broken fixture is reported",
        arguments: [
            ("bad-dtend-before-dtstart.ics", ICSDiagnostic.Severity.error, "before DTSTART"),
            ("bad-duplicate-uid.ics", .error, "is used by two events"),
            ("bad-invalid-date.ics", .error, "'20250230' is not a valid date"),
            ("bad-latin1.ics", .error, "not valid UTF-8"),
            ("bad-mismatched-end.ics", .error, "expected END:VEVENT"),
            ("bad-fold-splits-utf8.ics", .warning, "a fold splits a UTF-8 character"),
            ("bad-iso-datetime.ics", .warning, "ISO 8601 extended form"),
            ("bad-lf-endings.ics", .warning, "bare LF"),
            ("bad-long-line.ics", .warning, "longer than 75 octets"),
            ("bad-missing-uid.ics", .warning, "has no UID"),
            ("bad-tzid-no-vtimezone.ics", .warning, "has no VTIMEZONE"),
            ("bad-unescaped-text.ics", .warning, "without a backslash"),
            ("bad-until-type.ics", .warning, "UNTIL=20250331 is a DATE"),
        ])
    func brokenFixtureIsReported(name: String, severity: ICSDiagnostic.Severity, phrase: String) throws {
        guard !OracleRunner.isSkipped else { return }
        let validation = ICSReader().validate(try Self.fixture(name), fileName: name)
        let matching = validation.diagnostics.filter { $0.severity == severity && $0.message.contains(phrase) }
        #expect(!matching.isEmpty, "\(validation.diagnostics.map(\.description))")
        #expect(validation.isValid == (severity == .warning), "\(validation.diagnostics.map(\.description))")
        for diagnostic in validation.diagnostics {
            #expect(diagnostic.description.hasPrefix("\(name):\(diagnostic.position.line)"))
        }
    }
}
