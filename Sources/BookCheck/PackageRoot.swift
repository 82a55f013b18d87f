import Foundation

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
public enum PackageRoot {
    /// The folder holding `Package.swift` that contains `filePath`.
    ///
    /// - Parameter filePath: A file inside the package; by default the caller's own source file.
    /// - Returns: The package root as a directory URL.
    /// - Throws: `PackageRoot.NotFound` when no folder above `filePath` holds a `Package.swift`.
    public static func find(from filePath: String = #filePath) throws(NotFound) -> URL {
        let absolute = filePath.hasPrefix("/")
            ? filePath
            : FileManager.default.currentDirectoryPath + "/" + filePath
        // The file's own name is not a folder to look in.
        var components = absolute.split(separator: "/").dropLast().map(String.init)
        while true {
            let folder = "/" + components.joined(separator: "/")
            let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
            if FileManager.default.fileExists(atPath: manifest) {
                return URL(filePath: folder, directoryHint: .isDirectory)
            }
            if components.isEmpty { throw NotFound(start: filePath) }
            components.removeLast()
        }
    }

    /// No folder above the starting file holds a `Package.swift`.
    public struct NotFound: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file the search started from.
        public let start: String

        /// A sentence saying where the search started.
        public var description: String {
            "no Package.swift in any folder above \(start)"
        }
    }
}
