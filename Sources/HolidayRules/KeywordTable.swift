/// Fixed words (a date expression's keywords, the Hindu festivals' names) looked up on UTF-8 bytes,
/// so that the word looked up needs no String.
struct KeywordTable<Value: Sendable>: Sendable {
    private let entries: [(utf8: [UInt8], value: Value)]

    init(_ pairs: [(String, Value)]) {
        entries = pairs.map { (Array($0.0.utf8), $0.1) }
    }

    /// The value of the word written in `bytes`, if it is one of the table's.
    func value(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Value? {
        for entry in entries where entry.utf8.count == bytes.count && entry.utf8.elementsEqual(bytes) {
            return entry.value
        }
        return nil
    }
}

extension KeywordTable where Value: CaseIterable & RawRepresentable<String> {
    /// Every case of `Value`, by its raw value.
    init() {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
