/// One parsed content line (RFC 5545 §3.1): `name *(";" param) ":" value`.
///
/// Names are upper-cased (they are case-insensitive, §2); parameter values are unquoted and
/// RFC 6868-decoded; the value is kept raw, since how to unescape it depends on its type.
struct ICSPropertyLine: Sendable {
    /// The property name, upper-cased: `DTSTART`, `X-WR-CALNAME`.
    var name: String
    /// The parameters in order.
    var parameters: [Parameter]
    /// The raw value after the first unquoted `:`.
    var value: String
    /// The line the content line starts on.
    var line: Int
    /// The column (1-based, in bytes) where the value starts, for messages about the value.
    var valueColumn: Int

    /// One parameter (RFC 5545 §3.2); a parameter may carry several comma-separated values.
    struct Parameter: Sendable {
        /// The name, upper-cased: `TZID`, `VALUE`.
        var name: String
        /// The values, unquoted and caret-decoded (RFC 6868).
        var values: [String]
    }

    /// The first value of the parameter called `name` (upper case), if present.
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.values.first
    }

    /// The number of parameters called `name`.
    func count(of name: String) -> Int {
        parameters.reduce(0) { $0 + ($1.name == name ? 1 : 0) }
    }
}

/// Parses a logical line into an ``ICSPropertyLine``, reporting what is malformed with its column.
///
/// ```
/// contentline = name *(";" param ) ":" value CRLF
/// name        = iana-token / x-name            ; 1*(ALPHA / DIGIT / "-")
/// param       = param-name "=" param-value *("," param-value)
/// param-value = paramtext / quoted-string      ; paramtext has no DQUOTE ; : ,
/// quoted-string = DQUOTE *QSAFE-CHAR DQUOTE    ; anything but DQUOTE and controls
/// ```
/// RFC 6868 caret escapes in parameter values: `^n` → line break, `^'` → `"`, `^^` → `^`; a caret before
/// any other character stays as it is.
enum ICSPropertyLineParser {
    static func parse(_ logical: ICSLogicalLine, log: inout ICSDiagnosticLog) -> ICSPropertyLine? {
        let bytes = Array(logical.text.utf8)
        var index = 0
        func report(_ message: String, at offset: Int, property: String? = nil) {
            let place = logical.position(ofByte: offset)
            log.error(line: place.line, column: place.column, property: property, message)
        }
        func noteCase(_ name: ArraySlice<UInt8>, at offset: Int) {
            if name.contains(where: { (0x61...0x7A).contains($0) }) {
                let place = logical.position(ofByte: offset)
                log.repaired(.lowerCaseName, line: place.line, column: place.column)
            }
        }

        // The property name.
        let nameEnd = bytes.firstIndex(where: { !isNameByte($0) }) ?? bytes.count
        guard nameEnd > 0 else {
            report("expected a property name (letters, digits and '-'), found '\(excerpt(bytes, from: 0))'", at: 0)
            return nil
        }
        let name = String(decoding: bytes[0..<nameEnd], as: UTF8.self).uppercased()
        noteCase(bytes[0..<nameEnd], at: 0)
        index = nameEnd
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":") else {
            if index < bytes.count {
                report(
                    "expected ':' or ';' after the property name, found '\(excerpt(bytes, from: index))'",
                    at: index, property: name)
            } else {
                report("expected ':' and a value after the property name", at: index, property: name)
            }
            return nil
        }

        // Parameters.
        var parameters: [ICSPropertyLine.Parameter] = []
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > start else {
                report(
                    "expected a parameter name after ';', found '\(excerpt(bytes, from: index))'", at: index,
                    property: name)
                return nil
            }
            let parameterName = String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
            noteCase(bytes[start..<index], at: start)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                report("expected '=' after the parameter name \(parameterName)", at: index, property: name)
                return nil
            }
            index += 1
            var values: [String] = []
            while true {
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    let open = index
                    index += 1
                    let valueStart = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                    guard index < bytes.count else {
                        report(
                            "the quoted value of parameter \(parameterName) has no closing '\"'", at: open,
                            property: name)
                        return nil
                    }
                    values.append(decodeCarets(bytes[valueStart..<index]))
                    index += 1
                } else {
                    let valueStart = index
                    while index < bytes.count,
                        ![UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "\"")]
                            .contains(bytes[index])
                    {
                        index += 1
                    }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        report(
                            "a '\"' inside the value of parameter \(parameterName); quote the whole value",
                            at: index, property: name)
                        return nil
                    }
                    values.append(decodeCarets(bytes[valueStart..<index]))
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
            parameters.append(ICSPropertyLine.Parameter(name: parameterName, values: values))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":") else {
                if index < bytes.count {
                    report(
                        "expected ';' or ':' after the value of parameter \(parameterName), found "
                            + "'\(excerpt(bytes, from: index))'", at: index, property: name)
                } else {
                    report("expected ':' and a value after the parameters", at: index, property: name)
                }
                return nil
            }
        }
        // index is at ':'.
        let valueOffset = index + 1
        let value = String(decoding: bytes[valueOffset...], as: UTF8.self)
        let valuePlace = logical.position(ofByte: valueOffset)
        return ICSPropertyLine(
            name: name, parameters: parameters, value: value, line: logical.line,
            valueColumn: valuePlace.line == logical.line ? valuePlace.column : 1)
    }

    /// Letters, digits and `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "-")
    }

    /// RFC 6868 §3: `^n` → line break, `^'` → `"`, `^^` → `^`.
    static func decodeCarets(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "^"), index + 1 < bytes.endIndex {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "N"):
                    out.append(0x0A)
                    index += 2
                    continue
                case UInt8(ascii: "'"):
                    out.append(UInt8(ascii: "\""))
                    index += 2
                    continue
                case UInt8(ascii: "^"):
                    out.append(UInt8(ascii: "^"))
                    index += 2
                    continue
                default:
                    break
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Up to 20 characters of the line from `offset`, for messages.
    private static func excerpt(_ bytes: [UInt8], from offset: Int) -> String {
        let text = String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self)
        return text.count > 20 ? String(text.prefix(20)) + "…" : text
    }
}
