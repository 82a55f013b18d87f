import BookCheck
import EnsureAsyncTour
import Foundation
import TestSupport
import Testing
import TourKit

/// The book's pictures of time are drawn from what the tours record as they run: each one is
/// recorded again here and compared with `Book/pictures/<name>.mmd`, so a picture cannot drift
/// from the code. `BOOK_BLESS=1 swift test` redraws them.
@Suite("The pictures are drawn from the tours' events")
struct PictureTests {
    /// Every picture a run of every tour records: at the fast pace, except chapter 5's forms,
    /// whose picture is measured on the clock and is recorded at the normal pace.
    static func recorded() async -> [any Picture] {
        let tours = Tour.all.filter { $0.command.name != EnsureAsyncTour.command.name }
        // All at once, each with its own options: a tour that never ends leaves its pictures
        // unfinished, and the comparison says so, a minute later, not a minute per tour.
        let byTour = await withTaskGroup(of: (Int, [any Picture]).self) { group in
            for (index, tour) in tours.enumerated() {
                group.addTask {
                    let options = TourOptions(pace: .fast)
                    _ = await within(.seconds(60)) { try? await tour.body(options, Narrator(output: CapturedOutput())) }
                    return (index, options.pictures.all)
                }
            }
            var byTour: [(Int, [any Picture])] = []
            for await result in group { byTour.append(result) }
            return byTour
        }
        // Chapter 5's forms alone, after them: their picture is measured on the clock.
        let forms = await within(.seconds(60)) { await EnsureAsyncTour.formPictures() } ?? []
        return byTour.sorted { $0.0 < $1.0 }.flatMap(\.1) + forms
    }

    @Test(
        "each recorded picture equals its file in Book/pictures, and every file there is recorded and shown", .longCheck
    )
    func picturesMatch() async throws {
        let root = try PackageRoot.find()
        let pictures = await Self.recorded()
        #expect(pictures.count >= 6, "chapters 1, 3, 4 and 5 draw pictures")
        for picture in pictures {
            for problem in Transcript.check(name: picture.name, output: picture.mermaid, root: root, picture: true) {
                Issue.record(Comment(rawValue: problem.description))
            }
        }
        let folder = root.appending(path: "Book/pictures").path(percentEncoded: false)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mmd") }
        let names = Set(pictures.map(\.name))
        let book = try BookChecker(root: root).markdownFiles().map {
            try String(contentsOf: root.appending(path: $0), encoding: .utf8)
        }.joined()
        for file in files {
            let name = String(file.dropLast(".mmd".count))
            #expect(names.contains(name), "Book/pictures/\(file) is not drawn by any tour: delete it")
            #expect(book.contains("<!-- picture: \(name) -->"), "Book/pictures/\(file) is shown nowhere in the book")
        }
    }
}
