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
            return failure(.missingFile, markerLine,
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
            let listing = known.isEmpty
                ? "it marks no regions; put // ANCHOR: \(region) and // ANCHOR_END: \(region) around the code"
                : "it marks: \(known.joined(separator: ", "))"
            lookup.problems.append(problem(.missingRegion, markerLine,
                                           "\(path) has no region \"\(region)\"; \(listing)"))
        }
        return lookup
    }

    /// The lines of transcript `name`: all of it, or the section titled `section`.
    mutating func transcript(_ name: String, section: String?, markerLine: Int) -> Lookup {
        let file = Transcript.path(name: name)
        let text: String
        switch read(file) {
        case .text(let contents):
            text = contents
        case .missing:
            return failure(.missingFile, markerLine,
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
            let listing = titles.isEmpty
                ? "it has no section headers (lines starting with \"── \")"
                : "its sections: \(titles.joined(separator: ", "))"
            return failure(.unknownSection, markerLine, "\(file) has no section \"\(title)\"; \(listing)")
        default:
            let headers = matches.map { String($0.line) }.joined(separator: ", ")
            return failure(.ambiguousSection, markerLine,
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
