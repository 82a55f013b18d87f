import TourKit

/// Chapter 6's tour: every design awaited, and made from `async` code; chapter 3's merge five
/// ways (a `then` chain, `zip`, three awaits in a row, `async let`, a task group); chapter 5's
/// form with `defer` and with `withCleanup`; and a fetch cancelled halfway. `main.swift` calls
/// it; the book's tests call it with a captured output.
package enum AsyncAwaitTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "async-await",
        summary: "Chapter 6, from promises to async/await: the five designs bridged, checked by the same laws.",
        faultTargets: [
            FaultTarget("users", path: "/users"), FaultTarget("albums", path: "/albums"),
            FaultTarget("photos", path: "/photos"),
        ]
    )

    /// Runs the whole tour.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async throws {
        let host = FixtureHost(for: options)
        try await bridges(host, narrator)
        try await fiveWays(host, narrator)
        await twoForms(cleanup: .deferred, options.pace, narrator)
        await twoForms(cleanup: .withCleanup, options.pace, narrator)
        await cancellation(host, narrator)
    }
}
