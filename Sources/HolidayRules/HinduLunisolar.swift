import CalendarCore

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

    /// The days of `festival` in Gregorian `year` (usually one; none or two for a lunar date that
    /// misses a Gregorian year or falls twice in it).
    static func days(_ festival: Festival, year: Int) -> [CalendarDay] {
        let index = Festival.allCases.firstIndex(of: festival) ?? 0
        return memo.value(index * 100_000 + year) {
            Array(Set(HinduCalendar.days(festival.rule, year: year))).sorted()
        }
    }

    /// The festivals computed by their own methods (`HinduFestivalRule.special`).
    static func specialDay(_ festival: Festival, year: Int) -> CalendarDay? {
        switch festival {
        case .deepavali: deepavali(year: year)
        case .thaipusam: thaipusam(year: year)
        case .diwali: diwali(year: year)
        case .nyepi: BalineseSaka.nyepi(year: year)
        default: nil
        }
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

    /// The Moon's sidereal longitude (0 ..< 360°) at `jde`.
    static func siderealMoon(_ jde: Double) -> Double {
        let value = (LunarAstronomy.moonLongitude(jde) - ayanamsa(jde)).truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    private static func thaipusam(year: Int) -> CalendarDay? {
        // the full moons from 1 January to the end of February (elongation 180°), by bisection on quarter days
        let start = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 1, day: 1))
        for low in LunarAstronomy.fullMoons(scanningFrom: start, before: start + 60) {
            guard (270..<300).contains(siderealSun(low)) else { continue }
            let fullMoonUT = low - LunarAstronomy.deltaTDays(low)
            let localDay = Int((fullMoonUT - 2_440_587.5 + utcOffsetHours / 24).rounded(.down))
            // the day nearest the full moon whose noon has the Moon in Pushya; the full moon's day if none
            for distance in 0...3 {
                for day in Set([localDay - distance, localDay + distance]).sorted() {
                    let noon = 2_440_587.5 + Double(day) + (12 - utcOffsetHours) / 24
                    let moon = siderealMoon(noon + LunarAstronomy.deltaTDays(noon))
                    if moon >= 93 + 1.0 / 3, moon < 106 + 2.0 / 3 { return CalendarDay(dayNumber: day) }
                }
            }
            return CalendarDay(dayNumber: localDay)
        }
        return nil
    }

    /// Delhi: 28.61° N, 77.21° E (UTC+5:30, as Chennai).
    private static let delhiLatitude = 28.61
    private static let delhiLongitude = 77.21

    private static func diwali(year: Int) -> CalendarDay? {
        var jde = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 9, day: 1))
        let end = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 12, day: 20))
        while true {
            let k = ((jde - 2_451_550.097_66) / 29.530_588_861).rounded(.up)
            let newMoon = LunarAstronomy.newMoon(k)
            guard newMoon < end else { return nil }
            jde = newMoon + 1
            guard (180..<210).contains(siderealSun(newMoon)) else { continue }
            let newMoonUT = newMoon - LunarAstronomy.deltaTDays(newMoon)
            let localDay = Int((newMoonUT - 2_440_587.5 + utcOffsetHours / 24).rounded(.down))
            for day in (localDay - 2)...(localDay + 1) {
                let from = 2_440_587.5 + Double(day) + (16 - utcOffsetHours) / 24
                let sunset = LunarAstronomy.horizonCrossing(
                    from: from, hours: 5, latitude: delhiLatitude, longitude: delhiLongitude, rising: false)
                if tithi(sunset + LunarAstronomy.deltaTDays(sunset)) == 30 { return CalendarDay(dayNumber: day) }
            }
            return CalendarDay(dayNumber: localDay)
        }
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
