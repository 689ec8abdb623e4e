public import Foundation

/// The published addresses of the calendars' `.ics` files, for subscribing from a calendar app.
///
/// Given the base URL the site is published at (`--base-url https://example.org/calendars/`), a calendar
/// `de-by` is at `https://example.org/calendars/de-by.ics`, and calendar apps subscribe to it as
/// `webcal://example.org/calendars/de-by.ics` (the same address with the `webcal` scheme, which opens the
/// subscription dialog of Apple Calendar, Outlook and Thunderbird).
public struct SubscriptionLinks: Sendable, Hashable {
    /// The base URL, ending in `/`.
    public let base: String

    /// Checks and normalises a base URL: an absolute `http` or `https` address with a host, no query, no
    /// fragment and no user name; a missing final `/` is added.
    ///
    /// - Throws: ``SiteError/invalidBaseURL(_:)`` otherwise.
    public init(baseURL: String) throws(SiteError) {
        guard let components = URLComponents(string: baseURL), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil, components.password == nil
        else { throw SiteError.invalidBaseURL(baseURL) }
        base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The `.ics` file of calendar `id` over http(s): `https://example.org/calendars/de-by.ics`.
    public func web(_ id: String) -> String {
        base + SitePaths.ics(id)
    }

    /// The `.ics` file of calendar `id` as a `webcal://` address.
    public func webcal(_ id: String) -> String {
        let address = web(id)
        guard let colon = address.firstIndex(of: ":") else { return address }
        return "webcal" + address[colon...]
    }
}
