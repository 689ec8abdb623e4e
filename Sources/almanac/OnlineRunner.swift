import AlmanacPipeline
import CalendarCore
import Foundation
import HolidayRules
import HolidaySources
import Logging

/// Runs an online provider for a command: signals, progress, warnings for rejected answers.
enum OnlineRunner {
    static func run(
        provider: String, settings: OnlineSettings, requests: [(region: Region, range: DayRange)], engine: HolidayEngine,
        today: CalendarDay, quiet: Bool, logger: Logger
    ) async throws -> OnlineFetch.Outcome {
        let online = try OnlineFetch(
            providerID: provider, settings: settings, engine: engine, environment: ProcessInfo.processInfo.environment,
            userAgent: "Almanac/\(AlmanacVersion.current)", today: today)
        let display = FetchProgressDisplay(label: provider, quiet: quiet)
        let fetcher = online.fetcher
        let trap = SignalTrap { fetcher.stop() }
        let outcome: OnlineFetch.Outcome
        do {
            outcome = try await online.fetch(requests, logger: logger) { display.update($0) }
        } catch {
            display.finish()
            trap.remove()
            await online.shutdown()
            throw error
        }
        display.finish()
        trap.remove()
        await online.shutdown()
        if !quiet { writeWarnings(outcome.rejections) }
        return outcome
    }

    /// The stderr lines for unknown days: `REGION first…last not loaded from PROVIDER`.
    static func unknownDayWarnings(_ set: OnlineHolidaySet) -> [String] {
        set.unknownDayLines.map { "\($0): not loaded from \(set.providerName) yet" + (set.fallbackEmbedded ? "; filled from the embedded rules" : "") }
    }
}
