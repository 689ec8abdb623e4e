import Testing

@testable import ICalendar

@Suite("Writer options and RFC 5545 §3.3.6 durations")
struct ICSWriterOptionsTests {
    private let stamp = ICSStamp(secondsSince1970: 1_735_689_600)

    @Test("Defaults")
    func defaults() throws {
        let options = ICSWriterOptions(stamp: stamp)
        #expect(options.productID == "-//Almanac//Almanac 0.1//EN")
        #expect(options.uidDomain == "almanac.invalid")
        #expect(options.refreshInterval == "P1D")
        try options.validate()
    }

    @Test(
        "Valid durations",
        arguments: [
            ("P1D", 86_400), ("PT1H", 3600), ("PT12H", 43_200), ("PT1H30M", 5400), ("PT1H30M15S", 5415),
            ("PT30M", 1800), ("PT45S", 45), ("PT1M5S", 65), ("P2W", 1_209_600), ("P1DT12H", 129_600), ("+P1D", 86_400),
            ("P0D", 0), ("-P1D", 86_400),
        ])
    func parsesDuration(text: String, seconds: Int) throws {
        let duration = try #require(ICSDuration(text))
        #expect(duration.magnitudeInSeconds == seconds)
        #expect(duration.isNegative == text.hasPrefix("-"))
    }

    @Test(
        "Malformed durations",
        arguments: [
            "", "1D", "P", "PT", "P1DT", "PT1H30S", "P1W2D", "P1D2W", "pt1h", "p1d", "P1.5D", "P-1D", " P1D",
            "P1D ", "P1H", "PT1D", "P1M", "P1Y", "PT1M1H", "P1DT1H1D", "PTT1H", "P1D\n", "--P1D", "P１D",
        ])
    func rejectsMalformedDuration(text: String) {
        #expect(ICSDuration(text) == nil)
        var options = ICSWriterOptions(stamp: stamp)
        options.refreshInterval = text
        #expect(throws: ICalendarError.invalidRefreshInterval(text, reason: "not an RFC 5545 duration")) {
            try options.validate()
        }
    }

    @Test("The refresh interval must be positive (RFC 7986 §5.7)", arguments: ["P0D", "PT0S", "P0W", "-P1D", "-PT1H"])
    func rejectsNonPositiveRefreshInterval(text: String) {
        let options = ICSWriterOptions(stamp: stamp, refreshInterval: text)
        #expect(throws: ICalendarError.invalidRefreshInterval(text, reason: "it must be longer than zero")) {
            try options.validate()
        }
    }

    @Test("An absurdly long refresh interval is rejected")
    func rejectsOverflow() {
        let text = "P99999999999999999999D"
        let options = ICSWriterOptions(stamp: stamp, refreshInterval: text)
        #expect(throws: ICalendarError.invalidRefreshInterval(text, reason: "it is too long")) {
            try options.validate()
        }
    }

    @Test("No refresh interval is fine")
    func nilRefreshInterval() throws {
        try ICSWriterOptions(stamp: stamp, refreshInterval: nil).validate()
    }

    @Test(
        "UID domains",
        arguments: [
            ("almanac.invalid", true), ("example.org", true), ("a-b.c0", true),
            ("", false), ("Example.org", false), ("a b", false), ("ü.de", false), ("a@b", false), ("a_b", false),
        ])
    func validatesUIDDomain(domain: String, valid: Bool) {
        let options = ICSWriterOptions(stamp: stamp, uidDomain: domain)
        if valid {
            #expect(throws: Never.self) { try options.validate() }
        } else {
            #expect(throws: ICalendarError.invalidUIDDomain(domain)) { try options.validate() }
        }
    }

    @Test("Error descriptions are one line and name the bad value")
    func errorDescriptions() throws {
        let errors: [ICalendarError] = [
            .noEvents(calendarID: "de-by"),
            .invalidRefreshInterval("P1H", reason: "not an RFC 5545 duration"),
            .invalidUIDDomain("Bad Domain"),
            .dayOutOfRange(try day("9999-12-31"), calendarID: "far"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
        }
        #expect(errors[0].description.contains("'de-by'"))
        #expect(errors[1].description.contains("'P1H'"))
        #expect(errors[2].description.contains("'Bad Domain'"))
        #expect(errors[3].description.contains("9999-12-31"))
    }
}
