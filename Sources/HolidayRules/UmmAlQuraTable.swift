import CalendarCore

/// The Umm al-Qura calendar as published by the King Abdulaziz City for Science and Technology (KACST),
/// 1365–1500 AH (5 December 1945 – 16 November 2077): the length of every month, as Saudi Arabia
/// printed it.
///
/// Foundation's `.islamicUmmAlQura` (ICU) carries a month table of its own that differs from the
/// published one before 1420 AH and after 1453 AH (about one holiday in three there is a day off);
/// python-holidays and most converters follow the published table. The published table starts in
/// 1343 AH, but its months before 1365 AH include 28- and 31-day months (the calendar's early
/// irregular years), so this table starts in 1365 AH; before it `IslamicCalendarDates` falls back to
/// ICU, after it to `UmmAlQuraRule`, and the engine warns. The month lengths were read from the copy of
/// the published tables that the `hijridate` Python package carries (month-start day numbers), and are
/// checked in the tests against Saudi announcements (Ramadan and the Eids of 1444–1446 AH).
enum UmmAlQuraTable {
    /// The first Hijri year of the table.
    static let firstYear = 1365
    /// 1 Muharram 1365 AH.
    static let firstDay = CalendarDay(dayNumber: CalendarDay.dayNumber(year: 1945, month: 12, day: 5))

    /// One entry per Hijri year from `firstYear`: bit `m` (0 = Muḥarram … 11 = Dhū al-Ḥijja) is set
    /// when that month has 30 days, clear when it has 29.
    private static let monthLengths: [UInt16] = [
        0xD55, 0x555, 0x555, 0xD55, 0x6D5, 0x555, 0xEA5, 0xD2A,  // 1365-1372 AH
        0xAAA, 0xCD5, 0x655, 0x572, 0xDA9, 0x555, 0xAAA, 0x555,  // 1373-1380 AH
        0x52D, 0xA6D, 0x55A, 0x555, 0x74D, 0xD53, 0xD54, 0x556,  // 1381-1388 AH
        0xD55, 0x2D5, 0xD55, 0xD54, 0xD45, 0x655, 0x52D, 0xA5D,  // 1389-1396 AH
        0x55A, 0xAD5, 0x6AA, 0xD4B, 0x52A, 0xA57, 0x4AE, 0x976,  // 1397-1404 AH
        0x56C, 0xB55, 0xAAA, 0xA55, 0x4AD, 0x95D, 0x2DA, 0x5D9,  // 1405-1412 AH
        0xDB2, 0xBA4, 0xB4A, 0xA55, 0x2B5, 0x575, 0xB6A, 0xBD2,  // 1413-1420 AH
        0xBC4, 0xB89, 0xA95, 0x52D, 0x5AD, 0xB6A, 0x6D4, 0xDC9,  // 1421-1428 AH
        0xD92, 0xAA6, 0x956, 0x2AE, 0x56D, 0x36A, 0xB55, 0xAAA,  // 1429-1436 AH
        0x94D, 0x49D, 0x95D, 0x2BA, 0x5B5, 0x5AA, 0xD55, 0xA9A,  // 1437-1444 AH
        0x92E, 0x26E, 0x55D, 0xADA, 0x6D4, 0x6A5, 0x54B, 0xA97,  // 1445-1452 AH
        0x54E, 0xAAE, 0x5AC, 0xBA9, 0xD92, 0xB25, 0x64B, 0xCAB,  // 1453-1460 AH
        0x55A, 0xB55, 0x6D2, 0xEA5, 0xE4A, 0xA95, 0x52D, 0xAAD,  // 1461-1468 AH
        0x36C, 0x759, 0x6D2, 0x695, 0x52D, 0xA5B, 0x4BA, 0x9BA,  // 1469-1476 AH
        0x3B4, 0xB69, 0xB52, 0xAA6, 0x4B6, 0x96D, 0x2EC, 0x6D9,  // 1477-1484 AH
        0xEB2, 0xD54, 0xD2A, 0xA56, 0x4AE, 0x96D, 0xD6A, 0xB54,  // 1485-1492 AH
        0xB29, 0xA93, 0x52B, 0xA57, 0x536, 0xAB5, 0x6AA, 0xE93,  // 1493-1500 AH
    ]

    /// The last Hijri year of the table.
    static var lastYear: Int { firstYear + monthLengths.count - 1 }

    /// The day number of 1 Muharram of each year of the table, and one past its last day.
    private static let yearStarts: [Int] = {
        var starts = [firstDay.dayNumber]
        for mask in monthLengths {
            starts.append((starts.last ?? 0) + 12 * 29 + mask.nonzeroBitCount)
        }
        return starts
    }()

    /// The Gregorian day of Hijri `year`-`month`-`day`, or nil outside the table or when the month
    /// has no such day (the 30th of a 29-day month).
    static func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (firstYear...lastYear).contains(year), (1...12).contains(month), day >= 1 else { return nil }
        let mask = monthLengths[year - firstYear]
        guard day <= monthLength(mask, month) else { return nil }
        var number = yearStarts[year - firstYear]
        for earlier in 1..<month { number += monthLength(mask, earlier) }
        return CalendarDay(dayNumber: number + day - 1)
    }

    /// The days of the Hijri years `years`, if the table holds all of them.
    static func days(ofYears years: ClosedRange<Int>) -> ClosedRange<CalendarDay>? {
        guard years.lowerBound >= firstYear, years.upperBound <= lastYear else { return nil }
        let first = yearStarts[years.lowerBound - firstYear]
        let next = yearStarts[years.upperBound - firstYear + 1]
        return CalendarDay(dayNumber: first)...CalendarDay(dayNumber: next - 1)
    }

    private static func monthLength(_ mask: UInt16, _ month: Int) -> Int {
        mask & (1 << (month - 1)) != 0 ? 30 : 29
    }
}
