public import CalendarCore

/// The holiday field `also:`: categories a block has in some subdivisions' calendars besides its own
/// (`also: government in AP, BR`: India's national holidays are also state-government holidays in nine
/// states), so the block is written once instead of once per category.
extension RuleFileParser {
    /// One category and one subdivision an `also:` line names, with where they were written.
    struct AlsoItem {
        var category: HolidayCategory
        var categoryAt: Position
        var subdivision: SubdivisionCode
        var subdivisionAt: Position
    }

    /// `CATEGORY[, CATEGORY…] in SUBDIVISION[, SUBDIVISION…]`; repeatable, each line adding to the others.
    func alsoItems(_ value: String, _ at: Position) throws(RuleSyntaxError) -> [AlsoItem] {
        let expected = "expected 'CATEGORY[, CATEGORY…] in SUBDIVISION[, SUBDIVISION…]', e.g. 'also: government in AP, BR'"
        let words = tokens(Substring(value))
        guard let split = words.firstIndex(where: { $0.text == "in" }), split > 0, split + 1 < words.count else {
            throw error(at, expected)
        }
        let inColumn = words[split].column
        let categoryText = String(value.prefix(inColumn)).trimmingTrailingSpaces()
        let subdivisionColumn = words[split + 1].column
        let subdivisionText = String(value.dropFirst(subdivisionColumn))
        var categories: [(HolidayCategory, Position)] = []
        for item in try list(categoryText, at) {
            let position = at.shifted(item.column)
            categories.append((try category(item.text, position), position))
        }
        var items: [AlsoItem] = []
        let subdivisionsAt = at.shifted(subdivisionColumn)
        for item in try list(subdivisionText, subdivisionsAt) {
            let position = subdivisionsAt.shifted(item.column)
            guard let code = SubdivisionCode(item.text), item.text == code.rawValue else {
                throw error(position, "expected an upper-case subdivision code (\(expected))")
            }
            for (category, categoryAt) in categories {
                items.append(AlsoItem(category: category, categoryAt: categoryAt, subdivision: code, subdivisionAt: position))
            }
        }
        return items
    }

    /// Checks a block's `also:` items once its other fields are known: each adds a category the block
    /// lacks, in a subdivision the block applies to and the country declares (`declared`).
    func checkAlso(
        _ items: [AlsoItem], categories: [HolidayCategory], scope: HolidayRule.Scope, declared: [SubdivisionCode]
    ) throws(RuleSyntaxError) {
        for item in items {
            guard declared.contains(item.subdivision) else {
                throw error(
                    item.subdivisionAt,
                    "unknown subdivision \(item.subdivision) in 'also:'; declare it with 'subdivision: \(item.subdivision) Name'")
            }
            guard !categories.contains(item.category) else {
                throw error(
                    item.categoryAt,
                    "'also:' adds category \(item.category), which 'categories:' already gives the block everywhere")
            }
            guard scope.includes(item.subdivision) else {
                throw error(
                    item.subdivisionAt,
                    "'also:' names \(item.subdivision), where the block does not apply (see its 'in:' or 'except-in:')")
            }
        }
    }

    /// The categories `also:` adds, by subdivision, each list sorted.
    static func alsoCategories(_ items: [AlsoItem]) -> [SubdivisionCode: [HolidayCategory]] {
        guard !items.isEmpty else { return [:] }  // most blocks: no dictionary to build and map (rule loading time)
        var result: [SubdivisionCode: Set<HolidayCategory>] = [:]
        for item in items { result[item.subdivision, default: []].insert(item.category) }
        return result.mapValues { $0.sorted() }
    }
}
