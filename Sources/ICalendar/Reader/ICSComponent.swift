/// A component (RFC 5545 §3.6) as read from a file: its properties and nested components, untyped.
struct ICSComponent: Sendable {
    /// The name from `BEGIN:`, upper-cased: `VCALENDAR`, `VEVENT`, `VTIMEZONE`, `STANDARD`.
    var name: String
    /// The line of its `BEGIN:`.
    var line: Int
    /// Its own properties, in file order.
    var properties: [ICSPropertyLine] = []
    /// Its sub-components, in file order.
    var children: [ICSComponent] = []

    /// Every property called `name`.
    func all(_ name: String) -> [ICSPropertyLine] {
        properties.filter { $0.name == name }
    }
}

/// Builds the component tree from content lines, matching every `BEGIN` with its `END`.
///
/// Errors: a property outside any component; an `END` that does not match the innermost open `BEGIN`
/// (the open components up to a matching one are closed, each reported); components still open at
/// the end of the file (a truncated file). Everything found is kept, so the rest can still be checked.
enum ICSComponentBuilder {
    static func build(_ lines: [ICSPropertyLine], log: inout ICSDiagnosticLog) -> [ICSComponent] {
        var roots: [ICSComponent] = []
        var stack: [ICSComponent] = []
        var strayLines = 0

        func close(_ stack: inout [ICSComponent], into roots: inout [ICSComponent]) {
            guard let finished = stack.popLast() else { return }
            if stack.isEmpty {
                roots.append(finished)
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }

        for line in lines {
            switch line.name {
            case "BEGIN":
                let name = line.value.trimmingASCIISpaces().uppercased()
                guard !name.isEmpty else {
                    log.error(
                        line: line.line, column: line.valueColumn, property: "BEGIN",
                        "expected a component name such as VEVENT")
                    continue
                }
                if name != line.value.trimmingASCIISpaces() { log.repaired(.lowerCaseName, line: line.line) }
                stack.append(ICSComponent(name: name, line: line.line))
            case "END":
                let name = line.value.trimmingASCIISpaces().uppercased()
                guard let open = stack.last else {
                    log.error(line: line.line, property: "END", "END:\(name) without a matching BEGIN:\(name)")
                    continue
                }
                if open.name == name {
                    close(&stack, into: &roots)
                } else if let match = stack.lastIndex(where: { $0.name == name }) {
                    // Close the components left open inside the one this END closes.
                    for unclosed in stack[(match + 1)...].reversed() {
                        log.error(
                            line: line.line, property: "END",
                            "END:\(name) closes BEGIN:\(name) (line \(stack[match].line)) while BEGIN:\(unclosed.name) "
                                + "(line \(unclosed.line)) is still open; expected END:\(unclosed.name) first")
                    }
                    while stack.count > match { close(&stack, into: &roots) }
                } else {
                    log.error(
                        line: line.line, property: "END",
                        "expected END:\(open.name) (for BEGIN:\(open.name) on line \(open.line)), found END:\(name)")
                }
            default:
                if stack.isEmpty {
                    strayLines += 1
                    if strayLines <= 3 {
                        log.error(
                            line: line.line, property: line.name,
                            "a property outside any component; expected BEGIN:VCALENDAR first")
                    }
                } else {
                    stack[stack.count - 1].properties.append(line)
                }
            }
        }
        for open in stack.reversed() {
            log.error(
                line: open.line, property: "BEGIN",
                "BEGIN:\(open.name) has no END:\(open.name); the file is truncated or malformed")
        }
        while !stack.isEmpty { close(&stack, into: &roots) }
        if strayLines > 3 {
            log.error(line: lines.last?.line ?? 1, "\(strayLines - 3) more properties outside any component")
        }
        return roots
    }
}
