import CalendarCore
import CalendarSite
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The structure of month pages: the table, the day cells and the holiday entries.
struct MonthPageTests {
    let site: BuiltSite

    init() throws {
        site = try BuiltSite([SampleCalendars.germany2025], options: germanOptions(today: try day(2025, 3, 14)))
    }

    @Test func pageIsPolyglotXHTML() throws {
        let text = try site.contents("de/2025-03.html")
        #expect(text.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\""))
        #expect(!text.contains("<?xml"))
        let tree = try XHTMLTree(text)
        #expect(tree.root.localName == "html")
        #expect(tree.root.uri == "http://www.w3.org/1999/xhtml")
        #expect(tree.root.attr("lang") == "de-DE")
        #expect(tree.root.attr("xml:lang") == "de-DE")
        #expect(tree.elements("meta").first?.attr("charset") == "UTF-8")
        #expect(tree.elements("meta").contains { $0.attr("name") == "viewport" })
        #expect(tree.elements("title").first?.text == "März 2025 · Feiertage in Deutschland")
        #expect(
            tree.elements("link").contains { $0.attr("rel") == "stylesheet" && $0.attr("href") == "../almanac.css" })
    }

    @Test(arguments: 1...12)
    func everyWeekRowHasSevenCells(month: Int) throws {
        let tree = try site.tree("de/2025-\(month < 10 ? "0" : "")\(month).html")
        let table = try #require(tree.elements("table").first { $0.classes.contains("month") })
        let rows = table.descendants("tbody").flatMap { $0.childElements("tr") }
        #expect((4...6).contains(rows.count))
        for row in rows {
            #expect(row.childElements("td").count == 7)
        }
        // Complete weeks: exactly the month's days are in-month cells, in order.
        let inMonth = rows.flatMap { $0.childElements("td") }.filter { !$0.classes.contains("outside-month") }
        let days = inMonth.compactMap(\.dayDatetime)
        let expected = (1...CalendarDay.daysInMonth(year: 2025, month: month)).map {
            try? day(2025, month, $0).description
        }
        #expect(days == expected.compactMap { $0 })
    }

    @Test func headerHasSevenColumnHeadersWithFullNamesFromMonday() throws {
        let tree = try site.tree("de/2025-03.html")
        let headers = tree.elements("thead").flatMap { $0.descendants("th") }
        #expect(headers.count == 7)
        #expect(headers.allSatisfy { $0.attr("scope") == "col" })
        let names = headers.compactMap { $0.childElements("span").first { $0.classes.contains("weekday-full") }?.text }
        #expect(names == ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"])
    }

    @Test func captionIsLocalisedMonthAndYear() throws {
        let tree = try site.tree("de/2025-03.html")
        #expect(tree.elements("caption").map(\.text) == ["März 2025"])
    }

    @Test func everyDayCellHoldsItsTime() throws {
        let tree = try site.tree("de/2025-03.html")
        let cells = tree.elements("td")
        #expect(cells.count == 42)  // March 2025 starts on a Saturday: six rows from Monday
        for cell in cells {
            #expect(cell.classes.contains("day"))
            let time = try #require(cell.descendants("time").first)
            let datetime = try #require(time.attr("datetime"))
            let date = try #require(CalendarDay(iso: datetime))
            #expect(time.text == String(date.day))
            #expect(cell.classes.contains("outside-month") == (date.month != 3))
        }
    }

    @Test func dayClassesFollowWeekendHolidayAndToday() throws {
        let tree = try site.tree("de/2025-03.html")
        func cell(_ iso: String) throws -> XMLElement {
            try #require(tree.cell(iso))
        }
        #expect(try cell("2025-03-01").classes == ["day", "weekend", "past"])
        #expect(try cell("2025-03-13").classes == ["day", "past"])
        #expect(try cell("2025-03-14").classes == ["day", "today"])
        #expect(try cell("2025-03-17").classes == ["day", "future"])
        #expect(try cell("2025-03-30").classes == ["day", "weekend", "holiday", "future"])
        #expect(try cell("2025-02-24").classes == ["day", "outside-month", "past"])
        #expect(try cell("2025-04-06").classes == ["day", "weekend", "outside-month", "future"])
    }

    @Test func todayIsMarkedOnceAndOnlyInItsMonth() throws {
        func ariaCurrentDates(_ path: String) throws -> [XMLElement] {
            try site.tree(path).allElements.filter { $0.attr("aria-current") == "date" }
        }
        let marked = try ariaCurrentDates("de/2025-03.html")
        #expect(marked.count == 1)
        #expect(marked.first?.localName == "td")
        #expect(marked.first?.dayDatetime == "2025-03-14")
        #expect(marked.first?.firstDescendant(withClass: "today-label")?.text == "Heute")
        #expect(try ariaCurrentDates("de/2025-02.html").isEmpty)
        #expect(try ariaCurrentDates("de/2025-04.html").isEmpty)
        // Without a today, nothing is marked and no cell is past or future.
        let plain = try BuiltSite([SampleCalendars.germany2025], options: germanOptions())
        let tree = try plain.tree("de/2025-03.html")
        #expect(!tree.allElements.contains { $0.attr("aria-current") == "date" })
        #expect(!tree.elements("td").contains { !$0.classes.isDisjoint(with: ["past", "today", "future"]) })
    }

    @Test func holidaysAreHEventsWithNameStartAndCategory() throws {
        let tree = try site.tree("de/2025-01.html")
        let events = tree.allElements.filter { $0.classes.contains("h-event") }
        #expect(events.count == 3)
        for event in events {
            #expect(event.localName == "li")
            #expect(event.classes.contains("holiday"))
            #expect(event.descendants("span").filter { $0.classes.contains("p-name") }.count == 1)
            let start = try #require(event.descendants("time").first { $0.classes.contains("dt-start") })
            let datetime = try #require(start.attr("datetime"))
            #expect(CalendarDay(iso: datetime) != nil)
            // The event sits in the cell of its own day.
            let cell = try #require(event.parent?.parent as? XMLElement)
            #expect(cell.localName == "td")
            #expect(cell.dayDatetime == datetime)
            #expect(!event.descendants("data").filter { $0.classes.contains("p-category") }.isEmpty)
            // Focusable, so its details appear on keyboard focus as on hover.
            #expect(event.attr("tabindex") == "0")
        }
        let epiphany = try #require(events.first { $0.text.contains("Heilige Drei Könige") })
        let categories = epiphany.descendants("data").filter { $0.classes.contains("p-category") }
        // The machine word in `value` (microformats2 reads it), the label as text.
        #expect(categories.map { $0.attr("value") } == ["public", "school"])
        #expect(categories.map(\.text) == ["gesetzlicher Feiertag", "schulfrei"])
        // Details: English and local name, categories, region, source.
        let details = try #require(epiphany.descendants("dl").first { $0.classes.contains("details") })
        #expect(details.childElements("dt").map(\.text) == ["Namen", "Kategorie", "Region", "Quelle"])
        let names = details.childElements("dd")[0].childElements("span").filter { !$0.classes.contains("language") }
        #expect(names.map(\.text) == ["Epiphany", "Heilige Drei Könige"])
        #expect(names.first?.attr("lang") == "en")
        #expect(names.first?.attr("xml:lang") == "en")
        #expect(
            details.childElements("dd").map(\.text).dropFirst() == [
                "gesetzlicher Feiertag, schulfrei", "DE", "Almanacs eingebaute Feiertagsregeln",
            ])
    }

    @Test func substituteAndEstimatedDatesCarryVisibleNotes() throws {
        let january = try site.tree("de/2025-01.html")
        let substitute = try #require(
            january.allElements.first { $0.classes.contains("h-event") && $0.text.contains("Ersatztag") })
        let note = try #require(substitute.descendants("span").first { $0.classes.contains("substitute") })
        #expect(note.text == "Ersatz für Neujahr (1. Januar)")
        #expect(note.childElements("time").first?.attr("datetime") == "2025-01-01")

        let march = try site.tree("de/2025-03.html")
        let eid = try #require(march.allElements.first { $0.classes.contains("h-event") })
        #expect(eid.classes.contains("estimated"))
        #expect(eid.descendants("span").contains { $0.classes.contains("estimated") && $0.text == "voraussichtlich" })
        // No German name: shown in English, marked as English on a German page, no title needed.
        let name = try #require(eid.descendants("span").first { $0.classes.contains("p-name") })
        #expect(name.text == "Eid al-Fitr")
        #expect(name.attr("lang") == "en")
        #expect(name.attr("xml:lang") == "en")
        #expect(eid.attr("title") == nil)
    }

    @Test func outsideMonthCellsShowNoHolidays() throws {
        // The April page's trailing cells are 1–4 May, and 1 May is a holiday: shown on May's page only.
        let tree = try site.tree("de/2025-04.html")
        let mayFirst = try #require(tree.cell("2025-05-01"))
        #expect(mayFirst.classes.contains("outside-month"))
        #expect(!mayFirst.classes.contains("holiday"))
        #expect(mayFirst.descendants("li").isEmpty)
        #expect(mayFirst.descendants("a").isEmpty)
    }

    @Test func previousAndNextMonthLinks() throws {
        func rels(_ path: String, _ element: String) throws -> [String: String] {
            var result: [String: String] = [:]
            for link in try site.tree(path).elements(element) {
                if let rel = link.attr("rel"), rel == "prev" || rel == "next" { result[rel] = link.attr("href") }
            }
            return result
        }
        #expect(try rels("de/2025-03.html", "a") == ["prev": "2025-02.html", "next": "2025-04.html"])
        #expect(try rels("de/2025-03.html", "link") == ["prev": "2025-02.html", "next": "2025-04.html"])
        #expect(try rels("de/2025-01.html", "a") == ["next": "2025-02.html"])
        #expect(try rels("de/2025-01.html", "link") == ["next": "2025-02.html"])
        #expect(try rels("de/2025-12.html", "a") == ["prev": "2025-11.html"])
        #expect(try rels("de/2025-12.html", "link") == ["prev": "2025-11.html"])
    }

    @Test func linksBackToItsYearAndTheIndex() throws {
        let hrefs = try site.tree("de/2025-07.html").elements("a").compactMap { $0.attr("href") }
        #expect(hrefs.contains("2025.html"))
        #expect(hrefs.contains("2025-agenda.html"))
        #expect(hrefs.contains("../index.html"))
    }

    @Test func detailsListTheEnglishAndLocalNamesAndAShownTranslation() throws {
        let region = Region(country: try #require(CountryCode("DE")))
        let names = LocalizedNames(
            english: "New Year's Day", others: ["de": "Neujahr", "th": "วันขึ้นปีใหม่", "uk": "Новий рік"],
            translations: ["th", "uk"])
        let calendar = HolidayCalendar(
            id: "de", title: "t", summary: "", range: DayRange(year: 2026), regions: [region],
            holidays: [Holiday(day: try day(2026, 1, 1), names: names, region: region, categories: [.public], key: "ny")])
        func shownNames(_ locale: String) throws -> [String?] {
            let tree = try BuiltSite([calendar], options: SiteOptions(locale: locale)).tree("de/2026-01.html")
            let details = try #require(tree.elements("dl").first { $0.classes.contains("details") })
            return details.childElements("dd")[0].childElements("span").filter { !$0.classes.contains("language") }
                .map { $0.attr("lang") ?? "page" }
        }
        // English and the local (German) name; the translations stay out…
        #expect(try shownNames("en_GB") == ["page", "de"])
        // …except the one the page shows.
        #expect(try shownNames("uk_UA") == ["en", "de", "page"])
    }
}
