import BookCheck
import Foundation
import Testing

/// The real book: every chapter's code slices and output blocks against the real code and output,
/// and every relative link in the book, README.md and CONTRIBUTING.md against the files and
/// headings it names.
///
/// A block that differs from its source is expected while experimenting with the code, and
/// `git checkout -- <the source file>` restores the code; after an intended change,
/// `BOOK_BLESS=1 swift test --filter BookTests` rewrites drifted blocks instead of failing.
@Suite("The book matches the code")
struct BookTests {
    /// The package root, found from this file so the tests work in any clone.
    static func checker() throws -> BookChecker {
        BookChecker(root: try PackageRoot.find())
    }

    @Test("the Book folder exists")
    func bookFolder() throws {
        let root = try PackageRoot.find()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
            atPath: root.appending(path: "Book").path(percentEncoded: false), isDirectory: &isDirectory)
        #expect(exists && isDirectory.boolValue, "the book lives in Book/ at the package root")
    }

    // One case per chapter. Drift is expected while experimenting: git checkout -- <the source file> restores
    // the code. After an intended change, BOOK_BLESS=1 swift test --filter BookTests rewrites the blocks.
    @Test("every marked block equals its source region or transcript", arguments: try checker().markdownFiles())
    func chapter(_ file: String) throws {
        let checker = try Self.checker()
        let report = checker.check(markdownFile: file)
        for rewrite in report.rewrites {
            print("blessed \(rewrite)")
        }
        let path = checker.root.appending(path: file).path(percentEncoded: false)
        for problem in report.problems {
            // Point the issue at the chapter itself, so an IDE opens the markdown at the line.
            let location = SourceLocation(
                fileID: "BookTests/\(file.split(separator: "/").last ?? "")",
                filePath: path, line: problem.line, column: 1)
            Issue.record(Comment(rawValue: problem.message), sourceLocation: location)
        }
    }

    /// The Markdown files a reader follows links through: the book and the repository's own pages.
    static func documents() throws -> [String] {
        try checker().markdownFiles() + ["README.md", "CONTRIBUTING.md"]
    }

    @Test("every relative link points to a file that exists, and every #fragment to an anchor it has")
    func links() throws {
        let root = try PackageRoot.find()
        let checker = LinkChecker(root: root)
        for problem in checker.check(markdownFiles: try Self.documents()) {
            let location = SourceLocation(
                fileID: "BookTests/\(problem.file.split(separator: "/").last ?? "")",
                filePath: root.appending(path: problem.file).path(percentEncoded: false), line: problem.line, column: 1)
            Issue.record(Comment(rawValue: problem.message), sourceLocation: location)
        }
    }
}
