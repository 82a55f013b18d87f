import Foundation
import LazyPromise
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Chapter 1's tour, narrated like a playground: callback hell against a `bind` chain,
/// nested animations against chained ones, laziness made visible, and a failed request.
/// `main.swift` calls it; the book's tests call it with a captured output.
package enum LazyMonadTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "lazy-monad",
        summary: "Chapter 1, the lazy monad: a value-type promise that runs nothing until execute().",
        faultTargets: [FaultTarget("users", path: "/users"), FaultTarget("albums", path: "/albums")]
    )

    /// Runs the whole tour.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async {
        let host = FixtureHost(for: options)
        await callbackHell(host, narrator)
        await animation(options.pace, narrator)
        await laziness(host, narrator, options.pictures)
        await failure(host, narrator)
    }
}

/// Executes a chain and waits for its value: the bridge from a lazy promise to `await`.
// ANCHOR: value
extension Promise {
    var value: T {
        get async {
            await firstCall(of: "the promise") { resume in then(resume).execute() }
        }
    }
}
// ANCHOR_END: value
