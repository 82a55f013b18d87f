import BookCheck
import Foundation
import Testing

/// The book stays a book a learner finishes: pages read in one sitting, the route to the first
/// promise code short, and the current rule told, not its history (Book/README.md says why;
/// how the code got here is in commit messages and CHANGES.md).
@Suite("The book stays readable")
struct ReadabilityTests {
    /// Words as `wc -w` counts them: runs of characters between white space, code and markers
    /// included, so that the count anyone can run agrees with this test.
    static func words(_ text: some StringProtocol) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOf: try PackageRoot.find().appending(path: file), encoding: .utf8)
    }

    /// A page's longest: 6,000 words, about 26 minutes; chapter 0, read before the laws first
    /// matter, 2,600.
    static func limit(_ file: String) -> Int {
        file == "Book/00-laws.md" ? 2_600 : 6_000
    }

    /// Words a page keeps free below its limit, so that a page is cut, not squeezed, when
    /// something is added: a new paragraph comes with a cut somewhere else.
    static let room = 400

    @Test("every page of the book reads in one sitting", arguments: try BookTests.checker().markdownFiles())
    func pageLength(_ file: String) throws {
        let count = Self.words(try Self.text(file))
        #expect(count <= Self.limit(file), "\(file) has \(count) words; a page has at most \(Self.limit(file))")
        #expect(
            count <= Self.limit(file) - Self.room,
            "\(file) has \(count) words, within \(Self.room) of its limit of \(Self.limit(file)): cut something first")
    }

    /// The words a reader meets from README.md to chapter 1's first promise code, at most.
    static let routeLimit = 2_600

    @Test("the recommended route reaches the first promise code within 2,600 words")
    func route() throws {
        let chapter = try Self.text("Book/01-lazy-monad.md")
        let beforeCode = chapter.components(separatedBy: "```swift").first ?? chapter
        let count =
            Self.words(try Self.text("README.md")) + Self.words(try Self.text("Book/README.md"))
            + Self.words(beforeCode)
        #expect(
            count <= Self.routeLimit, "README.md, Book/README.md and chapter 1 up to its first code: \(count) words")
    }

    /// Wording that tells how the code used to be; the page says what holds instead.
    static let historyWords = [
        "before this,", "until recently", "used to be", "there are eight now", "git switch --detach",
        "was false until", "that claim was false",
    ]

    @Test("no commit hash and no history in the reader's text", arguments: try BookTests.checker().markdownFiles())
    func noHistory(_ file: String) throws {
        for line in Prose(markdown: try Self.text(file)).lines {
            let lowered = line.raw.lowercased()
            for phrase in Self.historyWords where lowered.contains(phrase) {
                Issue.record(
                    "\(file):\(line.number): history (\"\(phrase)\"): say what holds; the story goes in CHANGES.md")
            }
            for hash in Self.commitHashes(in: line.raw) {
                Issue.record("\(file):\(line.number): a commit hash (\(hash)) in the reader's text")
            }
        }
    }

    /// Words of 7 to 40 lowercase hexadecimal digits with a letter and a digit among them, standing
    /// alone: what `git log --oneline` prints, and what no English or Swift word looks like.
    static func commitHashes(in line: String) -> [String] {
        line.split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { word in
            (7...40).contains(word.count) && word.allSatisfy { $0.isHexDigit && !$0.isUppercase }
                && word.contains(where: \.isNumber) && word.contains(where: \.isLetter)
        }
    }

    @Test("a commit hash is recognised, an ordinary word or number is not")
    func hashes() {
        #expect(Self.commitHashes(in: "at 599f0e9, and `1b42805`:") == ["599f0e9", "1b42805"])
        #expect(Self.commitHashes(in: "1000000 links, a deadbeef, 0x7208000000a0, facade").isEmpty)
    }
}
