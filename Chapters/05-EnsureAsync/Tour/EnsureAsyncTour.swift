import Dispatch
import EnsureAsync
import LockQueuePromise
import TourKit

/// Chapter 5's tour: a form presented, filled in and dismissed, twice in a row, cleaned up
/// first with `ensure` and then with `ensureAsync`; then the four cases of `ensureAsync`.
package enum EnsureAsyncTour {
    /// The tour's name, summary and options.
    package static let command = TourCommand(
        name: "ensure-async",
        summary: "Chapter 5, ensureAsync: cleanup that is itself asynchronous, waited for."
    )

    /// Runs the whole tour.
    package static func run(_ options: TourOptions, _ narrator: Narrator) async {
        await twoForms(cleanup: .ensure, options.pace, narrator, options.pictures)
        await twoForms(cleanup: .ensureAsync, options.pace, narrator, options.pictures)
        fourCases(narrator)
    }
}

extension Promise {
    /// Waits for the promise to settle: the bridge to `await`.
    var settled: Result<T, E> {
        get async {
            await firstCall(of: "the promise") { resume in
                observe(on: ImmediateQueue(), fulfilled: { resume(.success($0)) }, rejected: { resume(.failure($0)) })
            }
        }
    }
}
