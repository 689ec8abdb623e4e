/// The navigation every page shares: a skip link, a breadcrumb trail, a previous/next pager and the menu
/// of a calendar's views.
///
/// Links are written only to pages that exist; the caller passes `nil` for a missing neighbour.
enum XHTMLNavigation {
    /// One step of the breadcrumb trail: a link, or the current page when `href` is `nil`.
    struct Crumb {
        let label: String
        let href: String?
    }

    /// A neighbour in a pager: where it is and what it is called.
    struct Neighbour {
        /// The link, relative to the current page.
        let href: String
        /// The neighbour's name, e.g. `Februar 2025` or `2024`.
        let label: String
    }

    /// Writes `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>…</ol></nav>`; the last crumb is the
    /// current page, marked `aria-current="page"` and not linked.
    static func breadcrumb(_ crumbs: [Crumb], labels: SiteLabels, into xml: borrowing XMLWriter) throws(XMLWriterError)
    {
        try xml.element("nav", ["class": "breadcrumb", "aria-label": labels[.breadcrumb]]) {
            xml throws(XMLWriterError) in
            try xml.element("ol") { xml throws(XMLWriterError) in
                for crumb in crumbs {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        if let href = crumb.href {
                            try xml.element("a", ["href": href], text: crumb.label)
                        } else {
                            try xml.element("span", ["aria-current": "page"], text: crumb.label)
                        }
                    }
                }
            }
        }
        try xml.lineBreak()
    }

    /// Writes `<nav class="pager">` with `<a rel="prev">` and `<a rel="next">` for the neighbours that exist.
    ///
    /// - Parameters:
    ///   - label: Names the navigation for assistive technology (`Months`, `Years`).
    ///   - previous: The previous page and the hidden words announcing it (`Previous month`).
    ///   - next: The next page and the hidden words announcing it.
    ///   - direction: `rtl` mirrors the arrows.
    static func pager(
        label: String, previous: (Neighbour, String)?, next: (Neighbour, String)?, direction: String,
        into xml: borrowing XMLWriter
    ) throws(XMLWriterError) {
        guard previous != nil || next != nil else { return }
        let (back, forward) = direction == "rtl" ? ("→", "←") : ("←", "→")
        try xml.element("nav", ["class": "pager", "aria-label": label]) { xml throws(XMLWriterError) in
            if let (neighbour, announcement) = previous {
                try xml.element("a", ["class": "previous", "rel": "prev", "href": neighbour.href]) {
                    xml throws(XMLWriterError) in
                    try xml.element("span", ["aria-hidden": "true"], text: back + " ")
                    try xml.element("span", ["class": "visually-hidden"], text: announcement + ": ")
                    try xml.text(neighbour.label)
                }
            }
            if let (neighbour, announcement) = next {
                try xml.element("a", ["class": "next", "rel": "next", "href": neighbour.href]) {
                    xml throws(XMLWriterError) in
                    try xml.element("span", ["class": "visually-hidden"], text: announcement + ": ")
                    try xml.text(neighbour.label)
                    try xml.element("span", ["aria-hidden": "true"], text: " " + forward)
                }
            }
        }
        try xml.lineBreak()
    }

    /// Writes the link that lets keyboard users jump over the navigation to `#content` (the `<main>`).
    static func skipLink(labels: SiteLabels, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.element("a", ["class": "skip-link", "href": "#content"], text: labels[.skipToContent])
        try xml.lineBreak()
    }

    /// Writes `<nav class="views">` with one item per view; the current one (`href == nil`) is not linked and
    /// is marked `aria-current="page"`.
    static func views(_ items: [Crumb], labels: SiteLabels, into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.element("nav", ["class": "views", "aria-label": labels[.viewsNavigation]]) {
            xml throws(XMLWriterError) in
            try xml.element("ul") { xml throws(XMLWriterError) in
                for item in items {
                    try xml.element("li") { xml throws(XMLWriterError) in
                        if let href = item.href {
                            try xml.element("a", ["href": href], text: item.label)
                        } else {
                            try xml.element("span", ["aria-current": "page"], text: item.label)
                        }
                    }
                }
            }
        }
        try xml.lineBreak()
    }
}
