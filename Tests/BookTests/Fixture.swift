import BookCheck
import Foundation

/// A throwaway package root in the temporary folder, holding the files one test writes.
///
/// Each test makes its own, so tests run in parallel without sharing files; the folder is
/// removed when the fixture goes away.
final class Fixture {
    /// The fixture's package root.
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appending(path: "BookCheckTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to `path` (relative to the root), creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of the file at `path`, relative to the root.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// Whether a file exists at `path`, relative to the root.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path(percentEncoded: false))
    }

    /// Writes `markdown` as `Book/chapter.md` and checks it. Blessing is off unless asked for,
    /// whatever `BOOK_BLESS` says, so these tests mean the same in a blessing run.
    ///
    /// Captions are checked only when asked for, so that each test of another rule shows just
    /// that rule.
    func check(chapter markdown: String, bless: Bool = false, captions: Bool = false) throws -> BookReport {
        try write(Fixture.chapter, markdown)
        return BookChecker(root: root, requiresCaptions: captions).check(markdownFile: Fixture.chapter, bless: bless)
    }

    /// The path every fixture chapter is written to.
    static let chapter = "Book/chapter.md"

    /// A source file with nested regions, used by most checker tests.
    static let boxSource = """
        struct Box {
            // ANCHOR: whole
            // ANCHOR: value
            let value: Int
            // ANCHOR_END: value

            func doubled() -> Int {
                // ANCHOR: body
                value * 2
                // ANCHOR_END: body
            }
            // ANCHOR_END: whole
        }

        """

    /// Where `boxSource` is written.
    static let boxPath = "Sources/Demo/Box.swift"

    /// A transcript with a preamble and three sections.
    static let transcript = """
        tour starts
        ── Callback hell ─────────
        GET /users
        GET /albums

        ── bind ──────────────────
        GET /users then /albums

        ── done
        2 requests

        """
}
