import Foundation

/// One exercise, as the book's Exercises section states it: the one source for the workshop's
/// list, its hints and its resets, so that what `workshop hint` prints is what the book says.
///
/// ```swift
/// let exercises = try Exercise.all(root: root)
/// exercises[0].id     // "1.1"
/// exercises[0].stub   // "Chapters/01-LazyMonad/Exercises/Memoized.swift"
/// ```
package struct Exercise: Sendable, Equatable {
    /// `3.1`: the chapter's number, a dot, the exercise's.
    package let id: String
    /// `Promise.all`, from the heading, without its code marks.
    package let title: String
    /// The stub the learner edits, from the package root.
    package let stub: String
    /// The reference solution, from the package root.
    package let solution: String
    /// The hint, as the book gives it, without its links' addresses.
    package let hint: [String]
    /// The book chapter that states it: `Book/03-observer-future.md`.
    package let book: String

    /// The chapter's number: 3 for `3.1`.
    package var chapter: Int { Int(id.prefix { $0 != "." }) ?? 0 }

    /// `Chapters/03-ObserverFuture`.
    package var chapterFolder: String { stub.split(separator: "/").prefix(2).joined(separator: "/") }

    /// Sorts `1.2` before `1.10`.
    static func order(_ a: Exercise, _ b: Exercise) -> Bool {
        let left = a.id.split(separator: ".").compactMap { Int($0) }
        let right = b.id.split(separator: ".").compactMap { Int($0) }
        return left.lexicographicallyPrecedes(right)
    }

    /// Every exercise in the book's chapters (`Book/NN-name.md`), in order.
    ///
    /// - Throws: ``BookProblem`` when an exercise has no stub, solution or hint in its section.
    package static func all(root: URL) throws -> [Exercise] {
        let book = root.appending(path: "Book")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: book.path)) ?? []
        var exercises: [Exercise] = []
        for name in names.sorted() where name.first?.isNumber == true && name.hasSuffix(".md") {
            let text = (try? String(contentsOf: book.appending(path: name), encoding: .utf8)) ?? ""
            exercises += try parse(text, book: "Book/" + name)
        }
        return exercises.sorted(by: order)
    }

    /// The exercises of one chapter's text: each `### N.M title` under `## Exercises`, with its
    /// `Stub:` and `solution:` links and its `**Hint.**` paragraph. An open exercise, whose
    /// text has a paragraph starting `**Open.**`, has no stub and is left out.
    static func parse(_ text: String, book: String) throws -> [Exercise] {
        var exercises: [Exercise] = []
        var inSection = false
        var current: (id: String, title: String, lines: [String])?
        func finish() throws {
            guard let (id, title, lines) = current else { return }
            current = nil
            let body = lines.joined(separator: "\n")
            // An open exercise (`**Open.**`: a question to think through) has no stub and no
            // check, so the workshop has nothing to list, check or reset for it.
            if lines.contains(where: { $0.hasPrefix("**Open.**") }) { return }
            guard let stub = link(after: "Stub:", in: body), let solution = link(after: "solution:", in: body) else {
                throw BookProblem("\(book): exercise \(id) has no `Stub:` or `solution:` link")
            }
            var hint: [String] = []
            for line in lines.drop(while: { !$0.hasPrefix("**Hint.**") }) {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { break }
                hint.append(plain(line.replacingOccurrences(of: "**Hint.** ", with: "")))
            }
            guard !hint.isEmpty else { throw BookProblem("\(book): exercise \(id) has no **Hint.** paragraph") }
            exercises.append(Exercise(id: id, title: title, stub: stub, solution: solution, hint: hint, book: book))
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                try finish()
                inSection = line == "## Exercises"
            } else if inSection, line.hasPrefix("### ") {
                try finish()
                let heading = line.dropFirst(4)
                let id = String(heading.prefix { $0 != " " })
                if id.split(separator: ".").count == 2, id.allSatisfy({ $0.isNumber || $0 == "." }) {
                    let title = heading.dropFirst(id.count + 1).replacingOccurrences(of: "`", with: "")
                    current = (id, title, [])
                }
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        try finish()
        return exercises
    }

    /// The path of the first link after `label`, from the package root: `../Chapters/…` → `Chapters/…`.
    static func link(after label: String, in text: String) -> String? {
        guard let start = text.range(of: label) else { return nil }
        guard let open = text[start.upperBound...].range(of: "](") else { return nil }
        let target = text[open.upperBound...].prefix { $0 != ")" }
        return target.hasPrefix("../") ? String(target.dropFirst(3)) : String(target)
    }

    /// A line of Markdown as plain text: `[words](address)` becomes `words`.
    static func plain(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.range(of: "]("), let end = afterOpen[close.upperBound...].firstIndex(of: ")")
            else {
                result += rest[open...]
                rest = ""
                break
            }
            result += afterOpen[..<close.lowerBound]
            rest = afterOpen[afterOpen.index(after: end)...]
        }
        return result + rest
    }
}

/// Something the book's Exercises sections do not say, which the workshop needs.
package struct BookProblem: Error, CustomStringConvertible, Equatable {
    /// What is missing, and where.
    package let description: String

    init(_ description: String) { self.description = description }
}
