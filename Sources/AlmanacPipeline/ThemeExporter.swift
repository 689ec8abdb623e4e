import CalendarSite
public import Foundation

/// `almanac theme export DIR`: writes the built-in theme — `almanac.css` and `labels/<language>.json` — into
/// a folder, as the starting point of a custom theme for `--templates DIR`.
public struct ThemeExporter: Sendable {
    public init() {}

    /// Writes the built-in theme's files into `folder` (created if needed), each atomically.
    ///
    /// A file already there with other contents is someone's edit: unless `overwrite` is set, nothing is
    /// written and the first such file is named in the error. Files already equal are left untouched.
    ///
    /// - Returns: The relative paths of the theme's files, in order.
    /// - Throws: ``AlmanacError`` with exit 73 when the folder or a file cannot be written or would overwrite
    ///   an edited file.
    @discardableResult
    public func export(to folder: URL, overwrite: Bool) throws(AlmanacError) -> [String] {
        let files = SiteTheme.builtInFiles
        if !overwrite {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                guard let existing = FileManager.default.contents(atPath: url.path) else { continue }
                if existing != Data(file.contents.utf8) {
                    throw AlmanacError(
                        .cannotCreate,
                        "\(url.path) exists and differs from the built-in theme; pass --force to overwrite it")
                }
            }
        }
        let publisher = try Publisher(root: folder)
        for file in files {
            try publisher.publish(file.path, contents: file.contents)
        }
        return files.map(\.path)
    }
}
