public import CalendarCore

/// The Hindu festivals a rule file can name (`hindu deepavali`), computed by `HinduLunisolar`.
public enum HinduFestival: String, Hashable, Sendable, CaseIterable {
    /// Deepavali as the Tamil calendar keeps it (Singapore, Malaysia): Naraka Chaturdashi, the day
    /// whose dawn (arunodaya, 96 minutes before sunrise, at Chennai) falls in the chaturdashi before
    /// the new moon (or, when that tithi holds no dawn, the first dawn of the amavasya), in the solar
    /// month Aippasi (the Sun in sidereal Libra, 180–210°).
    case deepavali
}

/// Hindu lunisolar festivals from the Sun's and the Moon's longitudes (`LunarAstronomy`, `Equinox`).
///
/// A tithi is each 12° of the Moon's elongation from the Sun (the 29th, chaturdashi, is 336–348°; the
/// 30th, amavasya, ends at the new moon). Solar months are the Sun's sidereal signs, with the Lahiri
/// ayanamsa (23.853° at J2000, 50.29″ a year). Dates are the local days of a place in India.
enum HinduLunisolar {
    typealias Festival = HinduFestival

    /// Chennai: 13.08° N, 80.27° E, UTC+5:30.
    private static let latitude = 13.08
    private static let longitude = 80.27
    private static let utcOffsetHours = 5.5

    /// Festivals already computed, keyed by festival and year.
    private static let memo = DayMemo()

    /// The day of `festival` in Gregorian `year`, or nil if it has none.
    static func day(_ festival: Festival, year: Int) -> CalendarDay? {
        let index = Festival.allCases.firstIndex(of: festival) ?? 0
        return memo.value(index * 100_000 + year) {
            switch festival {
            case .deepavali: deepavali(year: year).map { [$0] } ?? []
            }
        }.first
    }

    /// The Lahiri ayanamsa (degrees) at the Julian Ephemeris Day `jde`.
    static func ayanamsa(_ jde: Double) -> Double {
        23.853 + 1.396_97 * (jde - 2_451_545.0) / 36_525
    }

    /// The Sun's sidereal longitude (0 ..< 360°) at `jde`.
    static func siderealSun(_ jde: Double) -> Double {
        let value = (Equinox.apparentLongitude(jde) - ayanamsa(jde)).truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// The tithi (1...30) at the Julian Ephemeris Day `jde`.
    static func tithi(_ jde: Double) -> Int {
        Int(LunarAstronomy.eastwardElongation(jde) / 12) + 1
    }

    /// The dawn (Julian Day, UT) of the local day `dayNumber` at Chennai.
    private static func dawn(_ dayNumber: Int) -> Double {
        let from = 2_440_587.5 + Double(dayNumber) + (4 - utcOffsetHours) / 24
        let sunrise = LunarAstronomy.horizonCrossing(
            from: from, hours: 5, latitude: latitude, longitude: longitude, rising: true)
        return sunrise - 1.6 / 24
    }

    private static func deepavali(year: Int) -> CalendarDay? {
        // the new moons from September to December
        var jde = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 9, day: 1))
        let end = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 12, day: 20))
        while true {
            let k = ((jde - 2_451_550.097_66) / 29.530_588_861).rounded(.up)
            let newMoon = LunarAstronomy.newMoon(k)
            guard newMoon < end else { return nil }
            jde = newMoon + 1
            let newMoonUT = newMoon - LunarAstronomy.deltaTDays(newMoon)
            let localDay = Int((newMoonUT - 2_440_587.5 + utcOffsetHours / 24).rounded(.down))
            // the last dawn in the chaturdashi; when the chaturdashi holds no dawn (a short tithi), the
            // first dawn in the amavasya
            var chaturdashi: (day: Int, dawn: Double)?
            var amavasya: (day: Int, dawn: Double)?
            for day in (localDay - 3)...(localDay + 1) {
                let dawn = dawn(day)
                let tithi = tithi(dawn + LunarAstronomy.deltaTDays(dawn))
                if tithi == 29, day <= localDay { chaturdashi = (day, dawn) }
                if tithi == 30 || tithi == 1, amavasya == nil { amavasya = (day, dawn) }
            }
            guard let chaturdashi = chaturdashi ?? amavasya else { continue }
            let sun = siderealSun(chaturdashi.dawn + LunarAstronomy.deltaTDays(chaturdashi.dawn))
            if (180..<210).contains(sun) { return CalendarDay(dayNumber: chaturdashi.day) }
        }
    }
}
