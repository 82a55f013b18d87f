import BookCheck
import Foundation
import Testing

/// Finding the package root from a source file, wherever the clone lives.
@Suite("The package root")
struct PackageRootTests {
    @Test("the root of this package is found from this file")
    func thisPackage() throws {
        let root = try PackageRoot.find()
        let here = URL(filePath: #filePath).standardizedFileURL.path(percentEncoded: false)
        #expect(
            FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path(percentEncoded: false)))
        #expect(here.hasPrefix(root.standardizedFileURL.path(percentEncoded: false)))
        #expect(here.hasSuffix("/Tests/BookTests/PackageRootTests.swift"))
    }

    @Test("the nearest folder holding Package.swift wins")
    func nearest() throws {
        let fixture = try Fixture()
        try fixture.write("Package.swift", "// outer")
        try fixture.write("Inner/Package.swift", "// inner")
        try fixture.write("Inner/Tests/Deep/File.swift", "")
        let start = fixture.root.appending(path: "Inner/Tests/Deep/File.swift").path(percentEncoded: false)
        let root = try PackageRoot.find(from: start)
        #expect(
            root.standardizedFileURL
                == fixture.root.appending(path: "Inner", directoryHint: .isDirectory).standardizedFileURL)
    }

    @Test("a file in no package is an error naming where the search began")
    func noPackage() throws {
        let fixture = try Fixture()
        try fixture.write("Loose/File.swift", "")
        let start = fixture.root.appending(path: "Loose/File.swift").path(percentEncoded: false)
        do throws(PackageRoot.NotFound) {
            let root = try PackageRoot.find(from: start)
            Issue.record("found a package root where there is none: \(root)")
        } catch {
            #expect(error.start == start)
            #expect(error.description == "no Package.swift in any folder above \(start)")
        }
    }
}
