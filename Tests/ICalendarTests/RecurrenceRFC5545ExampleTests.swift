import Testing

@testable import ICalendar

/// Every example of RFC 5545 §3.8.5.3 (and the one of §3.3.10), in America/New_York as the RFC assumes.
/// "Forever" rules are compared on their first instances.
@Suite("RFC 5545 §3.8.5.3 recurrence examples")
struct RecurrenceRFC5545ExampleTests {
    let ny = "DTSTART;TZID=America/New_York:"

    func expect(
        _ start: String, _ rule: String, _ expected: [String], extra: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let got = try Expand.starts(ny + start, rule, extra: extra, limit: expected.count + 5)
        let isForever = !rule.contains("COUNT") && !rule.contains("UNTIL")
        #expect(
            Array(got.prefix(isForever ? expected.count : got.count)) == expected, "\(rule)",
            sourceLocation: sourceLocation)
    }

    @Test("Daily for 10 occurrences")
    func dailyTen() throws {
        try expect("19970902T090000", "FREQ=DAILY;COUNT=10", at("09:00", 1997, 9, 2...11))
    }

    @Test("Daily until December 24, 1997")
    func dailyUntil() throws {
        let expected =
            at("09:00", 1997, 9, 2...30) + at("09:00", 1997, 10, 1...31) + at("09:00", 1997, 11, 1...30)
            + at("09:00", 1997, 12, 1...23)
        try expect("19970902T090000", "FREQ=DAILY;UNTIL=19971224T000000Z", expected)
    }

    @Test("Every other day, forever")
    func everyOtherDay() throws {
        let expected =
            at("09:00", 1997, 9, Array(stride(from: 2, through: 30, by: 2)))
            + at("09:00", 1997, 10, Array(stride(from: 2, through: 30, by: 2)))
            + at("09:00", 1997, 11, Array(stride(from: 1, through: 29, by: 2))) + at("09:00", 1997, 12, [1, 3])
        try expect("19970902T090000", "FREQ=DAILY;INTERVAL=2", expected)
    }

    @Test("Every 10 days, 5 occurrences")
    func everyTenDays() throws {
        try expect(
            "19970902T090000", "FREQ=DAILY;INTERVAL=10;COUNT=5",
            at("09:00", 1997, 9, [2, 12, 22]) + at("09:00", 1997, 10, [2, 12]))
    }

    @Test("Every day in January, for 3 years (YEARLY and DAILY forms)")
    func januaryThreeYears() throws {
        let expected = at("09:00", 1998, 1, 1...31) + at("09:00", 1999, 1, 1...31) + at("09:00", 2000, 1, 1...31)
        try expect(
            "19980101T090000", "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA", expected)
        try expect("19980101T090000", "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1", expected)
    }

    @Test("Weekly for 10 occurrences")
    func weeklyTen() throws {
        try expect(
            "19970902T090000", "FREQ=WEEKLY;COUNT=10",
            at("09:00", 1997, 9, [2, 9, 16, 23, 30]) + at("09:00", 1997, 10, [7, 14, 21, 28])
                + at("09:00", 1997, 11, [4]))
    }

    @Test("Weekly until December 24, 1997")
    func weeklyUntil() throws {
        try expect(
            "19970902T090000", "FREQ=WEEKLY;UNTIL=19971224T000000Z",
            at("09:00", 1997, 9, [2, 9, 16, 23, 30]) + at("09:00", 1997, 10, [7, 14, 21, 28])
                + at("09:00", 1997, 11, [4, 11, 18, 25]) + at("09:00", 1997, 12, [2, 9, 16, 23]))
    }

    @Test("Every other week, forever")
    func everyOtherWeek() throws {
        try expect(
            "19970902T090000", "FREQ=WEEKLY;INTERVAL=2;WKST=SU",
            at("09:00", 1997, 9, [2, 16, 30]) + at("09:00", 1997, 10, [14, 28]) + at("09:00", 1997, 11, [11, 25])
                + at("09:00", 1997, 12, [9, 23]) + at("09:00", 1998, 1, [6, 20]) + at("09:00", 1998, 2, [3, 17]))
    }

    @Test("Weekly on Tuesday and Thursday for five weeks (UNTIL and COUNT forms)")
    func tuesdayThursday() throws {
        let expected = at("09:00", 1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + at("09:00", 1997, 10, [2])
        try expect("19970902T090000", "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", expected)
        try expect("19970902T090000", "FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH", expected)
    }

    @Test("Every other week on Monday, Wednesday and Friday until December 24, 1997")
    func mondayWednesdayFriday() throws {
        try expect(
            "19970901T090000", "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR",
            at("09:00", 1997, 9, [1, 3, 5, 15, 17, 19, 29]) + at("09:00", 1997, 10, [1, 3, 13, 15, 17, 27, 29, 31])
                + at("09:00", 1997, 11, [10, 12, 14, 24, 26, 28]) + at("09:00", 1997, 12, [8, 10, 12, 22]))
    }

    @Test("Every other week on Tuesday and Thursday, for 8 occurrences")
    func everyOtherTuesdayThursday() throws {
        try expect(
            "19970902T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH",
            at("09:00", 1997, 9, [2, 4, 16, 18, 30]) + at("09:00", 1997, 10, [2, 14, 16]))
    }

    @Test("Monthly on the first Friday for 10 occurrences")
    func firstFriday() throws {
        try expect(
            "19970905T090000", "FREQ=MONTHLY;COUNT=10;BYDAY=1FR",
            at("09:00", 1997, 9, [5]) + at("09:00", 1997, 10, [3]) + at("09:00", 1997, 11, [7])
                + at("09:00", 1997, 12, [5])
                + at("09:00", 1998, 1, [2]) + at("09:00", 1998, 2, [6]) + at("09:00", 1998, 3, [6])
                + at("09:00", 1998, 4, [3]) + at("09:00", 1998, 5, [1]) + at("09:00", 1998, 6, [5]))
    }

    @Test("Monthly on the first Friday until December 24, 1997")
    func firstFridayUntil() throws {
        try expect(
            "19970905T090000", "FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR",
            at("09:00", 1997, 9, [5]) + at("09:00", 1997, 10, [3]) + at("09:00", 1997, 11, [7])
                + at("09:00", 1997, 12, [5]))
    }

    @Test("Every other month on the first and last Sunday, for 10 occurrences")
    func firstAndLastSunday() throws {
        try expect(
            "19970907T090000", "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU",
            at("09:00", 1997, 9, [7, 28]) + at("09:00", 1997, 11, [2, 30]) + at("09:00", 1998, 1, [4, 25])
                + at("09:00", 1998, 3, [1, 29]) + at("09:00", 1998, 5, [3, 31]))
    }

    @Test("Monthly on the second-to-last Monday, for 6 months")
    func secondToLastMonday() throws {
        try expect(
            "19970922T090000", "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO",
            at("09:00", 1997, 9, [22]) + at("09:00", 1997, 10, [20]) + at("09:00", 1997, 11, [17])
                + at("09:00", 1997, 12, [22]) + at("09:00", 1998, 1, [19]) + at("09:00", 1998, 2, [16]))
    }

    @Test("Monthly on the third-to-the-last day, forever")
    func thirdToLastDay() throws {
        try expect(
            "19970928T090000", "FREQ=MONTHLY;BYMONTHDAY=-3",
            at("09:00", 1997, 9, [28]) + at("09:00", 1997, 10, [29]) + at("09:00", 1997, 11, [28])
                + at("09:00", 1997, 12, [29]) + at("09:00", 1998, 1, [29]) + at("09:00", 1998, 2, [26]))
    }

    @Test("Monthly on the 2nd and 15th, for 10 occurrences")
    func secondAndFifteenth() throws {
        try expect(
            "19970902T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15",
            at("09:00", 1997, 9, [2, 15]) + at("09:00", 1997, 10, [2, 15]) + at("09:00", 1997, 11, [2, 15])
                + at("09:00", 1997, 12, [2, 15]) + at("09:00", 1998, 1, [2, 15]))
    }

    @Test("Monthly on the first and last day, for 10 occurrences")
    func firstAndLastDay() throws {
        try expect(
            "19970930T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1",
            at("09:00", 1997, 9, [30]) + at("09:00", 1997, 10, [1, 31]) + at("09:00", 1997, 11, [1, 30])
                + at("09:00", 1997, 12, [1, 31]) + at("09:00", 1998, 1, [1, 31]) + at("09:00", 1998, 2, [1]))
    }

    @Test("Every 18 months on the 10th through 15th, for 10 occurrences")
    func everyEighteenMonths() throws {
        try expect(
            "19970910T090000", "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15",
            at("09:00", 1997, 9, 10...15) + at("09:00", 1999, 3, 10...13))
    }

    @Test("Every Tuesday, every other month")
    func tuesdaysEveryOtherMonth() throws {
        try expect(
            "19970902T090000", "FREQ=MONTHLY;INTERVAL=2;BYDAY=TU",
            at("09:00", 1997, 9, [2, 9, 16, 23, 30]) + at("09:00", 1997, 11, [4, 11, 18, 25])
                + at("09:00", 1998, 1, [6, 13, 20, 27]) + at("09:00", 1998, 3, [3, 10, 17, 24, 31]))
    }

    @Test("Yearly in June and July, for 10 occurrences (the day comes from DTSTART)")
    func juneAndJuly() throws {
        try expect(
            "19970610T090000", "FREQ=YEARLY;COUNT=10;BYMONTH=6,7",
            (1997...2001).flatMap { at("09:00", $0, 6, [10]) + at("09:00", $0, 7, [10]) })
    }

    @Test("Every other year in January, February and March, for 10 occurrences")
    func januaryToMarchEveryOtherYear() throws {
        try expect(
            "19970310T090000", "FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3",
            at("09:00", 1997, 3, [10])
                + [1999, 2001, 2003].flatMap {
                    at("09:00", $0, 1, [10]) + at("09:00", $0, 2, [10]) + at("09:00", $0, 3, [10])
                })
    }

    @Test("Every third year on the 1st, 100th and 200th day, for 10 occurrences")
    func yearDays() throws {
        try expect(
            "19970101T090000", "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200",
            at("09:00", 1997, 1, [1]) + at("09:00", 1997, 4, [10]) + at("09:00", 1997, 7, [19])
                + at("09:00", 2000, 1, [1]) + at("09:00", 2000, 4, [9]) + at("09:00", 2000, 7, [18])
                + at("09:00", 2003, 1, [1]) + at("09:00", 2003, 4, [10]) + at("09:00", 2003, 7, [19])
                + at("09:00", 2006, 1, [1]))
    }

    @Test("Every 20th Monday of the year, forever")
    func twentiethMonday() throws {
        try expect(
            "19970519T090000", "FREQ=YEARLY;BYDAY=20MO",
            at("09:00", 1997, 5, [19]) + at("09:00", 1998, 5, [18]) + at("09:00", 1999, 5, [17]))
    }

    @Test("Monday of week number 20, forever")
    func weekTwenty() throws {
        try expect(
            "19970512T090000", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
            at("09:00", 1997, 5, [12]) + at("09:00", 1998, 5, [11]) + at("09:00", 1999, 5, [17]))
    }

    @Test("Every Thursday in March, forever")
    func thursdaysInMarch() throws {
        try expect(
            "19970313T090000", "FREQ=YEARLY;BYMONTH=3;BYDAY=TH",
            at("09:00", 1997, 3, [13, 20, 27]) + at("09:00", 1998, 3, [5, 12, 19, 26])
                + at("09:00", 1999, 3, [4, 11, 18, 25]))
    }

    @Test("Every Thursday, but only during June, July and August, forever")
    func summerThursdays() throws {
        try expect(
            "19970605T090000", "FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8",
            at("09:00", 1997, 6, [5, 12, 19, 26]) + at("09:00", 1997, 7, [3, 10, 17, 24, 31])
                + at("09:00", 1997, 8, [7, 14, 21, 28]) + at("09:00", 1998, 6, [4, 11, 18, 25])
                + at("09:00", 1998, 7, [2, 9, 16, 23, 30]) + at("09:00", 1998, 8, [6, 13, 20, 27])
                + at("09:00", 1999, 6, [3, 10, 17, 24]) + at("09:00", 1999, 7, [1, 8, 15, 22, 29])
                + at("09:00", 1999, 8, [5, 12, 19, 26]))
    }

    @Test("Every Friday the 13th, forever (DTSTART excluded by EXDATE)")
    func fridayThirteenth() throws {
        try expect(
            "19970902T090000", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
            at("09:00", 1998, 2, [13]) + at("09:00", 1998, 3, [13]) + at("09:00", 1998, 11, [13])
                + at("09:00", 1999, 8, [13]) + at("09:00", 2000, 10, [13]),
            extra: ["EXDATE;TZID=America/New_York:19970902T090000"])
    }

    @Test("The first Saturday that follows the first Sunday of the month, forever")
    func saturdayAfterFirstSunday() throws {
        try expect(
            "19970913T090000", "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
            at("09:00", 1997, 9, [13]) + at("09:00", 1997, 10, [11]) + at("09:00", 1997, 11, [8])
                + at("09:00", 1997, 12, [13]) + at("09:00", 1998, 1, [10]) + at("09:00", 1998, 2, [7])
                + at("09:00", 1998, 3, [7]) + at("09:00", 1998, 4, [11]) + at("09:00", 1998, 5, [9])
                + at("09:00", 1998, 6, [13]))
    }

    @Test("Every 4 years, the first Tuesday after a Monday in November (U.S. Presidential Election day)")
    func electionDay() throws {
        try expect(
            "19961105T090000", "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
            at("09:00", 1996, 11, [5]) + at("09:00", 2000, 11, [7]) + at("09:00", 2004, 11, [2]))
    }

    @Test("The third instance of Tuesday, Wednesday or Thursday in the month, for 3 months")
    func thirdOfTuesdayToThursday() throws {
        try expect(
            "19970904T090000", "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3",
            at("09:00", 1997, 9, [4]) + at("09:00", 1997, 10, [7]) + at("09:00", 1997, 11, [6]))
    }

    @Test("The second-to-last weekday of the month")
    func secondToLastWeekday() throws {
        try expect(
            "19970929T090000", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
            at("09:00", 1997, 9, [29]) + at("09:00", 1997, 10, [30]) + at("09:00", 1997, 11, [27])
                + at("09:00", 1997, 12, [30]) + at("09:00", 1998, 1, [29]) + at("09:00", 1998, 2, [26])
                + at("09:00", 1998, 3, [30]))
    }

    /// The RFC lists 09:00, 12:00 and 15:00, but its UNTIL (17:00 UTC) is 13:00 EDT, so 15:00 EDT is past
    /// it (a known slip in the example): with that UNTIL the rule gives 09:00 and 12:00, and with 21:00 UTC
    /// (17:00 EDT, what the text means) the three times listed.
    @Test("Every 3 hours from 9:00 AM to 5:00 PM on a specific day")
    func everyThreeHours() throws {
        try expect(
            "19970902T090000", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z",
            at("09:00", 1997, 9, [2]) + at("12:00", 1997, 9, [2]))
        try expect(
            "19970902T090000", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z",
            ["1997-09-02T09:00", "1997-09-02T12:00", "1997-09-02T15:00"])
    }

    @Test("Every 15 minutes for 6 occurrences")
    func everyFifteenMinutes() throws {
        try expect(
            "19970902T090000", "FREQ=MINUTELY;INTERVAL=15;COUNT=6",
            ["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"].map { "1997-09-02T\($0)" })
    }

    @Test("Every hour and a half for 4 occurrences")
    func everyNinetyMinutes() throws {
        try expect(
            "19970902T090000", "FREQ=MINUTELY;INTERVAL=90;COUNT=4",
            ["09:00", "10:30", "12:00", "13:30"].map { "1997-09-02T\($0)" })
    }

    @Test("Every 20 minutes from 9:00 AM to 4:40 PM every day (DAILY and MINUTELY forms)")
    func everyTwentyMinutes() throws {
        var times: [String] = []
        for hour in 9...16 {
            for minute in ["00", "20", "40"] { times.append((hour < 10 ? "0" : "") + String(hour) + ":" + minute) }
        }
        let expected = times.map { "1997-09-02T\($0)" } + times.map { "1997-09-03T\($0)" }
        try expect("19970902T090000", "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40", expected)
        try expect("19970902T090000", "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16", expected)
    }

    @Test("WKST changes the days generated (WKST=MO and WKST=SU)")
    func weekStartMatters() throws {
        try expect(
            "19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO",
            at("09:00", 1997, 8, [5, 10, 19, 24]))
        try expect(
            "19970805T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
            at("09:00", 1997, 8, [5, 17, 19, 31]))
    }

    @Test("An invalid date (February 30) is ignored")
    func invalidDateIgnored() throws {
        try expect(
            "20070115T090000", "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5",
            at("09:00", 2007, 1, [15, 30]) + at("09:00", 2007, 2, [15]) + at("09:00", 2007, 3, [15, 30]))
    }

    @Test("§3.3.10: several BYxxx parts evaluated together")
    func combinedParts() throws {
        let days1997 = [5, 12, 19, 26].flatMap { at("08:30", 1997, 1, [$0]) + at("09:30", 1997, 1, [$0]) }
        let days1999 = [3, 10, 17, 24, 31].flatMap { at("08:30", 1999, 1, [$0]) + at("09:30", 1999, 1, [$0]) }
        try expect(
            "19970105T083000", "FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU;BYHOUR=8,9;BYMINUTE=30",
            days1997 + days1999)
    }

    @Test("Instants follow New York's offset: EDT in September, EST after 26 October 1997")
    func offsetsAcrossTheChange() throws {
        let text = ICSText.calendar(ICSText.event([ny + "19970902T090000", "RRULE:FREQ=DAILY;UNTIL=19971224T000000Z"]))
        let occurrences = try Expand.occurrences(text)
        let byDay = Dictionary(uniqueKeysWithValues: occurrences.map { (Expand.localText($0.start).prefix(10), $0) })
        #expect(try Expand.utcText(#require(byDay["1997-10-25"]).startInstant) == "1997-10-25T13:00:00Z")
        #expect(try Expand.utcText(#require(byDay["1997-10-26"]).startInstant) == "1997-10-26T14:00:00Z")
        #expect(try Expand.utcText(#require(byDay["1997-12-23"]).startInstant) == "1997-12-23T14:00:00Z")
        #expect(occurrences.count == 113)
    }
}
