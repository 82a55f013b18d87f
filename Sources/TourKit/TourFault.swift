import Locking

/// A request a tour sends that `--fault` can break: its name on the command line and the path
/// the fixture host matches.
///
/// ```swift
/// FaultTarget("albums", path: "/albums")   // --fault albums=timeout breaks every /albums request
/// ```
package struct FaultTarget: Sendable, Equatable {
    /// The name typed before `=`, such as `albums`.
    package let name: String
    /// The URL path whose requests get the fault, such as `/albums`, and the paths below it
    /// (`/albums/3`); the query is ignored.
    package let path: String

    /// A target named `name` for the requests to `path`.
    package init(_ name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// A fault asked for on a tour's command line: `--fault albums=timeout`.
package struct TourFault: Sendable, Equatable, CustomStringConvertible {
    /// The requests it breaks.
    package let target: FaultTarget
    /// What they get instead of their answer.
    package let fault: Fault
    /// How it was spelled, such as `albums=status:500`.
    package let spelled: String

    /// `--fault albums=timeout`, as typed.
    package var description: String { "--fault \(spelled)" }

    /// Reads `target=kind` against the targets a tour declares; the error is a one-line message.
    static func parse(_ text: String, targets: [FaultTarget]) -> Result<TourFault, FaultSpellingError> {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let names = targets.map(\.name).joined(separator: ", ")
        guard parts.count == 2 else {
            return .failure(
                .init("option '--fault' expects TARGET=KIND, such as \(targets[0].name)=timeout, got '\(text)'"))
        }
        guard let target = targets.first(where: { $0.name == parts[0] }) else {
            return .failure(.init("'--fault \(text)': this tour has no request named '\(parts[0])' (it has: \(names))"))
        }
        guard let fault = Fault(commandLine: parts[1]) else {
            return .failure(
                .init("'--fault \(text)': unknown fault '\(parts[1])' (one of: \(Fault.commandLineSpellings))"))
        }
        return .success(TourFault(target: target, fault: fault, spelled: text))
    }

    /// Why a `--fault` value cannot be read.
    struct FaultSpellingError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}

/// How many requests each `--fault` broke during a run, so the tour can say so and exit with
/// ``TourCommand/faultExitStatus``.
package final class FaultLog: Sendable {
    private let hits = Locked<[String: Int]>([:])

    /// A log with no hits.
    package init() {}

    /// Notes that a request got the fault `spelled` names.
    func hit(_ spelled: String) {
        hits.withLock { $0[spelled, default: 0] += 1 }
    }

    /// How many requests the fault spelled `spelled` broke.
    package func count(_ spelled: String) -> Int {
        hits.withLock { $0[spelled, default: 0] }
    }
}
