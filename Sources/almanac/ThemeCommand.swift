import AlmanacPipeline
import ArgumentParser
import Foundation

/// `almanac theme`: the site's theme (stylesheet and interface labels).
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the site's theme (stylesheet and interface labels).",
        subcommands: [Export.self])

    /// `almanac theme export DIR`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the built-in theme (almanac.css, labels/<language>.json) into a folder to customise.",
            discussion: """
                Edit the files, then build with --templates DIR (or 'templates: DIR' in almanac.yml). \
                A label file may leave keys out (they fall back to English); add labels/<language>.json for \
                another language. An existing file that differs is not overwritten without --force.

                Examples:
                  almanac theme export my-theme
                  almanac build --config almanac.yml --templates my-theme
                """)

        @Argument(help: "The folder to write the theme into (created if missing).")
        var folder: String

        @Flag(help: "Overwrite files that differ from the built-in theme.")
        var force = false

        func run() throws {
            try reportingFailures {
                let files = try ThemeExporter().export(to: URL(fileURLWithPath: folder), overwrite: force)
                writeOut("Wrote the built-in theme into \(folder)/: \(files.joined(separator: ", ")).\n")
            }
        }
    }
}
