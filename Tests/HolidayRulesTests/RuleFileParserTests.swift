import Foundation
import CalendarCore
import HolidayRules
import Testing

@Suite("Rule file parser")
struct RuleFileParserTests {
    static let header = """
        country XX
          name: Testland
          languages: de
          revised: 2026-01-01
          source: test
          subdivision: AA Alpha

        """

    func parse(_ body: String) throws(RuleSyntaxError) -> CountryRules {
        try RuleFileParser(fileName: "XX.rules").parse(Self.header + body)
    }

    @Test("date expressions", arguments: [
        ("12-25", DateExpression.fixed(month: 12, day: 25)),
        ("2022-06-03", .once(CalendarDay(year: 2022, month: 6, day: 3)!)),
        ("1st mon of may", .nthWeekday(ordinal: 1, weekday: .monday, month: 5)),
        ("last mon of aug", .nthWeekday(ordinal: -1, weekday: .monday, month: 8)),
        ("4th thu of nov +1", .offset(.nthWeekday(ordinal: 4, weekday: .thursday, month: 11), days: 1)),
        ("wed before 11-23", .relativeWeekday(weekday: .wednesday, relation: .before, anchor: .fixed(month: 11, day: 23))),
        ("sat on-or-after 06-20", .relativeWeekday(weekday: .saturday, relation: .onOrAfter, anchor: .fixed(month: 6, day: 20))),
        ("tue after 1st mon of nov", .relativeWeekday(weekday: .tuesday, relation: .after, anchor: .nthWeekday(ordinal: 1, weekday: .monday, month: 11))),
        ("easter -2", .offset(.easter, days: -2)),
        ("orthodox-easter +1", .offset(.orthodoxEaster, days: 1)),
        ("islamic 10-01 +2", .offset(.islamic(month: 10, day: 1), days: 2)),
        ("march-equinox", .marchEquinox),
        ("between-holidays except sun", .betweenHolidays(except: [.sunday])),
        ("hebrew 15 nisan", .hebrew(month: .nisan, day: 15)),
        ("hebrew adar-ii 14", .hebrew(month: .adar, day: 14)),
        ("hebrew 14 Adar-I", .hebrew(month: .adarI, day: 14)),
        ("hebrew 10 tishri -1", .offset(.hebrew(month: .tishrei, day: 10), days: -1)),
        ("chinese 08-15 +1", .offset(.chinese(month: 8, day: 15), days: 1)),
        ("persian 01-13", .persian(month: 1, day: 13)),
        ("june-solstice", .juneSolstice),
        ("december-solstice", .decemberSolstice),
        ("solar-longitude 15", .solarLongitude(15)),
        ("earlier sun on-or-after 03-22 or easter -14",
         .earlier(.relativeWeekday(weekday: .sunday, relation: .onOrAfter, anchor: .fixed(month: 3, day: 22)), .offset(.easter, days: -14))),
        ("later 05-01 or easter +1", .later(.fixed(month: 5, day: 1), .offset(.easter, days: 1))),
        ("both easter +2 and solar-longitude 15 +2",
         .both(.offset(.easter, days: 2), .offset(.solarLongitude(15), days: 2))),
        ("10-01 unless chinese 08-16 unless chinese 09-09",
         .unless(.unless(.fixed(month: 10, day: 1), .chinese(month: 8, day: 16)), .chinese(month: 9, day: 9))),
        ("easter +1 unless solar-longitude 15 +1", .unless(.offset(.easter, days: 1), .offset(.solarLongitude(15), days: 1))),
        ("thai 03-15 athikamat 04-15", .thai(month: 3, day: 15, athikamatMonth: 4, athikamatDay: 15)),
        ("thai 88-16", .thai(month: 88, day: 16, athikamatMonth: nil, athikamatDay: nil)),
    ])
    func parsesDates(text: String, expected: DateExpression) throws {
        let rules = try parse("holiday h\n  name: H\n  date: \(text)\n")
        #expect(rules.holidays.first?.date == expected)
    }

    @Test("bad rules fail naming file, line, column and block", arguments: [
        ("holiday h\n  name: H\n  date: easter -2x\n", 9, 3, "date: easter -2x"),
        ("holiday h\n  name: H\n  date: 02-30\n", 9, 9, "no such day"),
        ("holiday h\n  name: H\n  date: 5th mon of smarch\n", 9, 20, "expected a month"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed: sat +31\n", 10, 17, "expected a shift"),
        ("holiday h\n  name: H\n  date: 01-01\n  in: ZZ\n", 7, 1, "unknown subdivision ZZ"),
        ("holiday h\n  name: H\n  date: 01-01\n  colour: red\n", 10, 3, "unknown holiday field 'colour'"),
        ("holiday h\n  date: 01-01\n", 7, 1, "missing 'name:'"),
        ("holiday h\n  name: H\n  date: 01-01\n  years: 2020-2010\n", 10, 10, "ends before it starts"),
        ("holiday H_X\n  name: H\n  date: 01-01\n", 7, 9, "a holiday key"),
        ("holiday h\n  name: H\n  name.fr: Ache\n  date: 01-01\n", 7, 1, "language 'fr'"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed: sat none\n", 10, 17, "'none' drops the holiday"),
        ("holiday h\n  name: H\n  date: hebrew 15 nissan\n", 9, 19, "expected a Hebrew month"),
        ("holiday h\n  name: H\n  date: earlier 03-22 easter\n", 9, 23, "expected 'or'"),
        ("holiday h\n  name: H\n  date: hebrew 31 nisan\n", 9, 16, "expected a day 1 to 30"),
        ("holiday h\n  name: H\n  date: chinese 13-01\n", 9, 17, "expected a month and day"),
        ("holiday h\n  name: H\n  date: solar-longitude 360\n", 9, 25, "expected degrees 0 to 359"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed: near-holiday +7\n", 10, 13, "expected a weekday"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed: shared +1, shared +2\n", 10, 24, "shared is given twice"),
        ("holiday h\n  name: H\n  date: 01-01\n  move: sat +31\n", 10, 13, "expected a shift"),
        ("holiday h\n  name: H\n  date: 01-01\n  moved: 2020-05-08, 2020-05-08\n", 10, 22,
         "the 'moved' day 2020-05-08 given twice"),
        ("holiday h\n  name: H\n  date: 01-01\n  move: sat sat +2\n", 10, 13, "sat is given twice"),
        ("holiday h\n  name: H\n  date: 01-01\n  move-label: yes\n", 7, 1, "'move-label:' without 'move:'"),
        ("holiday h\n  name: H\n  date: 01-01\n  move-label: maybe\n", 10, 15, "expected 'yes'"),
        ("holiday h\n  name: H\n  date: 01-01\n  move: sat +2\n  observed: sat -1, sun +1\n", 7, 1, "sat is in both"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed-during: 1999\n", 10, 20, "expected a period"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed-during: 2000..1999\n", 10, 20, "ends before it starts"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed-since: 1999\n  observed-during: ..2000\n", 11, 20, "given twice"),
        ("holiday h\n  name: H\n  date: both 01-01 02-01\n", 9, 20, "expected 'and'"),
        ("holiday h\n  name: H\n  date: thai 13-01\n", 9, 14, "expected a Thai lunar month"),
        ("holiday h\n  name: H\n  date: thai 03-15 athikamat\n", 9, 29, "in athikamat years"),
        ("holiday h\n  name: H\n  date: 01-01 unless\n", 9, 21, "expected a date"),
        ("holiday h\n  name: H\n  date: 01-01\n  move-name: After H\n", 7, 1, "'move-name:' without 'move:'"),
        ("holiday h\n  name: H\n  date: 01-01\n  move: sun +1\n  move-label: yes\n  move-name: After H\n", 7, 1,
         "both name the moved day"),
        ("holiday h\n  name: H\n  date: 01-01\n  move: sun +1\n  move-name.fr: Après\n", 7, 1, "language 'fr'"),
        ("holiday h\n  name: H\n  date: 01-01\n  observed-exclusive.fr: yes\n", 10, 3, "take a language suffix"),
        ("holiday h\n  name: H\n  date: 01-01\n  also: government in AA, ZZ\n", 10, 27, "unknown subdivision ZZ in 'also:'"),
        ("holiday h\n  name: H\n  date: 01-01\n  also: bank, goverment in AA\n", 10, 15, "unknown category 'goverment'"),
        ("holiday h\n  name: H\n  date: 01-01\n  also: government AA\n", 10, 9, "expected 'CATEGORY[, CATEGORY…] in"),
        ("holiday h\n  name: H\n  date: 01-01\n  also: government in\n", 10, 9, "expected 'CATEGORY[, CATEGORY…] in"),
        ("holiday h\n  name: H\n  date: 01-01\n  also: government in aa\n", 10, 23, "expected an upper-case subdivision code"),
        ("holiday h\n  name: H\n  date: 01-01\n  categories: public, bank\n  also: bank in AA\n", 11, 9,
         "already gives the block everywhere"),
        ("holiday h\n  name: H\n  date: 01-01\n  in: national\n  also: government in AA\n", 11, 23,
         "where the block does not apply"),
    ])
    func reportsPosition(body: String, line: Int, column: Int, message: String) {
        do {
            _ = try parse(body)
            Issue.record("expected a RuleSyntaxError for \(body.debugDescription)")
        } catch {
            #expect(error.file == "XX.rules")
            #expect(error.line == line, "\(error)")
            if message != "date: easter -2x" {
                #expect(error.column == column, "\(error)")
                #expect(error.description.contains(message), "\(error)")
            } else {
                #expect(error.description.contains("in holiday h"), "\(error)")
                #expect(error.description.hasPrefix("XX.rules:9:16:"), "\(error)")
            }
        }
    }

    @Test("except-in may name a subdivision not declared yet (a country's rules before its states'); in: may not")
    func exceptInUndeclared() throws {
        let rules = try parse(
            """
            holiday h
              name: H
              date: 03-25
              except-in: AA, MH
            """)
        let scope = try #require(rules.holidays.first?.scope)
        #expect(scope.includes(nil))
        #expect(!scope.includes(SubdivisionCode("AA")))
        #expect(throws: RuleSyntaxError.self) { try parse("holiday h\n  name: H\n  date: 03-25\n  in: MH\n") }
    }

    @Test("also: a block's extra categories in named subdivisions, in that calendar only")
    func alsoCategories() throws {
        let text = Self.header + """
              subdivision: BB Beta
            holiday h
              name: H
              date: 03-25
              also: government in AA
              also: bank, government in AA, BB
            """
        let rules = try RuleFileParser(fileName: "XX.rules").parse(text)
        let rule = try #require(rules.holidays.first)
        #expect(rule.categories == [.public])
        #expect(rule.categories(in: nil) == [.public])
        #expect(rule.categories(in: SubdivisionCode("AA")) == [.public, .bank, .government])
        #expect(rule.categories(in: SubdivisionCode("BB")) == [.public, .bank, .government])
        #expect(rules.categories == [.public, .bank, .government])
        let engine = HolidayEngine(rules: try RuleBook(files: [("XX.rules", text)]))
        func holidays(_ region: String) throws -> [Holiday] {
            try engine.holidays(for: try #require(Region(code: region)), year: 2026)
        }
        #expect(try holidays("XX").map(\.categories) == [[.public]])
        #expect(try holidays("XX-AA").map(\.categories) == [[.public, .bank, .government]])
        // One holiday, one key (and so one calendar UID) in every calendar.
        #expect(try holidays("XX-AA").map(\.key) == ["h"])
    }

    @Test("move, move-label and observed periods")
    func parsesMoves() throws {
        let rules = try parse(
            """
            holiday h
              name: H
              date: 06-20
              move: tue -1, wed -2, thu fri +3, sat none, sun next-workday
              move-label: yes
              observed-during: 1995-01-27..1998-01-09, 1999..
            holiday plain
              name: P
              date: 01-01
              observed: sat sun +2
            """)
        let moved = try #require(rules.holidays.first)
        #expect(moved.move == MoveRule(
            actions: [.tuesday: .shift(.days(-1)), .wednesday: .shift(.days(-2)), .thursday: .shift(.days(3)),
                      .friday: .shift(.days(3)), .saturday: .drop, .sunday: .shift(.nextWorkday)],
            labelled: true))
        #expect(moved.observedPeriods?.description == "1995-01-27..1998-01-09, 1999-01-01..")
        #expect(rules.holidays.last?.observed == ObservedRule(shifts: [.saturday: .days(2), .sunday: .days(2)]))
        #expect(rules.holidays.last?.move == nil)
        #expect(rules.observedPeriods == .always)
    }

    @Test("country calendars and substitute sharing; shared and observed-name")
    func parsesCalendarsAndSharing() throws {
        let rules = try RuleFileParser(fileName: "XX.rules").parse(
            """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test
              languages: de
              chinese-calendar: korean
              substitutes: one-per-holiday
            holiday h
              name: H
              name.de: Ha
              date: chinese 01-01 -1
              observed: sun next-workday, shared next-workday
              observed-name: Korean New Year
              observed-name.de: Neujahr
            """)
        #expect(rules.chineseCalendar == .korean)
        #expect(rules.substituteSharing == .separate)
        let holiday = try #require(rules.holidays.first)
        #expect(holiday.observed == ObservedRule(shifts: [.sunday: .nextWorkday], whenShared: .nextWorkday))
        #expect(holiday.observedNames == LocalizedNames(english: "Korean New Year", others: ["de": "Neujahr"]))
        #expect(try parse("holiday h\n  name: H\n  date: 01-01\n").chineseCalendar == .chinese)
        #expect(try parse("holiday h\n  name: H\n  date: 01-01\n").substituteSharing == .shared)
    }

    @Test("first-year: every block's years begin there at the earliest; a block or moved day wholly before it is refused")
    func parsesFirstYear() throws {
        func rules(_ body: String) throws(RuleSyntaxError) -> CountryRules {
            try RuleFileParser(fileName: "XX.rules").parse(
                "country XX\n  name: Testland\n  revised: 2026-01-01\n  source: test\n  first-year: 1948\n" + body)
        }
        let parsed = try rules(
            """
            holiday always
              name: A
              date: 01-01
            holiday until
              name: U
              date: 02-01
              years: -1980, 1990-
            holiday stepped
              name: S
              date: 03-01
              years: 1901-/4
            holiday once
              name: O
              date: 1950-06-01
            """)
        let years = Dictionary(uniqueKeysWithValues: parsed.holidays.map { ($0.key, $0.years) })
        #expect(years["always"]?.description == "1948-")
        #expect(years["until"]?.description == "1948-1980, 1990-")
        // every fourth year from 1901 keeps its phase: 1949, not 1948
        #expect(years["stepped"]?.description == "1949-/4")
        #expect(years["once"]?.description == "1950-1950")
        #expect(years["until"].map { !$0.contains(1947) && $0.contains(1948) && !$0.contains(1985) } == true)

        for (body, message) in [
            ("holiday h\n  name: H\n  date: 01-01\n  years: 1900-1940\n", "its years 1900-1940 lie before the country's first year, 1948"),
            ("holiday h\n  name: H\n  date: 1920-05-01\n", "its years 1920-1920 lie before"),
            ("holiday h\n  name: H\n  date: 01-01\n  moved: 1947-01-02\n", "a 'moved' day in 1947, before the country's first year"),
        ] {
            #expect(throws: RuleSyntaxError.self) { try rules(body) }
            do { _ = try rules(body) } catch { #expect(error.description.contains(message), "\(error)") }
        }
        for value in ["48", "1899", "2101", "1948-", "year"] {
            do {
                _ = try RuleFileParser(fileName: "XX.rules").parse(
                    "country XX\n  name: T\n  revised: 2026-01-01\n  source: t\n  first-year: \(value)\n")
                Issue.record("first-year: \(value) was accepted")
            } catch {
                #expect(error.line == 5 && error.description.contains("expected the first year"), "\(error)")
            }
        }
    }

    @Test("subdivision-first-year: a declared subdivision's first year, after the country's; bad values refused")
    func parsesSubdivisionFirstYear() throws {
        func rules(_ fields: String) throws(RuleSyntaxError) -> CountryRules {
            try RuleFileParser(fileName: "XX.rules").parse(
                "country XX\n  name: T\n  revised: 2026-01-01\n  source: t\n  first-year: 1950\n"
                    + "  subdivision: BY Bavaria\n  subdivision: NW North\n" + fields
                    + "holiday h\n  name: H\n  date: 01-01\n")
        }
        let parsed = try rules("  subdivision-first-year: BY 1981\n  subdivision-first-year: NW 1989\n")
        #expect(parsed.subdivisionFirstYears == [SubdivisionCode("BY")!: 1981, SubdivisionCode("NW")!: 1989])
        #expect(try rules("").subdivisionFirstYears.isEmpty)
        for (fields, message) in [
            ("  subdivision-first-year: HE 1972\n", "subdivision-first-year for unknown subdivision HE"),
            ("  subdivision-first-year: BY 1950\n", "subdivision-first-year of BY, 1950, is not after the country's first year, 1950"),
            ("  subdivision-first-year: BY 1981\n  subdivision-first-year: BY 1982\n", "'subdivision-first-year' of BY given twice"),
            ("  subdivision-first-year: BY\n", "expected 'subdivision-first-year: CODE YYYY'"),
            ("  subdivision-first-year: BY 81\n", "expected 'subdivision-first-year: CODE YYYY'"),
            ("  subdivision-first-year: BY 2101\n", "expected 'subdivision-first-year: CODE YYYY'"),
            ("  subdivision-first-year: by 1981\n", "expected 'subdivision-first-year: CODE YYYY'"),
        ] {
            do {
                _ = try rules(fields)
                Issue.record("\(fields) was accepted")
            } catch {
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }

    @Test("shared WEEKDAY SHIFT: a substitute for a shared day only on those weekdays")
    func parsesSharedOnWeekdays() throws {
        let holiday = try #require(
            try parse("holiday h\n  name: H\n  date: 05-01\n  observed: sat sun next-workday, shared mon +1\n").holidays.first)
        let observed = try #require(holiday.observed)
        #expect(observed.whenSharedOn == [.monday])
        #expect(observed.shift(for: .monday, shared: true) == .days(1))
        #expect(observed.shift(for: .friday, shared: true) == nil)  // Greece: 1 May on Good Friday stays
        #expect(observed.shift(for: .monday, shared: false) == nil)
        #expect(observed.shift(for: .sunday, shared: false) == .nextWorkday)
        #expect(observed.description == "sat next-workday, sun next-workday, shared mon +1")
        #expect(throws: RuleSyntaxError.self) {
            try parse("holiday h\n  name: H\n  date: 05-01\n  observed: shared mon +1, shared tue +1\n")
        }
        #expect(throws: RuleSyntaxError.self) {
            try parse("holiday h\n  name: H\n  date: 05-01\n  observed: shared monday +1\n")
        }
    }

    @Test("days-taken, the Vietnamese calendar and move-name")
    func parsesDaysTakenAndMoveName() throws {
        let rules = try RuleFileParser(fileName: "XX.rules").parse(
            """
            country XX
              name: Testland
              revised: 2026-01-01
              source: test
              languages: vi
              chinese-calendar: vietnamese
              days-taken: by-category
            holiday h
              name: H
              date: chinese 03-10
              move: sun next-workday
              move-name: The day following H
              move-name.vi: Ngày sau H
            """)
        #expect(rules.chineseCalendar == .vietnamese)
        #expect(rules.daysTaken == .byCategory)
        let holiday = try #require(rules.holidays.first)
        #expect(holiday.movedNames == LocalizedNames(english: "The day following H", others: ["vi": "Ngày sau H"]))
        #expect(try parse("holiday h\n  name: H\n  date: 01-01\n").daysTaken == .all)
        #expect(throws: RuleSyntaxError.self) {
            try RuleFileParser(fileName: "XX.rules").parse(Self.header.replacingOccurrences(of: "country XX\n", with: "country XX\n  days-taken: some\n"))
        }
    }

    @Test("translations: languages that are not the country's own, kept apart from its local names")
    func translations() throws {
        let text = """
            country XX
              name: Testland
              languages: de
              translations: th, uk
              observed-label: %s (observed)
              observed-label.th: ชดเชย%s
              revised: 2026-01-01
              source: test

            holiday unity
              name: Unity Day
              name.de: Einheitstag
              name.th: วันรวมชาติ
              date: 10-03
              observed: sun +1
              observed-name: Unity
              observed-name.uk: Єдність
            """
        let rules = try RuleFileParser(fileName: "XX.rules").parse(text)
        #expect(rules.languages == ["en", "de", "th", "uk"])
        #expect(rules.translations == ["th", "uk"])
        let holiday = try #require(rules.holidays.first)
        #expect(holiday.names.localNames == ["de": "Einheitstag"])
        #expect(holiday.names.translations == ["th", "uk"])
        #expect(holiday.observedNames?.translations == ["th", "uk"])
        #expect(rules.observedLabel.translations == ["th", "uk"])

        let both = text.replacingOccurrences(of: "translations: th, uk", with: "translations: de, th, uk")
        #expect {
            try RuleFileParser(fileName: "XX.rules").parse(both)
        } throws: { error in
            "\(error)".contains("language 'de' is in both 'languages:'") && "\(error)".contains("XX.rules:1:1")
        }
        let unlisted = text.replacingOccurrences(of: "translations: th, uk", with: "translations: th")
        #expect {
            try RuleFileParser(fileName: "XX.rules").parse(unlisted)
        } throws: { error in
            "\(error)".contains("name in language 'uk'") && "\(error)".contains("holiday unity")
        }
    }

    @Test func countryFieldsAreRequired() {
        #expect(throws: RuleSyntaxError.self) { try RuleFileParser(fileName: "XX.rules").parse("country XX\n  name: X\n") }
        #expect(throws: RuleSyntaxError.self) { try RuleFileParser(fileName: "XX.rules").parse("holiday x\n  name: X\n") }
        #expect(throws: RuleSyntaxError.self) { try RuleFileParser(fileName: "YY.rules").parse(Self.header) }
    }

    /// The bundled rule files' names, for one test case each.
    static var bundledFileNames: [String] {
        let folder = try? RuleBook.locateBundledRules()
        let names = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        return names.filter { $0.hasSuffix(".rules") }.sorted()
    }

    @Test("each bundled rule file parses; a bad one fails naming file, line, column and rule",
          arguments: bundledFileNames)
    func bundledFileParses(name: String) throws {
        let url = try RuleBook.locateBundledRules().appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        do {
            let rules = try RuleFileParser(fileName: name).parse(text)
            #expect(!rules.holidays.isEmpty, "\(name) has no holiday")
        } catch {
            Issue.record("\(error)")  // FILE:LINE:COLUMN: in holiday KEY: what was expected
        }
    }

    /// A `moved:` day is an authority's declaration, so its line names the notice it comes from (the Rules
    /// README, "Declared days"): a trailing comment on the same line, at least a few words long.
    @Test("every moved: line of a bundled rule file names its source in a comment", arguments: bundledFileNames)
    func movedLinesNameTheirSource(name: String) throws {
        let url = try RuleBook.locateBundledRules().appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        var unsourced: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.drop(while: { $0 == " " }).hasPrefix("moved:") else { continue }
            let comment = line.range(of: " #").map { line[$0.upperBound...].trimmingCharacters(in: .whitespaces) } ?? ""
            if comment.count < 12 { unsourced.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))") }
        }
        #expect(unsourced.isEmpty, "moved: lines without a source comment:\n\(unsourced.joined(separator: "\n"))")
    }

    @Test("every bundled rule file parses") func bundledFilesParse() throws {
        let book = try RuleBook.bundled()
        let files = try FileManager.default.contentsOfDirectory(atPath: try RuleBook.locateBundledRules().path)
            .filter { $0.hasSuffix(".rules") }.map { String($0.dropLast(6)) }.sorted()
        #expect(files.count >= 6)
        #expect(try book.allCountries().map(\.code.rawValue) == files)
        #expect(try book.country(CountryCode("DE")!)?.subdivisions.count == 16)
    }

    @Test("a weekend of all seven days is refused, where next-workday would look for a working day for ever",
          arguments: [
            ("  weekend: sat, sun, mon, tue, wed, thu, fri\n", 3),
            ("  weekend: sat, sun\n  weekend-before: 2013-06-28 mon, tue, wed, thu, fri, sat, sun\n", 4),
            ("  subdivision: AA Alpha\n  subdivision-weekend: AA mon, tue, wed, thu, fri, sat, sun rest sun\n", 4),
          ])
    func refusesWeekendWithoutWorkdays(field: String, line: Int) {
        let text = "country XX\n  name: Testland\n" + field + "  revised: 2026-01-01\n  source: test\n"
            + "\nholiday h\n  name: H\n  date: 01-01\n  observed: sun next-workday\n"
        do {
            _ = try RuleFileParser(fileName: "XX.rules").parse(text)
            Issue.record("expected a RuleSyntaxError for \(field.debugDescription)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.description.hasPrefix("XX.rules:\(line):"), "\(error)")
            #expect(error.message.contains("all seven days"), "\(error)")
        }
        #expect(throws: Never.self) {
            try RuleFileParser(fileName: "XX.rules").parse(text.replacingOccurrences(of: ", sun", with: "").replacingOccurrences(of: " sun rest", with: " rest"))
        }
    }
}
