import Foundation

/// Checks the relative links of Markdown files: each must point to a file or folder that exists,
/// and a `#fragment` on a link to a Markdown file must name an anchor that file produces.
///
/// ```swift
/// // Book/README.md, line 3: "Start with [the laws](00-laws.md#the-law) or [chapter 1](01-lazy.md)."
/// LinkChecker(root: root).check(markdownFile: "Book/README.md").map(\.message)
/// // ["Book/README.md:3: the link (00-laws.md#the-law) names #the-law, which no heading or <a id> of
/// //   Book/00-laws.md produces; nearest anchors: #the-laws, #laws-and-a-harness",
/// //  "Book/README.md:3: the link (01-lazy.md) points to Book/01-lazy.md, which does not exist"]
/// ```
///
/// - A link is relative to the folder of the file it is in; one starting with `/` is relative
///   to the package root, as on GitHub.
/// - A link with a scheme (`https:`, `mailto:`) or starting with `//` is external and not checked:
///   the check runs offline.
/// - A link to a folder is fine when the folder exists. A fragment on a link to a file that is
///   not Markdown (`Promise.swift#L10`) is not checked, only the file.
/// - A fragment must equal an anchor exactly (after percent-decoding): GitHub's heading slugs
///   and explicit `<a id>`s, as `Anchors` finds them.
package struct LinkChecker: Sendable {
    /// The package root: no link may point above it.
    package let root: URL

    /// Makes a checker for the package at `root`.
    ///
    /// - Parameter root: The package root, such as `PackageRoot.find()` returns.
    package init(root: URL) {
        self.root = root
    }

    /// Checks every relative link in one Markdown file.
    ///
    /// - Parameter markdownFile: The file's path relative to the root, such as `README.md`.
    /// - Returns: A problem for each broken link, in file order, each naming the file, the line
    ///   and the link as written, and for a missing anchor the nearest ones the target has.
    package func check(markdownFile: String) -> [BookProblem] {
        var anchors: [String: Anchors] = [:]
        return check(markdownFile: markdownFile, anchors: &anchors)
    }

    /// Checks every relative link in each of `markdownFiles`, reading each target's anchors once.
    ///
    /// - Returns: The problems of every file, file by file, each in file order.
    package func check(markdownFiles: [String]) -> [BookProblem] {
        var anchors: [String: Anchors] = [:]
        return markdownFiles.flatMap { check(markdownFile: $0, anchors: &anchors) }
    }

    /// Checks one file's links; `anchors` holds the anchors of the files read so far, by path.
    private func check(markdownFile: String, anchors: inout [String: Anchors]) -> [BookProblem] {
        guard case .text(let text) = TextLines.read(path(markdownFile)) else {
            return [
                BookProblem(
                    .unreadableFile, file: markdownFile, line: 1, "this markdown file cannot be read as UTF-8 text")
            ]
        }
        if anchors[markdownFile] == nil { anchors[markdownFile] = Anchors(markdown: text) }
        var problems: [BookProblem] = []
        for link in MarkdownLink.all(in: text) where !Self.isExternal(link.destination) {
            func problem(_ kind: BookProblem.Kind, _ message: String) {
                problems.append(BookProblem(kind, file: markdownFile, line: link.line, message))
            }
            let (pathPart, fragment) = Self.split(link.destination)
            guard let target = Self.resolve(pathPart, from: markdownFile) else {
                problem(.brokenLink, "the link (\(link.destination)) points outside the repository")
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(target), isDirectory: &isDirectory) else {
                problem(.brokenLink, "the link (\(link.destination)) points to \(target), which does not exist")
                continue
            }
            guard let fragment, !fragment.isEmpty, !isDirectory.boolValue, Self.isMarkdown(target) else { continue }
            if anchors[target] == nil {
                guard case .text(let targetText) = TextLines.read(path(target)) else {
                    problem(
                        .unreadableFile, "the link (\(link.destination)) points to \(target), which is not UTF-8 text")
                    continue
                }
                anchors[target] = Anchors(markdown: targetText)
            }
            let names = anchors[target]?.names ?? []
            guard !names.contains(fragment) else { continue }
            let nearest = Self.nearest(to: fragment, among: names)
            let suggestion =
                nearest.isEmpty
                ? "it has no anchors at all"
                : "nearest anchors: " + nearest.map { "#\($0)" }.joined(separator: ", ")
            problem(
                .missingAnchor,
                "the link (\(link.destination)) names #\(fragment), which no heading or <a id> of \(target) produces; "
                    + suggestion)
        }
        return problems
    }

    /// Up to `count` of `names`, the closest to `fragment` first: those sharing the most words of
    /// three letters or more with it (a renamed heading keeps some; an `a` or `on` says
    /// nothing), then those fewest characters away (a typo, a wrong `-1`), then in file order.
    ///
    /// ```swift
    /// LinkChecker.nearest(to: "the-laws", among: ["challenges", "the-tour", "the-law"], count: 2)
    /// // ["the-law", "the-tour"]
    /// ```
    package static func nearest(to fragment: String, among names: [String], count: Int = 3) -> [String] {
        func words(_ slug: String) -> Set<Substring> { Set(slug.split(separator: "-").filter { $0.count >= 3 }) }
        let fragmentWords = words(fragment)
        let ranked = names.enumerated().map { offset, name in
            (
                name: name, offset: offset, shared: -words(name).intersection(fragmentWords).count,
                distance: distance(Array(fragment), Array(name))
            )
        }
        return ranked.sorted { ($0.shared, $0.distance, $0.offset) < ($1.shared, $1.distance, $1.offset) }
            .prefix(count).map(\.name)
    }

    /// The absolute path of `file`, relative to the root.
    private func path(_ file: String) -> String {
        file.isEmpty ? root.plainPath : root.plainPath + "/" + file
    }

    /// Whether `destination` has a scheme (`https:`, `mailto:`) or a host (`//example.com`).
    static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        guard let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII,
            first.isLetter
        else { return false }
        return destination[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    /// A destination's path (without any `?query`) and its fragment, both percent-decoded.
    static func split(_ destination: String) -> (path: String, fragment: String?) {
        let hash = destination.firstIndex(of: "#")
        let beforeHash = destination[..<(hash ?? destination.endIndex)]
        let path = beforeHash[..<(beforeHash.firstIndex(of: "?") ?? beforeHash.endIndex)]
        let fragment = hash.map { destination[destination.index(after: $0)...] }
        func decoded(_ text: Substring) -> String { text.removingPercentEncoding ?? String(text) }
        return (decoded(path), fragment.map(decoded))
    }

    /// `path` as written in `markdownFile`, made relative to the root: `""` for the root itself,
    /// `nil` when it climbs above the root. An empty path is the file itself.
    static func resolve(_ path: String, from markdownFile: String) -> String? {
        if path.isEmpty { return markdownFile }
        var components = path.hasPrefix("/") ? [] : markdownFile.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default:
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Whether `file` is Markdown, whose fragments are its anchors.
    private static func isMarkdown(_ file: String) -> Bool {
        let lowered = file.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    /// The edit distance between two strings: how many characters to add, remove or change.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
