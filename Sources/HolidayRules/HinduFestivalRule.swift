import CalendarCore

/// How a Hindu festival's civil day is found (`HinduCalendar` computes it).
///
/// Lunar months are amanta (new moon to new moon), numbered 0 (Chaitra) … 11 (Phalguna), each named
/// after the sidereal sign the Sun is in at the new moon that begins it (Pisces: Chaitra); a month the
/// Sun enters no sign in is adhika (intercalary) and holds no festival. A tithi is 1…30: 1–15 the bright
/// half (shukla; 15 is the full moon, purnima), 16–30 the dark half (krishna 1–14, 30 the new moon,
/// amavasya); a festival purnimanta calendars put in the next month's dark half is written here in the
/// amanta month (Janmashtami: Shravana krishna 8, tithi 23 of month 4).
indirect enum HinduFestivalRule: Hashable, Sendable {
    /// The civil day whose `time` falls in the tithi of the nija month; when two days do, the first
    /// (`second`: the second); when none does (the tithi begins and ends between two such moments),
    /// the day it begins on.
    case tithi(month: Int, tithi: Int, time: HinduDayTime, place: HinduPlace = .delhi, second: Bool = false)
    /// Holika Dahan's night: the first day whose evening (pradosha) falls in the month's full-moon tithi;
    /// the next day when that evening is in Bhadra (the tithi's first half, the karana Vishti) and the
    /// tithi lasts three and a half of the next day's four prahars (7/8 of its daylight; the fire is not lit in Bhadra).
    case purnimaNight(month: Int, place: HinduPlace = .delhi)
    /// Raksha Bandhan's day: the first day whose aparahna (the fourth fifth of its daylight) is not over
    /// when the month's full-moon tithi begins; the next day when Bhadra (the tithi's first half) lasts
    /// past that aparahna and the tithi still holds three muhurtas (a fifth of the daylight) after the
    /// next sunrise (the thread is not tied in Bhadra; the morning of the next day serves instead).
    case purnimaAparahna(month: Int, place: HinduPlace = .delhi)
    /// The day the Sun enters the sidereal sign (0 Aries … 11 Pisces), or the next day when it enters
    /// after the `cutoff` moment of that day (nil: the civil day of the sankranti itself).
    case sankranti(sign: Int, cutoff: HinduDayTime?, place: HinduPlace)
    /// The first day from the `fromDay`th of the solar month (the Sun in sidereal sign `solarSign`; the
    /// month's first day is the day after the sankranti) whose `time` has the Moon in the nakshatra
    /// (1 Ashwini … 27 Revati, each 13°20′). Onam: Thiruvonam (22) in Chingam, not in its first days.
    case nakshatra(solarSign: Int, nakshatra: Int, fromDay: Int, time: HinduDayTime, place: HinduPlace)
    /// The last `weekday` before the day another rule gives (`orOn`: on or before it).
    case weekdayBefore(Weekday, HinduFestivalRule, orOn: Bool)
    /// Another rule's day moved by some days.
    case offset(HinduFestivalRule, days: Int)
    /// A day of a solar calendar that keeps its day of the year: `month`-`day` in common years, the day
    /// before in leap years (the Bengali and Odia calendars as the states fix them: 15 April, 14 in a leap year).
    case solarDayOfYear(month: Int, day: Int)
    /// The days in the year a whole number of `length`-day years from `epoch` (days since 1970-01-01):
    /// the Parsi (Shahenshahi) calendar's 365-day year, whose New Year was 28 August 1972.
    case cycle(epoch: Int, length: Int)
    /// One of the festivals computed by their own methods (`HinduLunisolar`): Tamil Deepavali,
    /// Thaipusam, North Indian Diwali, Nyepi.
    case special(HinduFestival)
}
