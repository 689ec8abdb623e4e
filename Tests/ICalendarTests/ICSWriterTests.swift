import CalendarCore
import Testing

@testable import ICalendar

@Suite("RFC 5545 calendar writer")
struct ICSWriterTests {
    private let writer = ICSWriter(options: SampleCalendars.options)

    private func samples() throws -> [HolidayCalendar] {
        [try SampleCalendars.bavaria2025(), try SampleCalendars.world2026()]
    }

    /// The VEVENTs of an iCalendar text, each as its logical lines (without BEGIN and END).
    private func events(_ ics: String) -> [[String]] {
        var events: [[String]] = []
        var current: [String]?
        for line in ICSBytes.logicalLines(ics) {
            if line == "BEGIN:VEVENT" {
                current = []
            } else if line == "END:VEVENT", let event = current {
                events.append(event)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return events
    }

    /// The value of the first property `name` (with its parameters) in `event`.
    private func value(_ prefix: String, in event: [String]) -> String? {
        event.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    // MARK: Bytes and lines

    @Test("CRLF everywhere and at the end, no empty lines, no BOM, valid UTF-8, ≤ 75 octets (RFC 5545 §3.1)")
    func bytes() throws {
        for calendar in try samples() {
            let ics = try writer.render(calendar)
            let bytes = Array(ics.utf8)
            #expect(!bytes.starts(with: [0xEF, 0xBB, 0xBF]))
            #expect(bytes.suffix(2) == [13, 10])
            for (index, byte) in bytes.enumerated() {
                if byte == 13 { #expect(index + 1 < bytes.count && bytes[index + 1] == 10) }
                if byte == 10 { #expect(index > 0 && bytes[index - 1] == 13) }
            }
            let lines = ICSBytes.physicalLines(ics)
            #expect(lines.allSatisfy { !$0.isEmpty }, "no empty lines")
            #expect(lines.allSatisfy { $0.count <= 75 })
            #expect(lines.allSatisfy(ICSBytes.isValidUTF8))
            #expect(lines.allSatisfy { $0.last != 32 || $0.count == 75 }, "no trailing space except before a fold")
            #expect(lines.allSatisfy { line in !line.contains { $0 < 32 && $0 != 9 } }, "no control characters")
        }
    }

    @Test("The calendar header: VERSION, PRODID, CALSCALE, names, refresh, no METHOD (RFC 5545 §3.6, RFC 7986)")
    func header() throws {
        let lines = ICSBytes.logicalLines(try writer.render(try SampleCalendars.bavaria2025()))
        #expect(
            Array(lines.prefix(10)) == [
                "BEGIN:VCALENDAR",
                "VERSION:2.0",
                "PRODID:-//Almanac//Almanac 0.1//EN",
                "CALSCALE:GREGORIAN",
                "NAME:Holidays in Germany (Bavaria)",
                "X-WR-CALNAME:Holidays in Germany (Bavaria)",
                #"DESCRIPTION:Public holidays in Bavaria\, Germany\; 2025\, with bank and school days."#,
                #"X-WR-CALDESC:Public holidays in Bavaria\, Germany\; 2025\, with bank and school days."#,
                "REFRESH-INTERVAL;VALUE=DURATION:P1D",
                "X-PUBLISHED-TTL:P1D",
            ])
        #expect(lines[10] == "BEGIN:VEVENT")
        #expect(lines.last == "END:VCALENDAR")
        #expect(!lines.contains { $0.hasPrefix("METHOD") })
        #expect(lines.filter { $0.hasPrefix("VERSION:") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("PRODID:") }.count == 1)
    }

    @Test("Each event has its properties in the fixed order")
    func propertyOrder() throws {
        let all = events(try writer.render(try SampleCalendars.world2026()))
        #expect(all.count == 4)
        let names = all.map { $0.map { String($0.prefix { $0 != ":" && $0 != ";" }) } }
        let base = ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "DESCRIPTION", "CATEGORIES", "TRANSP", "CLASS"]
        #expect(names[0] == base)
        #expect(names[1] == base + ["X-ALMANAC-ESTIMATED"])
        #expect(names[2] == base + ["X-ALMANAC-SUBSTITUTE-FOR"])
        #expect(names[3] == base)
    }

    @Test("Every event is all-day: DTSTART;VALUE=DATE and DTEND;VALUE=DATE the next day (§3.6.1, §3.8.2.2)")
    func dtendIsNextDay() throws {
        for calendar in try samples() {
            let all = events(try writer.render(calendar))
            #expect(all.count == calendar.holidays.count)
            for (event, holiday) in zip(all, calendar.holidays) {
                let start = try #require(value("DTSTART;VALUE=DATE:", in: event))
                let end = try #require(value("DTEND;VALUE=DATE:", in: event))
                #expect(start == holiday.day.basicFormat)
                #expect(end == holiday.day.adding(days: 1).basicFormat)
                #expect(value("DTSTAMP:", in: event) == "20250101T000000Z")
                #expect(value("TRANSP:", in: event) == "TRANSPARENT")
                #expect(value("CLASS:", in: event) == "PUBLIC")
                #expect(!event.contains { $0.hasPrefix("DURATION") })
            }
        }
    }

    @Test("DTEND crosses month and year ends")
    func dtendAcrossYearEnd() throws {
        let holiday = Holiday(
            day: try day("2025-12-31"), names: LocalizedNames(english: "New Year's Eve"), region: try region("DE"),
            categories: [.bank], key: "new-years-eve")
        let calendar = HolidayCalendar(
            id: "x", title: "X", summary: "Y", range: DayRange(year: 2025), regions: [holiday.region],
            holidays: [holiday])
        let event = try #require(events(try writer.render(calendar)).first)
        #expect(value("DTEND;VALUE=DATE:", in: event) == "20260101")
    }

    @Test("UIDs are unique within a file and stable across renders and writers (§3.8.4.7)")
    func uids() throws {
        for calendar in try samples() {
            let first = events(try writer.render(calendar)).compactMap { value("UID:", in: $0) }
            let second = events(try ICSWriter(options: SampleCalendars.options).render(calendar))
                .compactMap { value("UID:", in: $0) }
            #expect(first.count == calendar.holidays.count)
            #expect(Set(first).count == first.count)
            #expect(first == second)
            for uid in first {
                #expect(uid.unicodeScalars.allSatisfy { UIDAllocator.isAllowed($0) || $0 == "@" })
                #expect(uid.hasSuffix("@almanac.invalid"))
            }
        }
        let world = events(try writer.render(try SampleCalendars.world2026())).compactMap { value("UID:", in: $0) }
        #expect(world[2] == "20260703-us-independence-day.observed@almanac.invalid")
    }

    @Test("A UID does not depend on names, language or stamp")
    func uidIgnoresNamesAndStamp() throws {
        let calendar = try SampleCalendars.world2026()
        let renamed = HolidayCalendar(
            id: calendar.id, title: "Other", summary: "Other", range: calendar.range, regions: calendar.regions,
            holidays: calendar.holidays.map {
                Holiday(
                    day: $0.day, names: LocalizedNames(english: "Renamed"), region: $0.region,
                    categories: $0.categories, key: $0.key)
            }, language: "fr")
        let later = ICSWriter(options: ICSWriterOptions(stamp: ICSStamp(secondsSince1970: 2_000_000_000)))
        let uids = { (ics: String) in Set(self.events(ics).compactMap { self.value("UID:", in: $0) }) }
        #expect(uids(try writer.render(calendar)) == uids(try later.render(renamed)))
    }

    @Test("Colliding holidays in one file get suffixed UIDs")
    func collidingUIDs() throws {
        let de = try region("DE")
        let twice = try (0..<3).map { index in
            Holiday(
                day: try day("2025-05-01"), names: LocalizedNames(english: "Labour Day \(index)"), region: de,
                categories: [.public], key: "labour-day")
        }
        let calendar = HolidayCalendar(
            id: "dup", title: "Dup", summary: "Dup", range: DayRange(year: 2025), regions: [de], holidays: twice)
        let uids = events(try writer.render(calendar)).compactMap { value("UID:", in: $0) }
        #expect(
            uids == [
                "20250501-de-labour-day@almanac.invalid", "20250501-de-labour-day-2@almanac.invalid",
                "20250501-de-labour-day-3@almanac.invalid",
            ])
    }

    @Test("Two renders are byte-identical (ICS-COMPAT C13)")
    func deterministic() throws {
        for calendar in try samples() {
            #expect(try writer.render(calendar) == writer.render(calendar))
        }
    }

    @Test("write streams whole content lines in bounded chunks and matches render")
    func streams() throws {
        struct Recorder: TextOutputStream {
            var chunks: [String] = []
            mutating func write(_ string: String) { chunks.append(string) }
        }
        // The sample's holidays repeated on 200 consecutive weeks: well over one chunk.
        let sample = try SampleCalendars.bavaria2025()
        let holidays = (0..<200).flatMap { week in
            sample.holidays.map { holiday in
                Holiday(
                    day: holiday.day.adding(days: 7 * week), names: holiday.names, region: holiday.region,
                    categories: holiday.categories, key: holiday.key)
            }
        }
        let calendar = HolidayCalendar(
            id: sample.id, title: sample.title, summary: sample.summary, range: sample.range, regions: sample.regions,
            holidays: holidays, language: sample.language)
        var recorder = Recorder()
        try writer.write(calendar, to: &recorder)
        #expect(recorder.chunks.joined() == (try writer.render(calendar)))
        #expect(recorder.chunks.count > 2)
        #expect(recorder.chunks.allSatisfy { $0.hasSuffix("\r\n") })
        // Every chunk but the last is one line past the chunk size at most: memory stays bounded.
        #expect(recorder.chunks.dropLast().allSatisfy { (ICSWriter.chunkSize..<ICSWriter.chunkSize + 4096).contains($0.utf8.count) })
    }

    // MARK: Refresh interval

    @Test("REFRESH-INTERVAL;VALUE=DURATION and X-PUBLISHED-TTL carry the same value (RFC 7986 §5.7)")
    func refreshInterval() throws {
        let options = ICSWriterOptions(stamp: SampleCalendars.stamp, refreshInterval: "PT6H")
        let lines = ICSBytes.logicalLines(try ICSWriter(options: options).render(try SampleCalendars.world2026()))
        #expect(lines.contains("REFRESH-INTERVAL;VALUE=DURATION:PT6H"))
        #expect(lines.contains("X-PUBLISHED-TTL:PT6H"))
    }

    @Test("Without a refresh interval neither line is written")
    func noRefreshInterval() throws {
        let options = ICSWriterOptions(stamp: SampleCalendars.stamp, refreshInterval: nil)
        let ics = try ICSWriter(options: options).render(try SampleCalendars.world2026())
        #expect(!ics.contains("REFRESH-INTERVAL"))
        #expect(!ics.contains("X-PUBLISHED-TTL"))
    }

    @Test(
        "A malformed refresh interval throws before anything is written",
        arguments: ["1 day", "PT1H30S", "P0D", "PT24h"])
    func malformedRefreshInterval(text: String) throws {
        let options = ICSWriterOptions(stamp: SampleCalendars.stamp, refreshInterval: text)
        var output = ""
        #expect(throws: ICalendarError.self) {
            try ICSWriter(options: options).write(try SampleCalendars.world2026(), to: &output)
        }
        #expect(output.isEmpty)
    }

    @Test("A bad UID domain throws")
    func badUIDDomain() throws {
        let options = ICSWriterOptions(stamp: SampleCalendars.stamp, uidDomain: "Not A Domain")
        #expect(throws: ICalendarError.invalidUIDDomain("Not A Domain")) {
            try ICSWriter(options: options).render(try SampleCalendars.world2026())
        }
    }

    // MARK: Structure errors

    @Test("A calendar without holidays throws noEvents: a VCALENDAR needs a component (RFC 5545 §3.6)")
    func noEvents() throws {
        let empty = HolidayCalendar(
            id: "empty-range", title: "Nothing", summary: "Nothing", range: DayRange(year: 2025),
            regions: [try region("DE")], holidays: [])
        var output = ""
        #expect(throws: ICalendarError.noEvents(calendarID: "empty-range")) {
            try writer.write(empty, to: &output)
        }
        #expect(output.isEmpty)
        #expect(ICalendarError.noEvents(calendarID: "empty-range").description.contains("RFC 5545 §3.6"))
    }

    @Test("A holiday on 9999-12-31 cannot have a DTEND and throws")
    func lastDay() throws {
        let holiday = Holiday(
            day: try day("9999-12-31"), names: LocalizedNames(english: "End"), region: try region("DE"),
            categories: [.observance], key: "end")
        let calendar = HolidayCalendar(
            id: "far", title: "Far", summary: "Far", range: DayRange(year: 9999), regions: [holiday.region],
            holidays: [holiday])
        #expect(throws: ICalendarError.dayOutOfRange(holiday.day, calendarID: "far")) {
            try writer.render(calendar)
        }
    }

    // MARK: Event content

    @Test("A substitute day renders X-ALMANAC-SUBSTITUTE-FOR and says what it stands in for")
    func substitute() throws {
        let event = events(try writer.render(try SampleCalendars.world2026()))[2]
        #expect(value("SUMMARY:", in: event) == "Independence Day (observed)")
        #expect(value("X-ALMANAC-SUBSTITUTE-FOR;VALUE=DATE:", in: event) == "20260704")
        #expect(
            value("DESCRIPTION:", in: event)
                == #"Public holiday\, bank holiday in US.\n"#
                + #"Substitute day for Independence Day on 2026-07-04.\nSource: embedded."#)
        #expect(value("CATEGORIES:", in: event) == "Holidays,public,bank")
        #expect(!event.contains { $0.hasPrefix("X-ALMANAC-ESTIMATED") })
    }

    @Test("An estimated holiday renders X-ALMANAC-ESTIMATED and a warning")
    func estimated() throws {
        let event = events(try writer.render(try SampleCalendars.world2026()))[1]
        #expect(value("SUMMARY:", in: event) == "Eid al-Fitr")
        #expect(value("X-ALMANAC-ESTIMATED:", in: event) == "TRUE")
        #expect(
            value("DESCRIPTION:", in: event)
                == #"Public holiday in TR.\nLocal name: Ramazan Bayramı.\n"#
                + #"Estimated date: the authorities may move it by a day or two.\nSource: embedded."#)
        #expect(!event.contains { $0.hasPrefix("X-ALMANAC-SUBSTITUTE-FOR") })
    }

    @Test("SUMMARY carries LANGUAGE only when the name is a translation (§3.2.10)")
    func summaryLanguage() throws {
        let all = events(try writer.render(try SampleCalendars.bavaria2025()))
        #expect(value("SUMMARY", in: all[0]) == ";LANGUAGE=de:Neujahr")
        // 2025-08-08 has no German name: English fallback, no LANGUAGE.
        #expect(value("SUMMARY", in: all[6]) == ":Augsburg Peace Festival")
        // An English calendar never tags its summaries.
        let world = events(try writer.render(try SampleCalendars.world2026()))
        #expect(world.allSatisfy { value("SUMMARY:", in: $0) != nil })

        let names = LocalizedNames(english: "Labour Day", others: ["de": "Tag der Arbeit", "fr-CH": "Fête du travail"])
        let holiday = Holiday(
            day: try day("2025-05-01"), names: names, region: try region("CH"), categories: [.public], key: "l")
        #expect(ICSWriter.summaryLanguage(of: holiday, in: "de-AT") == "de")
        #expect(ICSWriter.summaryLanguage(of: holiday, in: "fr-CH") == "fr-CH")
        #expect(ICSWriter.summaryLanguage(of: holiday, in: "it") == nil)
        #expect(ICSWriter.summaryLanguage(of: holiday, in: "en") == nil)
        #expect(ICSWriter.summaryLanguage(of: holiday, in: "en-GB") == nil)
        #expect(ICSWriter.summaryLanguage(of: holiday, in: nil) == nil)
    }

    @Test("DESCRIPTION: categories and region, local names, source")
    func descriptions() throws {
        let bavaria = events(try writer.render(try SampleCalendars.bavaria2025()))
        // The German calendar shows German names, so there is no other local name to add.
        #expect(value("DESCRIPTION:", in: bavaria[1]) == #"Public holiday in DE-BY.\nSource: embedded."#)
        #expect(value("DESCRIPTION:", in: bavaria[9]) == #"School holiday in DE-BY.\nSource: embedded."#)
        #expect(value("DESCRIPTION:", in: bavaria[11]) == #"Public holiday\, bank holiday in DE.\nSource: embedded."#)
        #expect(value("CATEGORIES:", in: bavaria[10]) == "Holidays,bank,half-day")

        let names = LocalizedNames(
            english: "Labour Day", others: ["de": "Tag der Arbeit", "fr": "Fête du travail", "it": "Festa del lavoro"])
        let holiday = Holiday(
            day: try day("2025-05-01"), names: names, region: try region("CH-TI"), categories: [.observance],
            key: "labour-day", source: "nager")
        #expect(
            holiday.eventDescription(summary: "Labour Day")
                == "Observance in CH-TI.\n"
                + "Local names: Tag der Arbeit (de), Fête du travail (fr), Festa del lavoro (it).\nSource: nager.")
        #expect(
            holiday.eventDescription(summary: "Festa del lavoro")
                == "Observance in CH-TI.\nLocal names: Tag der Arbeit (de), Fête du travail (fr).\nSource: nager.")
    }

    @Test("TEXT in names is escaped; ':' is not")
    func escapedNames() throws {
        let all = events(try writer.render(try SampleCalendars.bavaria2025()))
        #expect(
            value("SUMMARY", in: all[10]) == #";LANGUAGE=de:Heiligabend\; Banken\, Läden \\ Ämter schließen mittags"#)
        let colon = Holiday(
            day: try day("2025-01-01"), names: LocalizedNames(english: "Time: 12:00"), region: try region("DE"),
            categories: [.public], key: "colon")
        let calendar = HolidayCalendar(
            id: "c", title: "a:b", summary: "c", range: DayRange(year: 2025), regions: [colon.region], holidays: [colon]
        )
        let lines = ICSBytes.logicalLines(try writer.render(calendar))
        #expect(lines.contains("SUMMARY:Time: 12:00"))
        #expect(lines.contains("NAME:a:b"))
    }
}
