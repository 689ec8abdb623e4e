import Foundation
import Synchronization

/// A Foundation (ICU) calendar and the Gregorian one, both in UTC, made when first used: making them
/// loads ICU's calendar data, which a country that never converts to that calendar need not pay for.
final class UTCCalendars: Sendable {
    private let identifier: Calendar.Identifier
    private let made = Mutex<(calendar: Calendar, gregorian: Calendar)?>(nil)

    init(_ identifier: Calendar.Identifier) {
        self.identifier = identifier
    }

    /// The calendar of `identifier`, in UTC.
    var calendar: Calendar { pair.calendar }
    /// The Gregorian calendar, in UTC.
    var gregorian: Calendar { pair.gregorian }

    private var pair: (calendar: Calendar, gregorian: Calendar) {
        made.withLock { made in
            if let made { return made }
            let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = utc
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = utc
            made = (calendar, gregorian)
            return (calendar, gregorian)
        }
    }
}
