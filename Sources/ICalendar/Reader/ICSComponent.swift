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

/// Builds components from content lines, matching every `BEGIN` with its `END`, one component at a time.
///
/// A component directly inside a `VCALENDAR` (a VEVENT, a VTIMEZONE) is handed on as soon as its `END`
/// is read, without being kept in its calendar, so a file is read in the memory of one event; the
/// calendar itself is handed on at its `END` with its own properties only. Other components are handed
/// on whole when they end (`children` filled).
///
/// Errors: a property outside any component; an `END` that does not match the innermost open `BEGIN`
/// (the open components up to a matching one are closed, each reported); components still open at
/// the end of the file (a truncated file). Everything found is kept, so the rest can still be checked.
struct ICSComponentBuilder {
    /// Where a finished component was: at the top of the file, or directly inside a `VCALENDAR`.
    enum Place {
        case root
        case inCalendar
    }

    private var stack: [ICSComponent] = []
    private var strayLines = 0
    private var lastLine = 1

    init() {}

    /// The whole tree of a list of lines (the calendar's children kept in it), for tests and small input.
    static func build(_ lines: [ICSPropertyLine], log: inout ICSDiagnosticLog) -> [ICSComponent] {
        var builder = ICSComponentBuilder()
        var roots: [ICSComponent] = []
        var children: [ICSComponent] = []
        func collect(_ component: ICSComponent, _ place: Place, _ log: inout ICSDiagnosticLog) {
            switch place {
            case .inCalendar: children.append(component)
            case .root:
                var root = component
                root.children = children + root.children
                children = []
                roots.append(root)
            }
        }
        for line in lines { builder.add(line, log: &log, emit: collect) }
        builder.finish(log: &log, emit: collect)
        return roots
    }

    /// Reads one content line; `emit` receives each component it completes.
    mutating func add(
        _ line: ICSPropertyLine, log: inout ICSDiagnosticLog, emit: (ICSComponent, Place, inout ICSDiagnosticLog) -> Void
    ) {
        lastLine = line.line
        switch line.name {
        case "BEGIN":
            let name = line.value.trimmingASCIISpaces().uppercased()
            guard !name.isEmpty else {
                log.error(
                    line: line.line, column: line.valueColumn, property: "BEGIN",
                    "expected a component name such as VEVENT")
                return
            }
            if name != line.value.trimmingASCIISpaces() { log.repaired(.lowerCaseName, line: line.line) }
            stack.append(ICSComponent(name: name, line: line.line))
        case "END":
            let name = line.value.trimmingASCIISpaces().uppercased()
            guard let open = stack.last else {
                log.error(line: line.line, property: "END", "END:\(name) without a matching BEGIN:\(name)")
                return
            }
            if open.name == name {
                close(log: &log, emit: emit)
            } else if let match = stack.lastIndex(where: { $0.name == name }) {
                // Close the components left open inside the one this END closes.
                for unclosed in stack[(match + 1)...].reversed() {
                    log.error(
                        line: line.line, property: "END",
                        "END:\(name) closes BEGIN:\(name) (line \(stack[match].line)) while BEGIN:\(unclosed.name) "
                            + "(line \(unclosed.line)) is still open; expected END:\(unclosed.name) first")
                }
                while stack.count > match { close(log: &log, emit: emit) }
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

    /// Ends the file: components still open are reported and handed on.
    mutating func finish(log: inout ICSDiagnosticLog, emit: (ICSComponent, Place, inout ICSDiagnosticLog) -> Void) {
        for open in stack.reversed() {
            log.error(
                line: open.line, property: "BEGIN",
                "BEGIN:\(open.name) has no END:\(open.name); the file is truncated or malformed")
        }
        while !stack.isEmpty { close(log: &log, emit: emit) }
        if strayLines > 3 {
            log.error(line: lastLine, "\(strayLines - 3) more properties outside any component")
        }
    }

    private mutating func close(
        log: inout ICSDiagnosticLog, emit: (ICSComponent, Place, inout ICSDiagnosticLog) -> Void
    ) {
        guard let finished = stack.popLast() else { return }
        if stack.isEmpty {
            emit(finished, .root, &log)
        } else if stack.count == 1, stack[0].name == "VCALENDAR" {
            emit(finished, .inCalendar, &log)
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }
}
