import Agenda
public import CalendarCore
import CalendarSite
public import Foundation
import HolidayRules
import WeatherForecast
import Yams

/// Reads `almanac.yml` into a `Configuration`, reporting every problem with file, line and column.
///
/// Unknown keys are errors (a typo must not be silently ignored), and so are values of the wrong
/// type; messages name the key and what was expected.
public struct ConfigurationReader: Sendable {
    /// Checks a `regions` item beyond its form, e.g. that the rule files have its country and
    /// subdivision; returns what is wrong (with near matches), or `nil`.
    public typealias RegionCheck = @Sendable (_ text: String) -> String?

    private let checkRegion: RegionCheck?

    /// - Parameter checkRegion: `almanac build` passes ``CalendarAssembler/regionProblem(_:)``, so an
    ///   unknown region is reported at its line and column.
    public init(checkRegion: RegionCheck? = nil) {
        self.checkRegion = checkRegion
    }

    /// Reads and validates the file at `path`.
    public func read(path: String) throws(AlmanacError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw AlmanacError(.dataError, "\(path): " + (exists ? "cannot read the file" : "no such file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AlmanacError(.dataError, "\(path): not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// Parses configuration text; `file` names it in messages.
    public func parse(_ text: String, file: String) throws(AlmanacError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw AlmanacError(.dataError, Self.describe(error, file: file))
        } catch {
            throw AlmanacError(.dataError, "\(file): \(error)")
        }
        guard let root else { throw AlmanacError(.dataError, "\(file): the configuration is empty") }
        let context = Context(file: file)
        let mapping = try context.mapping(root, "the top level")
        try context.checkKeys(mapping, allowed: Self.topLevelKeys, where: "the top level")

        var configuration = Configuration()
        var sharedAgenda: [AgendaSource] = []
        var sharedWeather: WeatherLocation?
        var calendarNodes: [Node] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "output": configuration.output = try context.string(value, key)
            case "locale": configuration.locale = try context.string(value, key)
            case "first-weekday":
                let text = try context.string(value, key)
                guard let weekday = Weekday(name: text) else {
                    throw context.error(value, "'first-weekday' must be a weekday such as mon or sun, got '\(text)'")
                }
                configuration.firstWeekday = weekday
            case "time-zone":
                let text = try context.string(value, key)
                guard TimeZone(identifier: text) != nil else {
                    throw context.error(value, "'time-zone' must be an IANA zone such as Europe/Berlin, got '\(text)'")
                }
                configuration.timeZone = text
            case "today": configuration.today = try context.day(value, key)
            case "provider":
                let text = try context.string(value, key)
                guard ["embedded", "none"].contains(text) else {
                    throw context.error(value, "'provider' must be embedded or none in this version, got '\(text)'")
                }
                configuration.provider = text
            case "formats":
                var formats: Set<OutputFormat> = []
                for item in try context.list(value, key) {
                    let text = try context.string(item, key)
                    guard let format = OutputFormat(rawValue: text) else {
                        throw context.error(item, "'formats' items must be ics or html, got '\(text)'")
                    }
                    formats.insert(format)
                }
                configuration.formats = formats
            case "templates": configuration.templates = try context.string(value, key)
            case "base-url":
                let text = try context.string(value, key)
                do {
                    _ = try SubscriptionLinks(baseURL: text)
                } catch {
                    throw context.error(value, "'base-url': \(error)")
                }
                configuration.baseURL = text
            case "week-numbers": configuration.weekNumbers = try context.bool(value, key)
            case "calendars":
                for item in try context.list(value, key) {
                    configuration.calendars.append(try readCalendar(item, context: context))
                    calendarNodes.append(item)
                }
            case "agenda": sharedAgenda = try readAgenda(value, context: context)
            case "weather":
                (configuration.weather, sharedWeather) = try readWeather(value, context: context)
                configuration.weather.location = sharedWeather
            default: break
            }
        }
        guard !configuration.calendars.isEmpty else {
            throw context.error(root, "no calendars: add a 'calendars:' list with at least one calendar")
        }
        // The top-level agenda goes into every calendar, before each calendar's own; so does the top-level
        // weather location, into each calendar without its own `weather:`.
        for (index, node) in zip(configuration.calendars.indices, calendarNodes) {
            configuration.calendars[index].agenda = sharedAgenda + configuration.calendars[index].agenda
            if case .mapping(let mapping) = node, !mapping.keys.contains(where: { $0.string == "weather" }) {
                configuration.calendars[index].weather = sharedWeather
            }
            if configuration.calendars[index].regions.isEmpty, configuration.calendars[index].agenda.isEmpty {
                throw context.error(node, "a calendar needs 'regions' (e.g. regions: [DE-BY]) or an 'agenda'")
            }
            if configuration.calendars[index].id.isEmpty {
                configuration.calendars[index].id = configuration.calendars[index].agenda.first?.defaultID ?? "agenda"
            }
        }
        var ids = Set<String>()
        for calendar in configuration.calendars where !ids.insert(calendar.id).inserted {
            throw AlmanacError(.dataError, "\(file): two calendars have the id '\(calendar.id)'; ids name output files and must differ")
        }
        return configuration
    }

    static let topLevelKeys = [
        "output", "locale", "first-weekday", "time-zone", "today", "provider", "formats", "templates", "base-url",
        "week-numbers", "agenda", "calendars", "weather",
    ]
    static let calendarKeys = [
        "id", "title", "regions", "year", "years", "from", "to", "language", "categories", "agenda", "weather",
    ]
    static let weatherKeys = ["latitude", "longitude", "name", "units", "days", "cache-ttl", "url"]
    static let calendarWeatherKeys = ["latitude", "longitude", "name"]

    /// The top-level `weather:`: the shared settings, and the location of calendars without their own.
    private func readWeather(_ node: Node, context: Context) throws(AlmanacError) -> (
        WeatherConfiguration, WeatherLocation?
    ) {
        let mapping = try context.mapping(node, "'weather' (latitude, longitude, name, units, days, cache-ttl, url)")
        try context.checkKeys(mapping, allowed: Self.weatherKeys, where: "'weather'")
        var settings = WeatherConfiguration()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "units":
                let text = try context.string(value, key)
                guard let unit = TemperatureUnit(units: text) else {
                    throw context.error(value, "'units' must be metric (°C) or imperial (°F), got '\(text)'")
                }
                settings.unit = unit
            case "days":
                let days = try context.int(value, key)
                guard (1...OpenMeteoRequest.maximumDays).contains(days) else {
                    throw context.error(value, "'days' must be 1 to \(OpenMeteoRequest.maximumDays) (Open-Meteo's forecast), got \(days)")
                }
                settings.days = days
            case "cache-ttl":
                let text = try context.string(value, key)
                guard let seconds = WeatherConfiguration.duration(text) else {
                    throw context.error(value, "'cache-ttl' must be a duration such as 3h, 90m or 0, got '\(text)'")
                }
                settings.cacheTTL = seconds
            case "url":
                let text = try context.string(value, key)
                guard Self.isHTTPURL(text) else {
                    throw context.error(value, "'url' must be an http(s) URL such as \(OpenMeteoRequest.defaultBaseURL), got '\(text)'")
                }
                settings.url = text
            default: break
            }
        }
        let hasLocation = mapping.contains { ["latitude", "longitude", "name"].contains($0.0.string ?? "") }
        return (settings, hasLocation ? try readLocation(node, mapping: mapping, context: context) : nil)
    }

    /// A calendar's `weather:`: `{latitude, longitude, name}`, or `off` for no weather.
    private func readCalendarWeather(_ node: Node, context: Context) throws(AlmanacError) -> WeatherLocation? {
        if case .scalar(let scalar) = node, ["off", "none", "false", "no"].contains(scalar.string.lowercased()) {
            return nil
        }
        let mapping = try context.mapping(node, "'weather' ({latitude, longitude, name}, or off)")
        try context.checkKeys(mapping, allowed: Self.calendarWeatherKeys, where: "a calendar's 'weather'")
        return try readLocation(node, mapping: mapping, context: context)
    }

    /// `latitude`, `longitude` and an optional `name`, checked.
    private func readLocation(_ node: Node, mapping: [(Node, Node)], context: Context) throws(AlmanacError)
        -> WeatherLocation
    {
        var latitude: Double?
        var longitude: Double?
        var name: String?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "latitude", "longitude":
                let text = try context.string(value, key)
                guard let number = Double(text) else {
                    throw context.error(value, "'\(key)' must be a number in decimal degrees, got '\(text)'")
                }
                if key == "latitude" { latitude = number } else { longitude = number }
            case "name": name = try context.string(value, key)
            default: break
            }
        }
        guard let latitude, let longitude else {
            throw context.error(node, "'weather' needs both 'latitude' and 'longitude' (decimal degrees)")
        }
        do {
            return try WeatherLocation(latitude: latitude, longitude: longitude, name: name)
        } catch {
            throw context.error(node, "'weather': \(error)")
        }
    }

    /// Whether `text` is an absolute http or https URL with a host.
    public static func isHTTPURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
    static let agendaKeys = ["path", "format"]

    /// `agenda:` — a path, a list of paths, or a list of `{path: FILE, format: csv}`.
    private func readAgenda(_ node: Node, context: Context) throws(AlmanacError) -> [AgendaSource] {
        var sources: [AgendaSource] = []
        for item in try context.list(node, "agenda") {
            if case .mapping = item {
                let mapping = try context.mapping(item, "an agenda file")
                try context.checkKeys(mapping, allowed: Self.agendaKeys, where: "an agenda file")
                var source = AgendaSource(path: "")
                for (key, value) in mapping {
                    let text = try context.string(value, key.string ?? "")
                    if key.string == "path" {
                        source.path = text
                    } else {
                        guard let format = AgendaFormat(name: text) else {
                            throw context.error(value, "'format' must be json, yaml, csv or ics, got '\(text)'")
                        }
                        source.format = format
                    }
                }
                guard !source.path.isEmpty else { throw context.error(item, "an agenda file needs a 'path'") }
                sources.append(source)
            } else {
                let path = try context.string(item, "agenda")
                guard !path.isEmpty else { throw context.error(item, "'agenda' items must be file paths") }
                sources.append(AgendaSource(path: path))
            }
        }
        return sources
    }

    private func readCalendar(_ node: Node, context: Context) throws(AlmanacError) -> CalendarConfiguration {
        let mapping = try context.mapping(node, "a calendar")
        try context.checkKeys(mapping, allowed: Self.calendarKeys, where: "a calendar")
        var id: String?
        var title: String?
        var regions: [Region] = []
        var language: String?
        var categories: Set<HolidayCategory>?
        var years: ClosedRange<Int>?
        var from: CalendarDay?
        var to: CalendarDay?
        var agenda: [AgendaSource] = []
        var weather: WeatherLocation?
        var rangeNode = node
        for (keyNode, value) in mapping {
            if ["year", "years", "from", "to"].contains(keyNode.string ?? "") { rangeNode = value }
            let key = keyNode.string ?? ""
            switch key {
            case "id":
                let text = try context.string(value, key)
                guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_+.".contains($0)) }),
                    !text.hasPrefix(".")
                else {
                    throw context.error(value, "'id' names files: use letters, digits, '-', '_', '+' or '.', got '\(text)'")
                }
                id = text
            case "title": title = try context.string(value, key)
            case "regions":
                for item in try context.list(value, key) {
                    let text = try context.string(item, key)
                    if let problem = checkRegion?(text) { throw context.error(item, "'regions': \(problem)") }
                    guard let region = Region(code: text) else {
                        throw context.error(item, "'regions' items must be CC or CC-SUB such as DE or DE-BY, got '\(text)'")
                    }
                    regions.append(region)
                }
            case "year":
                let year = try context.int(value, key)
                years = year...year
            case "years":
                let text = try context.string(value, key)
                guard let range = YearRangeParser.parse(text) else {
                    throw context.error(value, "'years' must be YYYY or YYYY-YYYY, got '\(text)'")
                }
                years = range
            case "from": from = try context.day(value, key)
            case "to": to = try context.day(value, key)
            case "language": language = try context.string(value, key)
            case "categories":
                var set: Set<HolidayCategory> = []
                for item in try context.list(value, key) {
                    let text = try context.string(item, key)
                    guard let category = HolidayCategory(rawValue: text) else {
                        throw context.error(
                            item,
                            "unknown category '\(text)'; expected one of \(HolidayCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    set.insert(category)
                }
                categories = set
            case "agenda": agenda = try readAgenda(value, context: context)
            case "weather": weather = try readCalendarWeather(value, context: context)
            default: break
            }
        }
        let range: DayRange
        switch (years, from, to) {
        case (let years?, nil, nil):
            range = DayRange(years: years)
        case (nil, let from?, let to?):
            guard let checked = DayRange(first: from, last: to) else {
                throw context.error(node, "'to' (\(to)) is before 'from' (\(from))")
            }
            range = checked
        case (nil, nil, nil):
            throw context.error(node, "a calendar needs 'year', 'years' or 'from' and 'to'")
        default:
            throw context.error(node, "give either 'year'/'years' or both 'from' and 'to', not a mix")
        }
        // The embedded rules compute 1900-2100; a calendar of agenda files alone has no such limit.
        let supported = HolidayEngine.supportedYears
        for year in [range.first.year, range.last.year] where !regions.isEmpty && !supported.contains(year) {
            throw context.error(
                rangeNode,
                "year \(year) is outside the supported range \(supported.lowerBound)-\(supported.upperBound) of the embedded rules")
        }
        return CalendarConfiguration(
            id: id ?? (regions.isEmpty ? "" : CalendarConfiguration.defaultID(for: regions)), title: title,
            regions: regions, range: range, language: language, categories: categories, agenda: agenda,
            weather: weather)
    }

    static func describe(_ error: YamlError, file: String) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            return "\(file):\(mark.line):\(mark.column): YAML syntax error: \(problem)"
                + (context.map { " (\($0.text))" } ?? "")
        default:
            return "\(file): YAML error: \(error)"
        }
    }

    /// Helpers that turn YAML nodes into values or positioned errors.
    struct Context {
        let file: String

        func error(_ node: Node, _ message: String) -> AlmanacError {
            let place = node.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
            return AlmanacError(.dataError, "\(place): \(message)")
        }

        func mapping(_ node: Node, _ what: String) throws(AlmanacError) -> [(Node, Node)] {
            guard case .mapping(let mapping) = node else { throw error(node, "expected \(what) to be a mapping of keys to values") }
            return mapping.map { ($0.key, $0.value) }
        }

        func checkKeys(_ mapping: [(Node, Node)], allowed: [String], where place: String) throws(AlmanacError) {
            var seen = Set<String>()
            for (key, _) in mapping {
                let name = key.string ?? ""
                guard allowed.contains(name) else {
                    throw error(key, "unknown key '\(name)' in \(place); expected one of \(allowed.joined(separator: ", "))")
                }
                guard seen.insert(name).inserted else { throw error(key, "key '\(name)' appears twice") }
            }
        }

        func string(_ node: Node, _ key: String) throws(AlmanacError) -> String {
            guard case .scalar(let scalar) = node else { throw error(node, "'\(key)' must be a single value") }
            return scalar.string
        }

        func int(_ node: Node, _ key: String) throws(AlmanacError) -> Int {
            let text = try string(node, key)
            guard let value = Int(text) else { throw error(node, "'\(key)' must be a whole number, got '\(text)'") }
            return value
        }

        func bool(_ node: Node, _ key: String) throws(AlmanacError) -> Bool {
            let text = try string(node, key)
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: throw error(node, "'\(key)' must be true or false, got '\(text)'")
            }
        }

        func day(_ node: Node, _ key: String) throws(AlmanacError) -> CalendarDay {
            let text = try string(node, key)
            guard let day = CalendarDay(iso: text) else {
                throw error(node, "'\(key)' must be a date YYYY-MM-DD that exists, got '\(text)'")
            }
            return day
        }

        func list(_ node: Node, _ key: String) throws(AlmanacError) -> [Node] {
            switch node {
            case .sequence(let sequence): return Array(sequence)
            case .scalar: return [node]
            default: throw error(node, "'\(key)' must be a list")
            }
        }
    }
}

/// Parses `YYYY` or `YYYY-YYYY`.
public enum YearRangeParser {
    /// The years, or `nil` when the text is not a year or an ascending year range.
    public static func parse(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 4 && $0.allSatisfy(\.isNumber) }),
            let first = Int(parts[0]), let last = Int(parts[parts.count - 1]), first <= last
        else { return nil }
        return first...last
    }
}
