public import CalendarCore
public import Foundation

/// The parsed rule files of every country the embedded engine knows, keyed by country code.
public struct RuleBook: Sendable {
    /// The countries, sorted by code.
    public let countries: [CountryRules]
    private let byCode: [CountryCode: Int]

    /// Parses rule files given as (file name, text) pairs. Every file is parsed and validated now.
    public init(files: [(name: String, text: String)]) throws(HolidayRulesError) {
        var parsed: [CountryRules] = []
        for file in files.sorted(by: { $0.name < $1.name }) {
            do {
                parsed.append(try RuleFileParser(fileName: file.name).parse(file.text))
            } catch {
                throw .invalidRule(error)
            }
        }
        countries = parsed.sorted { $0.code < $1.code }
        var index: [CountryCode: Int] = [:]
        for (offset, country) in countries.enumerated() { index[country.code] = offset }
        byCode = index
    }

    /// Reads every `*.rules` file in `directory`.
    public init(directory: URL) throws(HolidayRulesError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".rules") }
        } catch {
            throw .unreadableRuleFile(directory.path, reason: "\(error.localizedDescription)")
        }
        var files: [(name: String, text: String)] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else { throw .unreadableRuleFile(url.path, reason: "not readable as UTF-8") }
            files.append((name, text))
        }
        try self.init(files: files)
    }

    /// The rule files shipped with Almanac, found beside the executable (or the test bundle).
    ///
    /// Looks in `$ALMANAC_RULES_DIR`, then `almanac_HolidayRules.resources/Rules` beside the running
    /// executable (following symlinks), then beside `Bundle.main`.
    public static func bundled() throws(HolidayRulesError) -> RuleBook {
        let cache = BundledCache.shared
        if let book = cache.book { return book }
        let book = try RuleBook(directory: try locateBundledRules())
        cache.book = book
        return book
    }

    /// The folder holding the shipped rule files.
    public static func locateBundledRules() throws(HolidayRulesError) -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["ALMANAC_RULES_DIR"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        let resourceFolder = "almanac_HolidayRules.resources"
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(resourceFolder))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(resourceFolder))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(resourceFolder))
        for candidate in candidates {
            for folder in [candidate.appendingPathComponent("Rules"), candidate] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
                    let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
                    names.contains(where: { $0.hasSuffix(".rules") })
                {
                    return folder
                }
            }
        }
        throw .rulesNotFound(searched: candidates.map(\.path))
    }

    /// The rules of one country, if known.
    public func country(_ code: CountryCode) -> CountryRules? {
        byCode[code].map { countries[$0] }
    }

    /// The rules of the country named by `text` (any case), or an error listing near matches.
    public func country(named text: String) throws(HolidayRulesError) -> CountryRules {
        if let code = CountryCode(text), let rules = country(code) { return rules }
        let upper = text.uppercased()
        let suggestions = countries.map(\.code.rawValue)
            .filter { $0.first == upper.first || $0.last == upper.last }
        throw .unknownCountry(text, suggestions: Array(suggestions.prefix(5)))
    }

    /// Validates a region against the rules: the country and, if given, the subdivision must exist.
    public func validate(_ region: Region) throws(HolidayRulesError) -> CountryRules {
        let rules = try country(named: region.country.rawValue)
        if let subdivision = region.subdivision, rules.subdivisionName(subdivision) == nil {
            let wanted = subdivision.rawValue
            let near = rules.subdivisions.map(\.code.rawValue).filter {
                $0.first == wanted.first || $0.last == wanted.last || $0.contains(wanted) || wanted.contains($0)
            }
            throw .unknownSubdivision(region.country, wanted, suggestions: Array(near.prefix(6)))
        }
        return rules
    }
}

/// Holds the bundled rule book once per process; rule files are immutable while Almanac runs.
private final class BundledCache: @unchecked Sendable {
    static let shared = BundledCache()
    private let lock = NSLock()
    private var stored: RuleBook?

    var book: RuleBook? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
