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
        switch self {
        case .dawn: return place.sunrise(dayNumber) - 1.6 / 24
        case .sunrise: return place.sunrise(dayNumber)
        case .midday, .afternoon:
            let rise = place.sunrise(dayNumber)
            let set = place.sunset(dayNumber)
            return rise + (set - rise) * (self == .midday ? 0.5 : 0.7)
        case .sunset: return place.sunset(dayNumber)
        case .evening: return place.sunset(dayNumber) + 1.2 / 24
        case .midnight:
            let set = place.sunset(dayNumber)
            return set + (place.sunrise(dayNumber + 1) - set) / 2
        }
    }
}
