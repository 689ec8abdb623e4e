import Foundation

/// Any JSON value, read with `JSONDecoder`, so a response's types are checked by hand with clear messages
/// (`null` included) instead of failing as a whole.
enum JSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `bytes`; the error names what the decoder found wrong.
    static func parse(_ bytes: [UInt8]) throws(JSONValueError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONValueError(message: underlying ?? context.debugDescription)
        } catch {
            throw JSONValueError(message: "\(error)")
        }
    }

    /// The value as it appeared, for messages: `"abc"`, `12`, `true`, `an array`.
    var shown: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .string(let text): "\"\(text.prefix(40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// JSON that does not parse.
struct JSONValueError: Error {
    let message: String
}
