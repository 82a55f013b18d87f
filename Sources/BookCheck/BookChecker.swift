import Foundation

/// Checks that the book shows the real code and the real output.
///
/// # Writing the book: the conventions this checker enforces
///
/// **Code slices.** Mark a region in a Swift source file with two comment lines:
///
///     // ANCHOR: bind
///     public func bind<U>(_ transform: ...) -> Promise<U> { ... }
///     // ANCHOR_END: bind
///
/// and show it in a chapter with a source marker above a ```swift block holding the region
/// verbatim. Blank lines may separate the marker from the fence; nothing else may:
///
///     <!-- source: Chapters/01-LazyMonad/Promise.swift#bind -->
///     ```swift
///     public func bind<U>(_ transform: ...) -> Promise<U> { ... }
///     ```
///
/// - The path is relative to the package root (not to the chapter).
/// - A region is the lines between its anchors, without the indentation they all share, with
///   whitespace-only lines made empty. Regions may nest or overlap; anchor lines are never
///   part of a region.
/// - Every anchor needs its partner: an `ANCHOR` without `ANCHOR_END` (or the reverse, or a
///   region marked twice) anywhere in a file the book shows is reported.
/// - A ```swift block that is not real code (a sketch, the post's original, a wrong example)
///   carries `<!-- illustration -->` instead. A ```swift block with no marker fails.
///
/// **Output.** `Book/transcripts/<name>.txt` holds a program's exact output; the program's own
/// test keeps it honest with `Transcript.check(name:actual:root:)`. In a chapter:
///
///     <!-- transcript: lazy-monad -->
///     ```text
///     (the whole transcript, without its final newline)
///     ```
///
///     <!-- transcript: lazy-monad#Callback hell -->
///     ```text
///     (one section)
///     ```
///
/// A section starts at a header line beginning with `── ` (two U+2500 and a space), such as
/// `── Callback hell ─────────`; its title is the text up to the next ` ─` or the end of the
/// line. It runs to the line before the next header, without trailing blank lines.
///
/// **Other rules.**
/// - A source marker must be followed by a ```swift block; a transcript marker by a ```text block.
/// - A marker followed by prose, by another marker, or by the end of the file is reported as unused.
/// - Markers inside a fenced block are ignored, so a chapter can show these conventions.
/// - Other HTML comments are not markers and are left alone.
///
/// **Fixing drift.** `BOOK_BLESS=1 swift test --filter BookTests` rewrites every marked block
/// from its source or transcript and leaves every other byte of the chapter alone. Read the diff
/// before committing: the prose around a block may need to change too. `BOOK_BLESS=1 swift test`
/// also records the transcripts from the programs' real output.
///
/// ```swift
/// let checker = BookChecker(root: try PackageRoot.find())
/// for file in try checker.markdownFiles() {
///     print(checker.check(markdownFile: file).problems)
/// }
/// ```
public struct BookChecker: Sendable {
    /// The package root: sources and the book are found relative to it.
    public let root: URL

    /// Makes a checker for the package at `root`.
    ///
    /// - Parameter root: The package root, such as `PackageRoot.find()` returns.
    public init(root: URL) {
        self.root = root
    }

    /// Every `*.md` file under `Book/`, in every subfolder, relative to the root and sorted.
    ///
    /// ```swift
    /// try checker.markdownFiles() // ["Book/01-lazy-monad.md", "Book/README.md"]
    /// ```
    ///
    /// - Throws: `BookChecker.BookFolderMissing` when the package has no `Book` folder; an
    ///   empty folder gives an empty list.
    public func markdownFiles() throws -> [String] {
        let folder = root.plainPath + "/Book"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
              isDirectory.boolValue
        else { throw BookFolderMissing(path: folder) }
        return try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".md") }
            .map { "Book/" + $0 }
            .sorted()
    }

    /// Checks one markdown file; when blessing, rewrites its drifted blocks instead of reporting them.
    ///
    /// ```swift
    /// checker.check(markdownFile: "Book/01-lazy-monad.md").problems.map(\.message)
    /// // ["Book/01-lazy-monad.md:42: the swift block differs from …"]
    /// ```
    ///
    /// - Parameters:
    ///   - markdownFile: The file's path relative to the root, such as `Book/01-lazy-monad.md`.
    ///   - bless: Rewrite each marked block that differs from its source region or transcript,
    ///     keeping every other byte. By default, whether `BOOK_BLESS=1` is set.
    /// - Returns: The problems, in file order, and the blocks rewritten.
    public func check(markdownFile: String, bless: Bool = BookBless.isRequested) -> BookReport {
        let text: String
        switch TextLines.read(root.plainPath + "/" + markdownFile) {
        case .text(let contents):
            text = contents
        case .missing:
            return BookReport(problems: [BookProblem(.missingFile, file: markdownFile, line: 1,
                                                     "this markdown file does not exist")])
        case .unreadable:
            return BookReport(problems: [BookProblem(.unreadableFile, file: markdownFile, line: 1,
                                                     "this markdown file cannot be read as UTF-8 text")])
        }

        var chapter = ChapterCheck(markdownFile: markdownFile, lines: TextLines.raw(text),
                                   sources: BookSources(rootPath: root.plainPath, markdownFile: markdownFile))
        chapter.run(bless: bless)
        var report = BookReport(problems: chapter.problems, rewrites: chapter.rewrites)
        if bless, !chapter.rewrites.isEmpty {
            do {
                try TextLines.write(chapter.lines.joined(separator: "\n"),
                                    to: root.plainPath + "/" + markdownFile)
            } catch {
                report.rewrites = []
                report.problems.append(BookProblem(.unreadableFile, file: markdownFile, line: 1,
                                                   "cannot write the blessed blocks: \(error)"))
            }
        }
        return report
    }

    /// The package has no `Book` folder to check.
    public struct BookFolderMissing: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where the folder was expected.
        public let path: String

        /// A sentence saying which folder is missing.
        public var description: String {
            "there is no Book folder at \(path)"
        }
    }
}
