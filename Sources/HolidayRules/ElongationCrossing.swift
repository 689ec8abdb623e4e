import Synchronization

/// The instant (UT) a lunation's elongation, the Moon's lead on the Sun, reaches 6° × `karana`: the end
/// of a karana (half a tithi), so a tithi's beginning or end. Known at first only between two bounds,
/// and exactly only when a question about it has different answers at the two.
///
/// A festival's day turns on whether its tithi begins or ends before some moment of a day (a sunrise,
/// a sunset, an hour of the night); mostly the two are hours apart, and one evaluation of the
/// elongation at the estimated instant bounds it closely enough to tell (`bounds`). The instant is
/// bisected (`HinduCalendar.elongationInstant`, once per process) only for the questions the bounds
/// leave open, so every answer is the one the exact instant gives.
struct ElongationCrossing {
    var lunation: HinduCalendar.Lunation
    var karana: Int
    /// The earliest the exact instant (Julian Day, UT) can be.
    var earliest: Double
    /// The latest the exact instant (Julian Day, UT) can be.
    var latest: Double

    init(karana: Int, in lunation: HinduCalendar.Lunation) {
        self.lunation = lunation
        self.karana = karana
        (earliest, latest) = Self.bounds(karana: karana, in: lunation)
    }

    /// The instant (Julian Day, UT): `HinduCalendar.elongationInstant` less ΔT.
    var exact: Double {
        let jde = HinduCalendar.elongationInstant(karana: karana, in: lunation)
        return jde - LunarAstronomy.deltaTDays(jde)
    }

    /// `test(instant)`, for a test whose answer changes at most once as the instant grows (a
    /// comparison with a moment): the bounds' answer when both give it, else the exact instant's.
    func satisfies(_ test: (Double) -> Bool) -> Bool {
        let atEarliest = test(earliest)
        return atEarliest == test(latest) ? atEarliest : test(exact)
    }

    /// The civil day (IST) holding the instant.
    var dayNumber: Int {
        let first = HinduPlace.dayNumber(ofUT: earliest)
        return first == HinduPlace.dayNumber(ofUT: latest) ? first : HinduPlace.dayNumber(ofUT: exact)
    }

    /// The elongation's least and greatest gain a day (degrees) in 1800–2300, with some room
    /// (`ElongationCrossingTests` measures 10.75–14.37 in sampled years).
    static let slowestRate = 10.0
    static let fastestRate = 15.5

    /// Bounds of the instant (Julian Days, UT), each pair computed once per process. The elongation is
    /// evaluated at the bisection's first guess (`HinduCalendar.elongationSearch`); at 10 to 15.5° a day
    /// it reaches the karana's degrees between |difference| / 15.5 and |difference| / 10 days from there.
    /// The bisection's instant is within its last interval of that crossing, and ΔT's pieces join within
    /// a second: 1e-4 day (8.6 s) more either side covers them and the rounding. Where the bounds would
    /// leave the bisection's window (or the guess is far off), both are the exact instant.
    private static func bounds(karana: Int, in lunation: HinduCalendar.Lunation) -> (earliest: Double, latest: Double) {
        let key = lunation.number * 64 + karana
        if let known = boundsMemo.withLock({ $0[key] }) { return known }
        let computed: (earliest: Double, latest: Double)
        if karana <= 0 || karana >= 60 {
            let jde = karana <= 0 ? lunation.start : lunation.end
            let ut = jde - LunarAstronomy.deltaTDays(jde)
            computed = (ut, ut)
        } else {
            let degrees = Double(karana * 6)
            let (window, guess) = HinduCalendar.elongationSearch(degrees, in: lunation)
            let difference = LunarAstronomy.eastwardElongation(guess) - degrees
            let margin = (window.upperBound - window.lowerBound) / Double(1 << HinduCalendar.elongationHalvings) + 1e-6
            let low = guess - max(difference / slowestRate, difference / fastestRate) - margin
            let high = guess - min(difference / slowestRate, difference / fastestRate) + margin
            if abs(difference) < 6, window.contains(low), window.contains(high) {
                computed = (low - LunarAstronomy.deltaTDays(low) - 1e-4, high - LunarAstronomy.deltaTDays(high) + 1e-4)
            } else {
                let jde = HinduCalendar.elongationInstant(karana: karana, in: lunation)
                let ut = jde - LunarAstronomy.deltaTDays(jde)
                computed = (ut, ut)
            }
        }
        boundsMemo.withLock { $0[key] = computed }
        return computed
    }

    /// Bounds already computed, by lunation number × 64 + karana (an `Int` key: see `HinduCalendar`'s memos).
    private static let boundsMemo = Mutex<[Int: (earliest: Double, latest: Double)]>([:])
}
