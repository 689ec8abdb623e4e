public import CalendarCore
public import Foundation
import Synchronization

/// The rule files of every country the embedded engine knows, keyed by country code.
///
/// A file is parsed and validated the first time its country is asked for, then kept: with dozens
/// of countries, parsing them all cost more than a whole one-country build. A bad file still fails
/// loudly (file, line, column, block) as soon as its country is used; ``allCountries()`` parses every
/// file, and the test suite does so for the shipped ones.
public struct RuleBook: Sendable {
    /// The countries that have a rule file, sorted.
    public let codes: [CountryCode]
    private let sources: [CountryCode: Source]
    private let parsed = ParsedCountries()

    /// One rule file's name and text, as UTF-8 bytes known to be well-formed.
    private struct Source: Sendable {
        let name: String
        let bytes: [UInt8]
    }

    /// Takes rule files as (file name, text) pairs; each file is named `<CC>.rules` (or `<CC>`).
    public init(files: [(name: String, text: String)]) throws(HolidayRulesError) {
        try self.init(sources: files.map { Source(name: $0.name, bytes: Array($0.text.utf8)) })
    }

    private init(sources files: [Source]) throws(HolidayRulesError) {
        var sources: [CountryCode: Source] = [:]
        for file in files {
            let stem = file.name.hasSuffix(".rules") ? String(file.name.dropLast(6)) : file.name
            guard let code = CountryCode(stem) else {
                throw .unreadableRuleFile(file.name, reason: "a rule file is named after its country code, e.g. DE.rules")
            }
            guard sources[code] == nil else {
                throw .unreadableRuleFile(file.name, reason: "a second rule file for \(code)")
            }
            sources[code] = file
        }
        self.sources = sources
        codes = sources.keys.sorted()
    }

    /// Reads every `*.rules` file in `directory` (parsing waits until a country is used).
    public init(directory: URL) throws(HolidayRulesError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".rules") }
        } catch {
            throw .unreadableRuleFile(directory.path, reason: "\(error.localizedDescription)")
        }
        var files: [Source] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadableRuleFile(url.path, reason: "not readable as UTF-8")
            }
            // Checked here, once, on the bytes (without a String, which would check them again), and
            // without a leading byte order mark, as `String(data:encoding:)` reads one.
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            let bytes = data.starts(with: byteOrderMark) ? Array(data.dropFirst(3)) : Array(data)
            guard bytes.withUnsafeBufferPointer(RuleText.isValidUTF8) else {
                throw .unreadableRuleFile(url.path, reason: "not readable as UTF-8")
            }
            files.append(Source(name: name, bytes: bytes))
        }
        try self.init(sources: files)
    }

    /// Every country's rules, sorted by code; parses every file not parsed yet, on every core.
    public func allCountries() throws(HolidayRulesError) -> [CountryRules] {
        // The files are independent: parse those not parsed yet on all cores, then collect in code
        // order, which rethrows the error of the first bad file by code (parsed again, sequentially).
        let pending = codes.filter { parsed.rules(for: $0) == nil }
        if pending.count > 1 {
            let book = self
            WorkerThreads.run(count: ProcessInfo.processInfo.activeProcessorCount, jobs: pending.count) { _, job in
                _ = try? book.country(pending[job])
            }
        }
        var result: [CountryRules] = []
        for code in codes {
            if let rules = try country(code) { result.append(rules) }
        }
        return result
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

    /// The rules of one country (parsed on first use), or `nil` when it has no rule file.
    /// - Throws: ``HolidayRulesError/invalidRule(_:)`` when its file does not parse.
    public func country(_ code: CountryCode) throws(HolidayRulesError) -> CountryRules? {
        guard let source = sources[code] else { return nil }
        if let known = parsed.rules(for: code) { return known }
        let rules: CountryRules
        do {
            let parser = RuleFileParser(fileName: source.name)
            rules = try source.bytes.withUnsafeBufferPointer { bytes in
                Result { () throws(RuleSyntaxError) in try parser.parse(utf8: bytes) }
            }.get()
        } catch {
            throw .invalidRule(error)
        }
        parsed.store(rules, for: code)
        return rules
    }

    /// The rules of the country named by `text` (any case), or an error listing near matches.
    public func country(named text: String) throws(HolidayRulesError) -> CountryRules {
        if let code = CountryCode(text), let rules = try country(code) { return rules }
        throw .unknownCountry(text, suggestions: countryMatches.suggestions(for: text))
    }

    /// Validates a region against the rules: the country and, if given, the subdivision must exist.
    public func validate(_ region: Region) throws(HolidayRulesError) -> CountryRules {
        let rules = try country(named: region.country.rawValue)
        if let subdivision = region.subdivision, rules.subdivisionName(subdivision) == nil {
            let matches = NearMatches(candidates: rules.subdivisions.map { .init(code: $0.code.rawValue, names: [$0.name]) })
            throw .unknownSubdivision(region.country, subdivision.rawValue, suggestions: matches.suggestions(for: subdivision.rawValue))
        }
        return rules
    }

    /// The regions nearest to `text` that is no region code at all (`Germany`, `Bavaria`, `DEU`): countries
    /// by code and name, subdivisions by name, each as `CODE (name)`, best first.
    public func regionSuggestions(for text: String) -> [String] {
        var candidates = countryMatches.candidates
        for code in codes {
            guard let rules = try? country(code) else { continue }
            candidates += rules.subdivisions.map { .init(code: "\(code)-\($0.code)", names: [$0.name]) }
        }
        return NearMatches(candidates: candidates).suggestions(for: text)
    }

    /// Every country by code and its names in every language its rule file gives (a file that does not
    /// parse is left out here; using that country reports the file's error).
    private var countryMatches: NearMatches {
        NearMatches(
            candidates: codes.map { code in
                guard let rules = try? country(code) else { return .init(code: code.rawValue, names: []) }
                let names = rules.names
                return .init(code: code.rawValue, names: [names.english] + names.others.keys.sorted().compactMap { names.others[$0] })
            })
    }
}

/// The countries parsed so far, shared by every copy of a rule book and safe to use from any thread.
private final class ParsedCountries: Sendable {
    private let byCode = Mutex<[CountryCode: CountryRules]>([:])

    func rules(for code: CountryCode) -> CountryRules? { byCode.withLock { $0[code] } }
    func store(_ rules: CountryRules, for code: CountryCode) { byCode.withLock { $0[code] = rules } }
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
