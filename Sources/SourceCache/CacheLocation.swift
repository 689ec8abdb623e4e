/// Where the cache lives by default (DESIGN §3): `$XDG_CACHE_HOME/almanac/almanac.sqlite`, or
/// `$HOME/.cache/almanac/almanac.sqlite` when `XDG_CACHE_HOME` is unset or not absolute (the XDG
/// Base Directory rule).
public enum CacheLocation {
    /// The default cache file for `environment`, or nil when neither variable gives a folder.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return join(xdg, "almanac/almanac.sqlite")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return join(home, ".cache/almanac/almanac.sqlite")
        }
        return nil
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
