/// The links to a calendar's `.ics` file, on the index and at the foot of every page of the calendar.
///
/// Without a base URL, one relative download link. With one (``SiteOptions/subscriptionBaseURL``):
///
/// ```html
/// <ul class="subscribe-links">
///   <li><a href="https://example.org/cal/de-by.ics" type="text/calendar">Download the calendar (.ics)</a></li>
///   <li><a href="webcal://example.org/cal/de-by.ics" type="text/calendar">Subscribe in a calendar app</a></li>
///   <li>Calendar address to copy: <code class="subscribe-url">https://example.org/cal/de-by.ics</code></li>
/// </ul>
/// ```
struct XHTMLSubscribe {
    /// The calendar's id.
    let id: String
    /// The relative link to the `.ics` file from the page (`de-by.ics` or `../de-by.ics`).
    let relativeLink: String
    let links: SubscriptionLinks?
    let labels: SiteLabels

    /// Writes the list.
    func render(into xml: borrowing XMLWriter) throws(XMLWriterError) {
        try xml.element("ul", ["class": "subscribe-links"], lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.element("li") { xml throws(XMLWriterError) in
                try xml.element(
                    "a", ["href": links?.web(id) ?? relativeLink, "type": "text/calendar"], text: labels[.download])
            }
            try xml.lineBreak()
            guard let links else { return }
            try xml.element("li") { xml throws(XMLWriterError) in
                try xml.element(
                    "a", ["href": links.webcal(id), "type": "text/calendar"], text: labels[.subscribeWebcal])
            }
            try xml.lineBreak()
            try xml.element("li") { xml throws(XMLWriterError) in
                try xml.text(labels[.copyAddress] + ": ")
                try xml.element("code", ["class": "subscribe-url"], text: links.web(id))
            }
            try xml.lineBreak()
        }
    }
}
