import AlmanacTestSupport
import CalendarCore
import CalendarSite
import Foundation
import Testing

/// Writes a sample site for checking by hand with the oracle, only when asked:
///
/// ```
/// ALMANAC_SAMPLE_SITE=/tmp/site-check swift test --filter SampleSiteWriter
/// validate-xhtml --expect xhtml5 --polyglot /tmp/site-check
/// ```
struct SampleSiteWriter {
    static let folder = ProcessInfo.processInfo.environment["ALMANAC_SAMPLE_SITE"]

    @Test(.enabled(if: folder != nil, "set ALMANAC_SAMPLE_SITE to a folder to write the sample site"))
    func writeSampleSite() throws {
        let root = URL(fileURLWithPath: try #require(Self.folder))
        let samples: [(String, SiteOptions)] = [
            ("de", germanOptions(today: try day(2025, 1, 15))),
            ("en", SiteOptions(locale: "en_US", today: try day(2025, 12, 24))),
            ("ja", SiteOptions(locale: "ja_JP")),
            ("ar", SiteOptions(locale: "ar_EG")),
        ]
        for (name, options) in samples {
            try SiteBuilder(options: options).build([SampleCalendars.germany2025, SampleCalendars.unitedStatesWinter]) {
                page in
                let url = root.appendingPathComponent(name).appendingPathComponent(page.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(page.contents.utf8).write(to: url)
            }
        }
    }
}
