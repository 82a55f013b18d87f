import Foundation

/// The line a reader sees right above a marker: where the block below comes from, linked, so
/// that a slice on GitHub (where markers are invisible comments) still names its file. The
/// marker itself stays right above its block.
///
/// ```swift
/// Caption.expected(for: .source(path: "Chapters/01-LazyMonad/LazyPromise/Promise.swift", region: "promise"),
///                  in: "Book/01-lazy-monad.md", tours: [])
/// // <sub>From [`Chapters/01-LazyMonad/LazyPromise/Promise.swift`](../Chapters/01-LazyMonad/LazyPromise/Promise.swift), region `promise`</sub>
/// ```
///
/// - Note: A caption names the region, not its lines, so that adding a line above a region
///   (a harmless experiment) leaves every caption true.
enum Caption {
    /// How every caption starts; a line starting so, right above a marker, is its caption.
    static let opening = "<sub>"

    /// Whether `line` is written as a caption.
    static func isCaption(_ line: String) -> Bool {
        TextLines.trimmed(TextLines.withoutCarriageReturn(line)).hasPrefix(opening)
    }

    /// The caption `marker` must have in `markdownFile`, or `nil` for a marker that has none
    /// (an illustration). `tours` are the programs whose output a transcript of that name is.
    static func expected(for marker: Marker, in markdownFile: String, tours: Set<String>) -> String? {
        switch marker {
        case .source(let path, let region):
            return "<sub>From [`\(path)`](\(link(to: path, from: markdownFile))), region `\(region)`</sub>"
        case .transcript(let name, let section):
            let path = Transcript.path(name: name)
            let file = "[`\(path)`](\(link(to: path, from: markdownFile)))"
            let origin = tours.contains(name) ? "Output of `swift run \(name) --fast`, as \(file)" : "From \(file)"
            return "<sub>\(origin)" + (section.map { ", section “\($0)”" } ?? "") + "</sub>"
        case .picture(let name):
            let path = picturePath(name)
            let tour = tours.filter { name.hasPrefix($0 + "-") }.max { $0.count < $1.count }
            let origin = tour.map { "Drawn from the events `swift run \($0)` records" } ?? "Drawn from recorded events"
            return "<sub>\(origin), as [`\(path)`](\(link(to: path, from: markdownFile)))</sub>"
        case .illustration, .malformed:
            return nil
        }
    }

    /// Where picture `name` is kept: `Book/pictures/<name>.mmd`.
    static func picturePath(_ name: String) -> String {
        "Book/pictures/\(name).mmd"
    }

    /// `path` (relative to the package root) as a link relative to `markdownFile`'s folder.
    static func link(to path: String, from markdownFile: String) -> String {
        let from = markdownFile.split(separator: "/").dropLast()
        let to = path.split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
            .joined(separator: "/")
    }

    /// The tours in the package at `rootPath`: every `Chapters/<chapter>/<tour>/main.swift`.
    static func tours(rootPath: String) -> Set<String> {
        let chapters = rootPath + "/Chapters"
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: chapters)) ?? []
        return Set(
            folders.flatMap { chapter in
                ((try? manager.contentsOfDirectory(atPath: chapters + "/" + chapter)) ?? []).filter {
                    manager.fileExists(atPath: "\(chapters)/\(chapter)/\($0)/main.swift")
                }
            })
    }
}
