internal import CLibXML2
import Foundation

/// Initialises libxml2 once per process, before the first writer is created.
///
/// `xmlInitParser()` is not thread-safe itself; a global `let` is initialised exactly once, lazily and atomically.
private let libXML2Initialized: Void = xmlInitParser()

/// Streams well-formed XML into memory with libxml2's `xmlTextWriter`.
///
/// The writer owns its libxml2 handles and frees them in `deinit`, writer first (freeing it flushes into the
/// buffer). Every libxml2 call is checked; a failure becomes an ``XMLWriterError`` carrying libxml2's message.
/// ``finish()`` is `consuming`, so the compiler rejects any use of a finished writer.
///
/// **Polyglot output.** The writer never calls `xmlTextWriterStartDocument`, so no `<?xml …?>` declaration is
/// written (it is an error in HTML syntax); the output is UTF-8 and starts with whatever the caller writes first,
/// normally ``doctype(_:)``. Non-void elements always get an end tag (`<td></td>`, never `<td/>`), because
/// ``endElement()`` uses `xmlTextWriterFullEndElement`; void elements (`meta`, `link`, `br`) are written with
/// ``emptyElement(_:_:)`` as `<meta …/>`.
///
/// **Layout.** libxml2's own indentation is off: it would put line breaks before end tags of elements with mixed
/// content, adding whitespace text inside inline markup. Callers add line breaks themselves with ``lineBreak()``
/// or `element(_:_:lineBreaks:_:)` where whitespace is insignificant (between block-level elements, table rows,
/// list items), so the pages stay readable in diffs and render exactly as intended.
///
/// A writer is not `Sendable`: use one per page. Writers on different threads are independent.
struct XMLWriter: ~Copyable {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    /// Creates a writer that writes into a fresh in-memory buffer.
    ///
    /// - Throws: ``XMLWriterError`` if libxml2 cannot allocate the buffer or the writer.
    init() throws(XMLWriterError) {
        _ = libXML2Initialized
        // Every fallible step runs before `self` is initialised (noncopyable types cannot be partly destroyed).
        guard let buffer = xmlBufferCreate() else { throw .lastError(in: "xmlBufferCreate") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            let error = XMLWriterError.lastError(in: "xmlNewTextWriterMemory")
            xmlBufferFree(buffer)
            throw error
        }
        if xmlTextWriterSetIndent(writer, 0) < 0 {
            let error = XMLWriterError.lastError(in: "xmlTextWriterSetIndent")
            xmlFreeTextWriter(writer)
            xmlBufferFree(buffer)
            throw error
        }
        (self.buffer, self.writer) = (buffer, writer)
    }

    deinit {
        xmlFreeTextWriter(writer)  // flushes into `buffer`, so it goes first
        xmlBufferFree(buffer)
    }

    /// Writes the HTML5 document type declaration, `<!DOCTYPE html>`, followed by a line break.
    ///
    /// - Parameter name: The root element's name; `html` for XHTML5.
    func doctype(_ name: String = "html") throws(XMLWriterError) {
        try check(withXMLChars(name) { xmlTextWriterWriteDTD(writer, $0, nil, nil, nil) }, "xmlTextWriterWriteDTD")
        try lineBreak()
    }

    /// Opens an element: `<name`. Attributes may follow until content is written.
    func startElement(_ name: String) throws(XMLWriterError) {
        try check(withXMLChars(name) { xmlTextWriterStartElement(writer, $0) }, "xmlTextWriterStartElement")
    }

    /// Adds an attribute to the element just opened.
    ///
    /// libxml2 escapes `<`, `>`, `&`, `"` and line breaks. Because no document encoding is declared (that would
    /// need the `<?xml …?>` declaration), it also writes non-ASCII characters in attribute values as character
    /// references (`K&#xF6;nige`); that is valid XML and HTML alike, and text content stays plain UTF-8.
    func attribute(_ name: String, _ value: String) throws(XMLWriterError) {
        let code = try withXMLChars(name, value) { name, value in xmlTextWriterWriteAttribute(writer, name, value) }
        try check(code, "xmlTextWriterWriteAttribute")
    }

    /// Writes character data; libxml2 escapes `<`, `>` and `&`.
    func text(_ content: String) throws(XMLWriterError) {
        guard !content.isEmpty else { return }
        try check(withXMLChars(content) { xmlTextWriterWriteString(writer, $0) }, "xmlTextWriterWriteString")
    }

    /// Closes the innermost open element with a full end tag, `<td></td>` rather than `<td/>`.
    func endElement() throws(XMLWriterError) {
        try check(xmlTextWriterFullEndElement(writer), "xmlTextWriterFullEndElement")
    }

    /// Writes a void element with its attributes as `<meta charset="UTF-8"/>`.
    ///
    /// Use it only for HTML void elements (`meta`, `link`, `br`, `img`, `input`, …): any other element written
    /// this way would not be polyglot markup.
    func emptyElement(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) throws(XMLWriterError) {
        try startElement(name)
        for (key, value) in attributes { try attribute(key, value) }
        try check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
    }

    /// Writes a line break as raw markup, between elements where whitespace is insignificant.
    func lineBreak() throws(XMLWriterError) {
        try check(withXMLChars("\n") { xmlTextWriterWriteRaw(writer, $0) }, "xmlTextWriterWriteRaw")
    }

    /// Ends the document, flushes, and returns it as a string. The writer cannot be used afterwards.
    consuming func finish() throws(XMLWriterError) -> String {
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let bytes = xmlBufferContent(buffer) else { return "" }
        let count = Int(xmlBufferLength(buffer))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Turns a negative libxml2 return code into an ``XMLWriterError``.
    private func check(_ code: Int32, _ function: String) throws(XMLWriterError) {
        guard code >= 0 else { throw .lastError(in: function) }
    }
}

extension XMLWriter {
    /// Writes a complete element: start tag, attributes, whatever `body` writes, end tag.
    ///
    /// The element is closed even when `body` writes nothing, and the end tag cannot be forgotten, so
    /// rendering code reads like the markup it produces:
    ///
    /// ```swift
    /// try xml.element("td", ["class": "day"]) { xml throws(XMLWriterError) in
    ///     try xml.element("time", ["datetime": "2025-03-01"]) { xml throws(XMLWriterError) in try xml.text("1") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The element name.
    ///   - attributes: Attributes in the order they are written; `body` may add more before writing content.
    ///   - lineBreaks: Whether to put a line break after the start tag and after the end tag; only for elements
    ///     whose surrounding and leading whitespace is insignificant (block containers, table rows, list items).
    ///   - body: Writes the content.
    func element(
        _ name: String, _ attributes: KeyValuePairs<String, String> = [:], lineBreaks: Bool = false,
        _ body: (borrowing XMLWriter) throws(XMLWriterError) -> Void = { _ in }
    ) throws(XMLWriterError) {
        try startElement(name)
        for (key, value) in attributes { try attribute(key, value) }
        if lineBreaks { try lineBreak() }
        try body(self)
        try endElement()
        if lineBreaks { try lineBreak() }
    }

    /// Writes an element that holds only text: `<title>März 2025</title>`.
    func element(
        _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text content: String
    ) throws(XMLWriterError) {
        try element(name, attributes) { xml throws(XMLWriterError) in try xml.text(content) }
    }
}

/// Bridges a Swift string to libxml2's `const xmlChar *` (UTF-8 bytes, `UInt8`) for the duration of `body`.
///
/// Refuses characters XML 1.0 does not allow (§2.2 `Char`): NUL, at which C would silently truncate, the other
/// C0 controls except tab, line feed and carriage return, and U+FFFE/U+FFFF. libxml2's writer would copy them
/// through and produce a document no parser accepts.
private func withXMLChars<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) -> R) throws(XMLWriterError) -> R {
    try validateXMLChars(string)
    return string.withCString { chars in
        chars.withMemoryRebound(to: xmlChar.self, capacity: string.utf8.count + 1, body)
    }
}

/// ``withXMLChars(_:_:)`` for two strings at once (an attribute's name and value).
private func withXMLChars<R>(
    _ first: String, _ second: String, _ body: (UnsafePointer<xmlChar>, UnsafePointer<xmlChar>) -> R
) throws(XMLWriterError) -> R {
    try validateXMLChars(first)
    try validateXMLChars(second)
    return first.withCString { one in
        second.withCString { two in
            one.withMemoryRebound(to: xmlChar.self, capacity: first.utf8.count + 1) { one in
                two.withMemoryRebound(to: xmlChar.self, capacity: second.utf8.count + 1) { two in body(one, two) }
            }
        }
    }
}

/// Throws if `string` holds a character that XML 1.0 does not allow.
///
/// Checked on the UTF-8 bytes (this runs for every name, attribute and text of every page): the only
/// disallowed characters are the C0 controls other than tab, line feed and carriage return (one byte
/// each, below 0x20) and U+FFFE/U+FFFF (`EF BF BE`, `EF BF BF`). Swift strings never hold surrogates.
private func validateXMLChars(_ string: String) throws(XMLWriterError) {
    let bad =
        string.utf8.withContiguousStorageIfAvailable(firstDisallowedScalar)
        ?? Array(string.utf8).withUnsafeBufferPointer(firstDisallowedScalar)  // a bridged string
    guard let bad else { return }
    let hex = String(bad, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    throw XMLWriterError(function: "XMLWriter", message: "character U+\(padded) is not allowed in XML")
}

/// The first scalar in UTF-8 `bytes` that XML 1.0's `Char` production excludes, or `nil`.
private func firstDisallowedScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
    var index = 0
    let count = bytes.count
    while index < count {
        let byte = bytes[index]
        if byte < 0x20 {
            if byte != 0x9 && byte != 0xA && byte != 0xD { return UInt32(byte) }
        } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
            return bytes[index + 2] == 0xBE ? 0xFFFE : 0xFFFF
        }
        index += 1
    }
    return nil
}
