import AlmanacTestSupport
import FakeServers
import Foundation
import Testing

/// The built binary against fake providers on 127.0.0.1: exit codes, messages, resume, keys.
@Suite("Online holiday sources through the binary", .serialized)
struct OnlineSourceCommandTests {
    static let key = "cli-key-5b7e1f90"

    /// A fake server, a temporary folder with the cache, and the environment carrying the key.
    struct Rig {
        let server: FakeServer
        let folder: TemporaryDirectory
        var cache: String { folder.path("cache.sqlite") }
        var environment: [String: String] {
            ["ALMANAC_ABSTRACT_API_KEY": OnlineSourceCommandTests.key, "ALMANAC_CALENDARIFIC_API_KEY": OnlineSourceCommandTests.key,
             "XDG_CONFIG_HOME": folder.path("config"), "XDG_CACHE_HOME": folder.path("xdg-cache")]
        }

        func run(_ arguments: [String], environment extra: [String: String]? = nil) throws -> BinaryRun {
            try runAlmanac(arguments + ["--cache", cache], in: folder.url, environment: extra ?? environment)
        }

        func abstract(_ command: String, _ arguments: [String], environment extra: [String: String]? = nil) throws -> BinaryRun {
            try run([command, "--provider", "abstract", "--provider-url", server.baseURL + "/v1/", "--rate", "50"] + arguments, environment: extra)
        }

        /// Every file the run left in the folder (outputs, cache), as bytes.
        func everyFile() throws -> [(String, Data)] {
            let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)
            var files: [(String, Data)] = []
            while let url = enumerator?.nextObject() as? URL {
                if let data = try? Data(contentsOf: url) { files.append((url.lastPathComponent, data)) }
            }
            return files
        }

        /// Fails when the key appears in any output, log line or file.
        func expectNoKey(in runs: [BinaryRun], sourceLocation: SourceLocation = #_sourceLocation) throws {
            for run in runs {
                #expect(!run.stdout.contains(OnlineSourceCommandTests.key), sourceLocation: sourceLocation)
                #expect(!run.stderr.contains(OnlineSourceCommandTests.key), sourceLocation: sourceLocation)
            }
            for (name, data) in try everyFile() {
                #expect(data.range(of: Data(OnlineSourceCommandTests.key.utf8)) == nil, "\(name) holds the key", sourceLocation: sourceLocation)
            }
        }

        func stop() async throws { try await server.stop() }
    }

    static func rig(_ api: any FakeAPI = FakeAbstractAPI(key: key), limits: FakeServerLimits = FakeServerLimits()) async throws -> Rig {
        let server = FakeServer(api: api, limits: limits)
        try await server.start()
        return Rig(server: server, folder: try TemporaryDirectory(prefix: "almanac-online"))
    }

    let july = ["--country", "US", "--from", "2026-07-01", "--to", "2026-07-10"]

    @Test func fetchWarmsTheCacheAndASecondRunSendsNothing() async throws {
        let rig = try await Self.rig()
        let first = try rig.abstract("fetch", july)
        let second = try rig.abstract("fetch", july)
        try await rig.stop()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Fetched 10 of 10 from Abstract"))
        #expect(second.status == 0)
        #expect(second.stdout.contains("Fetched 0 of 10 from Abstract (10 already cached, 0 requests)"))
        #expect(rig.server.records.count == 10)
        #expect(rig.server.records.allSatisfy { $0.request.headers["user-agent"]?.hasPrefix("Almanac/") == true })
        try rig.expectNoKey(in: [first, second])
    }

    @Test func aBudgetStopsWith75PublishesNothingAndTheNextRunResumes() async throws {
        let rig = try await Self.rig()
        let first = try rig.abstract("build", july + ["--max-requests", "4", "--out", "site", "--format", "ics"])
        let published = FileManager.default.fileExists(atPath: rig.folder.path("site/us.ics"))
        let second = try rig.abstract("build", july + ["--out", "site", "--format", "ics"])
        try await rig.stop()
        #expect(first.status == 75, "\(first.stderr)")
        #expect(first.stderr.contains("--max-requests 4") && first.stderr.contains("6 days not fetched yet"))
        #expect(!published)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(rig.server.records.count == 10)
        #expect(rig.server.statistics.duplicates == 0)
        let ics = try String(contentsOfFile: rig.folder.path("site/us.ics"), encoding: .utf8)
        #expect(ics.contains("SUMMARY:Independence Day") && ics.contains("Source: abstract."))
        try rig.expectNoKey(in: [first, second])
    }

    @Test func theQuotaStopsAtOnceWith75AndSaysWhatRemains() async throws {
        let rig = try await Self.rig(limits: FakeServerLimits(quota: 3))
        let run = try rig.abstract("fetch", july)
        try await rig.stop()
        #expect(run.status == 75)
        #expect(run.stderr.contains("quota reached") && run.stderr.contains("7 days remain"))
        #expect(rig.server.records.count == 4, "the 422 is never retried")
        try rig.expectNoKey(in: [run])
    }

    @Test func aRefusedKeyIs69NamingItsVariable() async throws {
        let rig = try await Self.rig()
        var environment = rig.environment
        environment["ALMANAC_ABSTRACT_API_KEY"] = "not-the-key"
        let run = try rig.abstract("fetch", july, environment: environment)
        try await rig.stop()
        #expect(run.status == 69)
        #expect(run.stderr.contains("HTTP 401") && run.stderr.contains("ALMANAC_ABSTRACT_API_KEY"))
        #expect(!run.stderr.contains("not-the-key"))
        #expect(rig.server.records.count == 1)
    }

    @Test func noKeyIsAUsageErrorNamingTheVariable() async throws {
        let rig = try await Self.rig()
        var environment = rig.environment
        environment.removeValue(forKey: "ALMANAC_ABSTRACT_API_KEY")
        let run = try rig.abstract("fetch", july, environment: environment)
        try await rig.stop()
        #expect(run.status == 64)
        #expect(run.stderr.contains("ALMANAC_ABSTRACT_API_KEY"))
        #expect(rig.server.records.isEmpty)
    }

    @Test func theKeyFileIsReadWhenTheEnvironmentHasNone() async throws {
        let rig = try await Self.rig()
        let keyFile = rig.folder.path("keys")
        try "ALMANAC_ABSTRACT_API_KEY=\(Self.key)\n".write(toFile: keyFile, atomically: true, encoding: .utf8)
        var environment = rig.environment
        environment.removeValue(forKey: "ALMANAC_ABSTRACT_API_KEY")
        environment["ALMANAC_KEY_FILE"] = keyFile
        let run = try rig.abstract("fetch", ["--country", "US", "--from", "2026-07-04", "--to", "2026-07-04"], environment: environment)
        try FileManager.default.removeItem(atPath: keyFile)
        try await rig.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(rig.server.records.count == 1)
        try rig.expectNoKey(in: [run])
    }

    @Test func anUnknownCountryIs65NamingProviderAndCountry() async throws {
        let rig = try await Self.rig(FakeNagerAPI())
        let run = try rig.run(["build", "--provider", "nager", "--provider-url", rig.server.baseURL + "/api/v3", "--country", "FR", "--year", "2026", "--out", "site"])
        try await rig.stop()
        #expect(run.status == 65)
        #expect(run.stderr.contains("nager") && run.stderr.contains("'FR'"))
    }

    @Test func anUnreachableHostIs69UnlessEverythingIsCached() async throws {
        let rig = try await Self.rig()
        let warm = try rig.abstract("fetch", ["--country", "US", "--from", "2026-07-01", "--to", "2026-07-05"])
        let closed = rig.server.baseURL
        try await rig.stop()
        let offline = try rig.run(["build", "--provider", "abstract", "--provider-url", closed + "/v1/", "--country", "US", "--from", "2026-07-01", "--to", "2026-07-05", "--out", "site", "--format", "ics"])
        let missing = try rig.run(["build", "--provider", "abstract", "--provider-url", closed + "/v1/", "--country", "US", "--from", "2026-07-01", "--to", "2026-07-06", "--out", "site2", "--format", "ics"])
        #expect(warm.status == 0)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(FileManager.default.fileExists(atPath: rig.folder.path("site/us.ics")))
        #expect(missing.status == 69)
        #expect(missing.stderr.contains("connection failed") && missing.stderr.contains("api_key=REDACTED"))
        #expect(!FileManager.default.fileExists(atPath: rig.folder.path("site2")))
        try rig.expectNoKey(in: [warm, offline, missing])
    }

    @Test func allowPartialPublishesAndListsTheUnknownDays() async throws {
        let rig = try await Self.rig()
        let run = try rig.abstract("build", july + ["--max-requests", "5", "--allow-partial", "--out", "site"])
        try await rig.stop()
        #expect(run.status == 75)
        #expect(run.stderr.contains("US 2026-07-06…2026-07-10: not loaded from Abstract yet"))
        let page = try String(contentsOfFile: rig.folder.path("site/us/2026-07.html"), encoding: .utf8)
        #expect(page.contains(#"<em class="not-loaded-label">not loaded yet</em>"#))
        // Days 1-5 were fetched, 6-10 were not, 11-31 lie outside the calendar's range.
        #expect(page.components(separatedBy: "not-loaded-label").count - 1 == 5)
        if !OracleRunner.isSkipped {
            let judged = try OracleRunner.validateXHTML([rig.folder.url.appendingPathComponent("site")])
            #expect(judged.status == 0, "\(judged.output)")
            #expect(try OracleRunner.validateICS([rig.folder.url.appendingPathComponent("site/us.ics")]) == [])
        }
        try rig.expectNoKey(in: [run])
    }

    @Test func fallbackFillsUnknownDaysFromTheEmbeddedRulesMarkedAsSuch() async throws {
        let rig = try await Self.rig()
        let run = try rig.abstract("build", ["--country", "US", "--from", "2026-06-30", "--to", "2026-07-04", "--max-requests", "2", "--fallback", "embedded", "--out", "site", "--format", "ics"])
        try await rig.stop()
        #expect(run.status == 75)
        let ics = try String(contentsOfFile: rig.folder.path("site/us.ics"), encoding: .utf8)
            .replacingOccurrences(of: "\r\n ", with: "")
        #expect(ics.contains("SUMMARY:Independence Day"))
        #expect(ics.contains("embedded (fallback: abstract has not answered yet)"))
        #expect(run.stderr.contains("filled from the embedded rules"))
    }

    @Test func malformedAnswersAreRejectedLoggedAndNotCached() async throws {
        let rig = try await Self.rig()
        rig.server.inject(.body("[{\"name\":\"Independence Day\",\"date\":\"07/05/2026\"}]")) { $0.query["day"] == "4" }
        let first = try rig.abstract("fetch", july)
        let second = try rig.abstract("fetch", july)
        try await rig.stop()
        #expect(first.status == 69)
        #expect(first.stderr.contains("rejected the answer from") && first.stderr.contains("day=4") && first.stderr.contains("api_key=REDACTED"))
        #expect(first.stderr.contains("dated 07/05/2026"))
        #expect(second.status == 0)
        #expect(rig.server.records.count == 11, "only the rejected day is asked again")
        try rig.expectNoKey(in: [first, second])
    }

    @Test func cacheStatsAndClear() async throws {
        let rig = try await Self.rig()
        _ = try rig.abstract("fetch", july)
        let stats = try rig.run(["cache", "stats"])
        let clear = try rig.run(["cache", "clear", "--provider", "abstract", "--country", "US"])
        let after = try rig.run(["cache", "stats"])
        try await rig.stop()
        #expect(stats.status == 0)
        #expect(stats.stdout.contains("abstract") && stats.stdout.contains("2026-07-01") && stats.stdout.contains("Total: 10 answers"))
        #expect(clear.stdout.contains("Deleted 10 answers"))
        #expect(after.stdout.contains("empty"))
    }

    @Test func compareListsWhereSourcesDisagree() async throws {
        let rig = try await Self.rig(FakeNagerAPI())
        let run = try rig.run(["holidays", "--country", "DE", "--year", "2026", "--compare", "embedded,nager", "--provider-url", rig.server.baseURL + "/api/v3"])
        try await rig.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2026-04-03  fri  embedded: Good Friday  |  nager: —"))
        #expect(!run.stdout.contains("2026-10-03"), "German Unity Day agrees")
        #expect(run.stdout.contains("embedded and nager agree on"))
    }

    @Test func aKeyInTheProviderURLIsRedactedEverywhere() async throws {
        let rig = try await Self.rig()
        rig.server.inject(.status(500), count: 10)
        let run = try rig.abstract("fetch", ["--country", "US", "--from", "2026-07-01", "--to", "2026-07-01", "--verbose"])
        try await rig.stop()
        #expect(run.status == 69)
        #expect(run.stderr.contains("HTTP 500 after 4 attempts"))
        try rig.expectNoKey(in: [run])
    }

    @Test func progressIsALogLineWithoutATerminalAndNothingWithQuiet() async throws {
        let rig = try await Self.rig()
        let loud = try rig.abstract("fetch", ["--country", "US", "--from", "2026-07-01", "--to", "2026-07-03", "--max-requests", "10"])
        let quiet = try rig.abstract("fetch", ["--country", "US", "--from", "2026-07-04", "--to", "2026-07-05", "--quiet"])
        try await rig.stop()
        #expect(loud.stderr.contains("almanac: fetching abstract: 3/3"))
        #expect(loud.stderr.contains("requests left"))
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty)
    }

    @Test func theConfigurationFileCarriesTheOnlineSettings() async throws {
        let rig = try await Self.rig(FakeNagerAPI())
        let yaml = """
            provider: nager
            provider-url: \(rig.server.baseURL)/api/v3
            rate: 5
            cache: \(rig.cache)
            formats: [ics]
            output: site
            calendars:
              - id: bavaria
                regions: [DE-BY]
                year: 2026
            """
        try yaml.write(toFile: rig.folder.path("almanac.yml"), atomically: true, encoding: .utf8)
        let run = try runAlmanac(["build", "--config", "almanac.yml"], in: rig.folder.url, environment: rig.environment)
        let bad = try runAlmanac(["build", "--config", "almanac.yml", "--rate", "0"], in: rig.folder.url, environment: rig.environment)
        try await rig.stop()
        #expect(run.status == 0, "\(run.stderr)")
        let ics = try String(contentsOfFile: rig.folder.path("site/bavaria.ics"), encoding: .utf8)
        #expect(ics.contains("SUMMARY:Epiphany") && ics.contains("Source: nager."))
        #expect(bad.status == 64 && bad.stderr.contains("--rate"))
        #expect(rig.server.records.count == 1)
    }

    @Test func aRetryAfterLongerThanAMinuteStopsWith75() async throws {
        let rig = try await Self.rig(FakeNagerAPI())
        rig.server.inject(.rateLimited(retryAfter: 3600))
        let run = try rig.run(["fetch", "--provider", "nager", "--provider-url", rig.server.baseURL + "/api/v3", "--country", "DE", "--year", "2026"])
        try await rig.stop()
        #expect(run.status == 75)
        #expect(run.stderr.contains("rate limited (HTTP 429)") && run.stderr.contains("the next run resumes"))
        #expect(rig.server.records.count == 1)
    }
}
