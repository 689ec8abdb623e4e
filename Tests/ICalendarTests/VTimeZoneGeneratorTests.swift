import CalendarCore
import Foundation
import Testing

@testable import ICalendar

@Suite("VTIMEZONEs from the system time-zone database")
struct VTimeZoneGeneratorTests {
    /// Zones north and south, with half-hour offsets and DST, abolished DST and changed standard offsets.
    static let cases: [(String, ClosedRange<Int>)] = [
        ("Europe/Berlin", 2026...2027), ("America/New_York", 2000...2030), ("Australia/Sydney", 2005...2027),
        ("Asia/Tokyo", 2026...2026), ("Asia/Kolkata", 2026...2027), ("Asia/Jerusalem", 2010...2030),
        ("America/Sao_Paulo", 2015...2026), ("Europe/Moscow", 2009...2016), ("Australia/Lord_Howe", 2024...2027),
        ("Pacific/Chatham", 2025...2026), ("America/Santiago", 2020...2026), ("Africa/Casablanca", 2024...2026),
    ]

    @Test("the offsets the VTIMEZONE defines match the system's at every hour of the covered years", arguments: cases)
    func offsetsMatchHourly(tzid: String, years: ClosedRange<Int>) throws {
        let zone = try #require(TimeZone(identifier: tzid))
        let definition = VTimeZoneGenerator.vTimeZone(tzid: tzid, zone: zone, years: years)
        let rules = try VTimeZoneRules(definition)
        let first = CalendarDay.dayNumber(year: years.lowerBound, month: 1, day: 1) * 86_400
        let last = CalendarDay.dayNumber(year: years.upperBound + 1, month: 1, day: 1) * 86_400
        var mismatches: [String] = []
        for instant in stride(from: first, to: last, by: 3600) {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let actual = rules.offset(atUTC: instant)
            if expected != actual, mismatches.count < 5 {
                mismatches.append("\(LocalDateTime(secondsSinceEpoch: instant))Z: \(actual) instead of \(expected)")
            }
        }
        #expect(mismatches == [], "\(tzid)")
    }

    @Test("regular daylight-saving rules become two open-ended yearly RRULEs (ICS-COMPAT D2)")
    func berlinIsTwoRules() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let lines = VTimeZoneGenerator.vTimeZone(tzid: "Europe/Berlin", zone: zone, years: 2026...2030).contentLines()
            .map { $0.rendered() }.joined()
        #expect(
            lines == [
                "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
                "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
                "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3", "TZNAME:CEST", "END:DAYLIGHT",
                "BEGIN:STANDARD", "DTSTART:20261025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
                "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10", "TZNAME:CET", "END:STANDARD", "END:VTIMEZONE",
            ].map { $0 + "\r\n" }.joined())
    }

    @Test("rules that ended get an UNTIL in UTC; a zone without changes gets one STANDARD")
    func endedRulesAndFixedZones() throws {
        let paulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let observances = VTimeZoneGenerator.vTimeZone(tzid: "America/Sao_Paulo", zone: paulo, years: 2015...2026)
            .observances
        #expect(observances.allSatisfy { if case .until(.utc) = $0.rule?.end { true } else { $0.rule == nil } })
        #expect(observances.contains { $0.rule != nil })
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let fixed = VTimeZoneGenerator.vTimeZone(tzid: "Asia/Tokyo", zone: tokyo, years: 2026...2026).observances
        #expect(fixed.count == 1)
        #expect(fixed.first?.offsetFrom == 32_400 && fixed.first?.offsetTo == 32_400 && fixed.first?.rule == nil)
    }

    @Test("Israel's Friday before the last Sunday of March is a weekday on or after a day")
    func jerusalemWindow() throws {
        let zone = try #require(TimeZone(identifier: "Asia/Jerusalem"))
        let rules = VTimeZoneGenerator.vTimeZone(tzid: "Asia/Jerusalem", zone: zone, years: 2020...2030).observances
            .compactMap(\.rule).map(\.description)
        #expect(rules.contains("FREQ=YEARLY;BYDAY=FR;BYMONTHDAY=23,24,25,26,27,28,29;BYMONTH=3"))
    }
}
