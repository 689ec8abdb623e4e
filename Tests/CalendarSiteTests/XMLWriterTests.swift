import Testing

@testable import CalendarSite

struct XMLWriterTests {
    @Test func writesPolyglotMarkupWithoutXMLDeclaration() throws {
        let xml = try XMLWriter()
        try xml.doctype()
        try xml.element("html", ["xmlns": "http://www.w3.org/1999/xhtml"]) { xml throws(XMLWriterError) in
            try xml.emptyElement("meta", ["charset": "UTF-8"])
            try xml.element("td")
            try xml.element("p", text: "a < b & c > d")
        }
        let text = try xml.finish()
        #expect(
            text == """
                <!DOCTYPE html>
                <html xmlns="http://www.w3.org/1999/xhtml"><meta charset="UTF-8"/><td></td><p>a &lt; b &amp; c &gt; d</p></html>

                """)
    }

    @Test func escapesAttributesAndKeepsUTF8() throws {
        let xml = try XMLWriter()
        try xml.element("span", ["title": "\"Neujahr\" & <Ersatztag>", "lang": "de"], text: "Heilige Drei Könige 日本")
        let text = try xml.finish()
        #expect(text.contains(#"title="&quot;Neujahr&quot; &amp; &lt;Ersatztag&gt;""#))
        #expect(text.contains(">Heilige Drei Könige 日本</span>"))
    }

    @Test("Characters XML 1.0 cannot carry are refused", arguments: ["a\u{0}b", "bell\u{7}", "\u{FFFE}"])
    func refusesNonXMLCharacters(_ bad: String) throws {
        let xml = try XMLWriter()
        try xml.startElement("p")
        #expect(throws: XMLWriterError.self) { try xml.text(bad) }
        #expect(throws: XMLWriterError.self) { try xml.attribute("title", bad) }
    }

    @Test func reportsLibXML2FailuresAsErrors() throws {
        let xml = try XMLWriter()
        // Ending an element that was never started is refused by libxml2 (return code -1).
        let error = #expect(throws: XMLWriterError.self) { try xml.endElement() }
        #expect(error?.function == "xmlTextWriterFullEndElement")
        #expect(error?.description.hasPrefix("xmlTextWriterFullEndElement failed") == true)
    }

    @Test func errorDescriptionIsOneLine() {
        let error = XMLWriterError(function: "xmlTextWriterStartElement", message: "out of memory")
        #expect(error.description == "xmlTextWriterStartElement failed: out of memory")
        #expect(XMLWriterError(function: "f", message: nil).description == "f failed")
    }
}
