import Testing

@testable import ICalendar

@Suite("RRULE parser (RFC 5545 §3.3.10)")
struct RecurrenceRuleParserTests {
    @Test(
        "Valid rules parse and print back in canonical order",
        arguments: [
            ("FREQ=DAILY;COUNT=10", "FREQ=DAILY;COUNT=10"),
            ("count=10;freq=daily", "FREQ=DAILY;COUNT=10"),
            ("FREQ=MONTHLY;BYDAY=1SU,-1SU;INTERVAL=2", "FREQ=MONTHLY;INTERVAL=2;BYDAY=1SU,-1SU"),
            ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;WKST=SU", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=20;WKST=SU"),
            ("FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=+1MO", "FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1MO"),
            ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
            ("RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=OMIT;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYMONTHDAY=29;BYMONTH=2"),
            ("FREQ=SECONDLY;BYSECOND=60;X-NAME=1", "FREQ=SECONDLY;BYSECOND=60"),
        ])
    func parses(text: String, canonical: String) throws {
        #expect(try RecurrenceRuleParser.parse(text).description == canonical)
    }

    @Test(
        "Invalid rules list every problem",
        arguments: [
            ("BYDAY=MO", ["FREQ is missing"]),
            ("FREQ=FORTNIGHTLY", ["FREQ: 'FORTNIGHTLY' is not one of"]),
            ("FREQ=DAILY;COUNT=3;UNTIL=20250101T000000Z", ["COUNT and UNTIL must not both be given"]),
            ("FREQ=DAILY;COUNT=0", ["COUNT: '0' is not a positive whole number"]),
            ("FREQ=DAILY;INTERVAL=-1", ["INTERVAL: '-1' is not a positive whole number"]),
            ("FREQ=YEARLY;BYMONTH=13;BYDAY=XX;BYHOUR=24", ["BYMONTH: '13'", "BYDAY: 'XX'", "BYHOUR: '24'"]),
            ("FREQ=MONTHLY;BYMONTHDAY=0,32,-32", ["BYMONTHDAY: '0'", "BYMONTHDAY: '32'", "BYMONTHDAY: '-32'"]),
            ("FREQ=YEARLY;BYDAY=54MO,0TU", ["BYDAY: '54MO'", "BYDAY: '0TU'"]),
            ("FREQ=MONTHLY;BYWEEKNO=1", ["BYWEEKNO is only allowed with FREQ=YEARLY"]),
            ("FREQ=DAILY;BYYEARDAY=1", ["BYYEARDAY is not allowed with FREQ=DAILY"]),
            ("FREQ=WEEKLY;BYMONTHDAY=1", ["BYMONTHDAY is not allowed with FREQ=WEEKLY"]),
            ("FREQ=WEEKLY;BYDAY=1MO", ["only allowed with FREQ=MONTHLY or YEARLY"]),
            ("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO", ["not allowed together with BYWEEKNO"]),
            ("FREQ=DAILY;BYSETPOS=1", ["BYSETPOS needs another BYxxx part"]),
            ("FREQ=DAILY;FREQ=WEEKLY", ["FREQ appears more than once"]),
            ("FREQ=DAILY;UNTIL=2025", ["UNTIL: '2025' is not a DATE"]),
            ("FREQ=DAILY;BYFOO=1", ["'BYFOO' is not a rule part"]),
            ("FREQ=DAILY;RSCALE=HEBREW", ["only the GREGORIAN calendar scale"]),
            ("FREQ=DAILY;COUNT", ["'COUNT' is not NAME=VALUE"]),
        ])
    func refuses(text: String, phrases: [String]) {
        do {
            _ = try RecurrenceRuleParser.parse(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.problems.count == phrases.count, "\(error.problems)")
            for phrase in phrases {
                #expect(error.problems.contains { $0.contains(phrase) }, "\(phrase) not in \(error.problems)")
            }
            #expect(error.description.hasPrefix("invalid recurrence rule '\(text)': "))
        }
    }
}
