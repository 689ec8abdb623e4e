import AlmanacTestSupport
import Foundation
import Testing

/// The agenda through the built binary: build, agenda, validate, and the oracle on what they write.
@Suite("almanac with an agenda")
struct AgendaCommandTests {
    let samples = packageRoot().appendingPathComponent("samples")

    @Test("a build with a bad agenda exits 65, names every problem, and publishes nothing")
    func badAgendaPublishesNothing() throws {
        let folder = try TemporaryDirectory()
        let bad = folder.path("bad.json")
        try "{\"events\": [{\"title\": 1, \"start\": \"2026-01-01\"}, {\"title\": \"B\", \"start\": \"2026-01-01T10:00\", \"end\": \"2026-01-01T09:00\"}]}"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--country", "DE-BY", "--year", "2026", "--agenda", bad, "--out", folder.path("site")])
        #expect(run.status == 65)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("almanac: error: \(bad):1:") })
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("validate reads every format, reports every problem, and exits 65 on errors")
    func validate() throws {
        let ok = try runAlmanac(["validate", samples.appendingPathComponent("agenda.yml").path, samples.appendingPathComponent("agenda.json").path])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("agenda.yml: valid, 6 events"))
        let folder = try TemporaryDirectory()
        try "title,start\nA,2026-01-01,x\nB,2026-02-30\n".write(toFile: folder.path("a.txt"), atomically: true, encoding: .utf8)
        let bad = try runAlmanac(["validate", "--agenda-format", "csv", folder.path("a.txt")])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("a.txt:2:3: error:"))
        #expect(bad.stderr.contains("a.txt:3:2: error: start:"))
        let unknown = try runAlmanac(["validate", folder.path("a.txt")])
        #expect(unknown.status == 64)
    }

    @Test("an agenda-only build: its .ics passes validate-ics, and ics-events on it lists what almanac agenda lists")
    func agendaOnlyRoundTrip() throws {
        let folder = try TemporaryDirectory()
        for sample in ["agenda.yml", "agenda.json"] {
            let out = folder.path(sample)
            let agenda = samples.appendingPathComponent(sample).path
            let build = try runAlmanac(
                ["build", "--agenda", agenda, "--years", "2026-2027", "--time-zone", "Europe/Berlin", "--format", "ics,html", "--out", out],
                environment: ["SOURCE_DATE_EPOCH": "1767225600"])
            #expect(build.status == 0, "\(build.stderr)")
            let ics = URL(fileURLWithPath: out).appendingPathComponent("agenda.ics")
            let listed = try runAlmanac(["agenda", "--agenda", agenda, "--from", "2026-01-01", "--to", "2027-12-31", "--format", "tsv"])
            #expect(listed.status == 0)
            let ours = listed.stdout.split(separator: "\n").map(String.init)
            #expect(ours.count > 300)
            guard !OracleRunner.isSkipped else { continue }
            #expect(try OracleRunner.validateICS([ics]) == [])
            let theirs = try OracleRunner.icsEvents(file: ics, from: "2026-01-01", through: "2027-12-31")
                .map { $0.split(separator: "\t").prefix(3).joined(separator: "\t") }
            #expect(Set(theirs) == Set(ours))
            #expect(theirs.count == ours.count)
        }
    }

    @Test("almanac agenda: holidays and events in order, TSV per DESIGN §3, the table in the display zone")
    func listing() throws {
        let agenda = samples.appendingPathComponent("agenda.yml").path
        let tsv = try runAlmanac(
            ["agenda", "--agenda", agenda, "--country", "DE-BY", "--from", "2026-05-14", "--to", "2026-05-15", "--format", "tsv"])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        #expect(tsv.stdout == """
            2026-05-14\t2026-05-15\tAscension Day
            2026-05-14T20:00:00Z\t2026-05-15T00:00:00Z\tRelease night
            2026-05-15T07:30:00Z\t2026-05-15T07:45:00Z\tStand-up

            """)
        let table = try runAlmanac(
            ["agenda", "--agenda", agenda, "--from", "2026-05-15", "--to", "2026-05-15", "--time-zone", "America/New_York"])
        #expect(table.stdout.contains("TIME (America/New_York)"))
        let row = table.stdout.split(separator: "\n").last.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(row == "2026-05-15 Fri 03:30–03:45 Stand-up Room 1, 2nd floor")
        let json = try runAlmanac(["agenda", "--agenda", agenda, "--from", "2026-05-15", "--to", "2026-05-15", "--format", "json"])
        #expect(json.stdout.contains("\"source\" : \"agenda.yml:6\""))
    }

    @Test("the sample configuration merges the agenda into the Bavarian calendar; its pages and .ics pass the oracle")
    func sampleSite() throws {
        let folder = try TemporaryDirectory()
        let run = try runAlmanac(
            ["build", "--config", samples.appendingPathComponent("almanac.yml").path, "--out", folder.path("site")],
            in: packageRoot())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("6 agenda events"))
        let page = try String(contentsOfFile: folder.path("site/de-by/2026-05.html"), encoding: .utf8)
        #expect(page.contains("class=\"h-event agenda\""))
        guard !OracleRunner.isSkipped else { return }
        #expect(try OracleRunner.validateICS([URL(fileURLWithPath: folder.path("site/de-by.ics"))]) == [])
    }
}
