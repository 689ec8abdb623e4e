import CalendarSite
import Foundation
import Testing

/// WCAG 2.1 contrast of the built-in theme's colours, computed from the stylesheet itself in its three
/// palettes: light, dark (`prefers-color-scheme: dark`) and print.
///
/// The theme keeps every colour in custom properties on `:root`; the pairs below are the ones the
/// stylesheet puts together (text on a background). Text needs 4.5:1 (WCAG 2.1 AA, 1.4.3); focus rings,
/// today's outline and control borders 3:1 (1.4.11, non-text contrast). A second test makes sure no rule
/// sets a colour outside the palette, so a new colour cannot escape this check.
struct ThemeContrastTests {
    /// Text colour on background colour, as the stylesheet uses them.
    static let textPairs: [(String, String)] = [
        ("fg", "bg"), ("muted", "bg"), ("link", "bg"),
        ("fg", "weekend-bg"), ("muted", "weekend-bg"), ("link", "weekend-bg"),
        ("fg", "holiday-bg"), ("muted", "holiday-bg"), ("link", "holiday-bg"),
        ("on-today", "today"), ("bg", "fg"), ("fg", "surface"), ("muted", "surface"), ("link", "surface"),
    ]
    /// Non-text colours against the backgrounds they sit on.
    static let nonTextPairs: [(String, String)] = [
        ("focus", "bg"), ("focus", "weekend-bg"), ("focus", "holiday-bg"), ("today", "bg"), ("today", "holiday-bg"),
        ("border-strong", "bg"), ("holiday-edge", "holiday-bg"),
    ]

    @Test(arguments: ["light", "dark", "print"])
    func textAndControlsMeetWCAG(scheme: String) throws {
        let palette = try Self.palette(scheme, in: SiteTheme.builtIn.css)
        for (foreground, background) in Self.textPairs {
            let ratio = try contrast(palette, foreground, background)
            #expect(ratio >= 4.5, "\(scheme): --\(foreground) on --\(background) is \(rounded(ratio)):1, needs 4.5:1")
        }
        for (foreground, background) in Self.nonTextPairs {
            let ratio = try contrast(palette, foreground, background)
            #expect(ratio >= 3, "\(scheme): --\(foreground) on --\(background) is \(rounded(ratio)):1, needs 3:1")
        }
    }

    @Test func everyColourComesFromThePalette() throws {
        let css = Self.withoutComments(SiteTheme.builtIn.css)
        var declarations = 0
        for line in css.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for property in ["color:", "background:", "background-color:", "outline:", "border-color:"]
            where trimmed.hasPrefix(property) {
                declarations += 1
                let value = trimmed.dropFirst(property.count).trimmingCharacters(in: .whitespaces)
                let allowed = value.contains("var(--") || ["inherit;", "transparent;", "currentColor;"].contains(value)
                #expect(allowed, "a colour outside the palette: \(trimmed)")
            }
        }
        #expect(declarations > 20)
    }

    @Test func theContrastFormulaMatchesKnownValues() throws {
        // Black on white is 21:1, white on white 1:1; #767676 on white is the well-known 4.54:1.
        let palette = ["black": "#000000", "white": "#ffffff", "grey": "#767676"]
        #expect(rounded(try contrast(palette, "black", "white")) == 21)
        #expect(rounded(try contrast(palette, "white", "white")) == 1)
        #expect(rounded(try contrast(palette, "grey", "white")) == 4.54)
        // And the test fails on a bad pair: #999 on white is 2.85:1.
        #expect(try contrast(["a": "#999", "b": "#fff"], "a", "b") < 4.5)
    }

    /// The custom properties of `:root` in a palette: light (the first `:root`), dark or print (the `:root`
    /// inside that media block, over light).
    static func palette(_ scheme: String, in css: String) throws -> [String: String] {
        let css = withoutComments(css)
        var palette = try variables(in: css, after: nil)
        switch scheme {
        case "dark": palette.merge(try variables(in: css, after: "@media (prefers-color-scheme: dark)")) { $1 }
        case "print": palette.merge(try variables(in: css, after: "@media print")) { $1 }
        default: break
        }
        return palette
    }

    private static func variables(in css: String, after marker: String?) throws -> [String: String] {
        var rest = css[...]
        if let marker {
            let range = try #require(rest.range(of: marker), "no \(marker) in the theme")
            rest = rest[range.upperBound...]
        }
        let open = try #require(rest.range(of: ":root {"), "no :root block")
        let close = try #require(rest[open.upperBound...].firstIndex(of: "}"))
        var result: [String: String] = [:]
        for declaration in rest[open.upperBound..<close].split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard parts.count == 2, parts[0].hasPrefix("--") else { continue }
            result[String(parts[0].dropFirst(2))] = parts[1]
        }
        return result
    }

    private static func withoutComments(_ css: String) -> String {
        var result = ""
        var rest = css[...]
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    /// The WCAG 2.1 contrast ratio of two palette colours (`#rgb` or `#rrggbb`).
    private func contrast(_ palette: [String: String], _ first: String, _ second: String) throws -> Double {
        let a = try luminance(try #require(palette[first], "no --\(first)"))
        let b = try luminance(try #require(palette[second], "no --\(second)"))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Relative luminance (WCAG 2.1): linearised sRGB channels weighted 0.2126, 0.7152, 0.0722.
    private func luminance(_ hex: String) throws -> Double {
        var digits = String(hex.dropFirst())
        try #require(hex.hasPrefix("#") && (digits.count == 3 || digits.count == 6), "not a hex colour: \(hex)")
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        let value = try #require(Int(digits, radix: 16), "not a hex colour: \(hex)")
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    private func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
