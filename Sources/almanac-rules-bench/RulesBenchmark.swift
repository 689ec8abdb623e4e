import CalendarCore
import Foundation
import HolidayRules

/// `almanac-rules-bench`: times the embedded rules engine in-process, for `scripts/benchmark-rules.sh`.
///
/// Prints tab-separated lines (`measure<TAB>value<TAB>unit<TAB>note`):
/// - `load`: reading, parsing and validating every rule file (a fresh `RuleBook` each round);
/// - `compute`: every country and subdivision, every holiday of every category, `--years` (default 1950-2100);
/// - `per-region-year`: `compute` divided by the number of region-years;
/// each as wall time (the monotonic clock) and as `-cpu`, the CPU time of the process (all its
/// threads), which a machine loaded by other work inflates much less.
///
/// Each figure is the median of `--rounds` rounds (default 5).
/// `--only load` or `--only compute` runs one part (for `valgrind --tool=callgrind`).
///
/// `--only first` measures what a one-off `almanac holidays --country CC --years Y` pays: for each
/// country, a child process (so every calendar's memo table starts empty) parses that country's file,
/// then times making a `HolidayEngine` and the first computation of `--years` (e.g. `--years
/// 2026-2026`) for the country alone (`first`) and then for its subdivisions (`first-subdivisions`, which reuse what the country computed).
/// Each figure is the median over `--rounds` child processes, printed per country in microseconds of
/// CPU time, the slowest first. `--countries CC,CC` limits it to some countries.
///
/// `--only dump` prints every region's holidays of `--years` (region, day, key, categories, estimated,
/// substitute, and the warnings), one line each: a change to the calendars' computation that is meant
/// to be faster only must leave this output byte for byte the same (`diff` it before and after).
/// `--only dump-yearly` prints the same, computing each year of `--years` on its own (the way one
/// year is asked for): it must equal `dump`, whose range computes each year's neighbours whole.
@main
struct RulesBenchmark {
    static func main() {
        do {
            try run(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("almanac-rules-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        let description: String
    }

    static func run(arguments: [String]) throws {
        var rounds = 5
        var years = 1950...2100
        var only: String?
        var countries: [CountryCode]?
        var child: CountryCode?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--rounds":
                guard let text = iterator.next(), let value = Int(text), value > 0 else {
                    throw BenchmarkError(description: "--rounds: expected a positive whole number")
                }
                rounds = value
            case "--years":
                let text = iterator.next() ?? ""
                let parts = text.split(separator: "-").compactMap { Int($0) }
                guard parts.count == 2, parts[0] <= parts[1], HolidayEngine.supportedYears.contains(parts[0]),
                    HolidayEngine.supportedYears.contains(parts[1])
                else { throw BenchmarkError(description: "--years: expected YYYY-YYYY within 1900-2100, got '\(text)'") }
                years = parts[0]...parts[1]
            case "--only":
                guard let part = iterator.next(), ["load", "compute", "first", "dump", "dump-yearly"].contains(part) else {
                    throw BenchmarkError(description: "--only: expected load, compute, first, dump or dump-yearly")
                }
                only = part
            case "--countries":
                let text = iterator.next() ?? ""
                let codes = text.split(separator: ",").map { CountryCode(String($0)) }
                guard !codes.isEmpty, codes.allSatisfy({ $0 != nil }) else {
                    throw BenchmarkError(description: "--countries: expected country codes such as IN,ID, got '\(text)'")
                }
                countries = codes.compactMap { $0 }
            case "--first-child":  // internal: one country's first year, in this fresh process
                guard let text = iterator.next(), let code = CountryCode(text) else {
                    throw BenchmarkError(description: "--first-child: expected a country code")
                }
                child = code
            default:
                throw BenchmarkError(
                    description: "unknown argument '\(argument)'; expected --rounds N, --years A-B, --only load|compute|first|dump|dump-yearly, --countries CC,CC")
            }
        }
        let folder = try RuleBook.locateBundledRules()
        if let child {
            try FirstYear.measureInChild(country: child, folder: folder, years: years)
            return
        }
        if only == "dump" || only == "dump-yearly" {
            let book = try RuleBook(directory: folder)
            let engine = HolidayEngine(rules: book)
            let ranges = only == "dump" ? [DayRange(years: years)] : years.map { DayRange(years: $0...$0) }
            for country in try book.allCountries() where countries?.contains(country.code) ?? true {
                let regions =
                    [Region(country: country.code)]
                    + country.subdivisions.map { Region(country: country.code, subdivision: $0.code) }
                for region in regions {
                    let evaluations = try ranges.map { try engine.evaluation(for: region, in: $0) }
                    var lines = ""
                    for holiday in evaluations.flatMap(\.holidays) {
                        let substitute = holiday.substitute.map { "\($0.holidayKey)@\($0.actualDay)" } ?? "-"
                        lines += "\(region)\t\(holiday.day)\t\(holiday.key)\t"
                        lines += "\(holiday.categories.map(\.rawValue).joined(separator: ","))\t"
                        lines += "\(holiday.isEstimated ? "estimated" : "-")\t\(substitute)\n"
                    }
                    for warning in evaluations.flatMap(\.warnings) { lines += "warning\t\(warning)\n" }
                    print(lines, terminator: "")
                }
            }
            return
        }
        if only == "first" {
            let book = try RuleBook(directory: folder)
            try FirstYear.run(countries: countries ?? book.codes, years: years, rounds: rounds)
            return
        }

        if only != "compute" {
            var loadTimes: [Duration] = []
            var loadCPU: [Duration] = []
            var countries = 0
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                let cpuStart = processCPUTime()
                let book = try RuleBook(directory: folder)
                countries = try book.allCountries().count
                loadCPU.append(processCPUTime() - cpuStart)
                loadTimes.append(ContinuousClock.now - start)
            }
            print("load\t\(format(median(loadTimes), scale: 1e3))\tms\t(\(countries) rule files)")
            print("load-cpu\t\(format(median(loadCPU), scale: 1e3))\tms")
        }

        if only != "load" {
            let book = try RuleBook(directory: folder)
            var regions: [Region] = []
            for country in try book.allCountries() {
                regions.append(Region(country: country.code))
                regions += country.subdivisions.map { Region(country: country.code, subdivision: $0.code) }
            }
            let engine = HolidayEngine(rules: book)
            let range = DayRange(years: years)
            // One round outside the timing: parses nothing more, but fills the calendars' memo tables
            // (Islamic, Chinese conversions) as any long-running use would.
            var holidays = 0
            for region in regions { holidays += try engine.holidays(for: region, in: range).count }
            var computeTimes: [Duration] = []
            var computeCPU: [Duration] = []
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                let cpuStart = processCPUTime()
                var count = 0
                for region in regions { count += try engine.holidays(for: region, in: range).count }
                computeCPU.append(processCPUTime() - cpuStart)
                computeTimes.append(ContinuousClock.now - start)
                guard count == holidays else {
                    throw BenchmarkError(description: "the engine gave \(count) holidays, then \(holidays): not deterministic")
                }
            }
            let total = median(computeTimes)
            let regionYears = regions.count * years.count
            print("compute\t\(format(total, scale: 1e3))\tms\t(\(regions.count) regions, \(years.lowerBound)-\(years.upperBound), \(holidays) holidays)")
            print("per-region-year\t\(format(total / regionYears, scale: 1e6))\tus\t(\(regionYears) region-years)")
            let cpu = median(computeCPU)
            print("compute-cpu\t\(format(cpu, scale: 1e3))\tms")
            print("per-region-year-cpu\t\(format(cpu / regionYears, scale: 1e6))\tus")
        }
    }

    /// The CPU time this process has used so far, all threads (CLOCK_PROCESS_CPUTIME_ID).
    static func processCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// The duration in seconds times `scale` (1e3 for milliseconds, 1e6 for microseconds), 2 decimals.
    static func format(_ duration: Duration, scale: Double) -> String {
        let (seconds, attoseconds) = duration.components
        let value = (Double(seconds) + Double(attoseconds) / 1e18) * scale
        return String(format: "%.2f", value)
    }
}
