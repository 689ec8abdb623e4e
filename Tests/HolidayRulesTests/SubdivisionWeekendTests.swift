import CalendarCore
import HolidayRules
import Testing

/// `subdivision-weekend:` and `observed: rest …`: a subdivision that rests on other days than its
/// country (Malaysia's Kedah on Friday and Saturday, Johor only in some years), and the Vesak-in-May
/// expression `chinese-day 15 on-or-after 05-01`.
@Suite("Subdivision weekends")
struct SubdivisionWeekendTests {
    static let rules = """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          subdivision: 01 Early
          subdivision: 02 Always
          subdivision: 03 Saturday
          subdivision-weekend: 01 fri, sat rest fri years -1994, 2014-2024
          subdivision-weekend: 02 fri, sat rest fri
          subdivision-weekend: 03 fri, sat rest sat

        holiday national-day
          name: National Day
          date: 08-31
          observed: rest next-workday

        holiday vesak
          name: Vesak Day
          date: chinese-day 15 on-or-after 05-01
        """

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules)]))
    }

    func days(_ region: String, _ year: Int) throws -> [String] {
        try engine.holidays(for: #require(Region(code: region)), year: year).map { "\($0.day) \($0.name)" }
    }

    @Test("a Sunday holiday is made up on Monday where Sunday is the rest day, not where the weekend is Friday-Saturday")
    func sunday() throws {
        // 31 August 2025 is a Sunday
        #expect(try days("XX", 2025).contains("2025-09-01 National Day (observed)"))
        #expect(try days("XX-01", 2025).contains("2025-09-01 National Day (observed)"))  // Johor's Sunday rest since 2025
        #expect(try !days("XX-02", 2025).contains { $0.contains("observed") })
        #expect(try !days("XX-01", 2014).contains { $0.contains("observed") })  // 31 August 2014: a Sunday, Friday rest
    }

    @Test("a Friday holiday is made up on the next working day of a Friday-Saturday weekend: Sunday")
    func friday() throws {
        // 31 August 2018 is a Friday: Kedah (rest Friday) makes it up on Sunday 2 September
        #expect(try days("XX-02", 2018).contains("2018-09-02 National Day (observed)"))
        #expect(try days("XX-01", 2018).contains("2018-09-02 National Day (observed)"))
        #expect(try !days("XX-03", 2018).contains { $0.contains("observed") })  // rest day Saturday
        #expect(try !days("XX", 2018).contains { $0.contains("observed") })
    }

    @Test("a Saturday holiday where Saturday is the rest day: 31 August 2019")
    func saturday() throws {
        #expect(try days("XX-03", 2019).contains("2019-09-01 National Day (observed)"))
        #expect(try !days("XX-02", 2019).contains { $0.contains("observed") })
    }

    @Test("Vesak Day: the first 15th of a Chinese month in May (1 May 2007, 4 May 2023, 22 May 2024)")
    func vesakInMay() throws {
        #expect(try days("XX", 2007).contains("2007-05-01 Vesak Day"))
        #expect(try days("XX", 2023).contains("2023-05-04 Vesak Day"))
        #expect(try days("XX", 2024).contains("2024-05-22 Vesak Day"))
    }

    @Test("a subdivision-weekend for an undeclared subdivision or without a rest day fails, naming the line")
    func errors() {
        for bad in ["subdivision-weekend: 09 fri, sat rest fri", "subdivision-weekend: 01 fri, sat"] {
            let text = Self.rules.replacingOccurrences(of: "subdivision-weekend: 03 fri, sat rest sat", with: bad)
            #expect(throws: (any Error).self) {
                try HolidayEngine(rules: RuleBook(files: [("XX.rules", text)])).holidays(for: Region(code: "XX")!, year: 2025)
            }
        }
    }
}
