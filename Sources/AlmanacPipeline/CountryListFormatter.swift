public import HolidayRules
import CalendarCore
import Foundation

/// Renders what the embedded rules cover, for `almanac countries`: an overview table, one country in
/// detail, TSV and JSON.
public struct CountryListFormatter: Sendable {
    public init() {}

    /// One aligned row per country: code, English name, the years its rules give holidays in, how many
    /// subdivisions, languages, categories.
    /// The subdivisions themselves are in ``detail(_:)`` (`almanac countries DE`), which this table's
    /// last line points to.
    public func table(_ countries: [CountryRules]) -> String {
        let header = ["CODE", "NAME", "YEARS", "SUBDIVISIONS", "LANGUAGES", "CATEGORIES"]
        let rows = countries.map { country in
            [
                country.code.rawValue, country.names.english, Self.years(country.yearsCovered),
                country.subdivisions.isEmpty ? "-" : String(country.subdivisions.count),
                country.languages.joined(separator: " "),
                country.categories.map(\.rawValue).joined(separator: " "),
            ]
        }
        let subdivisions = countries.reduce(0) { $0 + $1.subdivisions.count }
        return TextTable.render([header] + rows)
            + "\(countries.count) countries, \(subdivisions) subdivisions; "
            + "'almanac countries CODE' lists a country's subdivisions, weekend and sources\n"
    }

    /// Everything a user choosing a region needs about one country: its names, languages, categories,
    /// weekend, rule file and sources, and each subdivision's code and name (with the first year of its
    /// holidays when later than the country's, and its own weekend, if any).
    public func detail(_ country: CountryRules) -> String {
        var out = "\(country.code.rawValue)  \(country.names.english)"
        let local = country.names.others.filter { !country.translations.contains($0.key) }.sorted { $0.key < $1.key }
        if !local.isEmpty { out += " (" + local.map { "\($0.value), \($0.key)" }.joined(separator: "; ") + ")" }
        out += "\n"
        let own = country.languages.filter { !country.translations.contains($0) }
        var fields: [(String, [String])] = [
            ("languages", [own.joined(separator: " ")
                + (country.translations.isEmpty ? "" : "; translations: " + country.translations.joined(separator: " "))]),
            ("categories", [country.categories.map(\.rawValue).joined(separator: " ")]),
            ("years", [Self.years(country.yearsCovered)]),
            ("weekend", [Self.days(country.weekend)] + country.earlierWeekends.reversed().map {
                "before \($0.until): \(Self.days($0.days))"
            }),
            ("rules", ["\(country.fileName), revised \(country.revised)"]),
        ]
        if !country.sources.isEmpty { fields.append(("sources", country.sources)) }
        let width = fields.map(\.0.count).max() ?? 0
        for (label, values) in fields {
            for (index, value) in values.enumerated() {
                let title = index == 0 ? label + ":" : ""
                out += "  " + title.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value + "\n"
            }
        }
        guard !country.subdivisions.isEmpty else { return out + "  no subdivisions\n" }
        out += "  subdivisions (\(country.subdivisions.count)):\n"
        let rows = country.subdivisions.map { subdivision -> [String] in
            let weekends = country.subdivisionWeekends.filter { $0.subdivision == subdivision.code }
            let firstYear = country.subdivisionFirstYears[subdivision.code].map { ["holidays from \($0)"] } ?? []
            let note = (firstYear + weekends.map { weekend in
                "weekend \(Self.days(weekend.days))" + (weekend.years.map { " " + Self.phrase($0) } ?? "")
            }).joined(separator: "; ")
            return ["\(country.code.rawValue)-\(subdivision.code.rawValue)", subdivision.name, note]
        }
        return out + TextTable.render(rows, indent: "    ")
    }

    /// `CODE<TAB>NAME<TAB>SUBDIVISIONS<TAB>CATEGORIES<TAB>LANGUAGES<TAB>YEARS` per country, without a
    /// header; lists are comma-separated, subdivisions by code, years as runs (`1925-1938,1946-2100`).
    public func tsv(_ countries: [CountryRules]) -> String {
        countries.map { country in
            [
                country.code.rawValue, HolidayListFormatter.escapeTSV(country.names.english),
                country.subdivisions.map(\.code.rawValue).joined(separator: ","),
                country.categories.map(\.rawValue).joined(separator: ","),
                country.languages.joined(separator: ","),
                Self.years(country.yearsCovered, separator: ","),
            ].joined(separator: "\t") + "\n"
        }.joined()
    }

    /// A JSON array with sorted keys, one object per country.
    public func json(_ countries: [CountryRules]) throws -> String {
        let records = countries.map { country in
            Record(
                code: country.code.rawValue, name: country.names.english,
                names: country.names.others.merging(["en": country.names.english]) { own, _ in own },
                subdivisions: country.subdivisions.map { subdivision in
                    .init(
                        code: subdivision.code.rawValue, name: subdivision.name,
                        firstYear: country.subdivisionFirstYears[subdivision.code],
                        weekends: Self.nonEmpty(
                            country.subdivisionWeekends.filter { $0.subdivision == subdivision.code }.map {
                                .init(days: Self.dayNames($0.days), years: $0.years.map(Self.phrase))
                            }))
                },
                categories: country.categories.map(\.rawValue), languages: country.languages,
                translations: country.translations,
                years: country.yearsCovered.map { .init(first: $0.lowerBound, last: $0.upperBound) },
                weekend: Self.dayNames(country.weekend),
                earlierWeekends: Self.nonEmpty(country.earlierWeekends.map { .init(until: $0.until.description, days: Self.dayNames($0.days)) }),
                revised: country.revised.description, sources: country.sources)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(records), as: UTF8.self) + "\n"
    }

    /// The years of a rule in words: `until 1994, 2014-2024`, `from 2025`, `2008-2014 every 2 years`.
    static func phrase(_ years: YearSet) -> String {
        guard !years.spans.isEmpty else { return "in every year" }
        return years.spans.map { span in
            let range =
                switch (span.first, span.last) {
                case (1, let last?): "until \(last)"
                case (let first, nil): "from \(first)"
                case (let first, let last?) where first == last: "in \(first)"
                case (let first, let last?): "in \(first)-\(last)"
                }
            return range + (span.step > 1 ? " every \(span.step) years" : "")
        }.joined(separator: ", ")
    }

    /// The runs of years a country's rules give holidays in: `1991-2100`, `1925-1938, 1946-2100`,
    /// `none` for rules without a holiday.
    static func years(_ runs: [ClosedRange<Int>], separator: String = ", ") -> String {
        guard !runs.isEmpty else { return "none" }
        return runs.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            .joined(separator: separator)
    }

    private static func nonEmpty<T>(_ list: [T]) -> [T]? { list.isEmpty ? nil : list }

    private static func dayNames(_ days: Set<Weekday>) -> [String] { days.sorted().map(\.shortName) }

    private static func days(_ days: Set<Weekday>) -> String {
        days.isEmpty ? "none" : dayNames(days).joined(separator: ", ")
    }

    struct Record: Encodable {
        struct Subdivision: Encodable {
            struct Weekend: Encodable {
                let days: [String]
                let years: String?
            }

            let code: String
            let name: String
            /// The first year its calendar has holidays, when later than the country's.
            let firstYear: Int?
            /// Its own weekends, when it has any.
            let weekends: [Weekend]?
        }

        /// A run of years the rules give holidays in, both ends included.
        struct Years: Encodable {
            let first: Int
            let last: Int
        }

        /// A weekend kept on the days before `until`.
        struct EarlierWeekend: Encodable {
            let until: String
            let days: [String]
        }

        let code: String
        let name: String
        /// The country's name in every language the rule file gives, English included.
        let names: [String: String]
        let subdivisions: [Subdivision]
        let categories: [String]
        let languages: [String]
        let translations: [String]
        /// The runs of years the rules give holidays in.
        let years: [Years]
        let weekend: [String]
        let earlierWeekends: [EarlierWeekend]?
        let revised: String
        let sources: [String]
    }
}
