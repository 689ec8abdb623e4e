/// A rule file that cannot be parsed or fails validation. Rule files are parsed eagerly, so a bad
/// rule fails loudly when the engine loads, naming the file, the block, the line and the column.
public struct RuleSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, e.g. `DE.rules`.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column of the first offending character.
    public let column: Int
    /// The block the line belongs to, e.g. `holiday christmas-day`, if any.
    public let block: String?
    /// What was expected, or what is wrong.
    public let message: String

    public init(file: String, line: Int, column: Int, block: String?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.block = block
        self.message = message
    }

    public var description: String {
        "\(file):\(line):\(column): " + (block.map { "in \($0): " } ?? "") + message
    }
}
