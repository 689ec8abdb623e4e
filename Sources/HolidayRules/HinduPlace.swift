import Synchronization

/// A reference place of the Hindu calendar: where sunrise, sunset and the civil day are reckoned
/// (Indian Standard Time, UTC+5:30, everywhere).
struct HinduPlace: Hashable, Sendable {
    var latitude: Double
    var longitude: Double

    /// IST, hours east of UTC.
    static let utcOffsetHours = 5.5

    /// New Delhi, the Government of India's seat: the north Indian festivals.
    static let delhi = HinduPlace(latitude: 28.61, longitude: 77.21)
    /// Chennai: the Tamil calendar.
    static let chennai = HinduPlace(latitude: 13.08, longitude: 80.27)
    /// Thiruvananthapuram: the Malayalam calendar.
    static let thiruvananthapuram = HinduPlace(latitude: 8.52, longitude: 76.94)
    /// Kolkata: the Bengali calendar.
    static let kolkata = HinduPlace(latitude: 22.57, longitude: 88.36)

    /// The Julian Day (UT) of local midnight starting the civil day `dayNumber` (days since 1970-01-01).
    static func midnight(_ dayNumber: Int) -> Double {
        2_440_587.5 + Double(dayNumber) - utcOffsetHours / 24
    }

    /// The civil day (IST) holding the Julian Day `ut` (UT).
    static func dayNumber(ofUT ut: Double) -> Int {
        Int((ut - 2_440_587.5 + utcOffsetHours / 24).rounded(.down))
    }

    /// The local hours (IST) within which sunrise is sought: the sunrise found always lies in them.
    static let sunriseHours = 3.5...8.5
    /// The local hours (IST) within which sunset is sought: the sunset found always lies in them.
    static let sunsetHours = 15.5...20.5

    /// Sunrise (Julian Day, UT) of the civil day `dayNumber`, to about 4 seconds.
    func sunrise(_ dayNumber: Int) -> Double {
        crossing(dayNumber, rising: true) {
            LunarAstronomy.horizonCrossing(
                from: Self.midnight(dayNumber) + Self.sunriseHours.lowerBound / 24,
                hours: Self.sunriseHours.upperBound - Self.sunriseHours.lowerBound,
                latitude: latitude, longitude: longitude, rising: true, iterations: 12)
        }
    }

    /// Sunset (Julian Day, UT) of the civil day `dayNumber`.
    func sunset(_ dayNumber: Int) -> Double {
        crossing(dayNumber, rising: false) {
            LunarAstronomy.horizonCrossing(
                from: Self.midnight(dayNumber) + Self.sunsetHours.lowerBound / 24,
                hours: Self.sunsetHours.upperBound - Self.sunsetHours.lowerBound,
                latitude: latitude, longitude: longitude, rising: false, iterations: 12)
        }
    }

    /// The sunrise or sunset of `dayNumber` here, computed once per process.
    private func crossing(_ dayNumber: Int, rising: Bool, compute: () -> Double) -> Double {
        let instants = Self.crossings.withLock { places in
            if let known = places.first(where: { $0.place == self }) { return known.instants }
            let instants = InstantMemo<Int>()
            places.append((self, instants))
            return instants
        }
        return instants.value(dayNumber * 2 + (rising ? 1 : 0), orCompute: compute)
    }

    /// Sunrises and sunsets already computed (festivals of a year look at the same days): by place (a
    /// few, found by comparison), then by day × 2, plus 1 for a sunrise. (Keyed by `Int`, not by a key
    /// type of its own, whose `Hashable` conformance the runtime would first look up: `HinduCalendar`.)
    private static let crossings = Mutex<[(place: HinduPlace, instants: InstantMemo<Int>)]>([])
}
