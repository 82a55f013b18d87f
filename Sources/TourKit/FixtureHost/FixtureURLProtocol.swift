import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL loading hook that answers a ``FixtureHost``'s session from the fixtures.
///
/// URLSession asks it about every http and https request, so nothing ever leaves the machine: an
/// unknown host or path answers 404. Each host uses a subclass of its own, made by ``keyed(_:)``.
class FixtureURLProtocol: URLProtocol {
    private let load = FixtureLoad()

    override class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let handle = ClientHandle(urlProtocol: self, client: client, task: task)
        switch load.start() {
        case .ignore:
            return
        case .deliver(let reply):
            handle.deliver(reply, for: url)
        case .wait(let generation):
            guard let host = FixtureHostRegistry.host(for: type(of: self)) else {
                _ = load.stop()
                handle.deliver(.failure(URLError(.cannotConnectToHost)), for: url)
                return
            }
            let method = request.httpMethod ?? "GET"
            let (fault, delay) = host.arrive(url)
            let shown = url.path + (url.query.map { "?" + $0 } ?? "")
            host.tell(.request(shown))
            let load = load
            host.answer(after: delay) {
                let answer = FixtureRoutes.answer(for: url, method: method)
                guard load.answer(fault?.reply(replacing: answer, for: url) ?? .answer(answer), generation: generation)
                else {
                    return
                }
                host.tell(.answer(shown, fault?.description ?? "\(answer.status)"))
                host.depart()
                #if canImport(FoundationNetworking)
                // Hazard: corelibs' URLProtocolClient reads the session's task registry without a lock and
                // must only be called on the session's private work queue, which startLoading() runs on.
                // Suspending and resuming the task makes URLSession call stopLoading() and then
                // startLoading() there again, and that second start delivers the stored answer.
                handle.restartOnSessionQueue()
                #else
                // Apple's URLSession accepts client calls from any thread.
                if let reply = load.takeAnswer() { handle.deliver(reply, for: url) }
                #endif
            }
        }
    }

    override func stopLoading() {
        if load.stop() {
            FixtureHostRegistry.host(for: type(of: self))?.depart()
        }
    }
}

// MARK: A class per host

/// The key type of host number 0; ``FixtureURLProtocol/keyed(_:)`` wraps it once per binary digit.
enum HostKeyEnd {}
/// A binary digit 0 in a host's key type.
enum HostKeyZero<Rest> {}
/// A binary digit 1 in a host's key type.
enum HostKeyOne<Rest> {}

/// A protocol class that differs from every other one only by its `Key` type.
final class KeyedFixtureURLProtocol<Key>: FixtureURLProtocol {}

extension FixtureURLProtocol {
    /// A protocol class of its own for host `number`: `KeyedFixtureURLProtocol<HostKeyOne<HostKeyZero<HostKeyEnd>>>` for 2.
    ///
    /// - Note: Swift makes a distinct class for every distinct generic argument, at run time, so a
    ///   binary numeral spelled in types gives any number of classes from three small declarations.
    static func keyed(_ number: Int) -> FixtureURLProtocol.Type {
        precondition(number >= 0, "host numbers start at 0")
        return keyed(HostKeyEnd.self, remaining: number)
    }

    private static func keyed<Key>(_ key: Key.Type, remaining: Int) -> FixtureURLProtocol.Type {
        guard remaining > 0 else { return KeyedFixtureURLProtocol<Key>.self }
        return remaining % 2 == 0
            ? keyed(HostKeyZero<Key>.self, remaining: remaining / 2)
            : keyed(HostKeyOne<Key>.self, remaining: remaining / 2)
    }
}
