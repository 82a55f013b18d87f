import Dispatch

/// The queues the harness owns: generated promises deliver from `a`, `b` and `concurrent`;
/// `callbacks` is the queue a design with queues is asked to call back on, and no generated
/// promise ever delivers there, so a callback found on it was put there by the design. The
/// harness owns them so that no law depends on whether anything drives the main queue.
public enum LawQueue: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A serial queue.
    case a = "laws.a"
    /// Another serial queue.
    case b = "laws.b"
    /// A concurrent queue.
    case concurrent = "laws.concurrent"
    /// The serial queue designs with queues are asked to call back on.
    case callbacks = "laws.callbacks"

    /// The queues generated promises deliver from.
    public static let delivering: [LawQueue] = [.a, .b, .concurrent]

    /// The queue's label.
    public var description: String { rawValue }

    private static let key = DispatchSpecificKey<LawQueue>()

    private static let queues: [LawQueue: DispatchQueue] = Dictionary(
        uniqueKeysWithValues: allCases.map { name in
            let queue = DispatchQueue(label: name.rawValue, attributes: name == .concurrent ? .concurrent : [])
            queue.setSpecific(key: key, value: name)
            return (name, queue)
        })

    /// The Dispatch queue behind this name.
    public var dispatchQueue: DispatchQueue { Self.queues[self]! }

    /// The harness queue the caller is running on, if any: a job on a side's clock, or a real one.
    package static var current: LawQueue? { Simulation.current?.queue ?? DispatchQueue.getSpecific(key: key) }

    /// Runs `work` on this queue, next: on the side's clock when called from a job of one (so a
    /// design whose callbacks hop to this queue stays on the harness's clock), on the real
    /// Dispatch queue otherwise. What a design adapter hands a design as its callback queue.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        execute(afterMilliseconds: 0, work)
    }

    /// Runs `work` on this queue `delay` milliseconds from now: virtual ones on a side's clock,
    /// real ones anywhere else.
    public func execute(afterMilliseconds delay: Int, _ work: @escaping @Sendable () -> Void) {
        if let world = Simulation.current?.world {
            world.schedule(after: delay, on: self, work)
        } else {
            dispatchQueue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: work)
        }
    }
}
