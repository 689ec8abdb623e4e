import AlmanacTestSupport
import Foundation
import Testing

/// `almanac holidays --language`: a language's names, a bare language finding its regional variant, and a
/// warning when the country has no names in the language asked for.
@Suite("almanac holidays --language")
struct HolidayLanguageTests {
    func names(_ arguments: [String]) throws -> (names: [String], stderr: String) {
        let run = try runAlmanac(["holidays", "--year", "2026", "--format", "tsv"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let names = run.stdout.split(separator: "\n").map {
            $0.split(separator: "\t").dropFirst().joined(separator: "\t")
        }
        return (names, run.stderr)
    }

    @Test("pt and PT_br give Brazil's pt-BR names, not English", arguments: ["pt", "PT_br"])
    func bareLanguage(language: String) throws {
        let english = try names(["--country", "BR"]).names
        let brazilian = try names(["--country", "BR", "--language", "pt-BR"])
        let bare = try names(["--country", "BR", "--language", language])
        #expect(!english.isEmpty)
        #expect(bare.names == brazilian.names)
        #expect(bare.stderr.isEmpty && brazilian.stderr.isEmpty)
        // Some names are the same in both (Corpus Christi), most are not.
        #expect(zip(bare.names, english).filter { $0 == $1 }.count * 2 < english.count, "\(bare.names)")
    }

    @Test("a translation: Ukrainian names of German holidays, none of them English or German")
    func translation() throws {
        let english = try names(["--country", "DE-BY"]).names
        let german = try names(["--country", "DE-BY", "--language", "de"]).names
        let ukrainian = try names(["--country", "DE-BY", "--language", "uk"]).names
        #expect(ukrainian.count == english.count)
        #expect(Set(ukrainian).isDisjoint(with: english) && Set(ukrainian).isDisjoint(with: german))
        #expect(ukrainian.allSatisfy { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } })
    }

    @Test("a language the country has no names in: English names and one warning line")
    func unknownLanguage() throws {
        let english = try names(["--country", "DE"]).names
        let klingon = try names(["--country", "DE", "--language", "tlh"])
        #expect(klingon.names == english)
        let lines = klingon.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("almanac: warning: DE has no holiday names in 'tlh'; they are in English") == true)
        #expect(lines.first?.contains("en, de") == true, "\(klingon.stderr)")
    }
}
