import CalendarCore

/// The values of `observed:` and `move:`, read on their UTF-8 bytes (`ValueWords`): what a holiday
/// on each weekday gets, a substitute day or a move.
extension RuleFileParser {
    /// `observed:`: comma-separated `WEEKDAY… SHIFT` items (see `weekdayActions`), `rest SHIFT` (the
    /// region's weekly rest day, `SubdivisionWeekend`; Sunday where none is given), `shared
    /// WEEKDAY… SHIFT` (the shift on a shared day only on those weekdays), or `none`.
    func observedRule(utf8 value: UnsafeBufferPointer<UInt8>, _ at: Position) throws(RuleSyntaxError) -> ObservedRule? {
        if RuleText.equals(value[...], "none") { return nil }
        var shifts = [Weekday: ObservedRule.Shift](minimumCapacity: 7)  // room made once, not grown item by item
        var shared: MoveRule.Action?
        var near: MoveRule.Action?
        var onRestDay: ObservedRule.Shift?
        var sharedOn: Set<Weekday>?
        // The items left for `weekdayActions`, as written or rewritten (`shared WEEKDAY… SHIFT` becomes
        // `shared SHIFT`); `rest` items are taken out. When any is, the others are read from their
        // texts joined by ", ", whose columns the messages give.
        var others: [OtherItem] = []
        var allAsWritten = true
        let items = try list(utf8: value, at)
        others.reserveCapacity(items.count)
        for item in items {
            let words = ValueWords(UnsafeBufferPointer(rebasing: value[item.range]))
            if words.count > 2, words.matches(0, "shared") {
                guard sharedOn == nil else { throw error(at.shifted(item.column), "shared is given twice") }
                var weekdays: Set<Weekday> = []
                for index in 1..<(words.count - 1) {
                    weekdays.insert(try weekday(words, index, at.shifted(item.column)))
                }
                sharedOn = weekdays
                others.append(.rewritten("shared " + words.text(words.count - 1)))
                allAsWritten = false
                continue
            }
            guard Self.startsWithRest(value[item.range]) else {
                others.append(.asWritten(item))
                continue
            }
            allAsWritten = false
            guard onRestDay == nil else { throw error(at, "rest is given twice") }
            // Read as the Sunday item `sun SHIFT`, the way it was always read (its columns in messages too).
            let sundayItem = "sun " + RuleText.string(value, (item.range.lowerBound + 5)..<item.range.upperBound)
            var unused: MoveRule.Action?
            var unusedNear: MoveRule.Action?
            let actions = try RuleText.withBytes(of: sundayItem) { bytes throws(RuleSyntaxError) in
                try weekdayActions(
                    utf8: bytes, at, allowNone: false, shared: &unused, nearHoliday: &unusedNear, allowShared: false)
            }
            guard case .shift(let shift) = actions[.sunday] else { throw error(at, "expected 'rest next-workday' or 'rest +N'") }
            onRestDay = shift
        }
        if !others.isEmpty {
            let actions: [Weekday: MoveRule.Action]
            if allAsWritten && Self.isJoinedByCommaSpace(items, in: value) {
                actions = try weekdayActions(items: items, of: value, at, allowNone: false, shared: &shared, nearHoliday: &near)
            } else {
                let joined = others.map { $0.text(in: value) }.joined(separator: ", ")
                actions = try RuleText.withBytes(of: joined) { bytes throws(RuleSyntaxError) in
                    try weekdayActions(utf8: bytes, at, allowNone: false, shared: &shared, nearHoliday: &near)
                }
            }
            for (weekday, action) in actions {
                if case .shift(let shift) = action { shifts[weekday] = shift }
            }
        }
        guard case .shift(let whenShared) = shared else { return ObservedRule(shifts: shifts, onRestDay: onRestDay) }
        return ObservedRule(shifts: shifts, whenShared: whenShared, whenSharedOn: sharedOn, onRestDay: onRestDay)
    }

    /// An item of `observed:` for `weekdayActions`.
    private enum OtherItem {
        case asWritten(RuleText.Piece)
        case rewritten(String)

        func text(in value: UnsafeBufferPointer<UInt8>) -> String {
            switch self {
            case .asWritten(let item): RuleText.string(value, item.range)
            case .rewritten(let text): text
            }
        }
    }

    /// Whether `item` starts with the characters `rest ` (a combining mark after the space would make
    /// another character, as `String.hasPrefix` sees it).
    private static func startsWithRest(_ item: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard item.count > 5, RuleText.equals(item.prefix(5), "rest ") else { return false }
        let next = item[item.startIndex + 5]
        return next < 0x80 || String(decoding: item, as: UTF8.self).hasPrefix("rest ")
    }

    /// Whether `value` is exactly its `items` joined by ", ", so that reading the items where they are
    /// gives the columns that reading their joined text gives.
    private static func isJoinedByCommaSpace(_ items: [RuleText.Piece], in value: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for item in items {
            guard item.range.lowerBound == start,
                start == 0 || (value[start - 2] == RuleText.comma && value[start - 1] == RuleText.space)
            else { return false }
            start = item.range.upperBound + 2
        }
        return items.last?.range.upperBound == value.count
    }

    /// The value of `observed:` or `move:`: comma-separated `WEEKDAY… SHIFT` items, where SHIFT is
    /// `+N`, `-N`, `next-workday`, `previous-workday` or (for `move:` only) `none`; `sat sun +2` is
    /// short for `sat +2, sun +2`. With `allowShared`, `shared SHIFT` sets the shift for a day that also
    /// holds another holiday; for `move:` (`allowNone` and `allowNear`), `near-holiday SHIFT` the action
    /// for a day next to another holiday.
    func weekdayActions(
        utf8 value: UnsafeBufferPointer<UInt8>, _ at: Position, allowNone: Bool, shared: inout MoveRule.Action?,
        nearHoliday: inout MoveRule.Action?, allowShared: Bool = true, allowNear: Bool = true
    ) throws(RuleSyntaxError) -> [Weekday: MoveRule.Action] {
        try weekdayActions(
            items: list(utf8: value, at), of: value, at, allowNone: allowNone, shared: &shared, nearHoliday: &nearHoliday,
            allowShared: allowShared, allowNear: allowNear)
    }

    /// `weekdayActions(utf8:…)` for the list `items` of `value`.
    private func weekdayActions(
        items: [RuleText.Piece], of value: UnsafeBufferPointer<UInt8>, _ at: Position, allowNone: Bool,
        shared: inout MoveRule.Action?, nearHoliday: inout MoveRule.Action?, allowShared: Bool = true, allowNear: Bool = true
    ) throws(RuleSyntaxError) -> [Weekday: MoveRule.Action] {
        func expected() -> String {
            "expected 'WEEKDAY +N', 'WEEKDAY -N', 'WEEKDAY next-workday', 'WEEKDAY previous-workday'"
                + (allowNone ? " or 'WEEKDAY none'" : "")
        }
        var actions = [Weekday: MoveRule.Action](minimumCapacity: 7)  // room made once, not grown item by item
        for item in items {
            let words = ValueWords(UnsafeBufferPointer(rebasing: value[item.range]))
            let position = at.shifted(item.column)
            guard words.count >= 2 else { throw error(position, expected()) }
            let last = words.count - 1
            let second = position.shifted(words[last].column)
            let action: MoveRule.Action
            if words.matches(last, "next-workday") {
                action = .shift(.nextWorkday)
            } else if words.matches(last, "previous-workday") {
                action = .shift(.previousWorkday)
            } else if words.matches(last, "none") {
                guard allowNone else {
                    throw error(second, "'none' drops the holiday: write it in 'move:'; 'observed:' only adds days")
                }
                action = .drop
            } else {
                guard words.startsWithSign(last), let days = words.integer(last), days != 0, days.magnitude <= 30 else {
                    throw error(
                        second,
                        "expected a shift such as +1, -1, next-workday or previous-workday" + (allowNone ? ", or none" : ""))
                }
                action = .shift(.days(days))
            }
            for index in 0..<last {
                let wordPosition = position.shifted(words[index].column)
                if allowShared && words.matches(index, "shared") {
                    guard shared == nil else { throw error(wordPosition, "shared is given twice") }
                    shared = action
                    continue
                }
                if allowNear && allowNone && words.matches(index, "near-holiday") {
                    guard nearHoliday == nil else { throw error(wordPosition, "near-holiday is given twice") }
                    nearHoliday = action
                    continue
                }
                let weekday = try self.weekday(words, index, position)
                guard actions[weekday] == nil else { throw error(wordPosition, "\(weekday) is given twice") }
                actions[weekday] = action
            }
        }
        return actions
    }

    /// Word `index` of `words` as a weekday; `at` is where the words' text starts.
    func weekday(_ words: ValueWords, _ index: Int, _ at: Position) throws(RuleSyntaxError) -> Weekday {
        guard let weekday = words.weekday(index) else {
            return try weekday(words.text(index), at.shifted(words[index].column))  // throws its message
        }
        return weekday
    }
}
