/// Where a calendar's forecast is for: WGS84 coordinates and an optional display name.
public struct WeatherLocation: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north, -90…90.
    public let latitude: Double
    /// Degrees east, -180…180.
    public let longitude: Double
    /// A name to show (`Munich`); `nil` shows the coordinates.
    public let name: String?

    /// A checked location.
    ///
    /// - Throws: ``WeatherForecastError/invalidLocation(_:expected:)`` when a coordinate is out of range or not finite.
    public init(latitude: Double, longitude: Double, name: String? = nil) throws(WeatherForecastError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidLocation("\(latitude)", expected: "a latitude from -90 to 90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidLocation("\(longitude)", expected: "a longitude from -180 to 180")
        }
        self.latitude = latitude
        self.longitude = longitude
        let trimmed = name?.trimmingSpaces
        self.name = trimmed?.isEmpty == false ? trimmed : nil
    }

    /// Parses `LAT,LON` or `LAT,LON,NAME` (`--weather 48.14,11.58,Munich`); the name may itself hold commas.
    ///
    /// - Throws: ``WeatherForecastError/invalidLocation(_:expected:)`` naming the text and what was expected.
    public init(parsing text: String) throws(WeatherForecastError) {
        let parts = text.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let latitude = Double(parts[0].trimmingSpaces),
            let longitude = Double(parts[1].trimmingSpaces)
        else {
            throw .invalidLocation(text, expected: "LAT,LON or LAT,LON,NAME in decimal degrees, such as 48.14,11.58,Munich")
        }
        try self.init(latitude: latitude, longitude: longitude, name: parts.count > 2 ? parts[2] : nil)
    }

    /// `48.14,11.58` — the coordinates as sent to Open-Meteo.
    public var coordinates: String { "\(Self.decimal(latitude)),\(Self.decimal(longitude))" }

    /// The name, or the coordinates when there is none.
    public var description: String { name ?? coordinates }

    /// A coordinate in plain decimal notation, to six places (about 0.1 m) without trailing zeros:
    /// `48.14`, `11`, `-0.5`, `0.00001` (never `1e-05`).
    static func decimal(_ value: Double) -> String {
        let micro = Int((abs(value) * 1_000_000).rounded())
        let whole = micro / 1_000_000
        var fraction = String(micro % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && micro != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
