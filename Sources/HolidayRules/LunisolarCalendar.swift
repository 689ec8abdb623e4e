import CalendarCore
import Foundation

/// A lunisolar calendar of the Chinese kind computed from the Sun and the Moon at a fixed UTC offset:
/// the Vietnamese calendar (âm lịch) at UTC+7, which Foundation (ICU) does not have.
///
/// The rules are those of the Chinese calendar since the 1645 reform (Helmer Aslaksen, *The Mathematics
/// of the Chinese Calendar*; Hồ Ngọc Đức, *Âm lịch Việt Nam*), only the meridian differs:
/// - a month starts on the local day of a new moon (`NewMoon`);
/// - the month holding the December solstice is the eleventh;
/// - a year from one eleventh month to the next with thirteen new moons has a leap month: the first
///   month in which the Sun enters no new 30° sign of longitude (it holds no major solar term,
///   中氣 / trung khí); it takes the number of the month before it;
/// - New Year is the first day of the first month.
///
/// Holidays use regular months only (`days(month:day:inGregorianYear:)` never answers a leap month).
/// Each conversion is computed once per process.
struct LunisolarCalendar: Sendable {
    /// The UTC offset, in minutes, whose civil days the months start on.
    let offsetMinutes: Int
    private let memo = DayMemo()
    private let cycles = CycleMemo()

    init(offsetMinutes: Int) {
        self.offsetMinutes = offsetMinutes
    }

    /// One month: its first day (a day number), its number 1…12, and whether it is a leap month.
    struct Month: Equatable {
        var start: Int
        var number: Int
        var isLeap: Bool
    }

    /// Every Gregorian day of `year` that is `day` (1…30) of the regular `month` (1…12) of this calendar:
    /// none if that month has 29 days and `day` is 30, usually one.
    func days(month: Int, day: Int, inGregorianYear year: Int) -> [CalendarDay] {
        memo.value((year * 100 + month) * 100 + day) {
            var result: [CalendarDay] = []
            for lunarYear in [year - 1, year] {
                guard let found = self.day(month: month, day: day, lunarYear: lunarYear), found.year == year else {
                    continue
                }
                result.append(found)
            }
            return result.sorted()
        }
    }

    /// `day` of the regular `month` of the lunar year whose New Year falls in Gregorian `lunarYear`.
    func day(month: Int, day: Int, lunarYear: Int) -> CalendarDay? {
        // Months 1-10 lie between the eleventh months of December lunarYear - 1 and lunarYear; the
        // eleventh and twelfth follow the second of them.
        let cycle = months(fromSolsticeOf: month <= 10 ? lunarYear - 1 : lunarYear)
        // Each number appears once as a regular month before the closing eleventh month.
        let index = cycle.dropLast().firstIndex { $0.number == month && !$0.isLeap }
        guard let index else { return nil }
        let length = cycle[index + 1].start - cycle[index].start
        guard (1...length).contains(day) else { return nil }
        return CalendarDay(dayNumber: cycle[index].start + day - 1)
    }

    /// The day of its month (1…30, leap months included) of `day`, from the cycles of its year.
    func dayOfMonth(_ day: CalendarDay) -> Int? {
        for year in [day.year - 1, day.year] {
            let months = cycle(fromSolsticeOf: year).months
            guard let last = months.last, let first = months.first, day.dayNumber >= first.start,
                day.dayNumber < last.start
            else { continue }
            guard let month = months.last(where: { $0.start <= day.dayNumber }) else { continue }
            return day.dayNumber - month.start + 1
        }
        return nil
    }

    /// The months from the eleventh month holding the December solstice of Gregorian `year` to the
    /// eleventh month of the next December, both included (13 or 14 entries), numbered.
    func months(fromSolsticeOf year: Int) -> [Month] {
        cycle(fromSolsticeOf: year).months
    }

    /// Whether every instant deciding the months of the cycles from the December solstices of `years`
    /// (new moons, the solstices, the Sun entering a sign at a month's first midnight in a cycle of
    /// thirteen months) is at least `minutes` from the local midnight it is compared with: a computation
    /// a few minutes off (another ephemeris) gives the same months.
    func isSettled(cycles years: ClosedRange<Int>, minutes: Double) -> Bool {
        years.allSatisfy { cycle(fromSolsticeOf: $0).closestMinutes >= minutes }
    }

    /// One solstice-to-solstice cycle: its months, and how close (minutes) the instants deciding them come
    /// to the midnights they are compared with.
    struct Cycle {
        var months: [Month]
        var closestMinutes: Double
    }

    private func cycle(fromSolsticeOf year: Int) -> Cycle {
        cycles.value(year) { computeMonths(fromSolsticeOf: year) }
    }

    private func computeMonths(fromSolsticeOf year: Int) -> Cycle {
        let first = eleventhMonth(year: year)
        let next = eleventhMonth(year: year + 1)
        var starts: [Int] = [dayNumber(lunation: first)]
        var k = first
        while k < next {
            k += 1
            starts.append(dayNumber(lunation: k))
        }
        var closest = min(solsticeMinutesFromMidnight(year), solsticeMinutesFromMidnight(year + 1))
        for lunation in (first - 1)...(next + 1) {
            closest = min(closest, minutesFromMidnight(ofLunation: lunation))
        }
        if starts.count == 14 {  // the Sun's signs decide only which month of thirteen is the leap one
            for start in starts { closest = min(closest, signMinutesFromMidnight(start)) }
        }
        let hasLeapMonth = starts.count == 14  // thirteen months between the two eleventh months
        var result: [Month] = []
        var number = 11
        var leapFound = false
        for (i, start) in starts.enumerated() {
            if i == 0 {
                result.append(Month(start: start, number: 11, isLeap: false))
                continue
            }
            if hasLeapMonth, !leapFound, i < starts.count - 1, !holdsMajorSolarTerm(start, starts[i + 1]) {
                leapFound = true
                result.append(Month(start: start, number: number, isLeap: true))
                continue
            }
            number = number % 12 + 1
            result.append(Month(start: start, number: number, isLeap: false))
        }
        return Cycle(months: result, closestMinutes: closest)
    }

    /// How many minutes the local time of `ut` (a Julian Day, UT) is from the nearest local midnight.
    private func minutesFromMidnight(ut: Double) -> Double {
        let local = ut + Double(offsetMinutes) / 1_440 - 2_440_587.5
        let fraction = local - local.rounded(.down)
        return min(fraction, 1 - fraction) * 1_440
    }

    private func minutesFromMidnight(ofLunation k: Int) -> Double {
        let year = 2000 + Double(k) / 12.368_5
        return minutesFromMidnight(ut: NewMoon.julianEphemerisDay(lunation: k) - Equinox.deltaT(year: year) / 86_400)
    }

    private func solsticeMinutesFromMidnight(_ year: Int) -> Double {
        minutesFromMidnight(ut: Equinox.julianEphemerisDay(.december, year: year) - Equinox.deltaT(year: Double(year)) / 86_400)
    }

    /// How many minutes of the Sun's motion (at most 1.02° a day) its longitude at the midnight starting
    /// local day `day` is from a multiple of 30°.
    private func signMinutesFromMidnight(_ day: Int) -> Double {
        let ut = Double(day) + 2_440_587.5 - Double(offsetMinutes) / 1_440
        let year = 1970 + Double(day) / 365.2425
        let longitude = Equinox.apparentLongitude(ut + Equinox.deltaT(year: year) / 86_400)
        let withinSign = longitude - 30 * (longitude / 30).rounded(.down)
        return min(withinSign, 30 - withinSign) / 1.02 * 1_440
    }

    /// The lunation number of the eleventh month of Gregorian `year`: the last new moon whose local day
    /// is on or before the local day of the December solstice.
    private func eleventhMonth(year: Int) -> Int {
        let solstice = Equinox.day(.december, year: year, offsetMinutes: offsetMinutes).dayNumber
        var k = NewMoon.lunation(near: Double(solstice) + 2_440_587.5)
        while dayNumber(lunation: k) > solstice { k -= 1 }
        while dayNumber(lunation: k + 1) <= solstice { k += 1 }
        return k
    }

    private func dayNumber(lunation k: Int) -> Int {
        NewMoon.dayNumber(lunation: k, offsetMinutes: offsetMinutes)
    }

    /// Whether the Sun enters a new 30° sign of longitude on one of the days from `start` up to, not
    /// including, `end` (local day numbers): compared at the local midnights that begin them.
    private func holdsMajorSolarTerm(_ start: Int, _ end: Int) -> Bool {
        sign(atStartOf: start) != sign(atStartOf: end)
    }

    private func sign(atStartOf day: Int) -> Int {
        let ut = Double(day) + 2_440_587.5 - Double(offsetMinutes) / 1_440
        let year = 1970 + Double(day) / 365.2425
        let longitude = Equinox.apparentLongitude(ut + Equinox.deltaT(year: year) / 86_400)
        let normalized = longitude - 360 * (longitude / 360).rounded(.down)
        return Int(normalized / 30)
    }
}

/// The months of each solstice-to-solstice cycle already computed, keyed by the year; safe from any thread.
private final class CycleMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var cycles: [Int: LunisolarCalendar.Cycle] = [:]

    func value(_ year: Int, orCompute compute: () -> LunisolarCalendar.Cycle) -> LunisolarCalendar.Cycle {
        if let known = lock.withLock({ cycles[year] }) { return known }
        let computed = compute()
        lock.withLock { cycles[year] = computed }
        return computed
    }
}
