import AlmanacPipeline
import CalendarCore
import ArgumentParser
import Foundation
import HolidayRules

/// `almanac countries [CODE…]`: what the embedded rules cover, all countries or the ones named.
struct CountriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "List the countries, subdivisions, categories and languages of the embedded rules.",
        discussion: """
            Without a code: one line per country. With codes: each country in detail, with its \
            subdivisions' codes and names, weekend and sources.
            Examples: almanac countries; almanac countries DE IN; almanac countries --format tsv
            """)

    @Argument(help: "Country codes (DE, in); default: every country.")
    var codes: [String] = []

    @Option(help: "Output format: table, tsv or json.")
    var format: Format = .table

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, tsv, json }

    func run() throws {
        try reportingFailures {
            let rules = try loadEngine().rules
            let countries = try codes.isEmpty ? all(rules) : codes.map { try named($0, rules) }
            let formatter = CountryListFormatter()
            switch format {
            case .table where codes.isEmpty: writeOut(formatter.table(countries))
            case .table: writeOut(countries.map(formatter.detail).joined(separator: "\n"))
            case .tsv: writeOut(formatter.tsv(countries))
            case .json:
                do {
                    writeOut(try formatter.json(countries))
                } catch {
                    throw AlmanacError(.internal, "cannot encode JSON: \(error)")
                }
            }
        }
    }

    private func all(_ rules: RuleBook) throws -> [CountryRules] {
        do {
            return try rules.allCountries()
        } catch {
            throw AlmanacError(.internal, error.description)
        }
    }

    /// The country `code` names, as a usage error naming the nearest codes when there is none; a
    /// subdivision code is refused with the country to ask for instead.
    private func named(_ code: String, _ rules: RuleBook) throws -> CountryRules {
        if let region = Region(code: code), let subdivision = region.subdivision {
            let known = (try? rules.country(region.country))??.subdivisionName(subdivision)
            throw AlmanacError(
                .usage,
                "expected a country code such as DE, got the subdivision '\(code)'"
                    + (known.map { " (\($0))" } ?? "") + "; 'almanac countries \(region.country)' lists its subdivisions")
        }
        do {
            return try rules.country(named: code)
        } catch .unknownCountry(let text, _) {
            let near = rules.regionSuggestions(for: text)
            throw AlmanacError(
                .usage, "unknown country '\(text)'" + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)")
                    + "; 'almanac countries' lists them all")
        } catch {
            throw AlmanacError(.internal, error.description)
        }
    }
}
