import CalendarCore
import CalendarSite
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The structure every page of a site must have, checked on every page of sites in several languages:
/// complete week rows, seven weekday headers, at most one `aria-current="date"` (exactly one where today is
/// shown), every entry an `h-event` with `p-name` and `dt-start`, a `time` in every day cell.
struct SiteStructureTests {
    static let calendars = [SampleCalendars.unitedStatesWinter, SampleCalendars.germany2025, SampleCalendars.crowded]
    static let today = CalendarDay(year: 2025, month: 6, day: 14)!
    static let locales = ["de_DE", "en_US", "fr_FR", "es_ES", "it_IT", "pt_BR", "ja_JP", "zh_Hans_CN", "ar_EG"]

    @Test(arguments: locales)
    func everyPageHasTheRequiredStructure(locale: String) throws {
        for weekNumbers in [false, true] {
            var options = SiteOptions(locale: locale, today: Self.today)
            options.showsWeekNumbers = weekNumbers
            let site = try BuiltSite(Self.calendars, options: options)
            var tables = 0
            var entries = 0
            for page in site.htmlPages {
                let tree = try XHTMLTree(page.contents)
                tables += try checkTables(tree, page: page.path, weekNumbers: weekNumbers)
                entries += try checkEntries(tree, page: page.path)
                try checkToday(tree, page: page.path)
            }
            #expect(tables >= 19)
            #expect(entries > 50)
        }
    }

    /// Month and week tables: a caption, seven `th scope="col"` weekday headers, rows of seven day cells.
    private func checkTables(_ tree: XHTMLTree, page: String, weekNumbers: Bool) throws -> Int {
        let tables = tree.elements("table").filter { $0.classes.contains("month") || $0.classes.contains("week") }
        for table in tables {
            #expect(table.childElements("caption").count == 1, "\(page)")
            let headers = table.descendants("thead").flatMap { $0.descendants("th") }
            let weekdays = headers.filter { !$0.classes.contains("week-number") }
            #expect(weekdays.count == 7, "\(page)")
            #expect(weekdays.allSatisfy { $0.attr("scope") == "col" }, "\(page)")
            // Full names are in the header (the short ones are hidden from assistive technology).
            #expect(
                weekdays.allSatisfy { $0.firstDescendant(withClass: "weekday-full")?.text.isEmpty == false }, "\(page)")
            #expect(headers.count == (weekNumbers && table.classes.contains("month") ? 8 : 7), "\(page)")
            let rows = table.descendants("tbody").flatMap { $0.childElements("tr") }
            #expect(table.classes.contains("week") ? rows.count == 3 : (4...6).contains(rows.count), "\(page)")
            for row in rows {
                let cells = row.childElements("td")
                #expect(cells.count == 7, "\(page)")
                // Consecutive days in every row.
                let days = cells.compactMap { $0.dayDatetime.flatMap { CalendarDay(iso: $0) } }
                #expect(days.count == 7, "\(page)")
                #expect(zip(days, days.dropFirst()).allSatisfy { $0.adding(days: 1) == $1 }, "\(page)")
                if weekNumbers {
                    #expect(row.childElements("th").count == 1, "\(page)")
                }
            }
        }
        return tables.count
    }

    /// Every item of an entry list is an `h-event` (or "+N more") with a name and a start date.
    private func checkEntries(_ tree: XHTMLTree, page: String) throws -> Int {
        var count = 0
        for list in tree.elements("ul").filter({ $0.classes.contains("entries") }) {
            for item in list.childElements("li") where !item.classes.contains("more") {
                count += 1
                #expect(item.classes.contains("h-event"), "\(page)")
                #expect(item.classes.contains("holiday") || item.classes.contains("agenda"), "\(page)")
                #expect(item.descendants("span").filter { $0.classes.contains("p-name") }.count == 1, "\(page)")
                let start = item.descendants("time").first { $0.classes.contains("dt-start") }
                #expect(start?.attr("datetime").flatMap { CalendarDay(iso: $0) } != nil, "\(page)")
                #expect(item.descendants(nil).contains { $0.classes.contains("p-category") }, "\(page)")
            }
        }
        return count
    }

    /// At most one element is today; pages that show today's cell mark it, and only it.
    private func checkToday(_ tree: XHTMLTree, page: String) throws {
        let marked = tree.ariaCurrent("date")
        #expect(marked.count <= 1, "\(page)")
        let todayCells = tree.elements("td").filter {
            $0.dayDatetime == Self.today.description && !$0.classes.contains("outside-month")
        }
        if !todayCells.isEmpty {
            #expect(marked.count == 1, "\(page)")
            #expect(marked.first?.dayDatetime == Self.today.description, "\(page)")
            #expect(marked.first?.classes.contains("today") == true, "\(page)")
        }
    }
}
