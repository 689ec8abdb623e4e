import AlmanacTestSupport
import CalendarCore
import Foundation
import HolidayRules
import Testing

/// Bad input never crashes: every bundled rule file, damaged at random (bytes changed, dropped or
/// invalid UTF-8, lines duplicated, swapped or cut, odd fields inserted), is read from a real folder as
/// `ALMANAC_RULES_DIR` would be. Each one either parses, and then the engine computes its years, or
/// fails with an error naming the file and a line within it. A crash or a hang fails the test (the
/// parser reads bytes through buffer pointers, where a wrong index would trap). Deterministic: a
/// failure replays with the same seed.
@Suite("Rule file mutations")
struct RuleFileMutationTests {
    /// Lines a damaged file may gain, each plausible in some block and wrong in many.
    static let snippets = [
        "  years: 2100-1900\n", "  date: \n", "  observed: sun next-workday\n", "  in: ZZ\n", "  days: 120\n",
        "holiday x\n", "  move: sat none\n", "  date: chinese-day 30 on-or-after 02-30\n", "  also: bank in ZZ\n",
        "  weekend:\n", "  name.xx: \u{301}\n", "\t\n", "  date: 5th sun of feb +400\n", "  until: easter -400\n",
        "  observed: shared next-workday\n", "  date: hindu diwali\n", "  held-if: 02-29 on mon\n",
        "  observed: sat sun mon tue wed thu fri next-workday\n", "  date: earlier 01-01 or later 12-31 or easter\n",
    ]
    /// Bytes a character may turn into: separators, digits, letters, and UTF-8 that is broken alone.
    static let palette: [UInt8] = Array(":- +,09x#\t\n".utf8) + [0xC3, 0xA9, 0xFF, 0x80, 0x00]

    @Test("every damaged file parses and computes, or fails naming the file and a line", .timeLimit(.minutes(10)))
    func damagedFiles() throws {
        let bundled = try RuleBook.locateBundledRules()
        let names = try FileManager.default.contentsOfDirectory(atPath: bundled.path).filter { $0.hasSuffix(".rules") }.sorted()
        #expect(names.count == 66)
        // More rounds or another seed by hand: ALMANAC_MUTATION_ROUNDS=500 ALMANAC_MUTATION_SEED=7 swift test --filter RuleFileMutation
        let environment = ProcessInfo.processInfo.environment
        let rounds = environment["ALMANAC_MUTATION_ROUNDS"].flatMap { Int($0) } ?? 16
        var random = SeededGenerator(seed: environment["ALMANAC_MUTATION_SEED"].flatMap { UInt64($0) } ?? 0x00A1_2026)
        let temporary = try TemporaryDirectory()
        var parsed = 0
        var refused = 0
        for name in names {
            let original = [UInt8](try Data(contentsOf: bundled.appendingPathComponent(name)))
            let code = String(name.dropLast(".rules".count))
            for round in 0..<rounds {
                var bytes = original
                for _ in 0...(random.below(3)) { Self.damage(&bytes, &random) }
                let folder = temporary.url.appendingPathComponent("\(code)-\(round)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: folder.appendingPathComponent(name))
                let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
                do {
                    let book = try RuleBook(directory: folder)
                    guard let rules = try book.country(try #require(CountryCode(code))) else {
                        Issue.record("\(name) round \(round): no rules and no error")
                        continue
                    }
                    let engine = HolidayEngine(rules: book)
                    let regions = [Region(country: rules.code)] + rules.subdivisions.prefix(1).map { Region(country: rules.code, subdivision: $0.code) }
                    for region in regions {
                        for year in [1990, 2026] { _ = try engine.holidays(for: region, year: year) }
                    }
                    parsed += 1
                } catch let error as HolidayRulesError {
                    refused += 1
                    switch error {
                    case .invalidRule(let error):
                        #expect(error.file == name, "\(error)")
                        #expect((1...lines).contains(error.line), "\(name) round \(round): \(error)")
                        #expect(error.column >= 1, "\(error)")
                        #expect(error.description.hasPrefix("\(name):\(error.line):\(error.column): "), "\(error)")
                    case .unreadableRuleFile(let file, let reason):
                        #expect(file.hasSuffix(name) && reason.contains("UTF-8"), "\(file): \(reason)")
                    default:
                        Issue.record("\(name) round \(round): unexpected \(error)")
                    }
                } catch {
                    Issue.record("\(name) round \(round): unexpected \(error)")
                }
            }
        }
        // Both outcomes are exercised, so neither check above is vacuous.
        #expect(parsed > names.count * rounds / 10, "parsed \(parsed)")
        #expect(refused > names.count * rounds / 5, "refused \(refused)")
    }

    /// One random change to the file's bytes.
    static func damage(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let at = random.below(bytes.count)
        switch random.below(6) {
        case 0: bytes[at] = palette[random.below(palette.count)]
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
        case 2, 5:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            let line = random.below(lines.count)
            if random.below(2) == 0 || line + 1 == lines.count {
                lines.insert(lines[line], at: line)
            } else {
                lines.swapAt(line, line + 1)
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case 3: bytes.removeSubrange(at...)
        default:
            let lineStart = bytes[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            bytes.insert(contentsOf: Array(snippets[random.below(snippets.count)].utf8), at: lineStart)
        }
    }
}
