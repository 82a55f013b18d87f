// swift-tools-version: 6.0
// FivePromises: five promise designs rebuilt from blog posts, proven lawful, explained in Book/.
// No package dependencies, on purpose: everything here is the toolchain and our own code.
import PackageDescription

/// One chapter: its design library, its tour, the tour's executable and its tests, laid out as
/// `Chapters/<folder>/<library>`, `Chapters/<folder>/Tour`, `Chapters/<folder>/<product>` and
/// `Tests/<folder>`. Adding a chapter is one call here plus those folders (CONTRIBUTING.md).
struct Chapter {
    let folder: String  // 01-LazyMonad
    let library: String  // LazyPromise: the design, which depends on nothing but `uses`
    let tour: String  // LazyMonadTour: the narration that main.swift runs and the book's tests run in-process
    let product: String  // lazy-monad: `swift run lazy-monad`
    var uses: [String] = []  // chapters this design builds on (chapter 5 on chapter 4, on purpose)

    var tests: String { library + "Tests" }
    var exercises: String { library + "Exercises" }
    var solutions: String { library + "Solutions" }

    var products: [Product] {
        [.library(name: library, targets: [library]), .executable(name: product, targets: [product])]
    }

    var targets: [Target] {
        let deps = uses.map { Target.Dependency(stringLiteral: $0) }
        // Every chapter's exercises and tests get the project's lock, even where the design needs none
        // (chapters 1 and 2): an answer's shared state goes in a `Locked`, where the checks'
        // schedules can step in.
        let exerciseDeps = (uses.contains("Locking") ? uses : uses + ["Locking"]).map {
            Target.Dependency(stringLiteral: $0)
        }
        return [
            .target(name: library, dependencies: deps, path: "Chapters/\(folder)/\(library)"),
            // The exercises' stubs, which attendees edit, and the reference solutions.
            .target(
                name: exercises, dependencies: [.init(stringLiteral: library), "ExerciseKit"] + exerciseDeps,
                path: "Chapters/\(folder)/Exercises"),
            .target(
                name: solutions,
                dependencies: [.init(stringLiteral: library), .init(stringLiteral: exercises)] + exerciseDeps,
                path: "Chapters/\(folder)/Solutions"),
            .target(
                // A tour's state that threads share goes in a `Locked` too, chapters 1 and 2's included.
                name: tour, dependencies: [.init(stringLiteral: library), "TourKit"] + exerciseDeps,
                path: "Chapters/\(folder)/Tour"),
            .executableTarget(
                name: product, dependencies: [.init(stringLiteral: tour), "TourKit"],
                path: "Chapters/\(folder)/\(product)"),
            .testTarget(
                name: tests,
                dependencies: [
                    .init(stringLiteral: library), .init(stringLiteral: tour), .init(stringLiteral: exercises),
                    .init(stringLiteral: solutions), "Designs", "PromiseLaws", "TestSupport", "TourKit",
                ] + exerciseDeps,
                path: "Tests/\(folder)"),
        ]
    }
}

let chapters = [
    Chapter(folder: "01-LazyMonad", library: "LazyPromise", tour: "LazyMonadTour", product: "lazy-monad"),
    Chapter(
        folder: "02-ResultChaining", library: "ResultPromise", tour: "ResultChainingTour", product: "result-chaining"),
    // Chapter 3 is the first eager, shared-state design, where threads meet: from here on the
    // tests also run under the thread sanitizer (.ci/run).
    Chapter(
        folder: "03-ObserverFuture", library: "ObserverFuture", tour: "ObserverFutureTour", product: "observer-future",
        uses: ["Locking"]),
    Chapter(
        folder: "04-LockQueuePromise", library: "LockQueuePromise", tour: "LockQueuePromiseTour",
        product: "lock-queue-promise", uses: ["Locking"]),
    // Chapter 5 builds ensureAsync from chapter 4's public primitives and nothing else.
    Chapter(
        folder: "05-EnsureAsync", library: "EnsureAsync", tour: "EnsureAsyncTour", product: "ensure-async",
        uses: ["LockQueuePromise", "Locking"]),
    // Chapter 6 bridges every design to async/await, so it uses all five: the one chapter
    // whose library is about the others.
    Chapter(
        folder: "06-AsyncAwait", library: "AsyncBridges", tour: "AsyncAwaitTour", product: "async-await",
        uses: ["LazyPromise", "ResultPromise", "ObserverFuture", "LockQueuePromise", "EnsureAsync", "Locking"]),
]

let package = Package(
    name: "FivePromises",
    // "15.0", not .v15: PackageDescription has .v15 from Swift 6.0.1 only, and 6.0 is the oldest
    // this package promises.
    platforms: [.macOS("15.0")],
    products: [.library(name: "PromiseLaws", targets: ["PromiseLaws"])]
        + chapters.flatMap(\.products)
        + [
            .executable(name: "benchmark", targets: ["benchmark"]), .executable(name: "mutants", targets: ["mutants"]),
            .executable(name: "workshop", targets: ["workshop"]),
            .executable(name: "pool-width", targets: ["pool-width"]),
        ],
    targets: [
        // The project's one lock, and the schedule points a law's schedule steps in at.
        .target(name: "Locking"),
        // The engine that runs a law's sides: virtual time, workers, schedules and their search.
        // It knows no law, side or crash, and the build holds it to that.
        .target(name: "LawEngine", dependencies: ["Locking"]),
        // The law harness's face: designs, laws, generators, observation, shrinking, reports, crashes.
        .target(name: "PromiseLaws", dependencies: ["LawEngine", "Locking"]),
        // What every tour shares: the fixture HTTP host, fixture models, the terminal view, narration, options.
        .target(name: "TourKit", dependencies: ["Locking"]),
        // The book's checker: code slices against their sources, transcripts against real output.
        .target(name: "BookCheck"),
        // What an exercise's stub calls until it is started: `notStarted("1.1", placeholder)`.
        .target(name: "ExerciseKit", dependencies: ["Locking"]),
        // For the tests: an exhibit checked against the book's transcript, the exercises' checks.
        .target(name: "TestSupport", dependencies: ["PromiseLaws", "BookCheck", "ExerciseKit", "Locking"]),
        // Each chapter's design plugged into the law harness, one adapter per chapter, in one
        // place so that chapter 5's tests reuse chapter 4's.
        .target(
            name: "Designs",
            dependencies: ["Locking", "PromiseLaws"] + chapters.map { .init(stringLiteral: $0.library) },
            path: "Tests/Designs"),

        // What each design costs (Book/07-costs.md): `swift run -c release benchmark`. It lives
        // beside the chapters, not in one of them, because it measures all five against a
        // baseline; the baseline is its own module so that, like each chapter, it is compiled
        // apart from the code that calls it (no cross-module specialisation for anyone).
        .target(name: "MinimalPromise", path: "Benchmarks/MinimalPromise"),
        // A row of its own: chapter 4's shape on a Mutex, with no lock queue
        // and no trampoline, so the table shows what those two cost chapter 4.
        .target(name: "MutexPromise", dependencies: ["LockQueuePromise"], path: "Benchmarks/MutexPromise"),
        // The C heap in use (glibc's mallinfo2), for the heap each pending promise holds.
        .target(name: "HeapInUse", path: "Benchmarks/HeapInUse"),
        // The benchmark's pure parts (median, table, chart), tested by BenchmarkReportTests.
        .target(name: "BenchmarkReport", path: "Benchmarks/BenchmarkReport"),
        .executableTarget(
            name: "benchmark",
            dependencies: ["MinimalPromise", "MutexPromise", "BenchmarkReport", "HeapInUse", "Locking"]
                + chapters.map { .init(stringLiteral: $0.library) },
            path: "Benchmarks/benchmark"),
        .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkReport"]),

        // Broken designs, planted one at a time in a clone, to check that the tests catch each:
        // `swift run mutants` (CONTRIBUTING.md, and the facilitator's guide in Book/workshop.md).
        .executableTarget(name: "mutants", dependencies: ["WorkshopTool"], path: "Tools/mutants"),
        // The learner's loop in one program: `swift run workshop list | check | watch | hint |
        // reset | doctor`. Its logic is a library, so that its tests run it in-process.
        .target(name: "WorkshopTool", dependencies: ["BookCheck", "TourKit", "ExerciseKit", "Locking"]),
        .executableTarget(name: "workshop", dependencies: ["WorkshopTool", "TourKit"], path: "Tools/workshop"),
        // How wide Dispatch's global queue and Swift's cooperative pool are, for chapter 6:
        // `swift run pool-width` (Book/06-async-await-under-the-hood.md).
        .executableTarget(name: "pool-width", dependencies: ["Locking"], path: "Tools/pool-width"),
        .testTarget(
            name: "WorkshopToolTests",
            dependencies: ["BookCheck", "ExerciseKit", "Locking", "TestSupport", "TourKit", "WorkshopTool"]),

        .testTarget(name: "PromiseLawsTests", dependencies: ["BookCheck", "Locking", "PromiseLaws", "TestSupport"]),
        .testTarget(name: "TourKitTests", dependencies: ["TourKit", "PromiseLaws", "Locking"]),
        .testTarget(
            name: "BookTests",
            dependencies: ["BookCheck", "TestSupport", "TourKit"] + chapters.map { .init(stringLiteral: $0.tour) }),
    ] + chapters.flatMap(\.targets),
    swiftLanguageModes: [.v6]
)
