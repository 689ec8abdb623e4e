import CalendarCore

/// Hand-built calendars for the site tests: no rules engine involved, every value visible here.
enum SampleCalendars {
    /// Germany 2025 with German names (calendar language `de`).
    ///
    /// Real holidays, plus two made up to exercise the markup: a substitute day for New Year's Day on
    /// 2 January, and an estimated Eid al-Fitr that has no German name (so it falls back to English).
    static let germany2025: HolidayCalendar = {
        let de = Region(country: CountryCode("DE")!)
        func holiday(
            _ month: Int, _ day: Int, _ english: String, _ german: String?, key: String,
            categories: [HolidayCategory] = [.public], substitute: Holiday.Substitute? = nil, estimated: Bool = false
        ) -> Holiday {
            Holiday(
                day: CalendarDay(year: 2025, month: month, day: day)!,
                names: LocalizedNames(english: english, others: german.map { ["de": $0] } ?? [:]), region: de,
                categories: categories, key: key, substitute: substitute, isEstimated: estimated)
        }
        let holidays = [
            holiday(1, 1, "New Year's Day", "Neujahr", key: "new-years-day"),
            holiday(
                1, 2, "New Year's Day (substitute)", "Neujahr (Ersatztag)", key: "new-years-day.substitute",
                substitute: .init(actualDay: CalendarDay(year: 2025, month: 1, day: 1)!, holidayKey: "new-years-day")),
            holiday(1, 6, "Epiphany", "Heilige Drei Könige", key: "epiphany", categories: [.public, .school]),
            holiday(3, 30, "Eid al-Fitr", nil, key: "eid-al-fitr", categories: [.observance], estimated: true),
            holiday(4, 18, "Good Friday", "Karfreitag", key: "good-friday"),
            holiday(4, 21, "Easter Monday", "Ostermontag", key: "easter-monday"),
            holiday(5, 1, "Labour Day", "Tag der Arbeit", key: "labour-day"),
            holiday(5, 29, "Ascension Day", "Christi Himmelfahrt", key: "ascension-day"),
            holiday(6, 9, "Whit Monday", "Pfingstmontag", key: "whit-monday"),
            holiday(10, 3, "German Unity Day", "Tag der Deutschen Einheit", key: "german-unity-day"),
            holiday(12, 24, "Christmas Eve", "Heiligabend", key: "christmas-eve", categories: [.bank, .observance]),
            holiday(12, 25, "Christmas Day", "1. Weihnachtstag", key: "christmas-day"),
            holiday(12, 26, "St. Stephen's Day", "2. Weihnachtstag", key: "st-stephens-day"),
        ]
        return HolidayCalendar(
            id: "de", title: "Feiertage in Deutschland", summary: "Gesetzliche Feiertage in Deutschland, 2025.",
            range: DayRange(year: 2025), regions: [de], holidays: holidays, language: "de")
    }()

    /// The United States over a range that starts and ends mid-month and spans two years, English only.
    static let unitedStatesWinter: HolidayCalendar = {
        let us = Region(country: CountryCode("US")!)
        func holiday(_ year: Int, _ month: Int, _ day: Int, _ name: String, key: String) -> Holiday {
            Holiday(
                day: CalendarDay(year: year, month: month, day: day)!, names: LocalizedNames(english: name), region: us,
                categories: [.public], key: key)
        }
        return HolidayCalendar(
            id: "us", title: "US federal holidays", summary: "Federal holidays, winter 2025/26.",
            range: DayRange(
                first: CalendarDay(year: 2025, month: 11, day: 15)!, last: CalendarDay(year: 2026, month: 2, day: 10)!)!,
            regions: [us],
            holidays: [
                holiday(2025, 11, 27, "Thanksgiving Day", key: "thanksgiving"),
                holiday(2025, 12, 25, "Christmas Day", key: "christmas-day"),
                holiday(2026, 1, 1, "New Year's Day", key: "new-years-day"),
                holiday(2026, 1, 19, "Martin Luther King Jr. Day", key: "mlk-day"),
            ])
    }()
}

extension SampleCalendars {
    /// June 2025 in a made-up region with five entries on 14 June, to exercise "+N more", and names in several
    /// languages and scripts.
    static let crowded: HolidayCalendar = {
        let region = Region(country: CountryCode("XX")!)
        func holiday(_ day: Int, _ english: String, _ others: [String: String], key: String) -> Holiday {
            Holiday(
                day: CalendarDay(year: 2025, month: 6, day: day)!,
                names: LocalizedNames(english: english, others: others),
                region: region, categories: [.observance], key: key)
        }
        return HolidayCalendar(
            id: "crowded", title: "A crowded June", summary: "Five entries on one day.",
            range: DayRange(
                first: CalendarDay(year: 2025, month: 6, day: 1)!, last: CalendarDay(year: 2025, month: 6, day: 30)!)!,
            regions: [region],
            holidays: [
                holiday(14, "First", ["de": "Erster", "ar": "الأول"], key: "a"),
                holiday(14, "Second", ["de": "Zweiter", "ja": "二番目"], key: "b"),
                holiday(14, "Third", ["de": "Dritter"], key: "c"),
                holiday(14, "Fourth", ["de": "Vierter"], key: "d"),
                holiday(14, "Fifth", ["de": "Fünfter"], key: "e"),
                holiday(20, "Alone", ["de": "Allein"], key: "f"),
            ])
    }()
}
