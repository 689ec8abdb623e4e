import Foundation

/// One label file, `labels/<language>.json`, parsed and checked.
///
/// The file is one JSON object of label key → text:
///
/// ```json
/// {
///     "day.today": "Heute",
///     "day.more": "+{count} weitere"
/// }
/// ```
/// Every key must be one of ``SiteLabels/allKeys`` (a typo must not pass silently), every value a string,
/// and a text must use exactly the placeholders of the English text (`{count}`, `{year}`, …), so nothing the
/// page fills in is lost or left in braces. Keys may be missing: they fall back to English.
struct SiteLabelFile {
    /// The language tag, from the file name: `de` for `de.json`, `pt-BR` for `pt-BR.json` or `pt_BR.json`.
    let language: String
    /// Key → text, as in the file.
    let table: [String: String]

    /// Parses and checks a label file.
    ///
    /// - Parameters:
    ///   - language: The language tag the file is for.
    ///   - text: The file's contents.
    ///   - path: Names the file in error messages.
    ///   - reference: The English table whose placeholders every text must use; `nil` checks none.
    /// - Throws: ``SiteError/invalidTemplate(path:message:)`` naming the line and column (or key) and what
    ///   was expected.
    init(language: String, text: String, path: String, reference: [String: String]?) throws(SiteError) {
        self.language = language
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw SiteError.invalidTemplate(
                path: Self.place(path, text: text, error: error),
                message: "not valid JSON; expected one object of label key → text")
        }
        guard let dictionary = object as? [String: Any] else {
            throw SiteError.invalidTemplate(path: path, message: "expected one JSON object of label key → text")
        }
        var table: [String: String] = [:]
        let known = Set(SiteLabels.allKeys)
        for key in dictionary.keys.sorted() {
            let keyPlace = Self.place(path, text: text, key: key)
            guard known.contains(key) else {
                throw SiteError.invalidTemplate(
                    path: keyPlace,
                    message: "unknown label '\(key)'; the keys are those of the built-in en.json (almanac theme export)"
                )
            }
            guard let value = dictionary[key] as? String else {
                throw SiteError.invalidTemplate(path: keyPlace, message: "label '\(key)' must be a string")
            }
            if let english = reference?[key] {
                let expected = Self.placeholders(in: english)
                let found = Self.placeholders(in: value)
                guard expected == found else {
                    let list =
                        expected.isEmpty
                        ? "no placeholders" : expected.sorted().map { "{\($0)}" }.joined(separator: ", ")
                    throw SiteError.invalidTemplate(
                        path: keyPlace, message: "label '\(key)' must use \(list), like the English text \"\(english)\""
                    )
                }
            }
            table[key] = value
        }
        self.table = table
    }

    /// The language tag a label file's name stands for, or `nil` if the name is not `<tag>.json`.
    static func language(fromFileName name: String) -> String? {
        guard name.hasSuffix(".json") else { return nil }
        let stem = name.dropLast(5).replacingOccurrences(of: "_", with: "-")
        let valid =
            !stem.isEmpty && stem.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "-") }
        return valid ? stem : nil
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { names.insert(name) }
                current = nil
            } else if current != nil {
                if character.isLetter { current?.append(character) } else { current = nil }
            }
        }
        return names
    }

    /// `path:line:column` of a JSON syntax error, from the character offset Foundation reports.
    private static func place(_ path: String, text: String, error: any Error) -> String {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        guard let range = detail.range(of: "character "),
            let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
        else { return path }
        return location(path, text: text, utf8Offset: offset)
    }

    /// `path:line:column` of the first occurrence of `"key"`.
    private static func place(_ path: String, text: String, key: String) -> String {
        guard let range = text.range(of: "\"\(key)\"") else { return path }
        return location(path, text: text, utf8Offset: text.utf8.distance(from: text.startIndex, to: range.lowerBound))
    }

    private static func location(_ path: String, text: String, utf8Offset: Int) -> String {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(utf8Offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "\(path):\(line):\(column)"
    }
}
