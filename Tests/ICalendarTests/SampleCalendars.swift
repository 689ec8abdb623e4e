import CalendarCore
import Testing

@testable import ICalendar

/// Hand-built calendars for the writer tests and golden files; no rules engine involved.
enum SampleCalendars {
    /// The `DTSTAMP` every sample uses: `SOURCE_DATE_EPOCH=1735689600`, 2025-01-01T00:00:00Z.
    static let stamp = ICSStamp(secondsSince1970: 1_735_689_600)

    /// Default options with ``stamp``.
    static let options = ICSWriterOptions(stamp: stamp)

    /// A few Bavarian holidays of 2025 shown in German (`language: "de"`).
    ///
    /// Includes a name with `;`, `,` and `\`, a long non-ASCII name that must fold, a holiday with two
    /// categories, and one without a German name (shown in English, so its SUMMARY has no LANGUAGE).
    static func bavaria2025() throws -> HolidayCalendar {
        let de = try region("DE")
        let by = try region("DE-BY")
        func holiday(
            _ iso: String, _ english: String, _ german: String?, _ region: Region, key: String,
            _ categories: [HolidayCategory] = [.public]
        ) throws -> Holiday {
            Holiday(
                day: try day(iso), names: LocalizedNames(english: english, others: german.map { ["de": $0] } ?? [:]),
                region: region, categories: categories, key: key)
        }
        return HolidayCalendar(
            id: "de-by", title: "Holidays in Germany (Bavaria)",
            summary: "Public holidays in Bavaria, Germany; 2025, with bank and school days.",
            range: DayRange(year: 2025), regions: [de, by],
            holidays: [
                try holiday("2025-01-01", "New Year's Day", "Neujahr", de, key: "new-years-day"),
                try holiday("2025-01-06", "Epiphany", "Heilige Drei Könige", by, key: "epiphany"),
                try holiday("2025-04-18", "Good Friday", "Karfreitag", de, key: "good-friday"),
                try holiday("2025-04-21", "Easter Monday", "Ostermontag", de, key: "easter-monday"),
                try holiday("2025-05-01", "Labour Day", "Tag der Arbeit", de, key: "labour-day"),
                try holiday(
                    "2025-06-20", "Remembrance Day for the Victims of Flight, Expulsion and Deportation",
                    "Gedenktag für die Opfer von Flucht und Vertreibung – „Erinnern heißt Verantwortung übernehmen“ "
                        + "🕯️ Größe, Ähre; Öl \\ Übermaß 🇩🇪 Straßenfest",
                    de, key: "flight-and-expulsion-remembrance", [.observance]),
                try holiday("2025-08-08", "Augsburg Peace Festival", nil, by, key: "augsburg-peace-festival"),
                try holiday("2025-08-15", "Assumption Day", "Mariä Himmelfahrt", by, key: "assumption-day"),
                try holiday("2025-10-03", "German Unity Day", "Tag der Deutschen Einheit", de, key: "german-unity-day"),
                try holiday(
                    "2025-11-19", "Day of Repentance and Prayer", "Buß- und Bettag", by,
                    key: "repentance-day", [.school]),
                try holiday(
                    "2025-12-24", "Christmas Eve; banks, shops \\ offices close at noon",
                    "Heiligabend; Banken, Läden \\ Ämter schließen mittags", de, key: "christmas-eve",
                    [.bank, .halfDay]),
                try holiday(
                    "2025-12-25", "Christmas Day", "1. Weihnachtstag", de, key: "christmas-day",
                    [.public, .bank]),
                try holiday("2025-12-26", "St. Stephen's Day", "2. Weihnachtstag", de, key: "st-stephens-day"),
            ],
            language: "de")
    }

    /// An English calendar across three countries in 2026: a US substitute day, a Turkish estimated
    /// holiday and a Japanese holiday, each with a local name.
    static func world2026() throws -> HolidayCalendar {
        let us = try region("US")
        let tr = try region("TR")
        let jp = try region("JP")
        return HolidayCalendar(
            id: "world", title: "Holidays: US, Turkey, Japan",
            summary: "Selected 2026 holidays with substitute and estimated dates.",
            range: DayRange(year: 2026), regions: [us, tr, jp],
            holidays: [
                Holiday(
                    day: try day("2026-02-11"),
                    names: LocalizedNames(english: "National Foundation Day", others: ["ja": "建国記念の日"]),
                    region: jp, categories: [.public], key: "national-foundation-day"),
                Holiday(
                    day: try day("2026-03-20"),
                    names: LocalizedNames(english: "Eid al-Fitr", others: ["tr": "Ramazan Bayramı"]),
                    region: tr, categories: [.public], key: "ramadan-feast-1", isEstimated: true),
                Holiday(
                    day: try day("2026-07-03"), names: LocalizedNames(english: "Independence Day (observed)"),
                    region: us, categories: [.public, .bank], key: "independence-day.observed",
                    substitute: Holiday.Substitute(actualDay: try day("2026-07-04"), holidayKey: "independence-day")),
                Holiday(
                    day: try day("2026-07-04"), names: LocalizedNames(english: "Independence Day"),
                    region: us, categories: [.public, .bank], key: "independence-day"),
            ])
    }
}
