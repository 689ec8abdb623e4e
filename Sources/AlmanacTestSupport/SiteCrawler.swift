public import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Follows every link of a generated site and reports the dead ones, for tests.
///
/// Pages are parsed as XML (each must be well-formed). Every `a` and `link` `href` is checked: a relative one
/// must lead to a file of the site and, when it has a `#fragment`, to an element with that `id` in the target
/// page; an absolute one must be accepted by the caller (the subscription links). Starting from `index.html`,
/// the crawl also finds which pages no link reaches.
public struct SiteCrawler: Sendable {
    /// One dead or unexpected link.
    public struct Problem: Sendable, CustomStringConvertible {
        public let page: String
        public let href: String
        public let reason: String
        public var description: String { "\(page): \(href): \(reason)" }
    }

    /// What a crawl found.
    public struct Report: Sendable {
        /// Every dead or unexpected link.
        public var problems: [Problem] = []
        /// How many links were checked.
        public var linksChecked = 0
        /// How many of them had a fragment that was checked.
        public var fragmentsChecked = 0
        /// The pages reached from `index.html` by following relative links (including it).
        public var reachable: Set<String> = []
        /// The pages of the site no link reaches.
        public var unreachable: [String] = []
    }

    /// The pages (`.html`), by path relative to the root with `/` separators.
    public let pages: [String: String]
    /// Every other file of the site (`almanac.css`, `.ics` files), by relative path.
    public let otherFiles: Set<String>

    /// A site given in memory.
    public init(pages: [String: String], otherFiles: Set<String>) {
        self.pages = pages
        self.otherFiles = otherFiles
    }

    /// The site in `folder`, read from disk.
    public init(folder: URL) throws {
        var pages: [String: String] = [:]
        var others: Set<String> = []
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            if relative.hasSuffix(".html") {
                pages[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            } else {
                others.insert(relative)
            }
        }
        self.init(pages: pages, otherFiles: others)
    }

    /// Checks every link; `acceptsAbsolute` decides about links with a scheme (`https:`, `webcal:`).
    public func crawl(acceptsAbsolute: (String) -> Bool = { _ in false }) throws -> Report {
        var report = Report()
        var ids: [String: Set<String>] = [:]
        var links: [String: [String]] = [:]
        for (path, text) in pages {
            let document = try XMLDocument(xmlString: text, options: [.nodePreserveWhitespace])
            guard let root = document.rootElement() else { continue }
            var pageIDs: Set<String> = []
            var pageLinks: [String] = []
            Self.walk(root) { element in
                if let id = Self.attribute("id", of: element) { pageIDs.insert(id) }
                if element.localName == "a" || element.localName == "link",
                    let href = Self.attribute("href", of: element)
                {
                    pageLinks.append(href)
                }
            }
            ids[path] = pageIDs
            links[path] = pageLinks
        }
        for (path, hrefs) in links.sorted(by: { $0.key < $1.key }) {
            for href in hrefs {
                report.linksChecked += 1
                if Self.hasScheme(href) {
                    if !acceptsAbsolute(href) {
                        report.problems.append(Problem(page: path, href: href, reason: "absolute link not expected"))
                    }
                    continue
                }
                let (target, fragment) = Self.resolve(href, from: path)
                guard let target else {
                    report.problems.append(Problem(page: path, href: href, reason: "leads outside the site"))
                    continue
                }
                guard pages[target] != nil || otherFiles.contains(target) else {
                    report.problems.append(Problem(page: path, href: href, reason: "no file \(target)"))
                    continue
                }
                if let fragment {
                    report.fragmentsChecked += 1
                    if ids[target]?.contains(fragment) != true {
                        report.problems.append(
                            Problem(page: path, href: href, reason: "\(target) has no id '\(fragment)'"))
                    }
                }
            }
        }
        // Breadth-first from the index over relative links to pages.
        var queue = pages["index.html"] == nil ? [] : ["index.html"]
        report.reachable = Set(queue)
        while let page = queue.popLast() {
            for href in links[page] ?? [] where !Self.hasScheme(href) {
                guard let target = Self.resolve(href, from: page).path, pages[target] != nil else { continue }
                if report.reachable.insert(target).inserted { queue.append(target) }
            }
        }
        report.unreachable = pages.keys.filter { !report.reachable.contains($0) }.sorted()
        return report
    }

    /// The file (relative to the root) and fragment a relative `href` on page `page` leads to; `nil` path when it
    /// climbs out of the site. A bare `#fragment` stays on the page.
    public static func resolve(_ href: String, from page: String) -> (path: String?, fragment: String?) {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let pathPart = String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        if pathPart.isEmpty { return (page, fragment) }
        var components = page.split(separator: "/").dropLast().map(String.init)
        for component in pathPart.split(separator: "/").map(String.init) {
            switch component {
            case "..":
                guard !components.isEmpty else { return (nil, fragment) }
                components.removeLast()
            case ".": continue
            default: components.append(component)
            }
        }
        return (components.joined(separator: "/"), fragment)
    }

    private static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":") else { return false }
        let scheme = href[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !href[..<colon].contains("/")
    }

    private static func walk(_ element: XMLElement, _ visit: (XMLElement) -> Void) {
        visit(element)
        for child in element.children ?? [] {
            if let child = child as? XMLElement { walk(child, visit) }
        }
    }

    /// Looks the attribute up by name among all attributes (Linux's `attribute(forName:)` misses unprefixed
    /// attributes of elements in a default namespace).
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
