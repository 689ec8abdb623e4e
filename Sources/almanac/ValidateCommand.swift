import Agenda
import AlmanacPipeline
import ArgumentParser
import Foundation
import ICalendar

/// `almanac validate FILE...`: checks agenda files and reports every problem, one line each.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check agenda files (JSON, YAML, CSV, .ics) and report every problem, one line each.",
        discussion: """
            Each problem goes to standard error as FILE:LINE[:COLUMN]: error|warning: [FIELD: ]message. \
            Errors make a file unusable; warnings name what was repaired (LF line ends, a byte order mark, \
            a TZID without VTIMEZONE, ...) and leave the file usable. A summary per file goes to standard output. \
            The format comes from the extension (.json, .yml/.yaml, .csv, .ics) or --agenda-format. \
            Exit codes: 0 no errors (warnings allowed), 65 a file has errors, 64 a file is missing or of a \
            kind that cannot be checked.

            Examples:
              almanac validate team.ics
              almanac validate samples/agenda.yml samples/agenda.json
              almanac validate --agenda-format csv --no-warnings export.txt
            """)

    @Argument(help: "The files to check.")
    var files: [String]

    @Option(name: .customLong("agenda-format"), help: "The format of every file: json, yaml, csv or ics (default: from the extension).")
    var agendaFormat: String?

    @Flag(name: .customLong("warnings"), inversion: .prefixedNo, help: "Report warnings as well as errors.")
    var showWarnings = true

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one file to check") }
    }

    func run() throws {
        try reportingFailures {
            let sources = try agendaSources(files, format: agendaFormat)
            var filesWithErrors = 0
            for source in sources {
                let path = source.path
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    FileManager.default.isReadableFile(atPath: path)
                else {
                    throw AlmanacError(.usage, "\(path): no such file, or it cannot be read")
                }
                let format = try AgendaReader.format(of: path, given: source.format)
                let validation = AgendaReader().validate(contentsOf: path, format: format)
                let errors = validation.diagnostics.filter { $0.severity == .error }
                let warnings = validation.diagnostics.count - errors.count
                let shown = showWarnings ? validation.diagnostics : errors
                if !shown.isEmpty {
                    FileHandle.standardError.write(Data((shown.map(\.description).joined(separator: "\n") + "\n").utf8))
                }
                if !errors.isEmpty { filesWithErrors += 1 }
                let events = validation.file?.eventCount ?? 0
                writeOut(
                    "\(path): "
                        + (errors.isEmpty
                            ? "valid, \(events) event\(events == 1 ? "" : "s")" : plural(errors.count, "error"))
                        + (warnings > 0 ? ", \(plural(warnings, "warning"))" : "") + "\n")
            }
            if filesWithErrors > 0 {
                throw AlmanacError(.dataError, "\(plural(filesWithErrors, "file")) with errors")
            }
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
