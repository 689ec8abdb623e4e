import ArgumentParser

/// The `almanac` command: builds holiday calendars as .ics files and an XHTML site.
@main
struct Almanac: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "almanac",
        abstract: "Build .ics calendars and a static XHTML calendar site from public holidays and your agenda.",
        discussion: """
            Exit codes: 0 success, 64 usage error, 65 bad input data, 69 source unavailable,
            73 output cannot be written, 75 incomplete (resume later), 1 internal error.
            """,
        version: AlmanacVersion.current,
        subcommands: [
            BuildCommand.self, HolidaysCommand.self, AgendaCommand.self, CountriesCommand.self, ValidateCommand.self,
            ThemeCommand.self,
        ],
        defaultSubcommand: BuildCommand.self)
}

/// The version printed by `--version` and written into PRODID.
enum AlmanacVersion {
    static let current = "0.1.0"
}
