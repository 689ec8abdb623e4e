import CalendarCore
import HolidayRules
import Testing

/// Hebrew, Chinese, Korean and Persian dates, solstices and solar terms, and how substitute days are
/// shared, each checked against dates published by the calendars' authorities.
@Suite("Calendars")
struct CalendarTests {
    static func rules(_ code: String, offset: String, extra: String = "") -> String {
        """
        country \(code)
          name: Testland
          revised: 2026-01-01
          source: test
          astronomy-offset: \(offset)
        \(extra)
        holiday passover
          name: Passover
          date: hebrew 15 nisan
        holiday purim
          name: Purim
          date: hebrew adar 14
        holiday purim-katan
          name: Purim Katan
          date: hebrew 14 adar-i
        holiday rosh-hashanah
          name: Rosh Hashanah
          date: hebrew tishrei 1
        holiday cheshvan-30
          name: Thirtieth of Cheshvan
          date: hebrew 30 cheshvan
        holiday lunar-new-year
          name: Lunar New Year
          date: chinese 01-01
        holiday lunar-new-year-eve
          name: Lunar New Year's Eve
          date: chinese 01-01 -1
        holiday mid-autumn
          name: Mid-Autumn
          date: chinese 08-15
        holiday nowruz
          name: Nowruz
          date: persian 01-01
        holiday qingming
          name: Qingming
          date: solar-longitude 15
        holiday winter-solstice
          name: Winter Solstice
          date: december-solstice
        holiday dahan
          name: Major Cold
          date: solar-longitude 300
        holiday june-solstice
          name: June Solstice
          date: june-solstice
        """
    }

    let engine: HolidayEngine

    init() throws {
        engine = HolidayEngine(
            rules: try RuleBook(files: [
                ("CN.rules", Self.rules("CN", offset: "+08:00")),
                ("KR.rules", Self.rules("KR", offset: "+09:00", extra: "  chinese-calendar: korean")),
                ("CL.rules", Self.rules("CL", offset: "-04:00")),
            ]))
    }

    func days(_ key: String, _ year: Int, in country: String = "CN") throws -> [String] {
        try engine.holidays(for: Region(code: country)!, year: year).filter { $0.key == key }.map(\.day.description)
    }

    @Test("Hebrew dates, Adar in common and leap years, and a 30th only some years have")
    func hebrew() throws {
        #expect(try days("passover", 2024) == ["2024-04-23"])
        #expect(try days("purim", 2024) == ["2024-03-24"])  // 5784 is a leap year: 14 Adar II
        #expect(try days("purim-katan", 2024) == ["2024-02-23"])  // 14 Adar I
        #expect(try days("purim", 2025) == ["2025-03-14"])  // 5785: one Adar
        #expect(try days("purim-katan", 2025) == ["2025-03-14"])
        #expect(try days("cheshvan-30", 2024) == ["2024-12-01"])  // 5785 is a complete year
        #expect(try days("cheshvan-30", 2023).isEmpty)  // 5784 is not
        // ICU's Hebrew calendar puts these a day late; the molad arithmetic does not.
        #expect(try days("rosh-hashanah", 2046) == ["2046-10-01"])
        #expect(try days("passover", 2046) == ["2046-04-21"])
        #expect(try engine.holidays(for: Region(code: "CN")!, year: 2024).allSatisfy { !$0.isEstimated })
    }

    @Test("Chinese and Korean lunisolar dates")
    func chinese() throws {
        #expect(try days("lunar-new-year", 2026) == ["2026-02-17"])
        #expect(try days("lunar-new-year-eve", 2026) == ["2026-02-16"])
        #expect(try days("mid-autumn", 2024) == ["2024-09-17"])
        // 2027: the new moon falls just after midnight in Korea and just before it in China.
        #expect(try days("lunar-new-year", 2027) == ["2027-02-06"])
        #expect(try days("lunar-new-year", 2027, in: "KR") == ["2027-02-07"])
    }

    @Test("Persian dates")
    func persian() throws {
        #expect(try days("nowruz", 2025) == ["2025-03-21"])
        #expect(try days("nowruz", 2024) == ["2024-03-20"])
    }

    @Test("solstices and solar terms in the country's time")
    func solarTerms() throws {
        // Qingming 2013: 4 April 23:02 in Beijing, 5 April 00:02 in Seoul.
        #expect(try days("qingming", 2013) == ["2013-04-04"])
        #expect(try days("qingming", 2013, in: "KR") == ["2013-04-05"])
        #expect(try days("qingming", 2024) == ["2024-04-04"])
        #expect(try days("winter-solstice", 2024) == ["2024-12-21"])
        #expect(try days("dahan", 2024) == ["2024-01-20"])  // 300°: 20 January 22:07 in Beijing
        #expect(try days("june-solstice", 2024, in: "CL") == ["2024-06-20"])
    }
}

@Suite("Substitute days shared and named")
struct SubstituteSharingTests {
    static func rules(sharing: String) -> String {
        """
        country XX
          name: Testland
          revised: 2026-01-01
          source: test
          observed-label: Alternative holiday for %s
          substitutes: \(sharing)

        holiday children
          name: Children's Day
          date: 05-05
          observed: sat sun next-workday, shared next-workday
        holiday buddha
          name: Buddha's Birthday
          date: 2025-05-05
          observed: sat sun next-workday, shared next-workday
        holiday chuseok
          name: Chuseok
          date: 2028-10-03
          observed: sun next-workday, shared next-workday
          observed-exclusive: yes
        holiday foundation
          name: National Foundation Day
          date: 10-03
          observed: sat sun next-workday, shared next-workday
        holiday new-year-eve
          name: The day preceding New Year
          date: 01-31
          observed: sun next-workday
          observed-name: New Year
        """
    }

    func holidays(_ sharing: String, _ year: Int) throws -> [Holiday] {
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", Self.rules(sharing: sharing))]))
        return try engine.holidays(for: Region(code: "XX")!, year: year)
    }

    @Test("holidays on one day share its substitute day, unless each is to have its own")
    func sharing() throws {
        let shared = try holidays("one-per-day", 2025).filter(\.isSubstitute)
        // 5 May 2025 (a Monday) is both Children's Day and Buddha's Birthday: one substitute day, Tuesday 6 May.
        #expect(shared.filter { $0.day.description == "2025-05-06" }.map(\.name).sorted()
            == ["Alternative holiday for Buddha's Birthday", "Alternative holiday for Children's Day"])
        let separate = try holidays("one-per-holiday", 2025).filter(\.isSubstitute)
        #expect(Set(separate.filter { $0.name.contains("Buddha") || $0.name.contains("Children") }.map(\.day.description))
            == ["2025-05-06", "2025-05-07"])
    }

    @Test("shared: a substitute when the day holds another holiday, whatever its weekday")
    func sharedTrigger() throws {
        #expect(try holidays("one-per-day", 2026).filter(\.isSubstitute).allSatisfy { !$0.name.contains("Children") })
    }

    @Test("observed-exclusive: on a shared day only that holiday's substitute is given")
    func exclusive() throws {
        let substitutes = try holidays("one-per-day", 2028).filter(\.isSubstitute)
        #expect(substitutes.map(\.name) == ["Alternative holiday for Chuseok"])
        #expect(substitutes.map(\.day.description) == ["2028-10-04"])
        // Without Chuseok on it, 3 October 2027 (a Sunday) gives National Foundation Day its own.
        #expect(try holidays("one-per-day", 2027).filter(\.isSubstitute).map(\.name).contains("Alternative holiday for National Foundation Day"))
    }

    @Test("observed-name labels the substitute with another name")
    func observedName() throws {
        // 31 January 2027 is a Sunday.
        let substitute = try #require(try holidays("one-per-day", 2027).first { $0.key == "new-year-eve.observed" })
        #expect(substitute.day.description == "2027-02-01")
        #expect(substitute.name == "Alternative holiday for New Year")
    }
}
