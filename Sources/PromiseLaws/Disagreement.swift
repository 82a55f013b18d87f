/// How two sides disagree.
enum Disagreement: Sendable, Equatable {
    /// An observer was called more than once.
    case repeated
    /// Different deliveries or effects.
    case different
    /// The same, but one side at a later instant than the other.
    case late
    /// A delivery came from a thread the harness does not run, off the side's clock, from a
    /// design that promised to run on the harness's time.
    case offClock
}

extension Disagreement {
    /// The failure in one phrase: which side, which observer, what it did.
    func reason(_ left: Observation, _ right: Observation) -> String {
        let sides = [("left", left), ("right", right)]
        switch self {
        case .repeated:
            let named = sides.flatMap { name, side in
                side.repeated.map { observer in
                    let times = side.deliveries.filter { $0.observer == observer }.count
                    return "the \(name) side's observer \(observer) was called \(times) times"
                }
            }
            return named.joined(separator: "; ") + "; a promise calls each observer once"
        case .offClock:
            let named = sides.filter { $0.1.offClock }.map { "the \($0.0) side" }
            return named.joined(separator: " and ")
                + " delivered from a thread the harness does not run (off its clock): the design works somewhere it was not asked to"
        case .late:
            let l = left.firstArrivals.values.compactMap { $0 }.max() ?? 0
            let r = right.firstArrivals.values.compactMap { $0 }.max() ?? 0
            return "the left side delivered at \(l) ms, the right at \(r) ms (virtual time): one is late"
        case .different:
            if let name = sides.first(where: { $0.1.blocked })?.0 {
                return
                    "the \(name) side blocked its thread (a deadlock, or a wait for work that needs that same thread)"
            }
            if left.deliveries.map(\.delivery) == right.deliveries.map(\.delivery) {
                return left.deliveries == right.deliveries
                    ? "the sides did different things (effects)" : "the sides delivered on different queues"
            }
            return "the sides delivered different things"
        }
    }

    /// Which side was late, when lateness is the failure.
    static func later(_ left: Observation, _ right: Observation) -> LawFailure.Side {
        let l = left.firstArrivals.values.compactMap { $0 }.max() ?? 0
        let r = right.firstArrivals.values.compactMap { $0 }.max() ?? 0
        return l > r ? .left : .right
    }
}
