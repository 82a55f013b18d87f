import BookCheck
import Foundation
import Testing

/// The numbers in the prose that the code determines, each computed from the code, so that
/// a number that drifts fails here, whichever side changed: the prose (`26<!-- fact: exercises -->`)
/// or the code it counts.
///
/// A number the book states and no fact checks is one to leave out ("the functor laws", not
/// "two laws"); to keep one, mark it in the prose and add its fact here (CONTRIBUTING.md, "The book").
enum Facts {
    /// What each fact is, from the code, as the prose writes it.
    static let all: [String: @Sendable (URL) throws -> String] = [
        // Every exercise with a stub, warm-ups included: the ids in the stubs' doc comments.
        "exercises": { root in String(try exerciseIDs(root).count) },
        // Chapter 1's core, as the post counted it: its code lines, from the type to the end.
        "lazy-monad-core-lines": { root in
            let text = try source(root, "Chapters/01-LazyMonad/LazyPromise/Promise.swift")
            let core = text.components(separatedBy: "public struct Promise").dropFirst().joined()
            return String(codeLines(in: "public struct Promise" + core))
        },
        // How many schedules a racing law's first case may run: the default budget.
        "schedule-budget": { root in
            try number(after: "defaultScheduleBudget = ", in: source(root, "Sources/PromiseLaws/LawConfig.swift"))
        },
        // The bound of preemptions on a racing law's first case, and the harness's patience
        // with a race whose thread no longer reaches a point.
        "preemptions": { root in
            try number(after: "preemptions: Int = ", in: source(root, "Sources/PromiseLaws/LawConfig.swift"))
        },
        "race-patience-ms": { root in
            try number(
                after: "patience: Duration = .milliseconds(",
                in: source(root, "Sources/LawEngine/Scheduler.swift"))
        },
        // How many runs of a shrunk case a report counts (`failed again in 5 of 5 runs`).
        "recount": { root in
            try number(after: "recount: Int = ", in: source(root, "Sources/PromiseLaws/LawConfig.swift"))
        },
        // The links of a chain in the depth tests of chapters 3 to 5 (the README's long checks).
        "depth-links": { root in
            try number(after: "Int.init) ?? ", in: source(root, "Tests/03-ObserverFuture/DepthTests.swift"))
        },
        // The laws of the Hand-out family: the entries of `Law.handOut`.
        "hand-out-laws": { root in
            let text = try source(root, "Sources/PromiseLaws/Laws/HandOutLaws.swift")
            let list = try value(between: "public static var handOut: [Law] {\n        [", and: "]", in: text)
            return String(list.split(separator: ",").count)
        },
        // The laws chapter 3's one-lock promise breaks: its exhibits.
        "one-lock-exhibits": { root in
            let text = try source(root, "Tests/03-ObserverFuture/ExhibitTests.swift")
            return String(text.components(separatedBy: "Exhibit(OneLockDesign(), breaks:").count - 1)
        },
        // How many cases each law runs under the thread sanitizer in `workshop check`.
        "sanitizer-law-cases": { root in
            try number(after: "static let lawCases = ", in: source(root, "Sources/WorkshopTool/SanitizerCheck.swift"))
        },
        // The planted bugs of `swift run mutants`, and the wrong and right answers of `--exercises`.
        "planted-bugs": { root in
            let text = try source(root, "Tools/mutants/Catalogue.swift")
            return String(text.components(separatedBy: "\n    Mutant(").count - 1)
        },
        "wrong-answers": { root in String(try swiftFiles(root, "Mutants/Exercises").count) },
        "right-answers": { root in String(try swiftFiles(root, "Mutants/Exercises/Correct").count) },
        // The book's word limits, as ReadabilityTests holds them.
        "page-word-limit": { root in
            try number(after: ": ", in: value(between: "? 2_600", and: "\n", in: source(root, readability)))
        },
        "page-room": { root in try number(after: "static let room = ", in: source(root, readability)) },
        "chapter0-word-limit": { root in
            try number(after: "\"Book/00-laws.md\" ? ", in: source(root, readability))
        },
        "route-word-limit": { root in
            try number(after: "static let routeLimit = ", in: source(root, readability))
        },
        // The step where the book's race report stops t1 (`s = t1 to step 3, t2, t1`), from the
        // transcript the book's tests compare with the harness's real report.
        "race-step": { root in
            try number(after: "s = t1 to step ", in: source(root, "Book/transcripts/race-report.txt"))
        },
        // The `.then` steps of exercise 1.1's deep chain.
        "chain-exercise-steps": { root in
            try number(after: "plusOne, count: ", in: source(root, "Tests/01-LazyMonad/Exercises.swift"))
        },
        // Chapter 2's overloads of `then`.
        "result-then-overloads": { root in
            let text = try source(root, "Chapters/02-ResultChaining/ResultPromise/Then.swift")
            return String(text.components(separatedBy: "public func then<").count - 1)
        },
        // How much later *a later second settle changes nothing* settles again.
        "second-settle-ms": { root in
            try number(after: "s.after(", in: source(root, "Sources/PromiseLaws/Laws/ResolutionLaws.swift"))
        },
        // The exit status of a `workshop` command that fails (an exercise not started included).
        "workshop-failure-status": { root in
            try number(
                after: "static let failure: Int32 = ", in: source(root, "Sources/WorkshopTool/WorkshopCommand.swift"))
        },
        // The formatter's indentation and line length.
        "format-indent": { root in try number(after: "\"spaces\": ", in: source(root, ".swift-format")) },
        "format-line-length": { root in try number(after: "\"lineLength\": ", in: source(root, ".swift-format")) },
        // The stack a deep chain runs on in the depth tests: `onThread`'s default.
        "deep-chain-stack-mb": { root in
            try value(after: "stack megabytes: Int = ", in: source(root, "Sources/TestSupport/OnThread.swift"))
        },
    ]

    /// The text of a source file, from the package root.
    static func source(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// The lines of `text` that hold code: neither blank nor only a comment.
    static func codeLines(in text: String) -> Int {
        text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }

    /// The literal right after the first `marker` in `text`: `8` in `megabytes: Int = 8,`.
    static func value(after marker: String, in text: String) throws -> String {
        guard let range = text.range(of: marker) else { throw FactMissing(marker: marker) }
        return String(text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "_" })
    }

    static let readability = "Tests/BookTests/ReadabilityTests.swift"

    /// The text between the first `start` and the next `end` after it.
    static func value(between start: String, and end: String, in text: String) throws -> String {
        guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else {
            throw FactMissing(marker: start)
        }
        return String(text[from.upperBound..<to.lowerBound])
    }

    /// The `.swift` files directly in `folder`.
    static func swiftFiles(_ root: URL, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path(percentEncoded: false))
            .filter { $0.hasSuffix(".swift") }
    }

    /// The integer literal right after `marker`, as prose writes it: `1_000` as `1,000`.
    static func number(after marker: String, in text: String) throws -> String {
        let digits = try value(after: marker, in: text).filter(\.isNumber)
        guard !digits.isEmpty else { throw FactMissing(marker: marker) }
        return grouped(digits)
    }

    /// Digits in threes, as the prose writes a number: `1000` as `1,000`.
    static func grouped(_ digits: String) -> String {
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// A small number as the prose may spell it: `2` as `two`.
    static func spelled(_ number: String) -> String? {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return Int(number).flatMap { words.indices.contains($0) ? words[$0] : nil }
    }

    struct FactMissing: Error, CustomStringConvertible {
        let marker: String
        var description: String { "the code no longer has \(marker): update the fact in FactTests.swift" }
    }

    /// The distinct `N.M` of every `Exercise N.M` doc comment in `Chapters/*/Exercises`.
    static func exerciseIDs(_ root: URL) throws -> Set<String> {
        var ids: Set<String> = []
        let chapters = root.appending(path: "Chapters")
        for chapter in try FileManager.default.contentsOfDirectory(atPath: chapters.path(percentEncoded: false)) {
            let folder = chapters.appending(path: "\(chapter)/Exercises")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard words.count >= 3, words[0] == "///", words[1] == "Exercise" else { continue }
                    let id = words[2].prefix { $0.isNumber || $0 == "." }
                    if id.contains(".") { ids.insert(String(id)) }
                }
            }
        }
        return ids
    }
}

@Suite("The numbers in the prose match the code")
struct FactTests {
    @Test("every number marked <!-- fact: … --> is what the code says")
    func marked() throws {
        let root = try PackageRoot.find()
        var seen = 0
        for file in try BookTests.documents() {
            let path = root.appending(path: file).path(percentEncoded: false)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for marker in FactMarker.all(in: text) {
                seen += 1
                let location = SourceLocation(
                    fileID: "BookTests/\(file.split(separator: "/").last ?? "")", filePath: path,
                    line: marker.line, column: 1)
                guard let fact = Facts.all[marker.key] else {
                    let message =
                        "\(file):\(marker.line): no fact named \(marker.key); add it to Facts.all "
                        + "(Tests/BookTests/FactTests.swift) or leave the number out"
                    Issue.record(Comment(rawValue: message), sourceLocation: location)
                    continue
                }
                let truth = try fact(root)
                if marker.value != truth && Facts.spelled(truth) != marker.value.lowercased() {
                    let said = marker.value.isEmpty ? "nothing" : marker.value
                    let message =
                        "\(file):\(marker.line): the prose says \(said) for \(marker.key), the code says \(truth)"
                    Issue.record(Comment(rawValue: message), sourceLocation: location)
                }
            }
        }
        #expect(seen > 0, "no marked number anywhere: the check would pass on anything")
    }

    @Test("a marker reads the number right before it, outside code blocks")
    func scanning() {
        let text = """
            We have 26<!-- fact: exercises --> exercises (1,000,000<!-- fact: depth --> links).
            ```
            7<!-- fact: ignored -->
            ```
            a table | 400<!-- fact: delay --> ms |
            """
        #expect(
            FactMarker.all(in: text) == [
                FactMarker(line: 1, key: "exercises", value: "26"),
                FactMarker(line: 1, key: "depth", value: "1,000,000"),
                FactMarker(line: 5, key: "delay", value: "400"),
            ])
    }
}
