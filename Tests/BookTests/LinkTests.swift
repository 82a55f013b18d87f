import BookCheck
import Foundation
import Testing

/// The link check on small inputs: GitHub's heading slugs, the links a file has, and what the
/// checker reports for fixture files written to a temporary package.
@Suite("The link checker")
struct LinkTests {
    // MARK: Anchors

    /// A heading's text and the slug GitHub gives it.
    struct Slug: Sendable, CustomTestStringConvertible {
        let heading: String
        let slug: String
        var testDescription: String { heading }
    }

    @Test(
        "a heading's slug is lowercase, keeps letters, digits, _ and -, drops other punctuation, hyphenates spaces",
        arguments: [
            Slug(heading: "0 · Laws, and a harness to check them", slug: "0--laws-and-a-harness-to-check-them"),
            Slug(heading: "4.1 `recover(on:_:)`", slug: "41-recoveron_"),
            Slug(heading: "Chapter 5’s `ensureAsync`, as a function", slug: "chapter-5s-ensureasync-as-a-function"),
            Slug(heading: "Queue.swift: somewhere to run work", slug: "queueswift-somewhere-to-run-work"),
            Slug(heading: "From promises to `async`/`await`", slug: "from-promises-to-asyncawait"),
            Slug(heading: "Result-chaining (again)?", slug: "result-chaining-again"),
            Slug(heading: "Café über Ünïcode", slug: "café-über-ünïcode"),
            Slug(heading: "A [linked](x.md) `Promise<T>` <em>tag</em>", slug: "a-linked-promiset-tag"),
        ])
    func slug(_ example: Slug) {
        #expect(Anchors.slug(example.heading) == example.slug)
    }

    @Test("an ATX heading is up to three spaces, one to six #, then a space; a closing run of # is not text")
    func headings() {
        #expect(Anchors.heading("## Costs: a table ##") == "Costs: a table")
        #expect(Anchors.heading("   ###### Deep") == "Deep")
        #expect(Anchors.heading("# C# and F#") == "C# and F#")
        #expect(Anchors.heading("#") == "")
        #expect(Anchors.heading("#hashtag") == nil)
        #expect(Anchors.heading("####### seven") == nil)
        #expect(Anchors.heading("    # indented four") == nil)
        #expect(Anchors.heading("**Bold.** A paragraph") == nil)
    }

    @Test("a repeated heading gets -1, -2 in order, skipping a slug another heading took")
    func duplicateHeadings() {
        let anchors = Anchors(markdown: "# Why\n## Why\n### Why-1\n## Why\n## Other")
        #expect(anchors.names == ["why", "why-1", "why-1-1", "why-2", "other"])
    }

    @Test("explicit <a id> and <a name> are anchors; headings and tags in code are not")
    func explicitAnchors() {
        let anchors = Anchors(
            markdown: """
                # Top

                <a id="the-paragraph"></a>
                **The paragraph.** Text, and <a name='inline'>a name</a> inline.

                Writing `<a id="shown"></a>` in a span shows it.

                ```markdown
                # Not a heading
                <a id="not-an-anchor"></a>
                ```
                """)
        #expect(anchors.names == ["top", "the-paragraph", "inline"])
    }

    // MARK: Finding links

    @Test("inline links, images, titles, angle brackets and reference definitions are found, with their lines")
    func findsLinks() {
        let links = MarkdownLink.all(
            in: """
                # Title

                See [the laws](00-laws.md#laws "Laws") and ![a chart](costs.svg),
                [a caption with `code`](../Chapters/A.swift), and [a link that
                wraps](glossary.md#settle).
                [spaces](<My File.md>) [parens](a_(b).md) [escaped](a\\_b.md) [a footnote][^1]

                [label]: reference.md
                [^1]: A footnote, not a definition.
                """)
        #expect(
            links == [
                MarkdownLink(line: 3, destination: "00-laws.md#laws"),
                MarkdownLink(line: 3, destination: "costs.svg"),
                MarkdownLink(line: 4, destination: "../Chapters/A.swift"),
                MarkdownLink(line: 5, destination: "glossary.md#settle"),
                MarkdownLink(line: 6, destination: "My File.md"),
                MarkdownLink(line: 6, destination: "a_(b).md"),
                MarkdownLink(line: 6, destination: "a_b.md"),
                MarkdownLink(line: 8, destination: "reference.md"),
            ])
    }

    @Test("links in fenced blocks, code spans (across a line break too) and HTML comments are ignored")
    func ignoresCode() {
        let links = MarkdownLink.all(
            in: """
                ```markdown
                [in a block](block.md)
                ```
                ~~~
                [in a tilde block](tilde.md)
                ~~~
                Use `[in a span](span.md)` or ``[two `ticks`](ticks.md)``, or a span that `wraps
                [onto the next line](wrapped.md)`. <!-- [a comment](comment.md) -->
                But [this one](real.md) is a link, and a lone ` backtick is text: [too](too.md).
                """)
        #expect(links.map(\.destination) == ["real.md", "too.md"])
    }

    @Test("the prose blanks code spans and comments character for character, and skips fenced blocks")
    func prose() {
        let prose = Prose(markdown: "See `[a](b)` and [c](d).\n```\n[e](f)\n```\nAfter <!-- x -->.")
        #expect(prose.lines.map(\.number) == [1, 5])
        #expect(prose.lines.map(\.blanked) == ["See          and [c](d).", "After           ."])
        #expect(prose.lines.map(\.raw) == ["See `[a](b)` and [c](d).", "After <!-- x -->."])
    }

    // MARK: Checking links

    @Test("links to files and folders that exist, with fragments that exist, and external links pass")
    func goodLinks() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Demo/Box.swift", "")
        try fixture.write("Book/other.md", "# Other page\n## The `zip` law\n## Café\n")
        try fixture.write(
            "Book/chapter.md",
            """
            # Chapter

            [same file](#chapter), [top](#), [other](other.md), [its heading](other.md#the-zip-law),
            [a line of code](../Sources/Demo/Box.swift#L10), [a folder](../Sources/Demo/), [the root](..),
            [from the root](/Book/other.md#other-page), [encoded](other.md#caf%C3%A9), [a query](other.md?plain=1),
            [web](https://example.com/missing.md), [mail](mailto:a@b.c), [no scheme](//example.com/x.md).
            """)
        #expect(LinkChecker(root: fixture.root).check(markdownFile: "Book/chapter.md") == [])
    }

    @Test("a link to a missing file names file:line, the link and where it points")
    func missingFile() throws {
        let fixture = try Fixture()
        try fixture.write(
            "README.md", "# Project\n\nRead [chapter 1](Book/01-lazy.md) and [the code](Sources/Gone/).\n")
        let problems = LinkChecker(root: fixture.root).check(markdownFile: "README.md")
        #expect(problems.map(\.kind) == [.brokenLink, .brokenLink])
        #expect(
            problems.map(\.message) == [
                "README.md:3: the link (Book/01-lazy.md) points to Book/01-lazy.md, which does not exist",
                "README.md:3: the link (Sources/Gone/) points to Sources/Gone, which does not exist",
            ])
    }

    @Test("a link above the package root is reported")
    func outsideRoot() throws {
        let fixture = try Fixture()
        try fixture.write("Book/chapter.md", "[up](../../elsewhere.md)\n")
        let problems = LinkChecker(root: fixture.root).check(markdownFile: "Book/chapter.md")
        #expect(
            problems.map(\.message) == [
                "Book/chapter.md:1: the link (../../elsewhere.md) points outside the repository"
            ])
    }

    @Test("a fragment no heading produces names the nearest anchors; a bold paragraph is no heading")
    func missingFragment() throws {
        let fixture = try Fixture()
        try fixture.write(
            "Book/chapter.md",
            """
            # Costs

            ## What each cost is

            **An unspecialised generic.** A bold paragraph.

            As said [below](#an-unspecialised-generic) and [in the table](#what-each-costs-is).
            ## Challenges
            """)
        try fixture.write("Book/README.md", "[the chapter](chapter.md#costing)\n[empty](empty.md#top)\n")
        try fixture.write("Book/empty.md", "No headings here.\n")
        let checker = LinkChecker(root: fixture.root)
        let problems = checker.check(markdownFile: "Book/chapter.md") + checker.check(markdownFile: "Book/README.md")
        #expect(problems.map(\.kind) == [.missingAnchor, .missingAnchor, .missingAnchor, .missingAnchor])
        #expect(
            problems.map(\.message) == [
                "Book/chapter.md:7: the link (#an-unspecialised-generic) names #an-unspecialised-generic, which no"
                    + " heading or <a id> of Book/chapter.md produces; nearest anchors: #challenges,"
                    + " #what-each-cost-is, #costs",
                "Book/chapter.md:7: the link (#what-each-costs-is) names #what-each-costs-is, which no heading or"
                    + " <a id> of Book/chapter.md produces; nearest anchors: #what-each-cost-is, #costs, #challenges",
                "Book/README.md:1: the link (chapter.md#costing) names #costing, which no heading or <a id> of"
                    + " Book/chapter.md produces; nearest anchors: #costs, #challenges, #what-each-cost-is",
                "Book/README.md:2: the link (empty.md#top) names #top, which no heading or <a id> of Book/empty.md"
                    + " produces; it has no anchors at all",
            ])
        try fixture.write(
            "Book/chapter.md",
            try fixture.read("Book/chapter.md").replacingOccurrences(
                of: "**An", with: "<a id=\"an-unspecialised-generic\"></a>\n**An"))
        #expect(checker.check(markdownFile: "Book/chapter.md").count == 1, "the explicit anchor mends the first link")
    }

    @Test("the nearest anchors share the most words, then are fewest characters away")
    func nearest() {
        #expect(
            LinkChecker.nearest(to: "the-laws", among: ["challenges", "the-tour", "the-law"], count: 2) == [
                "the-law", "the-tour",
            ])
        #expect(
            LinkChecker.nearest(to: "why-3", among: ["why", "why-1", "why-2", "other"]) == ["why-1", "why-2", "why"])
        #expect(LinkChecker.nearest(to: "anything", among: []) == [])
    }
}
