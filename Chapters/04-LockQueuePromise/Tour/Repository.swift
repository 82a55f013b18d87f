import Dispatch
import Foundation
import LockQueuePromise
import TourKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request brought back no body: the transport's own error type.
// ANCHOR: errors
enum TransportError: Error, Equatable {
    case status(Int)
    case connectionLost
    case timedOut
    case other(code: Int)
}

/// Why the repository has no user for you: the error type its callers switch over.
enum RepositoryError: Error, Equatable {
    case notFound(id: Int)
    case unavailable
    case unreadable
}
// ANCHOR_END: errors

/// GET requests as promises of the body, failing with a `TransportError`.
struct Transport: Sendable {
    let session: URLSession
    let trace: Trace
    let work = QueueLabel.queue("transport.work")

    // ANCHOR: transport
    func get(_ url: URL) -> Promise<Data, TransportError> {
        Promise(on: work) { future in
            trace.record("send the request")
            session.dataTask(with: url) { data, response, error in
                if let error = error as? URLError {
                    switch error.code {
                    case .networkConnectionLost: future.reject(.connectionLost)
                    case .timedOut: future.reject(.timedOut)
                    default: future.reject(.other(code: error.code.rawValue))
                    }
                } else if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                    future.reject(.status(status))
                } else {
                    future.fulfill(data ?? Data())
                }
            }.resume()
        }
    }
    // ANCHOR_END: transport
}

/// Users from the fixture host: a promise of a `User`, failing with a `RepositoryError`.
struct UserRepository: Sendable {
    let transport: Transport
    let trace: Trace
    let parsing = QueueLabel.queue("repository.parsing")

    // ANCHOR: user
    func user(id: Int) -> Promise<User, RepositoryError> {
        transport.get(Fixtures.userURL(id: id))
            .catch(on: parsing) { (error: TransportError) -> RepositoryError in
                trace.record("catch: \(error) became \(RepositoryError(error, id: id))")
                return RepositoryError(error, id: id)
            }
            .then(on: parsing) { data throws(RepositoryError) -> User in
                trace.record("then: decode the user")
                guard let user = try? JSONDecoder().decode(User.self, from: data) else { throw .unreadable }
                return user
            }
    }
    // ANCHOR_END: user

    // ANCHOR: albums
    func albums(of user: User) -> Promise<[Album], RepositoryError> {
        transport.get(Fixtures.albumsURL(userId: user.id))
            .catch(on: parsing) { _ in RepositoryError.unavailable }
            .then(on: parsing) { data throws(RepositoryError) -> [Album] in
                trace.record("then: decode the albums")
                guard let albums = try? JSONDecoder().decode([Album].self, from: data) else { throw .unreadable }
                return albums
            }
    }
    // ANCHOR_END: albums
}

// ANCHOR: mapping
extension RepositoryError {
    /// The repository's reading of a transport failure: a 404 means there is no such user.
    init(_ error: TransportError, id: Int) {
        switch error {
        case .status(404): self = .notFound(id: id)
        case .status, .connectionLost, .timedOut, .other: self = .unavailable
        }
    }
}
// ANCHOR_END: mapping
