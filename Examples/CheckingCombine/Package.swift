// swift-tools-version: 6.0
// Checking a promise type you did not write: Combine's Future, eager and inside Deferred, with the
// laws of FivePromises (Book/appendix-checking-your-promise.md). On a Mac it checks Apple's
// Combine; on Linux, OpenCombine, the same API. This package depends on OpenCombine; the project
// beside it depends on nothing.
import PackageDescription

let package = Package(
    name: "CheckingCombine",
    platforms: [.macOS("15.0")],
    dependencies: [
        .package(name: "FivePromises", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        // Apple's Combine or OpenCombine, whichever this platform has: the package's one `#if`.
        .target(
            name: "AnyCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux]))
            ]),
        // The adapters: each turns the harness's recipe into the library's promise, and back.
        .target(
            name: "CombineDesigns",
            dependencies: [
                "AnyCombine", .product(name: "PromiseLaws", package: "FivePromises"),
            ]),
        .testTarget(
            name: "CombineDesignsTests",
            dependencies: ["CombineDesigns", "Template", .product(name: "PromiseLaws", package: "FivePromises")]),
        // The template: a promise type of your own, and the adapter you copy for it (its test is
        // CombineDesignsTests/CallbackPromiseTests.swift, beside the transcript that shows it).
        .target(name: "Template", dependencies: [.product(name: "PromiseLaws", package: "FivePromises")]),
    ],
    swiftLanguageModes: [.v6]
)
