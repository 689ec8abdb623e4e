public import Foundation
public import Testing

/// Compares `actual` byte for byte with `Fixtures/<name>` beside the calling test file.
///
/// `RECORD_FIXTURES=1 swift test` rewrites the file and records a test issue, so a recording
/// never passes silently: run again without the variable and review the diff in git.
public func expectMatchesFixture(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = fixtureURL(named: name, filePath: filePath)
    let record = ProcessInfo.processInfo.environment["RECORD_FIXTURES"] != nil
    guard !record, FileManager.default.fileExists(atPath: url.path) else {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        Issue.record("Recorded \(name); re-run without RECORD_FIXTURES", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    if actual != expected {
        let actualLines = actual.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let expectedLines = expected.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actualLines.count, expectedLines.count)
        let shown = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        let wanted = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        Issue.record(
            "\(name) differs from its golden file at line \(firstDifference + 1): got \(shown.debugDescription), expected \(wanted.debugDescription)",
            sourceLocation: sourceLocation)
    }
}

/// The URL of `Fixtures/<name>` beside the test file `filePath`.
public func fixtureURL(named name: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent(name)
}

/// The package's root folder, found from a test file's path (`Tests/<Target>/<file>.swift`).
public func packageRoot(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent()
}
