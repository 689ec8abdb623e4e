/// A duration value as RFC 5545 §3.3.6 defines it: `P1D`, `PT6H`, `PT1H30M`, `P2W`, `-P1D`.
///
/// Used to check ``ICSWriterOptions/refreshInterval`` before it is written, since a malformed
/// `REFRESH-INTERVAL` line can make a client reject the whole feed (RFC 7986 §5.7).
///
/// The grammar is followed strictly, with upper-case designators only:
///
/// ```
/// dur-value  = (["+"] / "-") "P" (dur-date / dur-time / dur-week)
/// dur-date   = dur-day [dur-time]
/// dur-time   = "T" (dur-hour / dur-minute / dur-second)
/// dur-week   = 1*DIGIT "W"
/// dur-hour   = 1*DIGIT "H" [dur-minute]
/// dur-minute = 1*DIGIT "M" [dur-second]
/// dur-second = 1*DIGIT "S"
/// dur-day    = 1*DIGIT "D"
/// ```
///
/// So `PT1H30S` (an hour, then seconds without minutes), `P1DT` (an empty time part), `P1W2D`
/// (weeks mixed with days) and `PT24h` (lower case) are rejected.
struct ICSDuration: Sendable, Hashable {
    /// Whether the value starts with `-`.
    var isNegative: Bool
    /// The length in seconds, ignoring the sign; `nil` if it does not fit in an `Int`.
    var magnitudeInSeconds: Int?

    /// Parses `text`; returns `nil` unless it matches `dur-value` exactly.
    init?(_ text: String) {
        var rest = Substring(text)
        isNegative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()

        // Each element is 1*DIGIT followed by a designator; "T" opens the time part.
        var elements: [(count: Int?, designator: Character)] = []
        var inTime = false
        var timeElements = 0
        while let first = rest.first {
            if first == "T" {
                guard !inTime else { return nil }
                inTime = true
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let designator = rest.first else { return nil }
            rest = rest.dropFirst()
            elements.append((Int(digits), designator))
            if inTime { timeElements += 1 }
        }

        let designators = elements.map(\.designator)
        let datePart = designators.dropLast(timeElements)
        let timePart = Array(designators.suffix(timeElements))
        let validTime: [[Character]] = [["H"], ["H", "M"], ["H", "M", "S"], ["M"], ["M", "S"], ["S"]]
        switch (Array(datePart), inTime) {
        case (["W"], false), (["D"], false): break
        case (["D"], true), ([], true): guard validTime.contains(timePart) else { return nil }
        default: return nil
        }

        var total: Int? = 0
        for element in elements {
            let unit =
                switch element.designator {
                case "W": 604_800
                case "D": 86_400
                case "H": 3600
                case "M": 60
                default: 1
                }
            total = Self.add(total, Self.multiply(element.count, unit))
        }
        magnitudeInSeconds = total
    }

    /// Whether the duration is longer than zero.
    var isPositive: Bool {
        !isNegative && magnitudeInSeconds != 0
    }

    private static func multiply(_ value: Int?, _ factor: Int) -> Int? {
        guard let value else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        return overflow ? nil : product
    }

    private static func add(_ lhs: Int?, _ rhs: Int?) -> Int? {
        guard let lhs, let rhs else { return nil }
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? nil : sum
    }
}
