/// What checking one markdown file found and, when blessing, what it rewrote.
public struct BookReport: Sendable, Equatable {
    /// Everything wrong, in the order it appears in the file.
    public var problems: [BookProblem]
    /// The blocks rewritten from their source or transcript; empty unless blessing.
    public var rewrites: [BookRewrite]

    /// Makes a report.
    ///
    /// - Parameters:
    ///   - problems: The problems found.
    ///   - rewrites: The blocks rewritten.
    public init(problems: [BookProblem] = [], rewrites: [BookRewrite] = []) {
        self.problems = problems
        self.rewrites = rewrites
    }

    /// True when nothing is wrong.
    public var passes: Bool { problems.isEmpty }
}
