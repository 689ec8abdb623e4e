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
    func sunrise(_ dayNumber: Int) -> Double { crossing(dayNumber, rising: true) }

    /// Sunset (Julian Day, UT) of the civil day `dayNumber`.
    func sunset(_ dayNumber: Int) -> Double { crossing(dayNumber, rising: false) }

    /// Bounds of `sunrise(dayNumber)`, known with less of the astronomy (`horizonCrossingBounds`).
    func sunriseBounds(_ dayNumber: Int) -> (earliest: Double, latest: Double) { crossingBounds(dayNumber, rising: true) }

    /// Bounds of `sunset(dayNumber)`, known with less of the astronomy (`horizonCrossingBounds`).
    func sunsetBounds(_ dayNumber: Int) -> (earliest: Double, latest: Double) { crossingBounds(dayNumber, rising: false) }

    /// `test(moment(sunrise, sunset))` for a moment of the day `dayNumber` made of its sunrise and sunset
    /// that grows with each (a share of the daylight), and a test whose answer changes at most once as
    /// it grows: the answer of the moments made of the earliest and of the latest bounds
    /// (`sunriseBounds`, 1e-8 day wider for rounding) when both give it, else the exact moment's.
    func daylight(_ dayNumber: Int, _ moment: (Double, Double) -> Double, satisfies test: (Double) -> Bool) -> Bool {
        let (rise, set) = (sunriseBounds(dayNumber), sunsetBounds(dayNumber))
        let atEarliest = test(moment(rise.earliest, set.earliest) - 1e-8)
        if atEarliest == test(moment(rise.latest, set.latest) + 1e-8) { return atEarliest }
        return test(moment(sunrise(dayNumber), sunset(dayNumber)))
    }

    /// Where the sunrise's or sunset's search starts (Julian Day, UT) and how many hours it spans.
    private func search(_ dayNumber: Int, rising: Bool) -> (from: Double, hours: Double) {
        let hours = rising ? Self.sunriseHours : Self.sunsetHours
        return (Self.midnight(dayNumber) + hours.lowerBound / 24, hours.upperBound - hours.lowerBound)
    }

    /// How many times the search halves its window.
    private static let halvings = 12

    /// The sunrise or sunset of `dayNumber` here, computed once per process.
    private func crossing(_ dayNumber: Int, rising: Bool) -> Double {
        instants().exact.value(dayNumber * 2 + (rising ? 1 : 0)) {
            let (from, hours) = search(dayNumber, rising: rising)
            return LunarAstronomy.horizonCrossing(
                from: from, hours: hours, latitude: latitude, longitude: longitude, rising: rising,
                iterations: Self.halvings)
        }
    }

    /// Bounds of the sunrise or sunset of `dayNumber` here, computed once per process: the instant
    /// itself when it is known, or where the bounds cannot be had.
    private func crossingBounds(_ dayNumber: Int, rising: Bool) -> (earliest: Double, latest: Double) {
        let (instants, key) = (instants(), dayNumber * 2 + (rising ? 1 : 0))
        if let exact = instants.exact.known(key) { return (exact, exact) }
        if let known = instants.bounds.withLock({ $0[key] }) { return known }
        let (from, hours) = search(dayNumber, rising: rising)
        let bounds = LunarAstronomy.horizonCrossingBounds(
            from: from, hours: hours, latitude: latitude, longitude: longitude, rising: rising, iterations: Self.halvings)
        let computed = bounds ?? { let exact = crossing(dayNumber, rising: rising); return (exact, exact) }()
        instants.bounds.withLock { $0[key] = computed }
        return computed
    }

    /// What is known of a place's sunrises and sunsets, by day × 2, plus 1 for a sunrise.
    private final class Instants: Sendable {
        let exact = InstantMemo<Int>()
        let bounds = Mutex<[Int: (earliest: Double, latest: Double)]>([:])
    }

    /// This place's sunrises and sunsets already computed.
    private func instants() -> Instants {
        Self.crossings.withLock { places in
            if let known = places.first(where: { $0.place == self }) { return known.instants }
            let instants = Instants()
            places.append((self, instants))
            return instants
        }
    }

    /// Sunrises and sunsets already computed (festivals of a year look at the same days), by place (a
    /// few, found by comparison). (Keyed by `Int` within a place, not by a key type of its own, whose
    /// `Hashable` conformance the runtime would first look up: see `HinduCalendar`'s memos.)
    private static let crossings = Mutex<[(place: HinduPlace, instants: Instants)]>([])
}
