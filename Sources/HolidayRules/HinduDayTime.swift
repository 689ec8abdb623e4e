/// The moment of a civil day at which a festival's tithi (or nakshatra) must prevail: the classical
/// divisions of the day (daytime in five parts from sunrise to sunset; the night from sunset to the
/// next sunrise).
enum HinduDayTime: Hashable, Sendable {
    /// Arunodaya, 96 minutes before sunrise.
    case dawn
    /// Sunrise: the udaya tithi, the day's tithi for most purposes.
    case sunrise
    /// Madhyahna, the middle of the third fifth of daytime (Ganesh Chaturthi, Ram Navami).
    case midday
    /// Aparahna, the middle of the fourth fifth of daytime (Dussehra, Bhai Dooj).
    case afternoon
    /// Sunset.
    case sunset
    /// Pradosha, the first 2 hours 24 minutes after sunset; its middle (Holika Dahan, Diwali's puja).
    case evening
    /// Nishita, the middle of the night between sunset and the next sunrise (Janmashtami, Maha Shivaratri).
    case midnight

    /// The moment (Julian Day, UT) on the civil day `dayNumber` at `place`.
    func moment(_ dayNumber: Int, at place: HinduPlace) -> Double {
        moment(dayNumber, sunrise: place.sunrise, sunset: place.sunset)
    }

    /// Bounds of `moment(dayNumber, at:)`, from the bounds of the sunrises and sunsets it is made of
    /// (`HinduPlace.sunriseBounds`): every moment grows with each of them (1e-8 day more either side
    /// for rounding).
    func momentBounds(_ dayNumber: Int, at place: HinduPlace) -> (earliest: Double, latest: Double) {
        let earliest = moment(dayNumber, sunrise: { place.sunriseBounds($0).earliest }, sunset: { place.sunsetBounds($0).earliest })
        let latest = moment(dayNumber, sunrise: { place.sunriseBounds($0).latest }, sunset: { place.sunsetBounds($0).latest })
        return (earliest - 1e-8, latest + 1e-8)
    }

    /// The moment of the civil day `dayNumber` made of the sunrises and sunsets `sunrise` and `sunset` give.
    private func moment(_ dayNumber: Int, sunrise: (Int) -> Double, sunset: (Int) -> Double) -> Double {
        switch self {
        case .dawn: return sunrise(dayNumber) - 1.6 / 24
        case .sunrise: return sunrise(dayNumber)
        case .midday, .afternoon:
            let rise = sunrise(dayNumber)
            let set = sunset(dayNumber)
            return rise + (set - rise) * (self == .midday ? 0.5 : 0.7)
        case .sunset: return sunset(dayNumber)
        case .evening: return sunset(dayNumber) + 1.2 / 24
        case .midnight:
            let set = sunset(dayNumber)
            return set + (sunrise(dayNumber + 1) - set) / 2
        }
    }

    /// Local hours (IST) of the civil day between which `moment` always lies, wherever the place:
    /// sunrise and sunset are sought only within `HinduPlace.sunriseHours` and `sunsetHours`, and each
    /// moment is made of them (widened by a minute for rounding). Lets a festival's day be told
    /// without the sunrise when the tithi begins or ends far from the moment.
    var hours: ClosedRange<Double> {
        let (rise, set) = (HinduPlace.sunriseHours, HinduPlace.sunsetHours)
        let range: ClosedRange<Double>
        switch self {
        case .dawn: range = (rise.lowerBound - 1.6)...(rise.upperBound - 1.6)
        case .sunrise: range = rise
        case .midday, .afternoon:
            let share = self == .midday ? 0.5 : 0.7
            range = (rise.lowerBound + (set.lowerBound - rise.lowerBound) * share)...(rise.upperBound + (set.upperBound - rise.upperBound) * share)
        case .sunset: range = set
        case .evening: range = (set.lowerBound + 1.2)...(set.upperBound + 1.2)
        case .midnight: range = ((set.lowerBound + rise.lowerBound + 24) / 2)...((set.upperBound + rise.upperBound + 24) / 2)
        }
        return (range.lowerBound - 1.0 / 60)...(range.upperBound + 1.0 / 60)
    }

    /// Whether `moment(dayNumber, at:)` is before `instant` (Julian Day, UT), from `hours` when they
    /// tell, else from the moment's bounds when they do, else from the moment itself.
    func isBefore(_ instant: Double, day dayNumber: Int, at place: HinduPlace) -> Bool {
        let midnight = HinduPlace.midnight(dayNumber)
        if midnight + hours.upperBound / 24 < instant { return true }
        if midnight + hours.lowerBound / 24 >= instant { return false }
        return moment(dayNumber, at: place) { $0 < instant }
    }

    /// `test(moment(dayNumber, at:))`, for a test whose answer changes at most once as the moment
    /// grows (a comparison with an instant): the bounds' answer when both give it (`momentBounds`),
    /// else the moment's.
    func moment(_ dayNumber: Int, at place: HinduPlace, satisfies test: (Double) -> Bool) -> Bool {
        let bounds = momentBounds(dayNumber, at: place)
        let atEarliest = test(bounds.earliest)
        return atEarliest == test(bounds.latest) ? atEarliest : test(moment(dayNumber, at: place))
    }
}
