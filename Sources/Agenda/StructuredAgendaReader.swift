import Foundation
import ICalendar
import Yams

/// Reads JSON and YAML agendas (one schema, `samples/agenda.schema.json`) into events.
///
/// ```yaml
/// calendar: Team agenda          # optional: the agenda's name
/// time-zone: Europe/Berlin       # optional: the zone of local times without their own
/// events:
///   - title: Stand-up
///     start: 2026-05-04T09:30
///     duration: PT15M
///     recurrence: FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR
/// ```
///
/// Both formats are parsed by Yams (libyaml), which keeps the line and column of every value; JSON is
/// also checked with Foundation's JSON parser, so that what is not JSON is refused, and its values are
/// typed as JSON types them (a number where a string is expected is an error). Unknown keys are errors,
/// like in `almanac.yml`: a typo must not be ignored silently.
struct StructuredAgendaReader {
    let file: String
    let format: AgendaFormat
    let defaultTimeZone: String?

    static let topLevelKeys = ["calendar", "time-zone", "events"]

    /// Reads `text`; every problem goes to `diagnostics`.
    func read(_ text: String, diagnostics: inout AgendaDiagnostics) -> (name: String?, events: [ICSEvent]) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            reportSyntax(error, diagnostics: &diagnostics)
            return (nil, [])
        } catch {
            diagnostics.error(line: 1, "cannot be parsed: \(error)")
            return (nil, [])
        }
        if format == .json, let problem = Self.jsonSyntaxProblem(text) {
            diagnostics.error(line: problem.line, "is not valid JSON: \(problem.message)")
            return (nil, [])
        }
        guard let root else {
            diagnostics.error(line: 1, "is empty; expected an object with an 'events' list")
            return (nil, [])
        }
        guard case .mapping(let mapping) = root else {
            error(root, field: nil, "expected an object with an 'events' list, found \(kind(of: root))", &diagnostics)
            return (nil, [])
        }
        var name: String?
        var builder = AgendaEntryBuilder(file: file, defaultTimeZone: defaultTimeZone)
        var eventsNode: Node?
        var seen: Set<String> = []
        for (key, value) in mapping {
            let keyName = key.scalar?.string ?? ""
            guard Self.topLevelKeys.contains(keyName) else {
                error(key, field: keyName, "unknown key; expected one of \(Self.topLevelKeys.joined(separator: ", "))", &diagnostics)
                continue
            }
            guard seen.insert(keyName).inserted else {
                error(key, field: keyName, "appears twice", &diagnostics)
                continue
            }
            switch keyName {
            case "calendar": name = string(value, field: keyName, &diagnostics)?.text
            case "time-zone": builder.fileTimeZone = string(value, field: keyName, &diagnostics)
            default: eventsNode = value
            }
        }
        guard let eventsNode else {
            error(root, field: "events", "missing: expected a list of events", &diagnostics)
            return (name, [])
        }
        guard case .sequence(let sequence) = eventsNode else {
            if eventsNode.isNull { return (name, []) }
            error(eventsNode, field: "events", "expected a list of events, found \(kind(of: eventsNode))", &diagnostics)
            return (name, [])
        }
        var events: [ICSEvent] = []
        events.reserveCapacity(sequence.count)
        for item in sequence {
            guard let fields = fields(of: item, &diagnostics) else { continue }
            if let event = builder.build(fields, diagnostics: &diagnostics) { events.append(event) }
        }
        return (name, events)
    }

    /// The fields of one event object; `nil` when it is not an object.
    private func fields(of node: Node, _ diagnostics: inout AgendaDiagnostics) -> AgendaFields? {
        guard case .mapping(let mapping) = node else {
            error(node, field: "events", "each event must be an object, found \(kind(of: node))", &diagnostics)
            return nil
        }
        var fields = AgendaFields(line: node.mark?.line ?? 0, column: node.mark?.column)
        var seen: Set<String> = []
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            guard AgendaFields.names.contains(name) else {
                error(
                    key, field: name,
                    "unknown key in an event; expected one of \(AgendaFields.names.joined(separator: ", "))", &diagnostics)
                continue
            }
            guard seen.insert(name).inserted else {
                error(key, field: name, "appears twice in one event", &diagnostics)
                continue
            }
            switch name {
            case "all-day":
                guard let flag = bool(value, field: name, &diagnostics) else {
                    fields.rejected.insert(name)
                    continue
                }
                fields.allDay = (flag, value.mark?.line ?? fields.line)
            case "categories", "exceptions":
                let items = list(value, field: name, &diagnostics)
                if name == "categories" { fields.categories = items } else { fields.exceptions = items }
            default:
                if value.isNull { continue }
                if let text = string(value, field: name, &diagnostics) {
                    _ = fields.set(name, text)
                } else {
                    fields.rejected.insert(name)
                }
            }
        }
        return fields
    }

    // MARK: - Typed values

    /// A text value. In JSON it must be a string; in YAML any scalar but null is read as text.
    private func string(_ node: Node, field: String, _ diagnostics: inout AgendaDiagnostics) -> AgendaFields.Value? {
        guard case .scalar(let scalar) = node else {
            error(node, field: field, "expected a string, found \(kind(of: node))", &diagnostics)
            return nil
        }
        if format == .json, scalar.style == .plain {
            error(node, field: field, "expected a string in double quotes, found \(kind(of: node)) \(scalar.string)", &diagnostics)
            return nil
        }
        return AgendaFields.Value(text: scalar.string, line: node.mark?.line ?? 0, column: node.mark?.column)
    }

    /// `true` or `false` (YAML also takes yes/no, on/off).
    private func bool(_ node: Node, field: String, _ diagnostics: inout AgendaDiagnostics) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain || format == .yaml, let value = node.bool {
            return value
        }
        error(node, field: field, "expected true or false, found \(kind(of: node))", &diagnostics)
        return nil
    }

    /// A list of strings; a single string is a list of one.
    private func list(_ node: Node, field: String, _ diagnostics: inout AgendaDiagnostics) -> [AgendaFields.Value] {
        switch node {
        case .sequence(let sequence): return sequence.compactMap { string($0, field: field, &diagnostics) }
        case .scalar where node.isNull: return []
        case .scalar: return string(node, field: field, &diagnostics).map { [$0] } ?? []
        default:
            error(node, field: field, "expected a list of strings, found \(kind(of: node))", &diagnostics)
            return []
        }
    }

    /// How a value is called in messages: "a number", "an object", ...
    private func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "an object"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if format == .json, scalar.style != .plain { return "a string" }
            if format == .yaml, scalar.style != .plain { return "a string" }
            switch Resolver.default.resolveTag(of: node) {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            default: return "a string"
            }
        }
    }

    private func error(_ node: Node, field: String?, _ message: String, _ diagnostics: inout AgendaDiagnostics) {
        diagnostics.error(line: node.mark?.line ?? 0, column: node.mark?.column, field: field, message)
    }

    private func reportSyntax(_ error: YamlError, diagnostics: inout AgendaDiagnostics) {
        let language = format == .json ? "JSON" : "YAML"
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            diagnostics.error(
                line: mark.line, column: mark.column,
                "\(language) syntax error: \(problem)" + (context.map { " (\($0.text))" } ?? ""))
        default:
            diagnostics.error(line: 1, "\(language) error: \(error)")
        }
    }

    /// Foundation's verdict on JSON text, with the line it names (its messages give a character offset).
    static func jsonSyntaxProblem(_ text: String) -> (line: Int, message: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
            return nil
        } catch {
            let nsError = error as NSError
            let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
            // Foundation names a character offset ("around character 14"); turn it into a line.
            var line = 1
            if let range = detail.range(of: "character "),
                let offset = Int(detail[range.upperBound...].prefix(while: { $0.isNumber }))
            {
                line = 1 + text.utf8.prefix(offset).filter { $0 == 0x0A }.count
            }
            return (line, detail)
        }
    }
}

extension Node {
    /// Whether the node is YAML's null (`~`, `null`, or nothing).
    var isNull: Bool {
        if case .scalar(let scalar) = self, scalar.style == .plain, Resolver.default.resolveTag(of: self) == .null {
            return true
        }
        return false
    }
}
