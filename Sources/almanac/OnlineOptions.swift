import AlmanacPipeline
import ArgumentParser

/// The online provider flags shared by `build`, `holidays` and `fetch` (DESIGN §3). API keys are
/// never flags: they come from ALMANAC_ABSTRACT_API_KEY / ALMANAC_CALENDARIFIC_API_KEY or the key file.
struct OnlineOptions: ParsableArguments {
    @Option(name: .customLong("provider-url"), help: "Base URL of the online provider (default: the real one; https, or http to 127.0.0.1 for tests).")
    var providerURL: String?

    @Option(help: "Requests per second (default: the plan's limit: abstract 1, nager 10, calendarific 1).")
    var rate: Double?

    @Option(name: .customLong("max-requests"), help: "Stop after this many requests (exit 75); later runs fetch the rest.")
    var maxRequests: Int?

    @Option(help: "The SQLite cache of online answers, holidays and weather forecasts (default: $XDG_CACHE_HOME/almanac/almanac.sqlite).")
    var cache: String?

    @Option(name: .customLong("cache-ttl"), help: "Days before an answer for today or a later day is fetched again (default 30).")
    var cacheTTL: Double?

    @Flag(name: .customLong("allow-partial"), help: "Publish even when some days are not loaded yet; pages mark them, stderr lists them.")
    var allowPartial = false

    @Option(help: "Fill days the provider has not answered yet from: embedded (marked in every output).")
    var fallback: String?

    /// Flags over the file's settings.
    func apply(to settings: inout OnlineSettings) throws {
        if let providerURL { settings.providerURL = providerURL }
        if let rate { settings.rate = rate }
        if let maxRequests { settings.maxRequests = maxRequests }
        if let cache { settings.cachePath = cache }
        if let cacheTTL {
            guard cacheTTL >= 0 else { throw AlmanacError(.usage, "--cache-ttl: expected a number of days, got \(cacheTTL)") }
            settings.cacheTTLDays = cacheTTL
        }
        if allowPartial { settings.allowPartial = true }
        if let fallback {
            guard fallback == "embedded" || fallback == "none" else {
                throw AlmanacError(.usage, "--fallback: expected embedded or none, got '\(fallback)'")
            }
            settings.fallbackEmbedded = fallback == "embedded"
        }
    }
}
