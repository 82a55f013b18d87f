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

    init(markdownFile: String, lines: [String], sources: BookSources) {
        self.markdownFile = markdownFile
        self.lines = lines
        self.sources = sources
    }

    static let blessHint = "To rewrite the book's blocks from the code and the transcripts: "
        + "\(BookBless.variable)=1 swift test --filter BookTests"

    /// Judges every event; with `bless`, rewrites drifted blocks instead of reporting them.
    mutating func run(bless: Bool) {
        var replacements: [(range: Range<Int>, lines: [String])] = []
        for event in MarkdownScan(lines: lines).events {
            switch event {
            case .unmarked(let block):
                reportIfUnclosed(block)
                if block.fence.language == "swift" {
                    report(.unmarkedSwiftBlock, at: block.opening,
                           "this swift block has no marker above it: put \(Marker.sourceForm) above code "
                           + "taken from the sources, or <!-- illustration --> above code that is not")
                }
            case .stranded(let placed, let follower):
                if case .malformed(let form) = placed.marker {
                    reportMalformed(at: placed.index, form: form)
                    continue
                }
                let next = switch follower {
                case .prose(let index): "prose comes next, at line \(index + 1)"
                case .marker(let index): "another marker comes next, at line \(index + 1)"
                case .endOfFile: "the file ends"
                }
                report(.unusedMarker, at: placed.index,
                       "\(placed.marker.spelled) is not followed by a fenced block: \(next) "
                       + "(only blank lines may come between a marker and its block)")
            case .marked(let placed, let block):
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
            let found = block.fence.language.isEmpty
                ? "has no language"
                : "is ```\(block.fence.language)"
            report(.wrongLanguage, at: placed.index,
                   "\(placed.marker.spelled) must be followed by a ```\(language) block, "
                   + "but the block at line \(block.opening + 1) \(found)")
            return nil
        }

        let lookup: BookSources.Lookup
        let origin: String
        let what: String
        let truthEnd: String
        switch placed.marker {
        case .source(let path, let region):
            lookup = sources.region(region, in: path, markerLine: placed.index + 1)
            origin = "\(path)#\(region)"
            what = "the swift block differs from \(origin)"
            truthEnd = "(end of the region)"
        case .transcript(let name, let section):
            lookup = sources.transcript(name, section: section, markerLine: placed.index + 1)
            origin = "transcript " + (section.map { "\(name)#\($0)" } ?? name)
            what = "the text block differs from \(origin) (\(Transcript.path(name: name)))"
            truthEnd = section == nil ? "(end of the transcript)" : "(end of the section)"
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
        report(.drift, at: block.opening,
               """
               \(what). First difference at line \(difference.line) of the block \
               (\(markdownFile):\(markdownLine)):
               \(difference.rendered(expectedEnd: truthEnd, actualEnd: "(end of the block)"))
               \(Self.blessHint)
               """,
               difference: difference)
        return nil
    }

    private mutating func reportIfUnclosed(_ block: MarkdownScan.Block) {
        guard block.closing == nil else { return }
        report(.unclosedFence, at: block.opening,
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
