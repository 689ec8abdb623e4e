import CalendarCore
import Foundation
import HolidayRules

/// `--only first`: the cost of the first computation of a year, per country, in fresh processes.
enum FirstYear {
    /// Runs one child process per country and round, then prints the medians, slowest first.
    static func run(countries: [CountryCode], years: ClosedRange<Int>, rounds: Int) throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var rows: [(code: CountryCode, country: Int, subdivisions: Int, count: Int)] = []
        for code in countries {
            var countryTimes: [Int] = []
            var subdivisionTimes: [Int] = []
            var regions = 0
            for _ in 0..<rounds {
                let fields = try runChild(executable, code: code, years: years)
                countryTimes.append(fields.country)
                subdivisionTimes.append(fields.subdivisions)
                regions = fields.regions
            }
            rows.append((code, median(countryTimes), median(subdivisionTimes), regions))
        }
        print("# first computation of \(years.lowerBound)-\(years.upperBound) in a fresh process, CPU µs, median of \(rounds)")
        print("measure\tcountry\tcountry-us\tsubdivisions-us\tsubdivisions")
        for row in rows.sorted(by: { ($0.country, $1.code) > ($1.country, $0.code) }) {
            print("first\t\(row.code)\t\(row.country)\t\(row.subdivisions)\t\(row.count)")
        }
        let slowest = rows.map(\.country).max() ?? 0
        let total = rows.map(\.country).reduce(0, +)
        print("first-max\t\(slowest)\tus")
        print("first-mean\t\(rows.isEmpty ? 0 : total / rows.count)\tus\t(\(rows.count) countries)")
    }

    /// Runs `executable --first-child CODE` and reads its one line: country µs, subdivisions µs, regions.
    private static func runChild(_ executable: URL, code: CountryCode, years: ClosedRange<Int>) throws -> (
        country: Int, subdivisions: Int, regions: Int
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--first-child", code.rawValue, "--years", "\(years.lowerBound)-\(years.upperBound)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, fields.count == 3 else {
            throw RulesBenchmark.BenchmarkError(description: "the child process for \(code) failed (status \(process.terminationStatus))")
        }
        return (fields[0], fields[1], fields[2])
    }

    /// In the child: parses the country's file, then times making the engine and computing the country's
    /// first year, then its subdivisions'.
    static func measureInChild(country code: CountryCode, folder: URL, years: ClosedRange<Int>) throws {
        let book = try RuleBook(directory: folder)
        guard let rules = try book.country(code) else {
            throw RulesBenchmark.BenchmarkError(description: "no rule file for \(code)")
        }
        let range = DayRange(years: years)
        // The engine is made inside the timing: making it is part of what a one-off process pays.
        let start = RulesBenchmark.processCPUTime()
        let engine = HolidayEngine(rules: book)
        _ = try engine.holidays(for: Region(country: code), in: range)
        let countryTime = RulesBenchmark.processCPUTime() - start
        let subdivisionStart = RulesBenchmark.processCPUTime()
        for subdivision in rules.subdivisions {
            _ = try engine.holidays(for: Region(country: code, subdivision: subdivision.code), in: range)
        }
        let subdivisionTime = RulesBenchmark.processCPUTime() - subdivisionStart
        print("\(microseconds(countryTime)) \(microseconds(subdivisionTime)) \(rules.subdivisions.count)")
    }

    static func microseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    }

    static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
