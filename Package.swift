// swift-tools-version: 6.0
// FivePromises: five promise designs rebuilt from blog posts, proven lawful, explained in Book/.
// No package dependencies, on purpose: everything here is the toolchain and our own code.
import PackageDescription

let package = Package(
    name: "FivePromises",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PromiseLaws", targets: ["PromiseLaws"]),
    ],
    targets: [
        // The law harness: generators, promises and functions as data, observation, shrinking, reports.
        .target(name: "PromiseLaws"),

        .testTarget(name: "PromiseLawsTests", dependencies: ["PromiseLaws"]),
    ],
    swiftLanguageModes: [.v6]
)
