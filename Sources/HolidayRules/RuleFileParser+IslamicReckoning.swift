/// The country fields `islamic-place:` and `islamic-criterion:` (see `IslamicReckoning`).
extension RuleFileParser {
    /// `LATITUDE LONGITUDE UTC-OFFSET`, e.g. `-6.17 106.83 +07:00` (degrees north and east).
    func islamicPlace(_ value: String, _ at: Position) throws(RuleSyntaxError) -> (
        latitude: Double, longitude: Double, utcOffsetMinutes: Int
    ) {
        let parts = tokens(Substring(value))
        let expected = "expected 'LATITUDE LONGITUDE UTC-OFFSET' in degrees north and east, e.g. '-6.17 106.83 +07:00'"
        guard parts.count == 3 else { throw error(at, expected) }
        guard let latitude = Double(parts[0].text), (-66...66).contains(latitude) else {
            throw error(at.shifted(parts[0].column), "\(expected); the latitude is -66 to 66 (sunset every day)")
        }
        guard let longitude = Double(parts[1].text), (-180...180).contains(longitude) else {
            throw error(at.shifted(parts[1].column), "\(expected); the longitude is -180 to 180")
        }
        let offset = try utcOffset(parts[2].text, at.shifted(parts[2].column))
        return (latitude, longitude, offset)
    }

    /// `YEAR altitude A [elongation E [or-age H]]`, e.g. `1992 altitude 2 elongation 3 or-age 8`.
    func islamicCriterion(_ value: String, _ at: Position) throws(RuleSyntaxError) -> IslamicReckoning.Period {
        let parts = tokens(Substring(value))
        let expected =
            "expected 'YEAR altitude DEGREES [elongation DEGREES [or-age HOURS]]', e.g. '1992 altitude 2 elongation 3 or-age 8'"
        guard let first = parts.first, let year = Int(first.text), (1900...2100).contains(year) else {
            throw error(at, "\(expected); YEAR is 1900-2100, the first year of conjunctions it applies to")
        }
        var values: [String: Double] = [:]
        var index = 1
        let order = ["altitude", "elongation", "or-age"]
        var next = 0
        while index < parts.count {
            let word = parts[index]
            guard let position = order.firstIndex(of: word.text), position >= next else {
                throw error(at.shifted(word.column), expected)
            }
            guard index + 1 < parts.count, let number = Double(parts[index + 1].text), number.isFinite,
                (-10...180).contains(number)
            else { throw error(at.shifted(word.column), "\(expected); '\(word.text)' takes a number") }
            values[word.text] = number
            next = position + 1
            index += 2
        }
        guard let altitude = values["altitude"] else { throw error(at.shifted(first.column), expected) }
        if values["or-age"] != nil, values["elongation"] == nil {
            throw error(at, "\(expected); 'or-age' is an alternative to 'elongation'")
        }
        return IslamicReckoning.Period(
            fromYear: year,
            criterion: CrescentCriterion(altitude: altitude, elongation: values["elongation"], orAge: values["or-age"]))
    }
}
