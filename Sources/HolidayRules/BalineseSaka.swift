import CalendarCore

/// Nyepi, the Balinese Day of Silence: the day after Tilem Kesanga, the last day (new moon) of the ninth
/// month of the Balinese Saka year, which begins with the day after it.
///
/// Bali counts its lunar days (tithi, 15 waxing then 15 waning to a month) by the pengalantaka
/// arithmetic, not by the observed Moon: a lunar day a calendar day, except that every 63rd day holds
/// two (ngunaratri), so 63 days carry 64 tithis. The count is anchored at a ngunaratri day whose tithis
/// are known, one for each pengalantaka in use: Eka Sungsang ke Pon (27 January 1971 holds the tilem of
/// Kapitu, Saka 1892, and the first day of Kawolu) and, from 6 January 2000, Eka Sungsang ke Paing
/// (18 January 2000 holds the 12th and 13th waxing days of Kapitu, Saka 1921). Months follow the Tilems:
/// Kasa … Kasanga, Kadasa (which begins the Saka year), Destha, Sadha; a leap month (nampih sasih)
/// repeats Destha in the Saka years ≡ 0, 6, 11 (mod 19) and Sadha in those ≡ 3, 8, 14, 16, except in the
/// "continuous months" reform (sasih berkesinambungan) from Kawolu 1914 to Kawolu 1924 (January 1993 to
/// January 2003), whose cycle puts the leap month on Karo (≡ 15), Katiga (≡ 4), Kasa (≡ 7), Destha (≡ 2,
/// 10), Kadasa (≡ 13) or Sadha (≡ 18): in those ten years that gave Karo 1915 (August–September 1993),
/// Sadha 1918 (1996), Destha 1921 (1999) and Katiga 1923 (2001). Saka 1925 (2003) had no Destha leap.
/// (I. B. S. Ardhana, *Pokok-Pokok Wariga*, 2005, as an open Balinese-calendar library describes it;
/// Rules README.) That library also moves Nyepi 1995 a month later, after Tilem Kadasa, as an exception;
/// this count gives that day, 1 April 1995, without one. Before 1971 the same reckoning is carried back,
/// which no source confirms.
///
/// It gives 66 of the 68 Nyepi days of 1983–2050 that python-holidays lists as decreed (1994 and 2004
/// are a month and a day away, differences/ID.tsv). Flagged estimated: the SKB 3 Menteri fixes each
/// year's day.
enum BalineseSaka {
    /// One pengalantaka: from `validFrom` on, the day `anchor` is a ngunaratri day holding the tithis
    /// `tithi` and `tithi` + 1, counted from the start of Kapitu of Saka `saka` (1–30 that month, 31 the
    /// first day of Kawolu, …); every 63rd day from it holds two.
    struct Pengalantaka: Sendable {
        let validFrom: Int
        let anchor: Int
        let tithi: Int
        let saka: Int
    }

    static let ekaSungsangPon = Pengalantaka(
        validFrom: Int.min, anchor: CalendarDay.dayNumber(year: 1971, month: 1, day: 27), tithi: 30, saka: 1892)
    static let ekaSungsangPaing = Pengalantaka(
        validFrom: CalendarDay.dayNumber(year: 2000, month: 1, day: 6),
        anchor: CalendarDay.dayNumber(year: 2000, month: 1, day: 18), tithi: 12, saka: 1921)

    /// The estimated day of Nyepi in Gregorian `year`: the day after Tilem Kesanga of Saka `year` − 79.
    static func nyepi(year: Int) -> CalendarDay? {
        // Tilem Kesanga falls in February to April: the pengalantaka in use on 1 February reckons it.
        let february = CalendarDay.dayNumber(year: year, month: 2, day: 1)
        let reckoning = [ekaSungsangPaing, ekaSungsangPon].first { $0.validFrom <= february } ?? ekaSungsangPon
        guard let months = monthsFromKapitu(of: reckoning.saka, toKasangaOf: year - 79),
            let tilem = day(ofTithi: 30 * (months + 1), in: reckoning)
        else { return nil }
        return CalendarDay(dayNumber: tilem + 1)
    }

    /// The tithi count of day `dayNumber` in `reckoning`, and whether the day holds a second tithi.
    static func tithi(on dayNumber: Int, in reckoning: Pengalantaka) -> (first: Int, twoTithis: Bool) {
        let n = dayNumber - reckoning.anchor
        let skipped = n >= 0 ? (n + 62) / 63 : -((-n) / 63)
        return (reckoning.tithi + n + skipped, n % 63 == 0)
    }

    /// The day that holds tithi `count`.
    static func day(ofTithi count: Int, in reckoning: Pengalantaka) -> Int? {
        let estimate = reckoning.anchor + (count - reckoning.tithi) * 63 / 64
        for candidate in (estimate - 3)...(estimate + 3) {
            let (first, two) = tithi(on: candidate, in: reckoning)
            if first == count || (two && first + 1 == count) { return candidate }
        }
        return nil
    }

    /// The months (leap months included) from Kapitu of Saka `anchorSaka` to Kasanga of Saka `saka`,
    /// negative when that Kasanga comes first. Neither month is ever a leap month and the walk's Saka
    /// year only grows, so both are met; the walk is bounded all the same (nil past it).
    static func monthsFromKapitu(of anchorSaka: Int, toKasangaOf saka: Int) -> Int? {
        let start = min(anchorSaka, saka)
        var anchorIndex: Int?
        var targetIndex: Int?
        var index = 0
        let bound = 14 * (abs(anchorSaka - saka) + 2)
        for month in Walk(kapituOf: start).prefix(bound) {
            if month.saka == anchorSaka && month.number == 7 && !month.leap { anchorIndex = index }
            if month.saka == saka && month.number == 9 && !month.leap { targetIndex = index }
            if let anchorIndex, let targetIndex { return targetIndex - anchorIndex }
            index += 1
        }
        return nil
    }

    /// The months from Kapitu of a Saka year on, each with its number (1 Kasa … 12 Sadha), Saka year and
    /// whether it is the repeated (nampih) one.
    struct Walk: Sequence, IteratorProtocol {
        var number = 7
        var saka: Int
        var leapNext: Bool
        var continuous: Bool
        var started = false

        init(kapituOf saka: Int) {
            self.saka = saka
            continuous = (1915...1924).contains(saka)
            leapNext = false
        }

        mutating func next() -> (number: Int, saka: Int, leap: Bool)? {
            guard started else {
                started = true
                leapNext = Self.hasLeap(after: number, saka: saka, continuous: continuous)
                return (number, saka, false)
            }
            if leapNext {
                leapNext = false
                return (number, saka, true)
            }
            number = number % 12 + 1
            if number == 10 { saka += 1 }
            if number == 8 && saka == 1914 { continuous = true }
            if number == 8 && saka == 1924 { continuous = false }
            leapNext = Self.hasLeap(after: number, saka: saka, continuous: continuous)
            return (number, saka, false)
        }

        /// The continuous months' leap month by Saka year mod 19.
        static let continuousLeapMonth: [Int: Int] = [2: 11, 10: 11, 4: 3, 7: 1, 13: 10, 15: 2, 18: 12]

        /// Whether month `number` of Saka `saka` is followed by its repetition.
        static func hasLeap(after number: Int, saka: Int, continuous: Bool) -> Bool {
            let cycle = ((saka % 19) + 19) % 19
            if continuous { return continuousLeapMonth[cycle] == number }
            if number == 11 { return [0, 6, 11].contains(cycle) && saka != 1925 }
            if number == 12 { return [3, 8, 14, 16].contains(cycle) }
            return false
        }
    }
}
