import CalendarCore
import Foundation

/// Converts Hijri month-days to Gregorian days with Foundation's Islamic calendars (ICU).
///
/// Dates computed this way are estimates: most countries fix Islamic holidays by moon sighting or by
/// their own computation, so the real day can differ by one or two days. Every holiday computed here
/// is flagged `isEstimated`. The `umm-al-qura-published` kind reads the years `UmmAlQuraTable` holds
/// from it, computes the years after it by the calendar's rule (`UmmAlQuraRule`), and takes the years
/// before it from ICU's Umm al-Qura calendar.
struct IslamicCalendarDates: Sendable {
    private let usesPublishedTable: Bool
    /// The place and criteria of the `mabims` kind, nil for the others.
    private let reckoning: IslamicReckoning?
    /// The crescent-criteria calendar of the `mabims` kind, computed on first use.
    private var mabims: MabimsCalendar? { reckoning.map(MabimsCalendar.calendar(for:)) }
    private let usesDiyanet: Bool
    private let calendars: UTCCalendars
    private var islamic: Calendar { calendars.calendar }
    private var gregorian: Calendar { calendars.gregorian }
    /// Conversions already made, keyed by (Gregorian year, month, day).
    private let memo = DayMemo()

    /// The `mabims` calendar of `reckoning`, one per reckoning and process (so its conversions are shared).
    static func mabims(_ reckoning: IslamicReckoning) -> IslamicCalendarDates {
        mabimsRegistry.dates(for: reckoning)
    }

    private static let mabimsRegistry = MabimsRegistry()

    private final class MabimsRegistry: @unchecked Sendable {
        private let lock = NSLock()
        private var dates: [IslamicReckoning: IslamicCalendarDates] = [:]

        func dates(for reckoning: IslamicReckoning) -> IslamicCalendarDates {
            lock.withLock {
                if let known = dates[reckoning] { return known }
                let made = IslamicCalendarDates(kind: .mabims, reckoning: reckoning)
                dates[reckoning] = made
                return made
            }
        }
    }

    /// `reckoning` is the place and criteria of the `mabims` kind (ignored by the others).
    init(kind: IslamicCalendarKind, reckoning: IslamicReckoning = .singapore) {
        let identifier: Calendar.Identifier =
            switch kind {
            case .ummAlQura, .ummAlQuraPublished, .mabims, .diyanet: .islamicUmmAlQura
            case .civil: .islamicCivil
            case .tabular: .islamicTabular
            case .astronomical: .islamic
            }
        calendars = UTCCalendars(identifier)
        usesPublishedTable = kind == .ummAlQuraPublished
        self.reckoning = kind == .mabims ? reckoning : nil
        usesDiyanet = kind == .diyanet
    }

    /// The Gregorian days of the Hijri years `years`, from 1 Muharram of the first to the last day of the last.
    func days(ofHijriYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        if usesPublishedTable, let days = UmmAlQuraTable.days(ofYears: years) { return days }
        if let mabims, let days = mabims.days(ofYears: years) { return days }
        if usesDiyanet, let days = DiyanetCalendar.days(ofYears: years) { return days }
        func day(_ date: Date?) -> CalendarDay? {
            guard let date else { return nil }
            let parts = gregorian.dateComponents([.year, .month, .day], from: date)
            guard let y = parts.year, let m = parts.month, let d = parts.day else { return nil }
            return CalendarDay(year: y, month: m, day: d)
        }
        guard let first = day(islamic.date(from: DateComponents(era: 0, year: years.lowerBound, month: 1, day: 1))),
            let next = day(islamic.date(from: DateComponents(era: 0, year: years.upperBound + 1, month: 1, day: 1)))
        else { return nil }
        return first...next.adding(days: -1)
    }

    /// Days surely within `days(ofHijriYears: years)`, found without computing the calendar's last months
    /// or loading ICU, or nil when there is no cheaper way than `days(ofHijriYears:)`:
    /// - for Diyanet's calendar, from its first day to the earliest its last day can be
    ///   (`DiyanetCalendar.surelyWithin`);
    /// - for the MABIMS calendars' years 1365–1530 AH, whose days are then ICU's Umm al-Qura years (the
    ///   MABIMS months end with 1530): from 3 days after the published table's 1 Muharram 1365 to the
    ///   last day the engine computes (2101), which ICU's 1530 AH (ending in 2106) is past; the tests
    ///   check both ends against ICU.
    func surelyReliableDays(ofHijriYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        if usesDiyanet { return DiyanetCalendar.surelyWithin(years: years) }
        guard reckoning != nil, years == MabimsCalendar.firstYear...MabimsCalendar.lastYear,
            let first = UmmAlQuraTable.day(year: years.lowerBound, month: 1, day: 1),
            let last = CalendarDay(year: HolidayEngine.supportedYears.upperBound + 1, month: 12, day: 31)
        else { return nil }
        return first.adding(days: 3)...last
    }

    /// Every Gregorian day of `year` that is Hijri `month`/`day` (zero, one or two of them).
    func days(month: Int, day: Int, inGregorianYear year: Int) -> [CalendarDay] {
        memo.value((year * 100 + month) * 100 + day) { convert(month: month, day: day, inGregorianYear: year) }
    }

    /// Whether Hijri `hijriYear`-`month`-`day` of a computed calendar (MABIMS, Diyanet) surely falls outside
    /// Gregorian `year`, judged by the Umm al-Qura month its month is numbered after: both calendars begin
    /// a month within a few days of it (at most 2 apart in 1365–1530 AH, `monthLengths` of their tests),
    /// so a day 40 days from the year is not in it; then the month need not be computed. False where
    /// there is no Umm al-Qura month to judge by.
    private static func isFar(from year: Int, hijriYear: Int, month: Int, day: Int) -> Bool {
        let anchor: CalendarDay?
        if (UmmAlQuraTable.firstYear...UmmAlQuraTable.lastYear).contains(hijriYear) {
            anchor = UmmAlQuraTable.day(year: hijriYear, month: month, day: 1)
        } else if (UmmAlQuraRule.firstYear...UmmAlQuraRule.lastYear).contains(hijriYear) {
            anchor = UmmAlQuraRule.day(year: hijriYear, month: month, day: 1)
        } else {
            anchor = nil
        }
        guard let anchor, let first = CalendarDay(year: year, month: 1, day: 1),
            let last = CalendarDay(year: year, month: 12, day: 31)
        else { return false }
        let estimate = anchor.adding(days: day - 1)
        return estimate < first.adding(days: -40) || estimate > last.adding(days: 40)
    }

    /// The Hijri year on 1 January of Gregorian `year`, within one year (the mean Hijri year is 354.367
    /// days); the tests check it against Foundation's Umm al-Qura calendar for 1899–2102.
    static func estimatedHijriYear(atStartOf year: Int) -> Int {
        Int(Double(year - 622) * 365.2425 / 354.367)
    }

    private func convert(month: Int, day: Int, inGregorianYear year: Int) -> [CalendarDay] {
        // Only Hijri years h − 1 … h + 2, h the year on 1 January (by Foundation's Umm al-Qura calendar), have
        // days in the Gregorian year. The calendars computed here take them from one year more either side of
        // the estimate instead, without loading ICU: the years added have no days in it.
        let candidates: ClosedRange<Int>
        if usesPublishedTable || usesDiyanet || reckoning != nil {
            let estimate = Self.estimatedHijriYear(atStartOf: year)
            candidates = (estimate - 2)...(estimate + 3)
        } else {
            guard let january = gregorian.date(from: DateComponents(year: year, month: 1, day: 1)) else { return [] }
            let hijriYear = islamic.component(.year, from: january)
            candidates = (hijriYear - 1)...(hijriYear + 2)
        }
        var result: [CalendarDay] = []
        let mabims = self.mabims
        for candidate in candidates {
            if mabims != nil || usesDiyanet, Self.isFar(from: year, hijriYear: candidate, month: month, day: day) {
                continue
            }
            if let mabims, (MabimsCalendar.firstYear...MabimsCalendar.lastYear).contains(candidate) {
                if let found = mabims.day(year: candidate, month: month, day: day), found.year == year {
                    result.append(found)
                }
                continue
            }
            if usesDiyanet, (DiyanetCalendar.firstYear...DiyanetCalendar.lastYear).contains(candidate) {
                if let found = DiyanetCalendar.day(year: candidate, month: month, day: day), found.year == year {
                    result.append(found)
                }
                continue
            }
            if usesPublishedTable, (UmmAlQuraTable.firstYear...UmmAlQuraRule.lastYear).contains(candidate) {
                let found =
                    candidate <= UmmAlQuraTable.lastYear
                    ? UmmAlQuraTable.day(year: candidate, month: month, day: day)
                    : UmmAlQuraRule.day(year: candidate, month: month, day: day)
                if let found, found.year == year { result.append(found) }
                continue
            }
            guard
                let date = islamic.date(from: DateComponents(era: 0, year: candidate, month: month, day: day)),
                islamic.component(.month, from: date) == month, islamic.component(.day, from: date) == day
            else { continue }
            let parts = gregorian.dateComponents([.year, .month, .day], from: date)
            if parts.year == year, let y = parts.year, let m = parts.month, let d = parts.day,
                let found = CalendarDay(year: y, month: m, day: d)
            {
                result.append(found)
            }
        }
        return result.sorted()
    }
}
