import Foundation

/// Checks that the book shows the real code and the real output.
///
/// # Writing the book: the conventions this checker enforces
///
/// **Code slices.** Mark a region in a Swift source file with two comment lines:
///
///     // ANCHOR: bind
///     public func bind<U>(_ transform: @escaping @Sendable (T) -> Promise<U>) -> Promise<U> { … }
///     // ANCHOR_END: bind
///
/// and show it in a chapter with a source marker above a ```swift block holding the region
/// verbatim. Blank lines may separate the marker from the fence; nothing else may:
///
///     <!-- source: Chapters/01-LazyMonad/LazyPromise/Promise.swift#bind -->
///     ```swift
///     public func bind<U>(_ transform: @escaping @Sendable (T) -> Promise<U>) -> Promise<U> { … }
///     ```
///
/// - Right above the marker goes one visible caption line, because GitHub hides the marker:
///   `<sub>From [`path`](link), region `name`</sub>` (for a transcript, which program prints
///   it). It is checked like the block, and blessing writes it.
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
/// test keeps it honest with `Transcript.check(name:output:root:)`. In a chapter:
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
/// **Pictures.** `Book/pictures/<name>.mmd` holds a Mermaid diagram a tour drew from the events
/// it recorded; the tour's test draws it again and compares (`Transcript.check(…, picture: true)`).
/// In a chapter, `<!-- picture: name -->` goes above a ```mermaid block holding it.
///
/// **Other rules.**
/// - A source marker must be followed by a ```swift block; a transcript marker by a ```text block.
/// - A marker followed by prose, by another marker, or by the end of the file is reported as unused.
/// - Markers inside a fenced block are ignored, so a chapter can show these conventions.
/// - Other HTML comments are not markers and are left alone.
///
/// **Fixing drift.** Drift is expected while experimenting with the code, so a drift message first
/// says how to restore the file it names (`git checkout -- <the source file>`), and only then how
/// to bless after an intended change: `BOOK_BLESS=1 swift test --filter BookTests` rewrites every
/// marked block from its source or transcript and leaves every other byte of the chapter alone.
/// Read the diff before committing: the prose around a block may need to change too.
/// `BOOK_BLESS=1 swift test` also records the transcripts from the programs' real output.
///
/// ```swift
/// let checker = BookChecker(root: try PackageRoot.find())
/// for file in try checker.markdownFiles() {
///     print(checker.check(markdownFile: file).problems)
/// }
/// ```
package struct BookChecker: Sendable {
    /// The package root: sources and the book are found relative to it.
    package let root: URL

    /// Whether every marked block must have its caption (the book's rule; tests of other
    /// rules turn it off).
    package let requiresCaptions: Bool

    /// Makes a checker for the package at `root`.
    ///
    /// - Parameters:
    ///   - root: The package root, such as `PackageRoot.find()` returns.
    ///   - requiresCaptions: Whether a marked block must have its caption, checked and blessed
    ///     like the block.
    package init(root: URL, requiresCaptions: Bool = true) {
        self.root = root
        self.requiresCaptions = requiresCaptions
    }

    /// Every `*.md` file under `Book/`, in every subfolder, relative to the root and sorted.
    ///
    /// ```swift
    /// try checker.markdownFiles() // ["Book/01-lazy-monad.md", "Book/README.md"]
    /// ```
    ///
    /// - Throws: `BookChecker.BookFolderMissing` when the package has no `Book` folder; an
    ///   empty folder gives an empty list.
    package func markdownFiles() throws -> [String] {
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
    package func check(markdownFile: String, bless: Bool = BookBless.isRequested) -> BookReport {
        let text: String
        switch TextLines.read(root.plainPath + "/" + markdownFile) {
        case .text(let contents):
            text = contents
        case .missing:
            return BookReport(problems: [
                BookProblem(
                    .missingFile, file: markdownFile, line: 1,
                    "this markdown file does not exist")
            ])
        case .unreadable:
            return BookReport(problems: [
                BookProblem(
                    .unreadableFile, file: markdownFile, line: 1,
                    "this markdown file cannot be read as UTF-8 text")
            ])
        }

        var chapter = ChapterCheck(
            markdownFile: markdownFile, lines: TextLines.raw(text),
            sources: BookSources(rootPath: root.plainPath, markdownFile: markdownFile),
            tours: requiresCaptions ? Caption.tours(rootPath: root.plainPath) : nil)
        chapter.run(bless: bless)
        var report = BookReport(problems: chapter.problems, rewrites: chapter.rewrites)
        if bless, !chapter.rewrites.isEmpty {
            do {
                try TextLines.write(
                    chapter.lines.joined(separator: "\n"),
                    to: root.plainPath + "/" + markdownFile)
            } catch {
                report.rewrites = []
                report.problems.append(
                    BookProblem(
                        .unreadableFile, file: markdownFile, line: 1,
                        "cannot write the blessed blocks: \(error)"))
            }
        }
        return report
    }

    /// The package has no `Book` folder to check.
    package struct BookFolderMissing: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where the folder was expected.
        package let path: String

        /// A sentence saying which folder is missing.
        package var description: String {
            "there is no Book folder at \(path)"
        }
    }
}

/// Whether this run should bless: rewrite the book's blocks and the transcripts from the truth
/// instead of failing.
///
/// ```swift
/// // BOOK_BLESS=1 swift test --filter BookTests
/// BookBless.isRequested // true
/// ```
///
/// - Note: Every checking function takes an explicit `bless:` argument whose default is this
///   value, so tests of the checker itself can pass `false` and stay unaffected by the variable.
package enum BookBless {
    /// The environment variable that asks for blessing: `BOOK_BLESS`.
    package static let variable = "BOOK_BLESS"

    /// True when `BOOK_BLESS` is set to `1`, `true` or `yes` in this process's environment.
    package static var isRequested: Bool {
        let value = ProcessInfo.processInfo.environment[variable]?.lowercased()
        return value == "1" || value == "true" || value == "yes"
    }

    /// The command that rewrites the book's drifted blocks: `BOOK_BLESS=1 swift test --filter BookTests`.
    static let bookCommand = "\(variable)=1 swift test --filter BookTests"

    /// The lines ending a drift message: first that drift is expected while experimenting with the
    /// code and how to restore what changed, then how to bless after an intended change.
    ///
    /// ```swift
    /// BookBless.advice(restoring: "the code", file: "Sources/Demo/Box.swift",
    ///                  blessing: "bless the book", command: BookBless.bookCommand)
    /// // This is expected while you experiment with the code; to restore the code:
    /// //   git checkout -- Sources/Demo/Box.swift
    /// // After an intended change, bless the book:
    /// //   BOOK_BLESS=1 swift test --filter BookTests
    /// ```
    ///
    /// - Parameters:
    ///   - restoring: What the checkout restores, such as "the code".
    ///   - file: The path `git checkout --` takes, relative to the package root.
    ///   - blessing: What blessing does, such as "bless the book".
    ///   - command: The command that blesses.
    static func advice(restoring: String, file: String, blessing: String, command: String) -> String {
        """
        This is expected while you experiment with the code; to restore \(restoring):
          git checkout -- \(file)
        After an intended change, \(blessing):
          \(command)
        """
    }
}

/// A block that blessing rewrote from the truth.
///
/// ```swift
/// rewrite.description
/// // Book/01-lazy-monad.md:42: rewrote the block from Chapters/01-LazyMonad/Promise.swift#bind
/// ```
package struct BookRewrite: Sendable, Equatable, CustomStringConvertible {
    /// The markdown file, relative to the package root.
    package let file: String
    /// The 1-based line of the block's opening fence.
    package let line: Int
    /// Where the new content came from: `path#region`, or `transcript name` / `transcript name#Section`.
    package let origin: String

    /// Makes a rewrite record.
    ///
    /// - Parameters:
    ///   - file: The markdown file, relative to the package root.
    ///   - line: The 1-based line of the block's opening fence.
    ///   - origin: Where the new content came from.
    package init(file: String, line: Int, origin: String) {
        self.file = file
        self.line = line
        self.origin = origin
    }

    /// One line saying which block was rewritten from what.
    package var description: String {
        "\(file):\(line): rewrote the block from \(origin)"
    }
}

/// One pass over a chapter: each event of the scan judged, drift reported or, when blessing,
/// the chapter's lines rewritten in place.
struct ChapterCheck {
    /// The markdown file, relative to the package root.
    let markdownFile: String
    /// The chapter's raw lines; blessing replaces the content of drifted blocks.
    private(set) var lines: [String]
    /// What the pass found.
    private(set) var problems: [BookProblem] = []
    /// What the pass rewrote.
    private(set) var rewrites: [BookRewrite] = []

    private var sources: BookSources
    /// The package's tours, for captions; `nil` when captions are not checked.
    private let tours: Set<String>?

    init(markdownFile: String, lines: [String], sources: BookSources, tours: Set<String>?) {
        self.markdownFile = markdownFile
        self.lines = lines
        self.sources = sources
        self.tours = tours
    }

    /// Judges every event; with `bless`, rewrites drifted blocks instead of reporting them.
    mutating func run(bless: Bool) {
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for event in MarkdownScan(lines: lines).events {
            switch event {
            case .unmarked(let block):
                reportIfUnclosed(block)
                if block.fence.language == "swift" {
                    report(
                        .unmarkedSwiftBlock, at: block.opening,
                        "this swift block has no marker above it: put \(Marker.sourceForm) above code "
                            + "taken from the sources, or <!-- illustration --> above code that is not")
                }
            case .stranded(let placed, let follower):
                if case .malformed(let form) = placed.marker {
                    reportMalformed(at: placed.index, form: form)
                    continue
                }
                let next =
                    switch follower {
                    case .prose(let index): "prose comes next, at line \(index + 1)"
                    case .marker(let index): "another marker comes next, at line \(index + 1)"
                    case .endOfFile: "the file ends"
                    }
                report(
                    .unusedMarker, at: placed.index,
                    "\(placed.marker.spelled) is not followed by a fenced block: \(next) "
                        + "(only blank lines may come between a marker and its block)")
            case .marked(let placed, let block):
                if let replacement = judgeCaption(placed, bless: bless) {
                    replacements.append(replacement)
                }
                if let replacement = judge(placed, block, bless: bless) {
                    replacements.append(replacement)
                }
            }
        }
        // From the bottom up, so that earlier ranges still point at the right lines.
        for replacement in replacements.reversed() {
            lines.replaceSubrange(replacement.range, with: replacement.lines)
        }
    }

    /// Checks a marked block against its truth; returns the rewrite when blessing drift.
    private mutating func judge(
        _ placed: MarkdownScan.PlacedMarker, _ block: MarkdownScan.Block, bless: Bool
    ) -> (range: Range<Int>, lines: [String])? {
        if case .malformed(let form) = placed.marker {
            reportMalformed(at: placed.index, form: form)
            return nil
        }
        guard block.closing != nil else {
            reportIfUnclosed(block)
            return nil
        }
        guard let language = placed.marker.language else { return nil }  // an illustration
        guard block.fence.language == language else {
            let found =
                block.fence.language.isEmpty
                ? "has no language"
                : "is ```\(block.fence.language)"
            report(
                .wrongLanguage, at: placed.index,
                "\(placed.marker.spelled) must be followed by a ```\(language) block, "
                    + "but the block at line \(block.opening + 1) \(found)")
            return nil
        }

        let lookup: BookSources.Lookup
        let origin: String
        let what: String
        let truthEnd: String
        let restore: (what: String, file: String)
        switch placed.marker {
        case .source(let path, let region):
            lookup = sources.region(region, in: path, markerLine: placed.index + 1)
            origin = "\(path)#\(region)"
            what = "the swift block differs from \(origin)"
            truthEnd = "(end of the region)"
            restore = ("the code", path)
        case .transcript(let name, let section):
            lookup = sources.transcript(name, section: section, markerLine: placed.index + 1)
            origin = "transcript " + (section.map { "\(name)#\($0)" } ?? name)
            what = "the text block differs from \(origin) (\(Transcript.path(name: name)))"
            truthEnd = section == nil ? "(end of the transcript)" : "(end of the section)"
            restore = ("the transcript", Transcript.path(name: name))
        case .picture(let name):
            lookup = sources.picture(name, markerLine: placed.index + 1)
            origin = "picture \(name)"
            what = "the mermaid block differs from \(Caption.picturePath(name))"
            truthEnd = "(end of the picture)"
            restore = ("the picture", Caption.picturePath(name))
        case .illustration, .malformed:
            return nil
        }
        problems += lookup.problems
        guard let expected = lookup.lines else { return nil }

        let found = block.content.map { block.fence.content(of: lines[$0]) }
        guard let difference = LineDifference.first(expected: expected, actual: found) else { return nil }
        if bless {
            rewrites.append(BookRewrite(file: markdownFile, line: block.opening + 1, origin: origin))
            // Keep the chapter's own line ending, so a CRLF file stays CRLF.
            let ending = lines[block.opening].unicodeScalars.last == "\r" ? "\r" : ""
            return (block.content, expected.map { block.fence.written($0) + ending })
        }
        let markdownLine = block.opening + 1 + difference.line
        let advice = BookBless.advice(
            restoring: restore.what, file: restore.file,
            blessing: "bless the book", command: BookBless.bookCommand)
        report(
            .drift, at: block.opening,
            """
            \(what). First difference at line \(difference.line) of the block \
            (\(markdownFile):\(markdownLine)):
            \(difference.rendered(expectedEnd: truthEnd, actualEnd: "(end of the block)"))
            \(advice)
            """,
            difference: difference)
        return nil
    }

    /// Checks the visible line that says where a block comes from; returns the rewrite when blessing.
    private mutating func judgeCaption(
        _ placed: MarkdownScan.PlacedMarker, bless: Bool
    ) -> (range: Range<Int>, lines: [String])? {
        guard let tours, let expected = Caption.expected(for: placed.marker, in: markdownFile, tours: tours)
        else { return nil }
        let ending = lines[placed.index].unicodeScalars.last == "\r" ? "\r" : ""
        // Under the marker's own indentation, so that a slice inside a list stays in it.
        let written =
            TextLines.leadingWhitespace(TextLines.withoutCarriageReturn(lines[placed.index])) + expected + ending
        let origin = "\(placed.marker.spelled) (its caption)"
        let above = placed.index - 1
        guard above >= 0, Caption.isCaption(lines[above]) else {
            if bless {
                rewrites.append(BookRewrite(file: markdownFile, line: placed.index + 1, origin: origin))
                return (placed.index..<placed.index, [written])
            }
            report(
                .caption, at: placed.index,
                """
                \(placed.marker.spelled) has no caption. On GitHub the marker is invisible, so the line \
                right above it tells the reader where the block comes from:
                \(expected)
                \(BookBless.bookCommand) writes it.
                """)
            return nil
        }
        let found = TextLines.trimmed(TextLines.withoutCarriageReturn(lines[above]))
        guard found != expected else { return nil }
        if bless {
            rewrites.append(BookRewrite(file: markdownFile, line: above + 1, origin: origin))
            return (above..<(above + 1), [written])
        }
        report(
            .caption, at: above,
            """
            this caption does not say where the block below it comes from:
              expected: \(expected)
              actual:   \(found)
            \(BookBless.bookCommand) rewrites it.
            """)
        return nil
    }

    private mutating func reportIfUnclosed(_ block: MarkdownScan.Block) {
        guard block.closing == nil else { return }
        report(
            .unclosedFence, at: block.opening,
            "this fenced block is never closed, so the rest of the file is read as its content")
    }

    private mutating func reportMalformed(at index: Int, form: String) {
        report(.malformedMarker, at: index, "this marker cannot be read; write it as \(form)")
    }

    private mutating func report(
        _ kind: BookProblem.Kind, at index: Int, _ message: String, difference: LineDifference? = nil
    ) {
        problems.append(BookProblem(kind, file: markdownFile, line: index + 1, message, difference: difference))
    }
}

/// The truths a chapter's blocks are checked against, source regions and transcripts, with
/// each file read once per chapter.
struct BookSources {
    /// What looking up a block's truth gave: its lines when found, and any problems to report.
    struct Lookup {
        /// The lines the block must equal, or `nil` when there is nothing to compare with.
        var lines: [String]?
        /// Problems found on the way, reported at the marker's line.
        var problems: [BookProblem] = []
    }

    /// The package root's path.
    let rootPath: String
    /// The markdown file being checked, relative to the root, for problem locations.
    let markdownFile: String

    private var files: [String: TextLines.ReadResult] = [:]
    /// Source files whose anchor mismatches this chapter has already reported.
    private var reportedAnchors: Set<String> = []

    init(rootPath: String, markdownFile: String) {
        self.rootPath = rootPath
        self.markdownFile = markdownFile
    }

    /// The lines of `region` in the source file at `path`.
    ///
    /// - Note: The first time a chapter refers to a file, that file's anchor mismatches are
    ///   reported, even when the region asked for is fine: a broken anchor elsewhere in the file
    ///   would otherwise surprise the next writer who marks a region there.
    mutating func region(_ region: String, in path: String, markerLine: Int) -> Lookup {
        let text: String
        switch read(path) {
        case .text(let contents):
            text = contents
        case .missing:
            return failure(
                .missingFile, markerLine,
                "<!-- source: \(path)#\(region) --> points to \(path), which does not exist")
        case .unreadable:
            return failure(.unreadableFile, markerLine, "\(path) cannot be read as UTF-8 text")
        }

        let source = AnchoredSource(text: text)
        var lookup = Lookup(lines: source.region(named: region))
        if reportedAnchors.insert(path).inserted {
            lookup.problems = source.mismatches.map {
                problem(.unbalancedAnchor, markerLine, "\(path):\($0.line): \($0)")
            }
        }
        // A region whose own anchors are broken is already explained by the mismatch.
        let isExplained = source.mismatches.contains { $0.name == region }
        if lookup.lines == nil, !isExplained {
            let known = source.regions.keys.sorted()
            let listing =
                known.isEmpty
                ? "it marks no regions; put // ANCHOR: \(region) and // ANCHOR_END: \(region) around the code"
                : "it marks: \(known.joined(separator: ", "))"
            lookup.problems.append(
                problem(
                    .missingRegion, markerLine,
                    "\(path) has no region \"\(region)\"; \(listing)"))
        }
        return lookup
    }

    /// The lines of picture `name`, `Book/pictures/<name>.mmd`, without its final newline.
    mutating func picture(_ name: String, markerLine: Int) -> Lookup {
        let file = Caption.picturePath(name)
        switch read(file) {
        case .text(let contents):
            return Lookup(lines: TextLines.raw(contents.hasSuffix("\n") ? String(contents.dropLast()) : contents))
        case .missing:
            return failure(
                .missingFile, markerLine,
                "<!-- picture: \(name) --> points to \(file), which does not exist; "
                    + "the test that records the tour's pictures writes it with \(BookBless.variable)=1 swift test")
        case .unreadable:
            return failure(.unreadableFile, markerLine, "\(file) cannot be read as UTF-8 text")
        }
    }

    /// The lines of transcript `name`: all of it, or the section titled `section`.
    mutating func transcript(_ name: String, section: String?, markerLine: Int) -> Lookup {
        let file = Transcript.path(name: name)
        let text: String
        switch read(file) {
        case .text(let contents):
            text = contents
        case .missing:
            return failure(
                .missingFile, markerLine,
                "<!-- transcript: \(name) --> points to \(file), which does not exist; "
                    + "the test that runs the program records it with \(BookBless.variable)=1 swift test")
        case .unreadable:
            return failure(.unreadableFile, markerLine, "\(file) cannot be read as UTF-8 text")
        }

        let transcript = Transcript(text: text)
        guard let title = section else { return Lookup(lines: transcript.lines) }
        let matches = transcript.sections(titled: title)
        switch matches.count {
        case 1:
            return Lookup(lines: matches[0].lines)
        case 0:
            let titles = transcript.sections.map(\.title)
            let listing =
                titles.isEmpty
                ? "it has no section headers (lines starting with \"── \")"
                : "its sections: \(titles.joined(separator: ", "))"
            return failure(.unknownSection, markerLine, "\(file) has no section \"\(title)\"; \(listing)")
        default:
            let headers = matches.map { String($0.line) }.joined(separator: ", ")
            return failure(
                .ambiguousSection, markerLine,
                "\(file) has \(matches.count) sections titled \"\(title)\" (lines \(headers)); "
                    + "make the titles unique")
        }
    }

    private func problem(_ kind: BookProblem.Kind, _ line: Int, _ message: String) -> BookProblem {
        BookProblem(kind, file: markdownFile, line: line, message)
    }

    private func failure(_ kind: BookProblem.Kind, _ line: Int, _ message: String) -> Lookup {
        Lookup(lines: nil, problems: [problem(kind, line, message)])
    }

    private mutating func read(_ path: String) -> TextLines.ReadResult {
        if let known = files[path] { return known }
        let result = TextLines.read(rootPath + "/" + path)
        files[path] = result
        return result
    }
}
