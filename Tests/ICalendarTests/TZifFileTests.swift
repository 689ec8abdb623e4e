import CalendarCore
import Foundation
import Testing

@testable import ICalendar

@Suite("TZNAME from the system's TZif files")
struct TZifFileTests {
    /// The abbreviations of each zone's observances in 2026–2027, as tzdata names them (`zdump -v` shows
    /// the same): daylight first where there is daylight-saving time.
    static let cases: [(String, [String])] = [
        ("Europe/Berlin", ["CEST", "CET"]), ("America/New_York", ["EDT", "EST"]), ("Australia/Sydney", ["AEST", "AEDT"]),
        ("Asia/Kolkata", ["IST"]), ("Asia/Tokyo", ["JST"]), ("America/Sao_Paulo", ["-03"]),
        ("Australia/Lord_Howe", ["+1030", "+11"]), ("Pacific/Chatham", ["+1245", "+1345"]),
        ("Europe/London", ["BST", "GMT"]), ("Asia/Jerusalem", ["IDT", "IST"]),
    ]

    @Test("every generated observance is named as tzdata names it", arguments: cases)
    func names(tzid: String, expected: [String]) throws {
        let zone = try #require(TimeZone(identifier: tzid))
        let observances = VTimeZoneGenerator.vTimeZone(tzid: tzid, zone: zone, years: 2026...2027).observances
        #expect(observances.map(\.name) == expected.map(Optional.some), "\(tzid)")
    }

    @Test("each name belongs to its offset: CET is +0100, CEST +0200, at every observance of 1990–2030")
    func namesMatchOffsets() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let observances = VTimeZoneGenerator.vTimeZone(tzid: "Europe/Berlin", zone: zone, years: 1990...2030).observances
        #expect(!observances.isEmpty)
        for observance in observances {
            #expect(observance.name == (observance.offsetTo == 7200 ? "CEST" : "CET"))
        }
    }

    @Test("times after the file's last transition take the footer's names")
    func footerNames() throws {
        let berlin = try #require(TZifFile.named("Europe/Berlin"))
        let summer2100 = CalendarDay.dayNumber(year: 2100, month: 7, day: 1) * 86_400
        let winter2100 = CalendarDay.dayNumber(year: 2100, month: 1, day: 1) * 86_400
        #expect(berlin.abbreviation(at: summer2100, offset: 7200) == "CEST")
        #expect(berlin.abbreviation(at: winter2100, offset: 3600) == "CET")
        #expect(berlin.abbreviation(at: winter2100, offset: 7200 + 1800) == nil)
    }

    @Test(
        "POSIX TZ footers: names plain and quoted, offsets west of UTC, a default daylight offset",
        arguments: [
            ("CET-1CEST,M3.5.0,M10.5.0/3", [3600, 7200], ["CET", "CEST"]),
            ("EST5EDT,M3.2.0,M11.1.0", [-18_000, -14_400], ["EST", "EDT"]),
            ("<-03>3", [-10_800], ["-03"]),
            ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", [37_800, 39_600], ["+1030", "+11"]),
            ("IST-5:30", [19_800], ["IST"]),
            ("", [], []), ("X", [], []), ("<-03", [], []),
        ])
    func footers(text: String, offsets: [Int], names: [String]) {
        let footer = TZifFile.footer(Array(("\n" + text + "\n").utf8))
        #expect(footer.map(\.offset) == offsets)
        #expect(footer.map(\.abbreviation) == names)
    }

    @Test("a missing zone, a path outside the zone folder and malformed data give no names, never a crash")
    func malformed() throws {
        #expect(TZifFile.named("Nowhere/Atlantis") == nil)
        #expect(TZifFile.named("../../etc/passwd") == nil)
        #expect(TZifFile.named("/etc/passwd") == nil)
        let data = Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Berlin")))
        #expect(TZifFile.parse(data) != nil)
        for length in [0, 4, 43, 44, 100, 1000, data.count - 40] {
            _ = TZifFile.parse(Array(data.prefix(length)))  // must not crash; may or may not parse
        }
        #expect(TZifFile.parse(Array(data.prefix(100))) == nil)
        var seed: UInt64 = 8536  // a seeded LCG: every run tries the same mutations
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            var mutated = data
            for _ in 0..<8 { mutated[next(mutated.count)] = UInt8(next(256)) }
            _ = TZifFile.parse(mutated)
        }
    }
}
