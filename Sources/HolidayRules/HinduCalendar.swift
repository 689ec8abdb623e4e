import CalendarCore
import Foundation
import Synchronization

/// The Hindu lunisolar calendar's festivals by `HinduFestivalRule`: lunar months from the new moons
/// (Meeus ch. 49) and the Sun's sidereal sign at each (Lahiri ayanamsa), tithis from the Moon's
/// elongation, sunrise and sunset at the rule's place (`HinduPlace`, IST).
enum HinduCalendar {
    /// The civil days in Gregorian `year` the rule gives (none, one, or two: a lunar date can fall
    /// twice in a Gregorian year).
    static func days(_ rule: HinduFestivalRule, year: Int) -> [CalendarDay] {
        var hasher = Hasher()
        hasher.combine(rule)
        hasher.combine(year)
        let hash = hasher.finalize()
        let known = dayMemo.withLock { memo in memo[hash]?.first { $0.rule == rule && $0.year == year }?.days }
        if let known { return known }
        let computed = computeDays(rule, year: year)
        dayMemo.withLock { $0[hash, default: []].append((rule, year, computed)) }
        return computed
    }

    /// A rule's days already computed (festivals built on others share them), by the hash of the rule
    /// and year; each entry keeps its rule and year, which tell apart those whose hashes collide.
    /// (Keyed by `Int`, not by a key type of its own: see `newMoonMemo`.)
    private static let dayMemo = Mutex<[Int: [(rule: HinduFestivalRule, year: Int, days: [CalendarDay])]]>([:])

    private static func computeDays(_ rule: HinduFestivalRule, year: Int) -> [CalendarDay] {
        switch rule {
        case .tithi(let month, let tithi, let time, let place, let second):
            return lunations(around: year, holding: month).filter {
                $0.months.contains(month) && !$0.adhika && $0.mayHoldDay(ofTithi: tithi, in: year, daysAfter: 0)
            }.compactMap { lunation in
                tithiDay(lunation: lunation, tithi: tithi, time: time, place: place, second: second)
            }.filter { $0.year == year }
        case .purnimaNight(let month, let place):
            return purnimas(ofMonth: month, dayOrNextIn: year).compactMap { purnima in
                guard let evening = tithiDay(lunation: purnima.lunation, tithi: 15, time: .evening, place: place, second: false)
                else { return nil }
                // (each instant and moment from its bounds where they tell)
                let inBhadra = purnima.bhadraEnds.satisfies { bhadraEnds in
                    HinduDayTime.evening.moment(evening.dayNumber, at: place) { bhadraEnds > $0 }
                }
                let lastsThreePrahars = purnima.ends.satisfies { ends in
                    place.daylight(evening.dayNumber + 1, { rise, set in rise + (set - rise) * 0.875 }) { ends > $0 }
                }
                return inBhadra && lastsThreePrahars ? evening.adding(days: 1) : evening
            }.filter { $0.year == year }
        case .purnimaAparahna(let month, let place):
            return purnimas(ofMonth: month, dayOrNextIn: year).map { purnima in
                // whether the instant is at or after `fifths` fifths of the day's daylight (each instant
                // and moment from its bounds where they tell)
                func reaches(_ instant: ElongationCrossing, _ day: Int, fifths: Double) -> Bool {
                    instant.satisfies { instant in
                        place.daylight(day, { rise, set in rise + (set - rise) * fifths / 5 }) { instant >= $0 }
                    }
                }
                var first = purnima.begins.dayNumber
                if reaches(purnima.begins, first, fifths: 4) { first += 1 }
                let inBhadra = reaches(purnima.bhadraEnds, first, fifths: 4)
                let holdsNextMorning = reaches(purnima.ends, first + 1, fifths: 1)
                return CalendarDay(dayNumber: inBhadra && holdsNextMorning ? first + 1 : first)
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

    /// One lunation: its number (Meeus's k: 0 for the new moon of 6 January 2000), its new moon (JDE),
    /// the next one, its month (0 Chaitra … 11 Phalguna) and whether it is adhika. In the rare lunation
    /// the Sun enters two signs in (kshaya: 1963, 1983, 2124), the month skipped is counted in it too
    /// (`months`), so its festivals are kept.
    struct Lunation {
        var number: Int
        var start: Double
        var end: Double
        var month: Int
        var adhika: Bool
        var kshaya = false

        var months: [Int] { kshaya ? [month, (month + 1) % 12] : [month] }

        /// Whether the day `tithiDay` gives for `tithi` (up to `daysAfter` later) can be in Gregorian
        /// `year`, known without the astronomy: the tithi's instants lie within 2.3 days of their mean
        /// places (`bisectElongation`'s window), ΔT is under 0.01 day in 1890–2110, and the day is at
        /// most a day from the civil days (IST) of the tithi's beginning and end.
        func mayHoldDay(ofTithi tithi: Int, in year: Int, daysAfter: Int) -> Bool {
            let length = end - start
            let earliest = start + length * Double(tithi - 1) / 30 - 2.3 - 0.01
            let latest = start + length * Double(tithi) / 30 + 2.3 + 0.01
            let firstDay = HinduPlace.dayNumber(ofUT: earliest) - 1
            let lastDay = HinduPlace.dayNumber(ofUT: latest) + 1 + daysAfter
            return lastDay >= CalendarDay.dayNumber(year: year, month: 1, day: 1)
                && firstDay <= CalendarDay.dayNumber(year: year, month: 12, day: 31)
        }
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
        let (first, end) = lunationSpan(around: year)
        var k = first
        var result: [Lunation] = []
        // up to the first new moon past `end`, and at least two lunations
        while newMoon(k).jde <= end || result.count < 2 {
            result.append(lunation(k))
            k += 1
        }
        return result
    }

    /// The first lunation number of `lunations(around:)` and the instant past which its last lunation begins.
    private static func lunationSpan(around year: Int) -> (first: Double, end: Double) {
        let from = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year - 1, month: 11, day: 15))
        let end = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year + 1, month: 1, day: 1))
        return (((from - 2_451_550.097_66) / 29.530_588_861).rounded(.down), end)
    }

    /// Lunation number `k`, from its new moon and the next.
    private static func lunation(_ k: Double) -> Lunation {
        let (moon, next) = (newMoon(k), newMoon(k + 1))
        return Lunation(
            number: Int(k), start: moon.jde, end: next.jde, month: (moon.sign + 1) % 12, adhika: moon.sign == next.sign,
            kshaya: (next.sign - moon.sign + 12) % 12 == 2)
    }

    /// The new moon of lunation number `k` (JDE) and the Sun's sidereal sign then, each computed once.
    private static func newMoon(_ k: Double) -> (jde: Double, sign: Int) {
        if let known = newMoonMemo.withLock({ $0[Int(k)] }) { return known }
        let jde = LunarAstronomy.newMoon(k)
        let moon = (jde: jde, sign: Int(HinduLunisolar.siderealSun(jde) / 30) % 12)
        newMoonMemo.withLock { $0[Int(k)] = moon }
        return moon
    }

    /// (Every memo of the Hindu calendar is keyed by `Int`: a dictionary keyed by a type of its own makes
    /// the Swift runtime look its `Hashable` conformance up the first time, scanning every conformance
    /// the process has, about 0.3 million instructions, a tenth of India's first year.)
    private static let newMoonMemo = Mutex<[Int: (jde: Double, sign: Int)]>([:])

    /// The lunations of `lunations(around:)` that can be the nija month `month` (0 Chaitra …), computing
    /// only their new moons: such a lunation holds the Sun's entry into sign `month` (a kshaya one too),
    /// so it begins within 29.9 days before it, and the entry is within 5 days of 14 April + 30.44 days
    /// a sign (`HinduFestivalRule.reach`); a new moon is within a day of its mean instant. The others
    /// are left out, which only drops lunations the festival's filter drops (`LunationDayBoundTests`).
    static func lunations(around year: Int, holding month: Int) -> [Lunation] {
        let (first, end) = lunationSpan(around: year)
        let newYear = 2_440_587.5 + Double(CalendarDay.dayNumber(year: year, month: 1, day: 1))
        let entry = 103.5 + 30.44 * Double(month)
        var result: [Lunation] = []
        var k = first
        while true {
            let mean = 2_451_550.097_66 + 29.530_588_861 * k
            // past the span: a lunation is in it while its new moon is before `end` (or it is one of the first two)
            if mean > end + 2, k - first >= 2 { break }
            let offset = (mean - newYear - entry).truncatingRemainder(dividingBy: 365.25)
            let wrapped = offset > 365.25 / 2 ? offset - 365.25 : offset < -365.25 / 2 ? offset + 365.25 : offset
            if wrapped >= -29.9 - 8, wrapped <= 8 {  // 5 days for the entry, a day for the new moon, 2 to spare
                if k - first < 2 || newMoon(k).jde <= end { result.append(lunation(k)) }
            }
            k += 1
        }
        return result
    }

    /// The instant (JDE) within the lunation the Moon's elongation reaches 6° × `karana` (0 … 60): the
    /// end of the lunation's `karana`th karana, the half-tithi (tithi t is karanas 2t − 1 and 2t).
    static func elongationInstant(karana: Int, in lunation: Lunation) -> Double {
        if karana <= 0 { return lunation.start }
        if karana >= 60 { return lunation.end }
        // a tithi's end is the next one's start: festivals on neighbouring tithis share the instant
        return elongationMemo.value(lunation.number * 64 + karana) { bisectElongation(Double(karana * 6), in: lunation) }
    }

    /// Elongation instants already bisected, by lunation number × 64 + karana.
    private static let elongationMemo = InstantMemo<Int>()

    /// How many times `bisectElongation` halves its window.
    static let elongationHalvings = 14

    private static func bisectElongation(_ degrees: Double, in lunation: Lunation) -> Double {
        let (window, guess) = elongationSearch(degrees, in: lunation)
        // the Moon's elongation only grows within the lunation: the instant is known from a few secant steps
        // (elongation − degrees < 0 exactly when elongation < degrees)
        let facts = Bisection.facts(
            first: guess, second: guess + 0.001, within: window,
            tolerance: (window.upperBound - window.lowerBound) / Double(1 << elongationHalvings) / 100,
            value: { LunarAstronomy.eastwardElongation($0) - degrees }, isBefore: { $0 < 0 })
        let (low, high) = Bisection.halve(
            low: window.lowerBound, high: window.upperBound, iterations: elongationHalvings, facts: facts
        ) { LunarAstronomy.eastwardElongation($0) < degrees }
        return (low + high) / 2
    }

    /// The window (JDE) `bisectElongation` halves for the instant the elongation reaches `degrees`, and
    /// its first guess, the estimate (`estimatedElongationInstant`) kept within the window.
    static func elongationSearch(_ degrees: Double, in lunation: Lunation) -> (window: ClosedRange<Double>, guess: Double) {
        // the Moon gains 12° ± 2.5° a day on the Sun: the instant is within 2.3 days of the mean one
        let mean = lunation.start + (lunation.end - lunation.start) * degrees / 360
        let window = max(lunation.start + 0.05, mean - 2.3)...min(lunation.end - 0.05, mean + 2.3)
        return (window, min(max(estimatedElongationInstant(degrees, from: mean), window.lowerBound), window.upperBound))
    }

    /// Where the elongation reaches `degrees` near `mean`, from its mean motion and largest periodic
    /// terms (the Moon's equation of the centre and evection, the Sun's equation of the centre,
    /// variation; Meeus ch. 47): within a few hundredths of a day, a start for the secant steps, which
    /// then take fewer evaluations of the full series (any start gives the same bits).
    static func estimatedElongationInstant(_ degrees: Double, from mean: Double) -> Double {
        let radians = Double.pi / 180
        var instant = mean
        for _ in 0..<2 {
            let t = (instant - 2_451_545.0) / 36_525
            let d = 297.850_192_1 + 445_267.111_403_4 * t
            let m = (357.529_109_2 + 35_999.050_290_9 * t) * radians
            let mp = (134.963_396_4 + 477_198.867_505_5 * t) * radians
            let evection = (2 * d) * radians - mp
            let moonTerms: Double = 6.289 * sin(mp) + 1.274 * sin(evection) + 0.658 * sin(2 * d * radians) + 0.214 * sin(2 * mp)
            let elongation: Double = d + moonTerms - 2.101 * sin(m)
            let rateTerms: Double = 6.289 * cos(mp) * 13.064_993 + 1.274 * cos(evection) * 11.316_505
            let rate: Double = 12.190_749 + rateTerms * radians
            let difference = (elongation - degrees).truncatingRemainder(dividingBy: 360)
            let wrapped = difference > 180 ? difference - 360 : difference < -180 ? difference + 360 : difference
            instant -= wrapped / rate
        }
        return instant
    }

    static func tithiDay(
        lunation: Lunation, tithi: Int, time: HinduDayTime, place: HinduPlace, second: Bool
    ) -> CalendarDay? {
        let begin = ElongationCrossing(karana: 2 * (tithi - 1), in: lunation)
        let end = ElongationCrossing(karana: 2 * tithi, in: lunation)
        // whether the day's moment comes before the instant (told from the moment's hours and the
        // instant's bounds where they can, without the sunrise or the exact instant)
        func isBefore(_ instant: ElongationCrossing, day: Int) -> Bool {
            instant.satisfies { time.isBefore($0, day: day, at: place) }
        }
        var matches: [Int] = []
        // every day whose moment can be in the tithi: from the day before it can begin to the day after it can end
        for day in (HinduPlace.dayNumber(ofUT: begin.earliest) - 1)...(HinduPlace.dayNumber(ofUT: end.latest) + 1) {
            if !isBefore(begin, day: day), isBefore(end, day: day) { matches.append(day) }
        }
        if let day = second ? matches.last : matches.first { return CalendarDay(dayNumber: day) }
        // the tithi lies between two such moments: the day it begins on, after the moment
        let first = begin.dayNumber
        for day in (first - 1)...(first + 1) where isBefore(begin, day: day) && !isBefore(end, day: day + 1) {
            return CalendarDay(dayNumber: day)
        }
        return CalendarDay(dayNumber: first)
    }

    /// The full-moon tithi (purnima, the 15th: elongation 168–180°) of a nija lunation, its instants
    /// (UT): when it begins, when its first half (Bhadra, the karana Vishti) ends, and when it ends. The
    /// festivals kept on a purnima's night or afternoon decide their day from these.
    private struct Purnima {
        var lunation: Lunation
        var begins: ElongationCrossing
        var bhadraEnds: ElongationCrossing
        var ends: ElongationCrossing
    }

    /// The purnimas of the nija month `month` (0 Chaitra …; not its adhika lunation) whose day, or the
    /// day after it (a festival moved past Bhadra), can be in Gregorian `year`.
    private static func purnimas(ofMonth month: Int, dayOrNextIn year: Int) -> [Purnima] {
        lunations(around: year, holding: month).filter {
            $0.months.contains(month) && !$0.adhika && $0.mayHoldDay(ofTithi: 15, in: year, daysAfter: 1)
        }.map { lunation in
            Purnima(
                lunation: lunation, begins: ElongationCrossing(karana: 28, in: lunation),
                bhadraEnds: ElongationCrossing(karana: 29, in: lunation), ends: ElongationCrossing(karana: 30, in: lunation))
        }
    }

    /// The instant (JDE) the Sun enters the sidereal sign in the solar year starting in March of `solarYear`
    /// (for Capricorn, Aquarius and Pisces: the next calendar year's January to March).
    static func sankranti(sign: Int, solarYear: Int) -> Double? {
        let key = solarYear * 12 + sign
        if let known = sankrantiMemo.withLock({ $0[key] }) { return known }
        let computed = computeSankranti(sign: sign, solarYear: solarYear)
        sankrantiMemo.withLock { $0[key] = computed }
        return computed
    }

    /// Sankrantis already computed, by solar year × 12 + sign: festivals at several places share them
    /// (Makar Sankranti and Pongal; Vaisakhi, Puthandu and Pohela Boishakh).
    private static let sankrantiMemo = Mutex<[Int: Double?]>([:])

    private static func computeSankranti(sign: Int, solarYear: Int) -> Double? {
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
        return CalendarDay(dayNumber: cutoff.moment(day, at: place) { ut < $0 } ? day : day + 1)
    }
}
