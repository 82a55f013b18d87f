// swift-tools-version: 6.0
// FivePromises: five promise designs rebuilt from blog posts, proven lawful, explained in Book/.
// No package dependencies, on purpose: everything here is the toolchain and our own code.
import PackageDescription

let package = Package(
    name: "FivePromises",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "PromiseLaws", targets: ["PromiseLaws"]),
        .library(name: "LazyPromise", targets: ["LazyPromise"]),
        .executable(name: "lazy-monad", targets: ["lazy-monad"]),
        .library(name: "ObserverFuture", targets: ["ObserverFuture"]),
        .executable(name: "observer-future", targets: ["observer-future"]),
    ],
    targets: [
        // The law harness: generators, promises and functions as data, observation, shrinking, reports.
        .target(name: "PromiseLaws"),
        // What every tour shares: the fixture HTTP host, fixture models, the terminal view, narration, options.
        .target(name: "Workshop"),
        // The book's checker: code slices against their sources, transcripts against real output.
        .target(name: "BookCheck"),

        // Chapter 1: the lazy monad. The design depends on nothing; its tour is a library that
        // main.swift runs and the book's tests run in-process.
        .target(name: "LazyPromise", path: "Chapters/01-LazyMonad/LazyPromise"),
        .target(name: "LazyMonadTour", dependencies: ["LazyPromise", "Workshop"], path: "Chapters/01-LazyMonad/Tour"),
        .executableTarget(name: "lazy-monad", dependencies: ["LazyMonadTour", "Workshop"], path: "Chapters/01-LazyMonad/lazy-monad"),

        // Chapter 3: the observer-array future. The first eager, shared-state design: the one
        // where threads meet, so its tests also run under the thread sanitizer (.ci/run).
        .target(name: "ObserverFuture", path: "Chapters/03-ObserverFuture/ObserverFuture"),
        .target(name: "ObserverFutureTour", dependencies: ["ObserverFuture", "Workshop"], path: "Chapters/03-ObserverFuture/Tour"),
        .executableTarget(
            name: "observer-future", dependencies: ["ObserverFutureTour", "Workshop"], path: "Chapters/03-ObserverFuture/observer-future"),

        .testTarget(name: "PromiseLawsTests", dependencies: ["PromiseLaws", "BookCheck"]),
        .testTarget(name: "WorkshopTests", dependencies: ["Workshop"]),
        .testTarget(name: "BookTests", dependencies: ["BookCheck", "Workshop", "LazyMonadTour", "ObserverFutureTour"]),
        .testTarget(name: "LazyPromiseTests", dependencies: ["LazyPromise", "PromiseLaws", "Workshop", "BookCheck"]),
        .testTarget(name: "ObserverFutureTests", dependencies: ["ObserverFuture", "PromiseLaws", "Workshop", "BookCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
