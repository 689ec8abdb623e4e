import AlmanacPipeline
import ArgumentParser
import Foundation
import HolidayRules

/// `almanac countries`: what the embedded rules cover.
struct CountriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "List the countries, subdivisions, categories and languages of the embedded rules.",
        discussion: "Example: almanac countries --format tsv")

    @Option(help: "Output format: table, tsv or json.")
    var format: Format = .table

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, tsv, json }

    func run() throws {
        try reportingFailures {
            let countries: [CountryRules]
            do {
                countries = try loadEngine().rules.allCountries()
            } catch let error as AlmanacError {
                throw error
            } catch {
                throw AlmanacError(.dataError, "\(error)")
            }
            switch format {
            case .tsv, .table:
                var lines: [String] = []
                if format == .table { lines.append("CODE\tNAME\tSUBDIVISIONS\tCATEGORIES\tLANGUAGES") }
                for country in countries {
                    lines.append([
                        country.code.rawValue, country.names.english,
                        country.subdivisions.map(\.code.rawValue).joined(separator: ","),
                        country.categories.map(\.rawValue).joined(separator: ","),
                        country.languages.joined(separator: ","),
                    ].joined(separator: "\t"))
                }
                writeOut(lines.joined(separator: "\n") + "\n")
            case .json:
                let records = countries.map { country in
                    [
                        "code": country.code.rawValue as Any, "name": country.names.english,
                        "subdivisions": country.subdivisions.map { ["code": $0.code.rawValue, "name": $0.name] },
                        "categories": country.categories.map(\.rawValue), "languages": country.languages,
                    ]
                }
                do {
                    let data = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
                    writeOut(String(decoding: data, as: UTF8.self) + "\n")
                } catch {
                    throw AlmanacError(.internal, "cannot encode JSON: \(error)")
                }
            }
        }
    }
}
