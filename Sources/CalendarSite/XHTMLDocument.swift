/// The frame every page shares: polyglot XHTML5 head and body.
///
/// ```html
/// <!DOCTYPE html>
/// <html xmlns="http://www.w3.org/1999/xhtml" lang="de-DE" xml:lang="de-DE">
/// <head>
/// <meta charset="UTF-8"/>
/// <meta name="viewport" content="width=device-width, initial-scale=1"/>
/// <meta name="generator" content="Almanac"/>
/// <title>…</title>
/// <link rel="stylesheet" href="../almanac.css"/>
/// <link rel="prev" href="2025-02.html"/>
/// </head>
/// <body class="month-page">…</body>
/// </html>
/// ```
/// Polyglot: no XML declaration, the XHTML namespace on the root, `lang` and `xml:lang` together, UTF-8
/// declared with `<meta charset>`, void elements self-closed and every other element with an end tag.
struct XHTMLDocument {
    /// The `<title>`.
    let title: String
    /// Language and direction of the page.
    let locale: SiteLocale
    /// The `<meta name="generator">` content.
    let generator: String
    /// The stylesheet's address relative to the page.
    let stylesheet: String
    /// The previous page in reading order (`<link rel="prev">`), only if it exists.
    var previous: String? = nil
    /// The next page in reading order (`<link rel="next">`), only if it exists.
    var next: String? = nil
    /// The `<body>` class, naming the kind of page for the stylesheet.
    let bodyClass: String

    /// The XHTML namespace every polyglot document declares on its root.
    static let namespace = "http://www.w3.org/1999/xhtml"

    /// Writes the whole page, with `body` writing the contents of `<body>`.
    func render(_ body: (borrowing XMLWriter) throws(XMLWriterError) -> Void) throws(XMLWriterError) -> String {
        let xml = try XMLWriter()
        try xml.doctype()
        try xml.startElement("html")
        try xml.attribute("xmlns", Self.namespace)
        try xml.attribute("lang", locale.languageTag)
        try xml.attribute("xml:lang", locale.languageTag)
        if locale.direction != "ltr" { try xml.attribute("dir", locale.direction) }
        try xml.lineBreak()
        try xml.element("head", lineBreaks: true) { xml throws(XMLWriterError) in
            try xml.emptyElement("meta", ["charset": "UTF-8"])
            try xml.lineBreak()
            try xml.emptyElement("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            try xml.lineBreak()
            try xml.emptyElement("meta", ["name": "generator", "content": generator])
            try xml.lineBreak()
            try xml.element("title", text: title)
            try xml.lineBreak()
            try xml.emptyElement("link", ["rel": "stylesheet", "href": stylesheet])
            try xml.lineBreak()
            if let previous {
                try xml.emptyElement("link", ["rel": "prev", "href": previous])
                try xml.lineBreak()
            }
            if let next {
                try xml.emptyElement("link", ["rel": "next", "href": next])
                try xml.lineBreak()
            }
        }
        try xml.element("body", ["class": bodyClass], lineBreaks: true, body)
        try xml.endElement()
        return try xml.finish()
    }
}
