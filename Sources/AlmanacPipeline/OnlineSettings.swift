/// Settings of the online holiday sources (`almanac.yml` keys, overridden by flags; DESIGN §3).
///
/// ```yaml
/// provider: abstract
/// provider-url: https://holidays.abstractapi.com/v1/   # default: the real one
/// rate: 1                  # requests per second; default: the plan's limit
/// max-requests: 300        # per run; the rest is fetched by later runs (exit 75)
/// cache: /var/cache/almanac/almanac.sqlite
/// cache-ttl: 30            # days before a future day's answer is fetched again
/// allow-partial: false     # publish with days not loaded yet
/// fallback: embedded       # fill unknown days from the embedded rules, marked as such
/// ```
public struct OnlineSettings: Sendable, Equatable {
    /// The provider's base URL (`--provider-url`); nil: the real one.
    public var providerURL: String?
    /// Requests per second (`--rate`); nil: the provider's plan limit.
    public var rate: Double?
    /// Requests this run may send (`--max-requests`); nil: no limit.
    public var maxRequests: Int?
    /// The cache file (`--cache`); nil: `$XDG_CACHE_HOME/almanac/almanac.sqlite`.
    public var cachePath: String?
    /// Days before an answer for today or the future is fetched again (`--cache-ttl`).
    public var cacheTTLDays: Double = 30
    /// Publish what is known, marking unknown days (`--allow-partial`).
    public var allowPartial = false
    /// Fill unknown days from the embedded rules (`--fallback embedded`).
    public var fallbackEmbedded = false

    public init() {}

    /// The providers that fetch online.
    public static let onlineProviders = ["abstract", "nager", "calendarific"]
    /// Every value `provider` takes.
    public static let allProviders = ["embedded", "abstract", "nager", "calendarific", "none"]
}
