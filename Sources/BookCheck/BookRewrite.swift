/// A block that blessing rewrote from the truth.
///
/// ```swift
/// rewrite.description
/// // Book/01-lazy-monad.md:42: rewrote the block from Chapters/01-LazyMonad/Promise.swift#bind
/// ```
public struct BookRewrite: Sendable, Equatable, CustomStringConvertible {
    /// The markdown file, relative to the package root.
    public let file: String
    /// The 1-based line of the block's opening fence.
    public let line: Int
    /// Where the new content came from: `path#region`, or `transcript name` / `transcript name#Section`.
    public let origin: String

    /// Makes a rewrite record.
    ///
    /// - Parameters:
    ///   - file: The markdown file, relative to the package root.
    ///   - line: The 1-based line of the block's opening fence.
    ///   - origin: Where the new content came from.
    public init(file: String, line: Int, origin: String) {
        self.file = file
        self.line = line
        self.origin = origin
    }

    /// One line saying which block was rewritten from what.
    public var description: String {
        "\(file):\(line): rewrote the block from \(origin)"
    }
}
