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
        .library(name: "ResultPromise", targets: ["ResultPromise"]),
        .executable(name: "result-chaining", targets: ["result-chaining"]),
        .library(name: "ObserverFuture", targets: ["ObserverFuture"]),
        .executable(name: "observer-future", targets: ["observer-future"]),
        .library(name: "LockQueuePromise", targets: ["LockQueuePromise"]),
        .executable(name: "lock-queue-promise", targets: ["lock-queue-promise"]),
        .executable(name: "lock-queue-benchmark", targets: ["lock-queue-benchmark"]),
        .library(name: "EnsureAsync", targets: ["EnsureAsync"]),
        .executable(name: "ensure-async", targets: ["ensure-async"]),
    ],
    targets: [
        // The law harness: generators, promises and functions as data, observation, shrinking, reports.
        .target(name: "PromiseLaws"),
        // What every tour shares: the fixture HTTP host, fixture models, the terminal view, narration, options.
        .target(name: "Workshop"),
        // The book's checker: code slices against their sources, transcripts against real output.
        .target(name: "BookCheck"),
        // For the tests: an exhibit's report checked against the book's transcript, and the
        // bookkeeping every chapter's tests share (a lock the thread sanitizer can see, a
        // counter, a collector that awaits deliveries with a deadline).
        .target(name: "TestSupport", dependencies: ["PromiseLaws", "BookCheck"]),

        // Each chapter: a design library that depends on nothing (chapter 5 on chapter 4, on
        // purpose), a tour library that main.swift runs and the book's tests run in-process,
        // and the executable.

        // Chapter 1: the lazy monad.
        .target(name: "LazyPromise", path: "Chapters/01-LazyMonad/LazyPromise"),
        .target(name: "LazyMonadTour", dependencies: ["LazyPromise", "Workshop"], path: "Chapters/01-LazyMonad/Tour"),
        .executableTarget(name: "lazy-monad", dependencies: ["LazyMonadTour", "Workshop"], path: "Chapters/01-LazyMonad/lazy-monad"),

        // Chapter 2: Result-chaining.
        .target(name: "ResultPromise", path: "Chapters/02-ResultChaining/ResultPromise"),
        .target(name: "ResultChainingTour", dependencies: ["ResultPromise", "Workshop"], path: "Chapters/02-ResultChaining/Tour"),
        .executableTarget(name: "result-chaining", dependencies: ["ResultChainingTour", "Workshop"], path: "Chapters/02-ResultChaining/result-chaining"),

        // Chapter 3: the observer-array future. The first eager, shared-state design: the one
        // where threads meet, so its tests also run under the thread sanitizer (.ci/run).
        .target(name: "ObserverFuture", path: "Chapters/03-ObserverFuture/ObserverFuture"),
        .target(name: "ObserverFutureTour", dependencies: ["ObserverFuture", "Workshop"], path: "Chapters/03-ObserverFuture/Tour"),
        .executableTarget(name: "observer-future", dependencies: ["ObserverFutureTour", "Workshop"], path: "Chapters/03-ObserverFuture/observer-future"),

        // Chapter 4: the lock-queue typed promise. The benchmark is an executable, not a test:
        // `swift run -c release lock-queue-benchmark` compares the lock queue with a Mutex.
        .target(name: "LockQueuePromise", path: "Chapters/04-LockQueuePromise/LockQueuePromise"),
        .target(name: "LockQueuePromiseTour", dependencies: ["LockQueuePromise", "Workshop"], path: "Chapters/04-LockQueuePromise/Tour"),
        .executableTarget(name: "lock-queue-promise", dependencies: ["LockQueuePromiseTour", "Workshop"], path: "Chapters/04-LockQueuePromise/lock-queue-promise"),
        .executableTarget(name: "lock-queue-benchmark", dependencies: ["LockQueuePromise"], path: "Chapters/04-LockQueuePromise/Benchmark"),

        // Chapter 5: ensureAsync, built on chapter 4's public primitives and nothing else.
        .target(name: "EnsureAsync", dependencies: ["LockQueuePromise"], path: "Chapters/05-EnsureAsync/EnsureAsync"),
        .target(name: "EnsureAsyncTour", dependencies: ["EnsureAsync", "LockQueuePromise", "Workshop"], path: "Chapters/05-EnsureAsync/Tour"),
        .executableTarget(name: "ensure-async", dependencies: ["EnsureAsyncTour", "Workshop"], path: "Chapters/05-EnsureAsync/ensure-async"),

        .testTarget(name: "PromiseLawsTests", dependencies: ["PromiseLaws", "TestSupport"]),
        .testTarget(name: "WorkshopTests", dependencies: ["Workshop", "PromiseLaws"]),
        .testTarget(name: "BookTests", dependencies: [
            "BookCheck", "Workshop", "LazyMonadTour", "ResultChainingTour", "ObserverFutureTour", "LockQueuePromiseTour",
            "EnsureAsyncTour",
        ]),
        .testTarget(name: "LazyPromiseTests", dependencies: ["LazyPromise", "PromiseLaws", "Workshop", "TestSupport"]),
        .testTarget(name: "ResultPromiseTests", dependencies: ["ResultPromise", "ResultChainingTour", "PromiseLaws", "Workshop", "TestSupport"]),
        .testTarget(name: "ObserverFutureTests", dependencies: ["ObserverFuture", "PromiseLaws", "Workshop", "TestSupport"]),
        .testTarget(name: "LockQueuePromiseTests", dependencies: ["LockQueuePromise", "PromiseLaws", "Workshop", "TestSupport"]),
        .testTarget(name: "EnsureAsyncTests", dependencies: ["EnsureAsync", "LockQueuePromise", "PromiseLaws", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
