import Foundation
import ObserverFuture
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Chapter 3's tour, narrated like a playground: users, albums and photos fetched and merged
/// with nested callbacks, with a `then` chain and with a parallel `zip`, compared by requests
/// and rounds of waiting; a failing request and a malformed body through each; and the
/// promise's own rules (the first resolution wins, late observers are called at once).
/// `main.swift` calls it; the book's tests call it with a captured output.
package enum ObserverFutureTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "observer-future",
        summary: "Chapter 3, the observer-array future: an eager promise that many threads may observe.",
        faultTargets: [
            FaultTarget("users", path: "/users"), FaultTarget("albums", path: "/albums"),
            FaultTarget("photos", path: "/photos"),
        ]
    )

    /// Runs the whole tour.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async {
        let host = FixtureHost(for: options)
        let chart = options.pictures.add(
            GanttPicture(
                name: "observer-future-rounds", title: "Each request over the round of waiting it took",
                unit: "rounds of the fixture delay"))
        await callbackHell(host, narrator, chart)
        let chained = await chain(host, narrator, chart)
        await parallel(host, narrator, chart, against: chained)
        await failure(host, narrator)
        await malformedBody(host, narrator)
        onceAndLate(narrator)
    }

    /// Waits for a promise from `async` code: the bridge the tour uses to print a result.
    static func settled<T>(_ promise: Promise<T>) async -> Result<T, any Error> {
        await firstCall(of: "the promise") { resume in promise.observe(resume) }
    }

    /// `10 users with 100 albums and 5000 photos`, or the reason there are none.
    static func describe(_ merged: Result<[UserWithAlbums], any Error>) -> String {
        switch merged {
        case .success(let users): describe(users)
        case .failure(let error): "rejected: \(describe(error))"
        }
    }

    static func describe(_ users: [UserWithAlbums]) -> String {
        let albums = users.flatMap(\.albums)
        let photos = albums.reduce(0) { $0 + $1.photos.count }
        return "\(users.count) users with \(albums.count) albums and \(photos) photos"
    }

    /// An error in words that read the same on every platform.
    static func describe(_ error: any Error) -> String {
        if case RESTError.status(let status) = error { return "HTTP status \(status)" }
        return readable(error)
    }

    /// `requests: 3; rounds of waiting: 3`: what the host saw, and how many delays were waited in a row.
    static func cost(_ host: FixtureHost, _ rounds: RequestRounds) -> String {
        let noun = rounds.count == 1 ? "round" : "rounds"
        return "requests: \(host.requestCount); waited \(rounds.count) \(noun) of the fixture delay"
    }
}
