import Foundation

/// Line handling shared by the checker: splitting that a rewrite can undo byte for byte,
/// and reading files without caring which platform wrote them.
enum TextLines {
    /// Splits `text` on "\n" only, keeping any "\r" at the end of a line.
    ///
    /// - Note: Splitting on unicode scalars, not characters: in a Swift `String`, "\r\n" is
    ///   one `Character`, so a character split would never see the "\n" of a Windows line ending.
    ///   Joining the result with "\n" gives back `text` exactly.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
    }

    /// Splits `text` on "\n" and drops a "\r" ending each line, for comparing content.
    static func plain(_ text: String) -> [String] {
        raw(text).map(withoutCarriageReturn)
    }

    /// `line` without the "\r" a Windows line ending leaves on it.
    static func withoutCarriageReturn(_ line: String) -> String {
        line.unicodeScalars.last == "\r" ? String(line.unicodeScalars.dropLast()) : line
    }

    /// Whether `line` holds nothing but spaces and tabs (and a stray "\r").
    static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// `text` without the spaces and tabs at either end.
    static func trimmed(_ text: some StringProtocol) -> String {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
        guard let first = text.firstIndex(where: isText), let last = text.lastIndex(where: isText) else { return "" }
        return String(text[first...last])
    }

    /// The run of spaces and tabs that starts `line`.
    static func leadingWhitespace(_ line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// The contents of the file at `path` as UTF-8 text, or why it could not be read.
    static func read(_ path: String) -> ReadResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return .missing }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else { return .unreadable }
        return .text(text)
    }

    /// Writes `text` to `path` as UTF-8, creating the folders on the way.
    static func write(_ text: String, to path: String) throws {
        let url = URL(filePath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// What reading a file gave.
    enum ReadResult {
        /// The file's text.
        case text(String)
        /// No file at that path (or a folder there).
        case missing
        /// A file that could not be read, or is not UTF-8.
        case unreadable
    }
}

extension URL {
    /// The file-system path of this URL, without percent escapes or a trailing slash.
    var plainPath: String {
        var path = self.path(percentEncoded: false)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// Finds the root of the package a source file belongs to: the nearest folder, walking up,
/// that contains `Package.swift`.
///
/// ```swift
/// // in /home/me/FivePromises/Tests/BookTests/BookTests.swift
/// let root = try PackageRoot.find() // file:///home/me/FivePromises/
/// ```
///
/// - Note: Starting from the caller's `#filePath` makes the tests work in a fresh clone wherever
///   it lives, without depending on the working directory `swift test` was started in.
package enum PackageRoot {
    /// The folder holding `Package.swift` that contains `filePath`.
    ///
    /// - Parameter filePath: A file inside the package; by default the caller's own source file.
    /// - Returns: The package root as a directory URL.
    /// - Throws: `PackageRoot.NotFound` when no folder above `filePath` holds a `Package.swift`.
    package static func find(from filePath: String = #filePath) throws(NotFound) -> URL {
        // The file's own name is not a folder to look in.
        let folder = components(of: filePath).dropLast().joined(separator: "/")
        guard let root = nearest(from: "/" + folder, holding: ["Package.swift"]) else {
            throw NotFound(start: filePath)
        }
        return root
    }

    /// The nearest folder, `folder` itself or one above it, that holds every one of `names`.
    ///
    /// ```swift
    /// PackageRoot.nearest(from: "/me/FivePromises/Book", holding: ["Package.swift", "Chapters"])
    /// // file:///me/FivePromises/
    /// ```
    ///
    /// - Note: The walk drops one component of the path's text at a time, so it ends at `/` on
    ///   every platform. Walking with `URL.deletingLastPathComponent()` does not: on macOS, that
    ///   turns `/` into `/../`, then `/../../`, and a walk that waits to meet `/` never ends.
    package static func nearest(from folder: String, holding names: [String]) -> URL? {
        var components = components(of: folder)
        while true {
            let path = "/" + components.joined(separator: "/")
            let prefix = path == "/" ? "" : path
            if names.allSatisfy({ FileManager.default.fileExists(atPath: prefix + "/" + $0) }) {
                return URL(filePath: path, directoryHint: .isDirectory)
            }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }

    /// The folders of `path`, from the root down, made absolute from the current folder.
    static func components(of path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return absolute.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// No folder above the starting file holds a `Package.swift`.
    package struct NotFound: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file the search started from.
        package let start: String

        /// A sentence saying where the search started.
        package var description: String {
            "no Package.swift in any folder above \(start)"
        }
    }
}
