import AlmanacPipeline
import ArgumentParser
import Foundation
import SourceCache

/// `almanac cache stats|clear`: what the online sources' cache holds, and emptying it.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cache of online holiday answers.",
        subcommands: [CacheStats.self, CacheClear.self])
}

/// The `--cache` option of the cache commands.
struct CacheLocationOption: ParsableArguments {
    @Option(help: "The cache file (default: $XDG_CACHE_HOME/almanac/almanac.sqlite).")
    var cache: String?

    func open() throws -> AnswerCache {
        guard let path = cache ?? CacheLocation.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            throw AlmanacError(.usage, "--cache: no default cache path (neither XDG_CACHE_HOME nor HOME is set); give --cache FILE")
        }
        do {
            return try AnswerCache(path: path)
        } catch {
            throw AlmanacError(.cannotCreate, "\(error)")
        }
    }
}

struct CacheStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "List what the cache holds per provider and country.",
        discussion: "Example:\n  almanac cache stats --cache /var/cache/almanac/almanac.sqlite")

    @OptionGroup var location: CacheLocationOption

    func run() throws {
        try reportingFailures {
            let cache = try location.open()
            let rows: [CacheStatistics]
            do { rows = try cache.statistics() } catch { throw AlmanacError(.cannotCreate, "\(error)") }
            var out = "Cache \(cache.path)\n"
            let forecasts = (try? cache.forecastCount()) ?? 0
            let forecastLine = forecasts > 0 ? "Weather forecasts: \(forecasts)\n" : ""
            guard !rows.isEmpty else {
                writeOut(out + (forecasts > 0 ? "no holiday answers\n" + forecastLine : "empty\n"))
                return
            }
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            let header = ["PROVIDER", "REGION", "ANSWERS", "BYTES", "FIRST", "LAST", "OLDEST FETCH", "NEWEST FETCH"]
            var table = [header]
            for row in rows {
                table.append([
                    row.source, row.subdivision.isEmpty ? row.scope : "\(row.scope)-\(row.subdivision)", String(row.answers),
                    String(row.bytes), row.firstPeriod, row.lastPeriod, formatter.string(from: row.oldestFetch),
                    formatter.string(from: row.newestFetch),
                ])
            }
            out += TextTable.render(table)
            out += "Total: \(rows.reduce(0) { $0 + $1.answers }) answers\n" + forecastLine
            writeOut(out)
        }
    }
}

struct CacheClear: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Delete cached answers (all, or one provider's, or one country's) and weather forecasts.",
        discussion: """
            Without --provider and --country, every holiday answer and every weather forecast is deleted; \
            --provider open-meteo deletes the forecasts only.
            Examples:
              almanac cache clear
              almanac cache clear --provider abstract --country US
              almanac cache clear --provider open-meteo
            """)

    @OptionGroup var location: CacheLocationOption

    @Option(help: "Only this provider's answers: abstract, nager, calendarific, or open-meteo (weather forecasts).")
    var provider: String?

    @Option(help: "Only this country's answers (CC).")
    var country: String?

    func run() throws {
        try reportingFailures {
            let forecastsOnly = provider == "open-meteo"
            if let provider, !forecastsOnly, !OnlineSettings.onlineProviders.contains(provider) {
                throw AlmanacError(
                    .usage, "--provider: expected abstract, nager, calendarific or open-meteo, got '\(provider)'")
            }
            if forecastsOnly, country != nil {
                throw AlmanacError(.usage, "--country: forecasts belong to places, not countries; leave it out with open-meteo")
            }
            var scope: String?
            if let country {
                guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw AlmanacError(.usage, "--country: expected a two-letter country code such as US, got '\(country)'")
                }
                scope = country.uppercased()
            }
            let cache = try location.open()
            var deleted = 0
            var forecasts = 0
            do {
                if !forecastsOnly { deleted = try cache.clear(source: provider, scope: scope) }
                if forecastsOnly || (provider == nil && scope == nil) { forecasts = try cache.clearForecasts() }
            } catch {
                throw AlmanacError(.cannotCreate, "\(error)")
            }
            let answers = "\(deleted) \(deleted == 1 ? "answer" : "answers")"
            let weather = "\(forecasts) weather \(forecasts == 1 ? "forecast" : "forecasts")"
            let what =
                forecastsOnly ? weather : (provider == nil && scope == nil) ? "\(answers) and \(weather)" : answers
            writeOut("Deleted \(what) from \(cache.path).\n")
        }
    }
}
