// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every Swift target: strict about existentials and imports.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "almanac",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "almanac", targets: ["almanac"]),
        .library(name: "AlmanacPipeline", targets: ["AlmanacPipeline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // Online sources (issue 4): HTTP client, SQLite cache, the fake servers' HTTP/1.1.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // C interop: a module map and a shim header, nothing else.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

        // Library: value types, no I/O.
        .target(name: "CalendarCore", swiftSettings: swiftSettings),
        // Library: the embedded holiday rules engine and its rule files.
        .target(
            name: "HolidayRules", dependencies: ["CalendarCore"],
            resources: [.copy("Resources/Rules")], swiftSettings: swiftSettings),
        // Library: RFC 5545 writer.
        .target(name: "ICalendar", dependencies: ["CalendarCore"], swiftSettings: swiftSettings),
        // Library: the agenda readers (JSON, YAML, CSV, .ics) into one event model.
        .target(
            name: "Agenda",
            dependencies: [
                "CalendarCore", "ICalendar",
                .product(name: "Yams", package: "Yams"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: swiftSettings),
        // Library: the Open-Meteo daily forecast: request, decoding, WMO codes, the model (no I/O).
        .target(name: "WeatherForecast", dependencies: ["CalendarCore"], swiftSettings: swiftSettings),
        // Library: the XHTML site, written with libxml2's xmlTextWriter.
        .target(
            name: "CalendarSite", dependencies: ["CalendarCore", "CLibXML2", "WeatherForecast"],
            swiftSettings: swiftSettings),
        // Library: configuration, plan, build and atomic publishing.
        .target(
            name: "AlmanacPipeline",
            dependencies: [
                "CalendarCore", "HolidayRules", "ICalendar", "Agenda", "CalendarSite", "WeatherForecast",
                "SourceFetching", "SourceCache",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings),

        // Library: paced, bounded HTTP for the online sources (AsyncHTTPClient).
        .target(
            name: "SourceFetching",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings),
        // Library: the SQLite cache of the online sources' answers (GRDB).
        .target(
            name: "SourceCache", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings),
        // Library: fake online APIs on 127.0.0.1 (SwiftNIO HTTP/1.1), for the tests and the fetch benchmark.
        .target(
            name: "FakeServers",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings),
        // Tool (not a product): serves the fake APIs for scripts/benchmark-fetch.sh.
        .executableTarget(name: "almanac-fake-server", dependencies: ["FakeServers"], swiftSettings: swiftSettings),

        // Tool: the thin command-line front end.
        .executableTarget(
            name: "almanac",
            dependencies: [
                "AlmanacPipeline", "Agenda", "CalendarCore", "CalendarSite", "HolidayRules", "ICalendar", "WeatherForecast",
                "SourceFetching", "SourceCache",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings),

        // Benchmark (not a product): times loading every rule file and computing every region, for
        // scripts/benchmark-rules.sh; kept out of the shipped binary.
        .executableTarget(
            name: "almanac-rules-bench", dependencies: ["CalendarCore", "HolidayRules"], swiftSettings: swiftSettings),

        // Test support: golden-file helper, running the built binary, temporary folders.
        .target(name: "AlmanacTestSupport", dependencies: ["CalendarCore"], swiftSettings: swiftSettings),

        // Tests
        .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "HolidayRulesTests", dependencies: ["HolidayRules", "AlmanacTestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "ICalendarTests", dependencies: ["ICalendar", "HolidayRules", "AlmanacTestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "AgendaTests", dependencies: ["Agenda", "ICalendar", "AlmanacTestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "WeatherForecastTests", dependencies: ["WeatherForecast", "AlmanacTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "CalendarSiteTests",
            dependencies: ["CalendarSite", "HolidayRules", "WeatherForecast", "AlmanacTestSupport"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "AlmanacPipelineTests",
            dependencies: ["AlmanacPipeline", "AlmanacTestSupport", "WeatherForecast", "SourceCache"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SourceFetchingTests",
            dependencies: [
                "SourceFetching", "FakeServers", .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SourceCacheTests", dependencies: ["SourceCache", "AlmanacTestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "almanacTests", dependencies: ["almanac", "AlmanacTestSupport", "FakeServers"],
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
    ]
)
