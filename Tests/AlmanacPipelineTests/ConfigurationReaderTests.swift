import AlmanacPipeline
import AlmanacTestSupport
import CalendarCore
import Foundation
import Testing

@Suite("Configuration reader")
struct ConfigurationReaderTests {
    func parse(_ text: String) throws(AlmanacError) -> Configuration {
        try ConfigurationReader().parse(text, file: "test.yml")
    }

    @Test func readsTheSample() throws {
        let configuration = try ConfigurationReader().read(path: packageRoot().appendingPathComponent("samples/almanac.yml").path)
        #expect(configuration.calendars.map(\.id) == ["de-by", "us-ny", "jp"])
        #expect(configuration.calendars[0].range == DayRange(years: 2026...2027))
        #expect(configuration.firstWeekday == .monday)
        #expect(configuration.today == CalendarDay(iso: "2026-05-14"))
        #expect(configuration.baseURL == "https://calendars.example.org/")
        #expect(configuration.weekNumbers)
        #expect(configuration.templates == nil)
    }

    @Test func readsTheSiteSettings() throws {
        let configuration = try parse(
            "templates: my-theme\nbase-url: https://example.org/cal\nweek-numbers: no\ncalendars:\n  - {regions: [DE], year: 2026}\n")
        #expect(configuration.templates == "my-theme")
        #expect(configuration.baseURL == "https://example.org/cal")
        #expect(!configuration.weekNumbers)
    }

    @Test("problems are reported with line and column", arguments: [
        ("calendars:\n  - regions: [DE]\n    yeras: 2026\n", "test.yml:3:5: unknown key 'yeras'"),
        ("colour: blue\ncalendars: []\n", "test.yml:1:1: unknown key 'colour'"),
        ("calendars:\n  - regions: [DEU]\n    year: 2026\n", "test.yml:2:15: 'regions' items must be CC or CC-SUB"),
        ("calendars:\n  - regions: [DE]\n", "a calendar needs 'year'"),
        ("calendars:\n  - regions: [DE]\n    from: 2026-02-30\n    to: 2026-03-01\n", "test.yml:3:11: 'from' must be a date"),
        ("calendars:\n  - regions: [DE]\n    year: 2026\n    categories: [holy]\n", "unknown category 'holy'"),
        ("first-weekday: someday\ncalendars:\n  - regions: [DE]\n    year: 2026\n", "test.yml:1:16: 'first-weekday'"),
        ("calendars:\n  - regions: [DE\n", "test.yml:"),
        ("calendars:\n  - {regions: [DE], year: 2026}\n  - {regions: [DE], year: 2027}\n", "two calendars have the id 'de'"),
        ("", "empty"),
        ("base-url: ftp://example.org/\ncalendars:\n  - {regions: [DE], year: 2026}\n", "test.yml:1:11: 'base-url': base URL"),
        ("week-numbers: sometimes\ncalendars:\n  - {regions: [DE], year: 2026}\n", "test.yml:1:15: 'week-numbers' must be true or false"),
    ])
    func reportsProblems(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text.debugDescription)")
        } catch {
            #expect(error.kind == .dataError)
            #expect(error.exitCode == 65)
            #expect(error.message.contains(message), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }
}

@Suite("Publisher")
struct PublisherTests {
    @Test func writesAtomicallyAndSkipsUnchanged() throws {
        let folder = try TemporaryDirectory()
        let publisher = try Publisher(root: folder.url)
        #expect(try publisher.publish("a/b.txt", contents: "one") == .written)
        #expect(try publisher.publish("a/b.txt", contents: "one") == .unchanged)
        #expect(try publisher.publish("a/b.txt", contents: "two") == .written)
        #expect(try String(contentsOfFile: folder.path("a/b.txt"), encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("a")) == ["b.txt"])
    }

    @Test("a failing writer leaves the old file in place", arguments: [true])
    func failureKeepsOldFile(_: Bool) throws {
        struct Boom: Error {}
        let folder = try TemporaryDirectory()
        let publisher = try Publisher(root: folder.url)
        try publisher.publish("x.ics", contents: "old")
        #expect(throws: AlmanacError.self) {
            try publisher.publish("x.ics") { sink in
                sink.write("half a file")
                throw Boom()
            }
        }
        #expect(try String(contentsOfFile: folder.path("x.ics"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["x.ics"])
    }

    @Test("nothing is written outside the output folder", arguments: ["../escape.txt", "/etc/passwd", "a/../../b", "", "a//b"])
    func refusesEscapes(path: String) throws {
        let folder = try TemporaryDirectory()
        let publisher = try Publisher(root: folder.url.appendingPathComponent("out"))
        #expect(throws: AlmanacError.self) { try publisher.publish(path, contents: "x") }
    }
}

@Suite("Holiday list formats")
struct HolidayListFormatterTests {
    @Test func escapesTSV() {
        #expect(HolidayListFormatter.escapeTSV("a\tb\\c\nd") == "a\\tb\\\\c\\nd")
    }

    @Test func tsvIsSortedByDateThenName() throws {
        let region = Region(code: "US-TX")!
        let day = CalendarDay(iso: "2026-06-19")!
        let holidays = [
            Holiday(day: day, names: LocalizedNames(english: "Juneteenth"), region: region, categories: [.public], key: "j"),
            Holiday(day: day, names: LocalizedNames(english: "Emancipation Day In Texas"), region: region, categories: [.public], key: "e"),
            Holiday(day: CalendarDay(iso: "2026-01-01")!, names: LocalizedNames(english: "New Year's Day"), region: region, categories: [.public], key: "n"),
        ]
        #expect(HolidayListFormatter(language: nil).tsv(holidays) == "2026-01-01\tNew Year's Day\n2026-06-19\tEmancipation Day In Texas\n2026-06-19\tJuneteenth\n")
        let json = try HolidayListFormatter(language: nil).json(holidays)
        #expect(json.contains("\"date\" : \"2026-06-19\""))
    }
}
