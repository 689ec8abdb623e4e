/// A holiday in a fake API's data: a day of the year that recurs every year, or one dated day.
public struct FakeHoliday: Sendable, Equatable {
    /// The kind, which each API spells its own way.
    public enum Kind: String, Sendable {
        case national, regional, observance, bank
    }

    /// `MM-DD` (every year) or `YYYY-MM-DD` (that year only).
    public var date: String
    public var name: String
    public var localName: String
    public var kind: Kind
    /// ISO 3166-2 codes (`US-NY`) where it applies; empty for the whole country.
    public var subdivisions: [String]

    public init(_ date: String, _ name: String, localName: String? = nil, kind: Kind = .national, subdivisions: [String] = []) {
        self.date = date
        self.name = name
        self.localName = localName ?? name
        self.kind = kind
        self.subdivisions = subdivisions
    }

    /// True when this holiday falls on `year`-`month`-`day`.
    public func falls(year: Int, month: Int, day: Int) -> Bool {
        let monthDay = FakeHolidayData.pad(month) + "-" + FakeHolidayData.pad(day)
        return date == monthDay || date == "\(year)-\(monthDay)"
    }

    /// True when this holiday falls in `year`.
    public func falls(inYear year: Int) -> Bool {
        date.count == 5 || date.hasPrefix("\(year)-")
    }
}
