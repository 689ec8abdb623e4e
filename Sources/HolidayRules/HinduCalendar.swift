import CalendarCore
import Synchronization

/// The Hindu lunisolar calendar's festivals by `HinduFestivalRule`: lunar months from the new moons
/// (Meeus ch. 49) and the Sun's sidereal sign at each (Lahiri ayanamsa), tithis from the Moon's
/// elongation, sunrise and sunset at the rule's place (`HinduPlace`, IST).
enum HinduCalendar {
    /// The civil days in Gregorian `year` the rule gives (none, one, or two: a lunar date can fall
    /// twice in a Gregorian year).
    static func days(_ rule: HinduFestivalRule, year: Int) -> [CalendarDay] {
        let key = RuleYear(rule: rule, year: year)
        if let known = dayMemo.withLock({ $0[key] }) { return known }
        let computed = computeDays(rule, year: year)
        dayMemo.withLock { $0[key] = computed }
        return computed
    }

    /// A rule's days already computed, by rule and year (festivals built on others share them).
    private static let dayMemo = Mutex<[RuleYear: [CalendarDay]]>([:])

    private struct RuleYear: Hashable {
        var rule: HinduFestivalRule
        var year: Int
    }

    private static func computeDays(_ rule: HinduFestivalRule, year: Int) -> [CalendarDay] {
        switch rule {
        case .tithi(let month, let tithi, let time, let place, let second):
            return lunations(around: year).filter { $0.months.contains(month) && !$0.adhika }.compactMap { lunation in
                tithiDay(lunation: lunation, tithi: tithi, time: time, place: place, second: second)
            }.filter { $0.year == year }
        case .purnimaNight(let month, let place):
            return lunations(around: year).filter { $0.months.contains(month) && !$0.adhika }.compactMap { lunation in
                guard let evening = tithiDay(lunation: lunation, tithi: 15, time: .evening, place: place, second: false)
                else { return nil }
                let bhadraEnd = elongationInstant(174, in: lunation)
                let end = elongationInstant(180, in: lunation)
                let next = evening.dayNumber + 1
                let (rise, set) = (place.sunrise(next), place.sunset(next))
                let inBhadra = bhadraEnd - LunarAstronomy.deltaTDays(bhadraEnd) > HinduDayTime.evening.moment(evening.dayNumber, at: place)
                let lastsThreePrahars = end - LunarAstronomy.deltaTDays(end) > rise + (set - rise) * 0.875
                return inBhadra && lastsThreePrahars ? evening.adding(days: 1) : evening
            }.filter { $0.year == year }
        case .sankranti(let sign, let cutoff, let place):
            return [year - 1, year].compactMap { sankrantiDay(sign: sign, solarYear: $0, cutoff: cutoff, place: place) }
                .filter { $0.year == year }
        case .nakshatra(let solarSign, let nakshatra, let fromDay, let time, let place):
            guard let start = sankranti(sign: solarSign, solarYear: year) else { return [] }
            let first = HinduPlace.dayNumber(ofUT: start - LunarAstronomy.deltaTDays(start)) + fromDay
            func nakshatraAt(_ day: Int) -> Int {
                let moment = time.moment(day, at: place)
                return Int(HinduLunisolar.siderealMoon(moment + LunarAstronomy.deltaTDays(moment)) / (360.0 / 27)) % 27 + 1
            }
            for day in first...(first + 31) {
                let current = nakshatraAt(day)
                // the nakshatra holds the moment, or (shorter than a day) begins and ends between two
                if current == nakshatra || current % 27 + 1 == nakshatra && nakshatraAt(day + 1) == nakshatra % 27 + 1 {
                    return [CalendarDay(dayNumber: day)].filter { $0.year == year }
                }
            }
            return []
        case .weekdayBefore(let weekday, let inner, let orOn):
            return [year - 1, year, year + 1].flatMap { days(inner, year: $0) }.map { anchor in
                var day = orOn ? anchor : anchor.adding(days: -1)
                while day.weekday != weekday { day = day.adding(days: -1) }
                return day
            }.filter { $0.year == year }
        case .offset(let inner, let shift):
            return [year - 1, year, year + 1].flatMap { days(inner, year: $0) }.map { $0.adding(days: shift) }
                .filter { $0.year == year }
        case .solarDayOfYear(let month, let day):
            let common = CalendarDay.dayNumber(year: 2001, month: month, day: day) - CalendarDay.dayNumber(year: 2001, month: 1, day: 1)
            return [CalendarDay(dayNumber: CalendarDay.dayNumber(year: year, month: 1, day: 1) + common)]
        case .cycle(let epoch, let length):
            let first = CalendarDay.dayNumber(year: year, month: 1, day: 1)
            let last = CalendarDay.dayNumber(year: year, month: 12, day: 31)
            let start = epoch + Int((Double(first - epoch) / Double(length)).rounded(.up)) * length
            return stride(from: start, through: last, by: length).map { CalendarDay(dayNumber: $0) }
        case .special(let festival):
            return HinduLunisolar.specialDay(festival, year: year).map { [$0] } ?? []
        }
    }

    /// One lunation: its new moon (JDE), the next one, its month (0 Chaitra … 11 Phalguna) and whether
    /// it is adhika. In the rare lunation the Sun enters two signs in (kshaya: 1963, 1983, 2124), the
    /// month skipped is counted in it too (`months`), so its festivals are kept.
    struct Lunation {
        var start: Double
        var end: Double
        var month: Int
        var adhika: Bool
        var kshaya = false

        var months: [Int] { kshaya ? [month, (month + 1) % 12] : [month] }
    }

    /// Lunations already computed, by year: every festival of a year shares them.
    private static let lunationMemo = Mutex<[Int: [Lunation]]>([:])

    /// The lunations beginning from mid-November of the year before to the end of `year`.
    static func lunations(around year: Int) -> [Lunation] {
        if let known = lunationMemo.withLock({ $0[year] }) { return known }
        let computed = computeLunations(around: year)
        lunationMemo.withLock { $0[year] = computed }
        return computed
    }

    private static func computeLunations(around year: Int) -> [Lunation] {
        let from = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year - 1, month: 11, day: 15))
        var k = ((from - 2_451_550.097_66) / 29.530_588_861).rounded(.down)
        let end = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year + 1, month: 1, day: 1))
        var moons: [(jde: Double, sign: Int)] = []
        while true {
            let jde = LunarAstronomy.newMoon(k)
            moons.append((jde, Int(HinduLunisolar.siderealSun(jde) / 30) % 12))
            if jde > end, moons.count > 2 { break }
            k += 1
        }
        return (0..<(moons.count - 1)).map { index in
            Lunation(
                start: moons[index].jde, end: moons[index + 1].jde, month: (moons[index].sign + 1) % 12,
                adhika: moons[index].sign == moons[index + 1].sign,
                kshaya: (moons[index + 1].sign - moons[index].sign + 12) % 12 == 2)
        }
    }

    /// The instant (JDE) within the lunation the Moon's elongation reaches `degrees` (0 … 360).
    static func elongationInstant(_ degrees: Double, in lunation: Lunation) -> Double {
        if degrees <= 0 { return lunation.start }
        if degrees >= 360 { return lunation.end }
        // a tithi's end is the next one's start: festivals on neighbouring tithis share the instant
        return elongationMemo.value(ElongationKey(start: lunation.start, degrees: degrees)) {
            bisectElongation(degrees, in: lunation)
        }
    }

    private struct ElongationKey: Hashable {
        var start: Double
        var degrees: Double
    }

    private static let elongationMemo = InstantMemo<ElongationKey>()

    private static func bisectElongation(_ degrees: Double, in lunation: Lunation) -> Double {
        // the Moon gains 12° ± 2.5° a day on the Sun: the instant is within 2.3 days of the mean one
        let mean = lunation.start + (lunation.end - lunation.start) * degrees / 360
        let window = max(lunation.start + 0.05, mean - 2.3)...min(lunation.end - 0.05, mean + 2.3)
        // the Moon's elongation only grows within the lunation: the instant is known from a few secant steps
        // (elongation − degrees < 0 exactly when elongation < degrees)
        let facts = Bisection.facts(
            first: mean, second: mean + 0.01, within: window,
            tolerance: (window.upperBound - window.lowerBound) / Double(1 << 14) / 100,
            value: { LunarAstronomy.eastwardElongation($0) - degrees }, isBefore: { $0 < 0 })
        let (low, high) = Bisection.halve(
            low: window.lowerBound, high: window.upperBound, iterations: 14, facts: facts
        ) { LunarAstronomy.eastwardElongation($0) < degrees }
        return (low + high) / 2
    }

    private static func tithiDay(
        lunation: Lunation, tithi: Int, time: HinduDayTime, place: HinduPlace, second: Bool
    ) -> CalendarDay? {
        let begin = elongationInstant(Double(tithi - 1) * 12, in: lunation)
        let end = elongationInstant(Double(tithi) * 12, in: lunation)
        let beginUT = begin - LunarAstronomy.deltaTDays(begin)
        let endUT = end - LunarAstronomy.deltaTDays(end)
        let first = HinduPlace.dayNumber(ofUT: beginUT)
        var matches: [Int] = []
        for day in (first - 1)...(HinduPlace.dayNumber(ofUT: endUT) + 1) {
            let moment = time.moment(day, at: place)
            if moment >= beginUT, moment < endUT { matches.append(day) }
        }
        if let day = second ? matches.last : matches.first { return CalendarDay(dayNumber: day) }
        // the tithi lies between two such moments: the day it begins on, after the moment
        for day in (first - 1)...(first + 1) where time.moment(day, at: place) < beginUT && time.moment(day + 1, at: place) >= endUT {
            return CalendarDay(dayNumber: day)
        }
        return CalendarDay(dayNumber: first)
    }

    /// The instant (JDE) the Sun enters the sidereal sign in the solar year starting in March of `solarYear`
    /// (for Capricorn, Aquarius and Pisces: the next calendar year's January to March).
    static func sankranti(sign: Int, solarYear: Int) -> Double? {
        // the Sun enters sidereal Aries about 14 April and moves about 30° a month
        let approximate = 2_440_587.5 + Double(CalendarDay.dayNumber(year: solarYear, month: 4, day: 14)) + Double(sign) * 30.44
        let target = Double(sign * 30)
        func behind(_ jde: Double) -> Bool {
            let difference = (HinduLunisolar.siderealSun(jde) - target + 540).truncatingRemainder(dividingBy: 360) - 180
            return difference < 0
        }
        guard behind(approximate - 6), !behind(approximate + 6) else { return nil }
        // the Sun's sidereal longitude only grows: a few secant steps tell which side of it most halvings fall on
        let facts = Bisection.facts(
            first: approximate, second: approximate + 0.01, within: (approximate - 6)...(approximate + 6),
            tolerance: 1e-10,
            value: { jde in (HinduLunisolar.siderealSun(jde) - target + 540).truncatingRemainder(dividingBy: 360) - 180 },
            isBefore: { $0 < 0 })
        let (low, high) = Bisection.halve(
            low: approximate - 6, high: approximate + 6, iterations: 32, facts: facts, isBefore: behind)
        return (low + high) / 2
    }

    private static func sankrantiDay(sign: Int, solarYear: Int, cutoff: HinduDayTime?, place: HinduPlace) -> CalendarDay? {
        guard let jde = sankranti(sign: sign, solarYear: solarYear) else { return nil }
        let ut = jde - LunarAstronomy.deltaTDays(jde)
        let day = HinduPlace.dayNumber(ofUT: ut)
        guard let cutoff else { return CalendarDay(dayNumber: day) }
        return CalendarDay(dayNumber: ut < cutoff.moment(day, at: place) ? day : day + 1)
    }
}
