import CalendarCore
import Testing

@testable import ICalendar

/// Hand-written cases for every trap of RFC 5545 §3.3.10 and §3.8.5: invalid dates, negative ordinals,
/// BYSETPOS, ISO weeks with WKST, daylight-saving gaps and overlaps (§3.3.5), EXDATE/RDATE/overrides,
/// exact and nominal durations, DATE and floating values, COUNT and UNTIL, the occurrence limits.
@Suite("Recurrence traps")
struct RecurrenceTrapTests {
    func starts(_ dtstart: String, _ rule: String?, _ extra: [String] = [], limit: Int = 50) throws -> [String] {
        try Expand.starts(dtstart, rule, extra: extra, limit: limit, through: "2040-12-31")
    }

    func occurrences(_ lines: [String], from: String = "1990-01-01", through: String = "2040-12-31") throws
        -> [Occurrence]
    {
        try Expand.occurrences(ICSText.calendar(lines), from: from, through: through)
    }

    // MARK: Invalid dates, ordinals, positions, weeks

    @Test("The 31st of a MONTHLY rule skips the months without one (§3.3.10)")
    func thirtyFirstSkipsShortMonths() throws {
        #expect(
            try starts("DTSTART:20250131T100000", "FREQ=MONTHLY;COUNT=5")
                == ["2025-01-31T10:00", "2025-03-31T10:00", "2025-05-31T10:00", "2025-07-31T10:00", "2025-08-31T10:00"])
    }

    @Test("29 February repeats only in leap years")
    func leapDay() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20240229", "FREQ=YEARLY;COUNT=3") == [
                "2024-02-29", "2028-02-29", "2032-02-29",
            ])
        #expect(
            try starts("DTSTART;VALUE=DATE:20240229", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=2")
                == ["2024-02-29", "2028-02-29"])
    }

    @Test("Negative BYMONTHDAY counts from the end of each month, leap February included")
    func negativeMonthDay() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20240131", "FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4")
                == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30"])
        #expect(
            try starts("DTSTART;VALUE=DATE:20250130", "FREQ=MONTHLY;BYMONTHDAY=-2;COUNT=2") == [
                "2025-01-30", "2025-02-27",
            ])
    }

    @Test("Negative BYDAY ordinals: the last Friday of the month, the last Sunday of March")
    func negativeOrdinals() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20250131", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")
                == ["2025-01-31", "2025-02-28", "2025-03-28"])
        #expect(
            try starts("DTSTART;VALUE=DATE:20250330", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=3")
                == ["2025-03-30", "2026-03-29", "2027-03-28"])
        // Within the year (no BYMONTH): the last Monday of the year.
        #expect(
            try starts("DTSTART;VALUE=DATE:20251229", "FREQ=YEARLY;BYDAY=-1MO;COUNT=2") == ["2025-12-29", "2026-12-28"])
    }

    @Test("BYSETPOS=-1 picks the last workday of each month")
    func lastWorkday() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20250131", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3")
                == ["2025-01-31", "2025-02-28", "2025-03-31"])
    }

    @Test("BYWEEKNO follows ISO 8601 weeks starting on WKST, across the turn of the year")
    func weekNumbers() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20241230", "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3")
                == ["2024-12-30", "2025-12-29", "2027-01-04"])
        // With weeks starting on Sunday, week 1 of 2026 is 4–10 January.
        #expect(
            try starts("DTSTART;VALUE=DATE:20241230", "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;WKST=SU;COUNT=3")
                == ["2024-12-30", "2026-01-05", "2027-01-04"])
        // Week 53 exists only in some years.
        #expect(
            try starts("DTSTART;VALUE=DATE:20201231", "FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH;COUNT=4")
                == ["2020-12-31", "2026-12-31", "2032-12-30", "2037-12-31"])
        // The last week (-1) of 2025 is 22–28 December: 29 December already belongs to week 1 of 2026.
        #expect(try starts("DTSTART;VALUE=DATE:20251222", "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO;COUNT=1") == ["2025-12-22"])
    }

    @Test("BYYEARDAY counts from either end of the year")
    func yearDays() throws {
        #expect(
            try starts("DTSTART;VALUE=DATE:20241231", "FREQ=YEARLY;BYYEARDAY=-1,60;COUNT=4")
                == ["2024-12-31", "2025-03-01", "2025-12-31", "2026-03-01"])
        #expect(
            try starts("DTSTART;VALUE=DATE:20240229", "FREQ=YEARLY;BYYEARDAY=60;COUNT=2") == [
                "2024-02-29", "2025-03-01",
            ])
    }

    // MARK: Daylight-saving changes (§3.3.5)

    @Test("A local time in a spring-forward gap moves forward by the length of the gap")
    func gapMovesForward() throws {
        let found = try occurrences(
            ICSText.event(["DTSTART;TZID=America/New_York:20070310T023000", "RRULE:FREQ=DAILY;COUNT=3"]))
        #expect(
            found.map { Expand.utcText($0.startInstant) } == [
                "2007-03-10T07:30:00Z", "2007-03-11T07:30:00Z", "2007-03-12T06:30:00Z",
            ])
        #expect(
            found.map { Expand.localText($0.start) } == ["2007-03-10T02:30", "2007-03-11T03:30", "2007-03-12T02:30"])
        #expect(
            found[1].recurrenceID
                == .zoned(
                    try #require(LocalDateTime(day: day("2007-03-11"), hour: 3, minute: 30, second: 0)),
                    tzid: "America/New_York"))
    }

    @Test("A local time that occurs twice means its first occurrence")
    func overlapTakesFirst() throws {
        let found = try occurrences(
            ICSText.event(["DTSTART;TZID=America/New_York:20071103T013000", "RRULE:FREQ=DAILY;COUNT=3"]))
        #expect(
            found.map { Expand.utcText($0.startInstant) } == [
                "2007-11-03T05:30:00Z", "2007-11-04T05:30:00Z", "2007-11-05T06:30:00Z",
            ])
    }

    @Test("An HOURLY rule through the gap lists the instant the gap folds together once")
    func hourlyThroughGap() throws {
        let found = try occurrences(
            ICSText.event(["DTSTART;TZID=Europe/Berlin:20250330T000000", "RRULE:FREQ=HOURLY;COUNT=4"]))
        #expect(
            found.map { Expand.utcText($0.startInstant) } == [
                "2025-03-29T23:00:00Z", "2025-03-30T00:00:00Z", "2025-03-30T01:00:00Z",
            ])
    }

    @Test("An HOURLY rule through the overlap keeps wall-clock steps (02:00 once, the first one)")
    func hourlyThroughOverlap() throws {
        let found = try occurrences(
            ICSText.event(["DTSTART;TZID=Europe/Berlin:20251026T010000", "RRULE:FREQ=HOURLY;COUNT=4"]))
        #expect(
            found.map { Expand.utcText($0.startInstant) }
                == ["2025-10-25T23:00:00Z", "2025-10-26T00:00:00Z", "2025-10-26T02:00:00Z", "2025-10-26T03:00:00Z"])
    }

    @Test("Southern hemisphere: Sydney leaves daylight time in April")
    func southernHemisphere() throws {
        let found = try occurrences(
            ICSText.event(["DTSTART;TZID=Australia/Sydney:20250330T090000", "RRULE:FREQ=WEEKLY;COUNT=2"]))
        #expect(found.map { Expand.utcText($0.startInstant) } == ["2025-03-29T22:00:00Z", "2025-04-05T23:00:00Z"])
    }

    @Test("Half-hour and 45-minute offsets: Kolkata, Kathmandu, and Adelaide's gap")
    func oddOffsets() throws {
        #expect(
            try occurrences(ICSText.event(["DTSTART;TZID=Asia/Kolkata:20250601T090000"])).map {
                Expand.utcText($0.startInstant)
            }
                == ["2025-06-01T03:30:00Z"])
        #expect(
            try occurrences(ICSText.event(["DTSTART;TZID=Asia/Kathmandu:20250601T090000"])).map {
                Expand.utcText($0.startInstant)
            }
                == ["2025-06-01T03:15:00Z"])
        let adelaide = try occurrences(ICSText.event(["DTSTART;TZID=Australia/Adelaide:20251005T023000"]))
        #expect(adelaide.map { Expand.utcText($0.startInstant) } == ["2025-10-04T17:00:00Z"])
        #expect(adelaide.map { Expand.localText($0.start) } == ["2025-10-05T03:30"])
    }

    // MARK: EXDATE, RDATE, RECURRENCE-ID

    @Test("EXDATE excludes the instant it names, in UTC or in another zone")
    func exceptionsByInstant() throws {
        let found = try occurrences(
            ICSText.event([
                "DTSTART;TZID=Europe/Berlin:20250106T090000", "RRULE:FREQ=WEEKLY;COUNT=4",
                "EXDATE:20250113T080000Z", "EXDATE;TZID=America/New_York:20250120T030000",
                "EXDATE;TZID=Europe/Berlin:20250127T100000",  // not an instance: nothing to exclude
            ]))
        #expect(found.map { Expand.localText($0.start) } == ["2025-01-06T09:00", "2025-01-27T09:00"])
    }

    @Test("EXDATE can exclude DTSTART; a DATE EXDATE on a timed series excludes that day")
    func exceptionOfStartAndDay() throws {
        let text = ICSText.calendar(
            ICSText.event([
                "DTSTART;TZID=Europe/Berlin:20250106T090000", "RRULE:FREQ=DAILY;COUNT=4",
                "EXDATE;TZID=Europe/Berlin:20250106T090000", "EXDATE;VALUE=DATE:20250108",
            ]))
        #expect(
            try Expand.occurrences(text).map { Expand.localText($0.start) } == ["2025-01-07T09:00", "2025-01-09T09:00"])
        #expect(ICSText.warnings(text).contains { $0.message.contains("excludes every instance on that day") })
    }

    @Test("RDATE adds instances, a duplicate of a rule instance counts once, a PERIOD keeps its own end")
    func recurrenceDates() throws {
        let found = try occurrences(
            ICSText.event([
                "DTSTART:20250110T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=3",
                "RDATE:20250111T090000Z,20250120T090000Z",
                "RDATE;VALUE=PERIOD:20250115T120000Z/PT3H,20250116T120000Z/20250116T123000Z",
            ]))
        #expect(
            found.map { Expand.utcText($0.startInstant) + "/" + Expand.utcText($0.endInstant) } == [
                "2025-01-10T09:00:00Z/2025-01-10T10:00:00Z", "2025-01-11T09:00:00Z/2025-01-11T10:00:00Z",
                "2025-01-12T09:00:00Z/2025-01-12T10:00:00Z", "2025-01-15T12:00:00Z/2025-01-15T15:00:00Z",
                "2025-01-16T12:00:00Z/2025-01-16T12:30:00Z", "2025-01-20T09:00:00Z/2025-01-20T10:00:00Z",
            ])
    }

    @Test("An override replaces its instance: moved out of the range, or into it from outside")
    func overrides() throws {
        let lines =
            ICSText.event(
                uid: "weekly",
                [
                    "DTSTART;TZID=Europe/Berlin:20250106T090000", "DTEND;TZID=Europe/Berlin:20250106T093000",
                    "RRULE:FREQ=WEEKLY;COUNT=6", "SUMMARY:Weekly",
                ])
            + ICSText.event(
                uid: "weekly",
                [
                    "RECURRENCE-ID;TZID=Europe/Berlin:20250113T090000", "DTSTART;TZID=Europe/Berlin:20250301T110000",
                    "DTEND;TZID=Europe/Berlin:20250301T120000", "SUMMARY:Moved out",
                ])
            + ICSText.event(
                uid: "weekly",
                [
                    "RECURRENCE-ID;TZID=Europe/Berlin:20250210T090000", "DTSTART;TZID=Europe/Berlin:20250115T140000",
                    "DURATION:PT2H", "SUMMARY:Moved in",
                ])
        let found = try occurrences(lines, from: "2025-01-01", through: "2025-01-31")
        #expect(
            found.map { "\(Expand.localText($0.start)) \($0.event.summary ?? "")" }
                == [
                    "2025-01-06T09:00 Weekly", "2025-01-15T14:00 Moved in", "2025-01-20T09:00 Weekly",
                    "2025-01-27T09:00 Weekly",
                ])
        let movedIn = try #require(found.first { $0.isOverride })
        #expect(Expand.utcText(movedIn.endInstant) == "2025-01-15T15:00:00Z")
        #expect(movedIn.recurrenceID?.description == "TZID=Europe/Berlin:20250210T090000")
    }

    @Test("An override whose master is not in the file stands on its own")
    func orphanOverride() throws {
        let found = try occurrences(
            ICSText.event(
                uid: "lost",
                [
                    "RECURRENCE-ID:20250301T090000Z", "DTSTART:20250302T090000Z", "SUMMARY:Only this one",
                ]))
        #expect(found.map { Expand.utcText($0.startInstant) } == ["2025-03-02T09:00:00Z"])
        #expect(found.first?.isOverride == true)
    }

    // MARK: Durations (§3.8.5.3)

    @Test("DTEND gives every instance the exact length; DURATION:P1D a nominal day")
    func exactAndNominalDurations() throws {
        let exact = try occurrences(
            ICSText.event([
                "DTSTART;TZID=Europe/Berlin:20250328T120000", "DTEND;TZID=Europe/Berlin:20250329T120000",
                "RRULE:FREQ=DAILY;COUNT=2",
            ]))
        #expect(exact.map { Expand.localText($0.end) } == ["2025-03-29T12:00", "2025-03-30T13:00"])
        let nominal = try occurrences(
            ICSText.event([
                "DTSTART;TZID=Europe/Berlin:20250328T120000", "DURATION:P1D", "RRULE:FREQ=DAILY;COUNT=2",
            ]))
        #expect(nominal.map { Expand.localText($0.end) } == ["2025-03-29T12:00", "2025-03-30T12:00"])
        #expect(nominal.map { $0.endInstant - $0.startInstant } == [86_400, 82_800])
        let hours = try occurrences(
            ICSText.event([
                "DTSTART;TZID=Europe/Berlin:20250329T120000", "DURATION:PT24H",
            ]))
        #expect(hours.map { Expand.localText($0.end) } == ["2025-03-30T13:00"])
    }

    @Test("All-day events: DTEND is exclusive, one day by default, placed at midnight of the display zone")
    func allDay() throws {
        let text = ICSText.calendar(
            ICSText.event(uid: "a", ["DTSTART;VALUE=DATE:20250106", "RRULE:FREQ=WEEKLY;COUNT=2"])
                + ICSText.event(uid: "b", ["DTSTART;VALUE=DATE:20250107", "DTEND;VALUE=DATE:20250110"]))
        let auckland = try #require(TimeZoneRegistry().zone(named: "Pacific/Auckland"))
        let found = try Expand.occurrences(text, from: "2025-01-01", through: "2025-01-31", floating: auckland)
        #expect(
            found.map { "\($0.start)-\($0.end)" } == ["20250106-20250107", "20250107-20250110", "20250113-20250114"])
        #expect(Expand.utcText(found[0].startInstant) == "2025-01-05T11:00:00Z")
    }

    @Test("Floating times keep their wall-clock time in whatever zone the window is shown in")
    func floating() throws {
        let text = ICSText.calendar(ICSText.event(["DTSTART:20250106T090000", "RRULE:FREQ=DAILY;COUNT=1"]))
        let tokyo = try #require(TimeZoneRegistry().zone(named: "Asia/Tokyo"))
        #expect(
            try Expand.occurrences(text, floating: tokyo).map { Expand.utcText($0.startInstant) } == [
                "2025-01-06T00:00:00Z"
            ])
        #expect(try Expand.occurrences(text).map { Expand.utcText($0.startInstant) } == ["2025-01-06T09:00:00Z"])
    }

    // MARK: COUNT and UNTIL

    @Test("DTSTART counts as the first of COUNT even when the rule would not generate it")
    func unsynchronizedStartCounts() throws {
        let text = ICSText.calendar(
            ICSText.event(["DTSTART;VALUE=DATE:20250107", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3"]))
        #expect(
            try Expand.occurrences(text).map { Expand.localText($0.start) } == [
                "2025-01-07", "2025-01-13", "2025-01-20",
            ])
        #expect(
            ICSText.warnings(text).contains {
                $0.message.contains("is not an instance of its rule (the rule's first is 20250113)")
            })
    }

    @Test("UNTIL is inclusive; a DATE UNTIL on a timed series (as Google writes it) includes that whole day")
    func untilInclusive() throws {
        #expect(try starts("DTSTART:20250101T090000Z", "FREQ=DAILY;UNTIL=20250105T090000Z").count == 5)
        #expect(try starts("DTSTART:20250101T090000Z", "FREQ=DAILY;UNTIL=20250105T085959Z").count == 4)
        let text = ICSText.calendar(
            ICSText.event(["DTSTART;TZID=Europe/Berlin:20250101T230000", "RRULE:FREQ=DAILY;UNTIL=20250103"]))
        #expect(try Expand.occurrences(text).count == 3)
        #expect(ICSText.warnings(text).contains { $0.message.contains("read as the end of that day") })
    }

    // MARK: Limits and laziness

    @Test("A rule with more occurrences than the limit fails with a clear message instead of running on")
    func occurrenceLimit() throws {
        let text = ICSText.calendar(ICSText.event(uid: "flood", ["DTSTART:20250101T000000Z", "RRULE:FREQ=SECONDLY"]))
        var configuration = RecurrenceExpander.Configuration()
        configuration.maximumOccurrences = 10_000
        #expect(throws: RecurrenceError.tooManyOccurrences(uid: "flood", line: 4, limit: 10_000)) {
            _ = try Expand.occurrences(text, from: "2025-01-01", through: "2025-12-31", configuration: configuration)
        }
        let message = RecurrenceError.tooManyOccurrences(uid: "flood", line: 4, limit: 10_000).description
        #expect(message.contains("more than 10000 occurrences") && message.contains("line 4"))
    }

    @Test("The default limit is 1,000,000 and stops a SECONDLY rule over a year")
    func defaultLimit() throws {
        #expect(RecurrenceExpander.Configuration().maximumOccurrences == 1_000_000)
        let text = ICSText.calendar(
            ICSText.event(uid: "flood", ["DTSTART:20250101T000000Z", "RRULE:FREQ=SECONDLY;INTERVAL=10"]))
        #expect(throws: RecurrenceError.self) {
            _ = try Expand.occurrences(text, from: "2025-01-01", through: "2025-12-31")
        }
    }

    @Test("A rule that can never match is abandoned after the search limit")
    func impossibleRule() throws {
        let text = ICSText.calendar(
            ICSText.event(uid: "never", ["DTSTART:20250101T000000Z", "RRULE:FREQ=SECONDLY;INTERVAL=2;BYSECOND=1"]))
        var configuration = RecurrenceExpander.Configuration()
        configuration.maximumSearchSteps = 200_000
        #expect(throws: RecurrenceError.searchLimitExceeded(uid: "never", line: 4, steps: 200_000)) {
            _ = try Expand.occurrences(text, from: "2025-01-01", through: "2030-12-31", configuration: configuration)
        }
    }

    @Test("Expansion is lazy: an endless rule gives its first occurrences at once")
    func lazy() throws {
        let calendar = try ICSText.read(
            ICSText.calendar(ICSText.event(["DTSTART:20250101T000000Z", "RRULE:FREQ=SECONDLY"])))
        var iterator = try RecurrenceExpander(timeZones: calendar.timeZones)
            .occurrences(of: try #require(calendar.series.first), in: .everything())
        var first: [Int] = []
        while first.count < 3, let occurrence = try iterator.next() { first.append(occurrence.startInstant) }
        #expect(first == [1_735_689_600, 1_735_689_601, 1_735_689_602])
    }

    @Test(
        "Starting late in a rule without COUNT gives the same instances as expanding it all",
        arguments: [
            "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=SU",
            "FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1",
            "FREQ=YEARLY;BYWEEKNO=1,-1,26;BYDAY=MO", "FREQ=HOURLY;INTERVAL=5;BYHOUR=1,6,11",
            "FREQ=MINUTELY;INTERVAL=997",
            "FREQ=YEARLY;INTERVAL=3;BYMONTH=6", "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=-1",
        ])
    func fastForward(rule: String) throws {
        let text = ICSText.calendar(ICSText.event(["DTSTART;TZID=Europe/Berlin:19950101T093000", "RRULE:" + rule]))
        let late = try Expand.occurrences(text, from: "2025-06-01", through: "2025-06-30").map(\.startInstant)
        var configuration = RecurrenceExpander.Configuration()
        configuration.maximumOccurrences = 10_000_000
        let all = try Expand.occurrences(text, from: "1995-01-01", through: "2025-06-30", configuration: configuration)
            .map(\.startInstant).filter { $0 >= late.first ?? Int.max }
        #expect(!late.isEmpty)
        #expect(late == all)
    }

    // MARK: Time zones from the file

    @Test("A non-IANA TZID is read through the file's VTIMEZONE (as Outlook writes them)")
    func customTimeZone() throws {
        let lines =
            [
                "BEGIN:VTIMEZONE", "TZID:Eastern Standard Time",
                "BEGIN:STANDARD", "DTSTART:16010101T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500",
                "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11", "END:STANDARD",
                "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
                "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE",
            ]
            + ICSText.event([
                "DTSTART;TZID=Eastern Standard Time:20250106T090000", "RRULE:FREQ=MONTHLY;COUNT=4;INTERVAL=2",
            ])
        #expect(
            try occurrences(lines).map { Expand.utcText($0.startInstant) }
                == ["2025-01-06T14:00:00Z", "2025-03-06T14:00:00Z", "2025-05-06T13:00:00Z", "2025-07-06T13:00:00Z"])
    }

    @Test("A VTIMEZONE of RDATE onsets (as python icalendar writes them) and a fixed odd offset")
    func rdateTimeZone() throws {
        let lines =
            [
                "BEGIN:VTIMEZONE", "TZID:Custom Berlin",
                "BEGIN:STANDARD", "DTSTART:20241027T030000", "RDATE:20251026T030000", "TZOFFSETFROM:+0200",
                "TZOFFSETTO:+0100", "END:STANDARD",
                "BEGIN:DAYLIGHT", "DTSTART:20250330T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
                "END:VTIMEZONE",
                "BEGIN:VTIMEZONE", "TZID:Mars/Olympus", "BEGIN:STANDARD", "DTSTART:20000101T000000",
                "TZOFFSETFROM:+0537", "TZOFFSETTO:+0537", "END:STANDARD", "END:VTIMEZONE",
            ]
            + ICSText.event(uid: "a", ["DTSTART;TZID=Custom Berlin:20250301T120000", "RRULE:FREQ=MONTHLY;COUNT=9"])
            + ICSText.event(uid: "b", ["DTSTART;TZID=Mars/Olympus:20250301T120000"])
        let found = try occurrences(lines)
        #expect(
            found.filter { $0.event.uid == "a" }.map { Expand.utcText($0.startInstant) } == [
                "2025-03-01T11:00:00Z", "2025-04-01T10:00:00Z", "2025-05-01T10:00:00Z", "2025-06-01T10:00:00Z",
                "2025-07-01T10:00:00Z", "2025-08-01T10:00:00Z", "2025-09-01T10:00:00Z", "2025-10-01T10:00:00Z",
                "2025-11-01T11:00:00Z",
            ])
        #expect(
            found.filter { $0.event.uid == "b" }.map { Expand.utcText($0.startInstant) } == ["2025-03-01T06:23:00Z"])
    }

    @Test("An IANA TZID uses the system database even when the file's VTIMEZONE says otherwise")
    func ianaWins() throws {
        let lines =
            [
                "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19700101T000000",
                "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            ] + ICSText.event(["DTSTART;TZID=Europe/Berlin:20250701T120000"])
        #expect(try occurrences(lines).map { Expand.utcText($0.startInstant) } == ["2025-07-01T10:00:00Z"])
    }
}
