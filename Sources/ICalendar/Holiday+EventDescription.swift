import CalendarCore

extension Holiday {
    /// The human-readable `DESCRIPTION` (RFC 5545 §3.8.1.5) of this holiday's event, one sentence per line.
    ///
    /// Lines, in order, each present only when it applies:
    /// 1. The categories and region: `Public holiday in US-CA.`, `Public holiday, bank holiday in DE-BY.`
    /// 2. `Local name: Ostermontag.` when a name in one of the country's own languages differs from
    ///    `summary` (`Local names: A (de), B (fr).` when there are several); translations into other
    ///    languages (Thai names of German holidays) are not local names.
    /// 3. `Substitute day for Independence Day on 2026-07-04.` for a substitute day; the name is this
    ///    holiday's English name without a trailing ` (observed)`.
    /// 4. `Estimated date: the authorities may move it by a day or two.` for an estimated date.
    /// 5. `Source: embedded.`
    func eventDescription(summary: String) -> String {
        var lines: [String] = []

        let phrases = categories.map(\.descriptionPhrase).joined(separator: ", ")
        lines.append(phrases.prefix(1).uppercased() + phrases.dropFirst() + " in \(region).")

        var localNames: [(language: String, name: String)] = []
        let local = names.localNames
        for language in local.keys.sorted() {
            guard let name = local[language], name != summary,
                !localNames.contains(where: { $0.name == name })
            else { continue }
            localNames.append((language, name))
        }
        if localNames.count == 1, let only = localNames.first {
            lines.append("Local name: \(only.name).")
        } else if localNames.count > 1 {
            lines.append(
                "Local names: " + localNames.map { "\($0.name) (\($0.language))" }.joined(separator: ", ") + ".")
        }

        if let substitute {
            let observedSuffix = " (observed)"
            let name =
                names.english.hasSuffix(observedSuffix)
                ? String(names.english.dropLast(observedSuffix.count)) : names.english
            lines.append("Substitute day for \(name) on \(substitute.actualDay).")
        }
        if isEstimated {
            lines.append("Estimated date: the authorities may move it by a day or two.")
        }
        lines.append("Source: \(source).")
        return lines.joined(separator: "\n")
    }
}

extension HolidayCategory {
    /// The category as a noun phrase in a sentence: `bank holiday`.
    fileprivate var descriptionPhrase: String {
        switch self {
        case .public: "public holiday"
        case .bank: "bank holiday"
        case .school: "school holiday"
        case .optional: "optional holiday"
        case .government: "government holiday"
        case .halfDay: "half-day holiday"
        case .observance: "observance"
        case .workday: "working day"
        case .unofficial: "unofficial holiday"
        case .deFacto: "de facto holiday"
        case .armedForces: "armed forces holiday"
        case .catholic: "Catholic holiday"
        case .protestant: "Protestant holiday"
        case .armenian: "Armenian holiday"
        case .hebrew: "Jewish holiday"
        case .hindu: "Hindu holiday"
        case .islamic: "Islamic holiday"
        case .optionalWomen: "optional holiday for women"
        }
    }
}
