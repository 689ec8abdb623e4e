public import CalendarCore

extension Weekday {
    /// The two-letter RFC 5545 code: `MO` … `SU`.
    public var rfc5545Code: String {
        switch self {
        case .monday: "MO"
        case .tuesday: "TU"
        case .wednesday: "WE"
        case .thursday: "TH"
        case .friday: "FR"
        case .saturday: "SA"
        case .sunday: "SU"
        }
    }

    /// The weekday for a two-letter RFC 5545 code, in any case.
    init?(rfc5545Code code: some StringProtocol) {
        guard let match = Weekday.allCases.first(where: { $0.rfc5545Code == code.uppercased() }) else { return nil }
        self = match
    }
}
