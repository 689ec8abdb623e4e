/// The years a rule applies in: `1971-`, `1971-2008`, `2017`, `2008-2014/2` (every other year), comma-separated.
public struct YearSet: Hashable, Sendable, CustomStringConvertible {
    /// One span of years, open-ended when `last` is `nil`, every `step` years from `first`.
    public struct Span: Hashable, Sendable {
        public let first: Int
        public let last: Int?
        public let step: Int

        public init(first: Int, last: Int?, step: Int = 1) {
            self.first = first
            self.last = last
            self.step = max(1, step)
        }

        func contains(_ year: Int) -> Bool {
            year >= first && (last.map { year <= $0 } ?? true) && (year - first) % step == 0
        }
    }

    /// The spans; empty means every year.
    public let spans: [Span]

    /// Every year.
    public static let always = YearSet(spans: [])

    public init(spans: [Span]) { self.spans = spans }

    /// Whether the rule applies in `year`.
    public func contains(_ year: Int) -> Bool {
        spans.isEmpty || spans.contains { $0.contains(year) }
    }

    /// The years of this set from `year` on (a country's `first-year:`), or the spans that lie wholly
    /// before it: every year is `[Span(year...)]`, `-1980` becomes `year-1980`, and a step keeps its phase.
    func starting(from year: Int) -> (years: YearSet, before: Span?) {
        guard !spans.isEmpty else { return (YearSet(spans: [Span(first: year, last: nil)]), nil) }
        var kept: [Span] = []
        for span in spans {
            guard span.first < year else {
                kept.append(span)
                continue
            }
            let first = span.first + (year - span.first + span.step - 1) / span.step * span.step
            if let last = span.last, first > last { return (self, span) }
            kept.append(Span(first: first, last: span.last, step: span.step))
        }
        return (YearSet(spans: kept), nil)
    }

    public var description: String {
        spans.isEmpty
            ? "always"
            : spans.map { span in
                "\(span.first)-\(span.last.map(String.init) ?? "")" + (span.step > 1 ? "/\(span.step)" : "")
            }.joined(separator: ", ")
    }
}
