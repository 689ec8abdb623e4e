import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A generated page parsed as XML (Foundation's `XMLDocument`, libxml2 underneath), which proves it well-formed.
struct XHTMLTree {
    let document: XMLDocument
    let root: XMLElement

    /// Parses `text`; throws (failing the test) if it is not well-formed XML.
    init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        document = try XMLDocument(xmlString: text, options: [.nodePreserveWhitespace])
        root = try #require(document.rootElement(), sourceLocation: sourceLocation)
    }

    /// Every element named `name` (local name, any depth), in document order.
    func elements(_ name: String) -> [XMLElement] {
        root.descendants(name)
    }

    /// Every element, in document order.
    var allElements: [XMLElement] { [root] + root.descendants(nil) }
}

extension XMLElement {
    /// Descendant elements named `name` (any name when `nil`), in document order.
    func descendants(_ name: String?) -> [XMLElement] {
        var result: [XMLElement] = []
        for child in children ?? [] {
            guard let element = child as? XMLElement else { continue }
            if name == nil || element.localName == name { result.append(element) }
            result += element.descendants(name)
        }
        return result
    }

    /// Child elements named `name`.
    func childElements(_ name: String) -> [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == name }
    }

    /// The value of attribute `name`, by qualified name (`xml:lang` works too).
    ///
    /// Searches `attributes` directly: on Linux, `attribute(forName:)` misses unprefixed attributes of elements
    /// in a default namespace.
    func attr(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }

    /// The words of the `class` attribute.
    var classes: Set<String> {
        Set((attr("class") ?? "").split(separator: " ").map(String.init))
    }

    /// The concatenated text of the element and its descendants.
    var text: String { stringValue ?? "" }
}

extension XMLElement {
    /// The date a day cell (or agenda section) stands for: the `datetime` of its first `time`.
    var dayDatetime: String? {
        descendants("time").first?.attr("datetime")
    }

    /// The `h-event` entries inside the element.
    var hEvents: [XMLElement] {
        descendants("li").filter { $0.classes.contains("h-event") }
    }

    /// The first descendant element with class `name`.
    func firstDescendant(withClass name: String) -> XMLElement? {
        descendants(nil).first { $0.classes.contains(name) }
    }
}

extension XHTMLTree {
    /// The day cell of the table `tableClass` for the ISO date `iso`.
    func cell(_ iso: String, in tableClass: String = "month") -> XMLElement? {
        elements("table").filter { $0.classes.contains(tableClass) }.flatMap { $0.descendants("td") }
            .first { $0.dayDatetime == iso }
    }

    /// Every element whose `aria-current` is `value`.
    func ariaCurrent(_ value: String) -> [XMLElement] {
        allElements.filter { $0.attr("aria-current") == value }
    }
}
