import CalendarCore
@testable import HolidayRules
import Testing

/// The hours a festival's moment always lies in (`HinduDayTime.hours`), which let `HinduCalendar` tell
/// a day without its sunrise: each moment computed must lie in them, and they must be narrow enough to tell.
@Suite("Hindu day time")
struct HinduDayTimeTests {
    static let times: [HinduDayTime] = [.dawn, .sunrise, .midday, .afternoon, .sunset, .evening, .midnight]
    static let places: [HinduPlace] = [.delhi, .chennai, .thiruvananthapuram, .kolkata]

    @Test("every moment lies in its hours, at every place, around the year", arguments: times)
    func momentLiesInHours(time: HinduDayTime) {
        let first = CalendarDay.dayNumber(year: 2026, month: 1, day: 1)
        for place in Self.places {
            for day in stride(from: first, to: first + 366, by: 9) {
                let hours = (time.moment(day, at: place) - HinduPlace.midnight(day)) * 24
                #expect(time.hours.contains(hours), "\(time) on day \(day) at \(place): \(hours) h outside \(time.hours)")
                // and the shortcut agrees with the moment itself on either side of it
                let moment = time.moment(day, at: place)
                #expect(time.isBefore(moment + 1e-6, day: day, at: place))
                #expect(!time.isBefore(moment, day: day, at: place))
                #expect(time.isBefore(HinduPlace.midnight(day) + 1.2, day: day, at: place))
                #expect(!time.isBefore(HinduPlace.midnight(day) - 0.2, day: day, at: place))
            }
        }
    }

    @Test("the hours are narrower than a quarter day, so most days are told without the sky")
    func hoursAreNarrow() {
        for time in Self.times { #expect(time.hours.upperBound - time.hours.lowerBound < 6) }
    }
}
