public import CalendarCore
import Foundation

/// Renders a list of holidays for `almanac holidays`: TSV (the contract), JSON and a terminal table.
public struct HolidayListFormatter: Sendable {
    /// The language of the names (`nil`: English).
    public let language: String?

    public init(language: String?) { self.language = language }

    /// `YYYY-MM-DD<TAB>name` per holiday, sorted by date then name (DESIGN §3). A backslash, tab or
    /// newline in a name is written `\\`, `\t`, `\n`.
    public func tsv(_ holidays: [Holiday]) -> String {
        rows(holidays).map { "\($0.day)\t\(Self.escapeTSV($0.name))\n" }.joined()
    }

    /// A JSON array of objects with sorted keys, one per holiday, in TSV order. `warning` gives the
    /// warning about a holiday, if any (computed outside the range where its calendar is reliable): it
    /// is written as a `warning` key, present only on such holidays.
    public func json(_ holidays: [Holiday], warning: (Holiday) -> String? = { _ in nil }) throws -> String {
        let records = rows(holidays).map { row in
            Record(
                date: row.day.description, name: row.name, englishName: row.holiday.names.english,
                names: Dictionary(uniqueKeysWithValues: row.holiday.names.languages.map { ($0, row.holiday.names.name(in: $0)) }),
                country: row.holiday.region.country.rawValue, subdivision: row.holiday.region.subdivision?.rawValue,
                categories: row.holiday.categories.map(\.rawValue), weekday: row.day.weekday.englishName,
                substituteFor: row.holiday.substitute.map { .init(date: $0.actualDay.description, key: $0.holidayKey) },
                estimated: row.holiday.isEstimated, key: row.holiday.key, source: row.holiday.source,
                warning: warning(row.holiday))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(records), as: UTF8.self) + "\n"
    }

    /// An aligned table for people: date, weekday, name, categories and notes.
    public func table(_ holidays: [Holiday]) -> String {
        let lines = rows(holidays).map { row -> [String] in
            var notes: [String] = []
            if let substitute = row.holiday.substitute { notes.append("substitute for \(substitute.actualDay)") }
            if row.holiday.isEstimated { notes.append("estimated") }
            return [row.day.description, String(row.day.weekday.englishName.prefix(3)), row.name,
                    row.holiday.categories.map(\.rawValue).joined(separator: ","), notes.joined(separator: "; ")]
        }
        let header = ["DATE", "DAY", "NAME", "CATEGORIES", "NOTES"]
        return TextTable.render([header] + lines)
    }

    private struct Row {
        let day: CalendarDay
        let name: String
        let holiday: Holiday
    }

    private func rows(_ holidays: [Holiday]) -> [Row] {
        holidays.map { Row(day: $0.day, name: $0.names.name(in: language), holiday: $0) }
            .sorted { ($0.day, $0.name, $0.holiday.key) < ($1.day, $1.name, $1.holiday.key) }
    }

    /// Escapes the characters TSV cannot hold (DESIGN §3).
    public static func escapeTSV(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    struct Record: Encodable {
        struct Substitute: Encodable {
            let date: String
            let key: String
        }

        let date: String
        let name: String
        let englishName: String
        let names: [String: String]
        let country: String
        let subdivision: String?
        let categories: [String]
        let weekday: String
        let substituteFor: Substitute?
        let estimated: Bool
        let key: String
        let source: String
        let warning: String?
    }
}
