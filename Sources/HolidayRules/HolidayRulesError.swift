public import CalendarCore

/// Failures when asking the embedded engine for holidays.
public enum HolidayRulesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The engine has no rules for this country; `suggestions` are the nearest codes it has.
    case unknownCountry(String, suggestions: [String])
    /// The country has no such subdivision; `suggestions` are the nearest ones it has.
    case unknownSubdivision(CountryCode, String, suggestions: [String])
    /// The year lies outside the range the engine computes.
    case yearOutOfRange(Int, supported: ClosedRange<Int>)
    /// The bundled rule files could not be found.
    case rulesNotFound(searched: [String])
    /// A rule file could not be read.
    case unreadableRuleFile(String, reason: String)
    /// A rule file is malformed.
    case invalidRule(RuleSyntaxError)

    public var description: String {
        switch self {
        case .unknownCountry(let code, let suggestions):
            "unknown country '\(code)'" + Self.didYouMean(suggestions) + "; 'almanac countries' lists them all"
        case .unknownSubdivision(let country, let code, let suggestions):
            "country \(country) has no subdivision '\(code)'" + Self.didYouMean(suggestions)
                + "; 'almanac countries' lists them"
        case .yearOutOfRange(let year, let supported):
            "year \(year) is outside the supported range \(supported.lowerBound)-\(supported.upperBound)"
        case .rulesNotFound(let searched):
            "cannot find the holiday rule files (almanac_HolidayRules.resources); looked in: "
                + searched.joined(separator: ", ") + "; set ALMANAC_RULES_DIR to the Rules folder"
        case .unreadableRuleFile(let file, let reason):
            "cannot read rule file \(file): \(reason)"
        case .invalidRule(let error):
            error.description
        }
    }

    private static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
    }
}
