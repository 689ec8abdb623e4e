import Agenda
import Foundation
import ICalendar

/// Reads agenda text of a format through the public reader, as the command line does.
func validate(_ text: String, _ format: AgendaFormat, name: String? = nil, zone: String? = "Europe/Berlin")
    -> AgendaReader.Validation
{
    AgendaReader(defaultTimeZone: zone).validate(Array(text.utf8), path: name ?? "test.\(format)", format: format)
}

/// The errors of a validation, as printed.
func errors(_ validation: AgendaReader.Validation) -> [String] {
    validation.diagnostics.filter { $0.severity == .error }.map(\.description)
}

/// The repository's `samples/` folder.
var samplesFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")
}

extension AgendaFile {
    /// The masters of the file.
    var events: [ICSEvent] { ((try? allSeries()) ?? []).compactMap(\.master) }
}

extension EventEnd {
    /// The end as written in RFC 5545: the DTEND value, or the DURATION.
    var description: String {
        switch self {
        case .dateTime(let value): value.description
        case .duration(let duration): duration.description
        }
    }
}
