public import Agenda
import Foundation
import ICalendar

/// Reads every agenda file a configuration names, each once, before anything is built.
///
/// All files are read and all their problems collected; if any file has an error, loading fails with
/// one line per problem (exit 65), so a build with a bad agenda publishes nothing.
public struct AgendaLoader: Sendable {
    /// The zone of local times in JSON, YAML and CSV entries that name none: the build's `--time-zone`.
    public let defaultTimeZone: String?

    public init(defaultTimeZone: String?) {
        self.defaultTimeZone = defaultTimeZone
    }

    /// What loading found.
    public struct Result: Sendable {
        /// The files read, by path.
        public var files: [String: AgendaFile] = [:]
        /// Every warning, one line each (`file:line: warning: ...`), in the order the files were named.
        public var warnings: [String] = []
        /// The latest modification time of the files read (seconds since 1970), the agenda's "last revised".
        public var latestModification: Int64?
    }

    /// Reads `sources` (a path named twice is read once).
    /// - Throws: ``AlmanacError`` (`.dataError`) with every error of every file, one per line.
    public func load(_ sources: [AgendaSource]) throws(AlmanacError) -> Result {
        let reader = AgendaReader(defaultTimeZone: defaultTimeZone)
        var result = Result()
        var problems: [String] = []
        var formats: [String: AgendaFormat?] = [:]
        for source in sources {
            if let earlier = formats[source.path] {
                if earlier != source.format {
                    problems.append("\(source.path): named twice with different formats")
                }
                continue
            }
            formats[source.path] = source.format
            do {
                let file = try reader.read(contentsOf: source.path, format: source.format)
                result.files[source.path] = file
                if let modified = (try? FileManager.default.attributesOfItem(atPath: source.path))?[.modificationDate]
                    as? Date
                {
                    let seconds = Int64(modified.timeIntervalSince1970.rounded(.down))
                    result.latestModification = max(result.latestModification ?? seconds, seconds)
                }
                result.warnings += file.warnings.map(Self.line)
            } catch {
                problems += error.diagnostics.filter { $0.severity == .error }.map(Self.line)
                result.warnings += error.diagnostics.filter { $0.severity == .warning }.map(Self.line)
            }
        }
        guard problems.isEmpty else { throw AlmanacError(.dataError, problems.joined(separator: "\n")) }
        return result
    }

    /// `file:line:column: field: message`, for an `almanac: error:` or `almanac: warning:` line.
    static func line(_ diagnostic: ICSDiagnostic) -> String {
        "\(diagnostic.position): " + (diagnostic.property.map { "\($0): " } ?? "") + diagnostic.message
    }
}
