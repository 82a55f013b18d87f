// The design protocols, together: an adapter conforms to those its design has (chapter 3's is a
// `ResolvableDesign`, a `SettledDesign` and a `ZipDesign`), and each law set asks for the one it needs.

/// How a promise design plugs into the harness: a small adapter that turns a recipe into the
/// design's own promise of `Int`, observes one, and exposes the operations the laws speak of.
///
/// ```swift
/// struct Thunk: Sendable {
///     let run: @Sendable (@escaping @Sendable (Int) -> Void) -> Void
/// }
///
/// struct ThunkDesign: MonadDesign {
///     let name = "a lazy thunk"
///
///     // A lazy design: the work starts when the thunk is run, not when it is made.
///     func make(_ source: PromiseSource) -> Thunk {
///         Thunk { done in source.startValue(done) }
///     }
///     func observe(_ promise: Thunk, _ deliver: @escaping @Sendable (Delivery) -> Void) {
///         promise.run { deliver(.value($0)) }
///     }
///     func map(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Int) -> Thunk {
///         Thunk { done in promise.run { done(transform($0)) } }
///     }
///     func pure(_ value: Int) -> Thunk { Thunk { done in done(value) } }
///     func flatMap(_ promise: Thunk, _ transform: @escaping @Sendable (Int) -> Thunk) -> Thunk {
///         Thunk { done in promise.run { transform($0).run(done) } }
///     }
/// }
/// ```
// ANCHOR: functor-design
public protocol FunctorDesign: Sendable {
    /// The design's promise of an `Int`: the box its `map` works on.
    associatedtype Box: Sendable

    /// The design's name in reports: `the lazy monad`.
    var name: String { get }

    /// Whether the design has an error channel, so that laws may generate failing promises.
    /// Designs conforming to ``ErrorChannelDesign`` answer `true` without saying so.
    var hasErrorChannel: Bool { get }

    /// Whether the design promises to deliver on time, so that a timed law (`.timed()`) may
    /// fail it for delivering late. True unless the design says otherwise.
    var promisesTiming: Bool { get }

    /// Whether everything the design does runs where the harness puts it (the thread that calls
    /// it, the harness's queues), so that the harness's virtual clock sees all of it: then
    /// "never" is decided when nothing is left to run, and a delivery from any other thread is
    /// a failure. False for a design with threads of its own (a `Task`, a real Dispatch queue):
    /// its laws wait in real time, and its reports say so.
    var usesVirtualTime: Bool { get }

    /// Whether the schedules can step into the design's code: it locks what threads share with
    /// the project's `Lock` or `Locked` (Sources/Locking), each of whose acquires is a point a
    /// schedule may stop a thread at. True unless the design says otherwise. A design with
    /// locks of its own (any library's) answers false: each case of its racing laws then runs
    /// its threads really at once, and the law reports "not explored", neither failed nor
    /// passed, unless a case disagrees.
    var schedulesCanEnter: Bool { get }

    /// Turns a description into the design's own promise: call `source.start` (or
    /// `source.startValue`) from wherever the design runs its work.
    func make(_ source: PromiseSource) -> Box

    /// Observes a promise: runs it if the design is lazy, and passes each delivery on.
    func observe(_ promise: Box, _ deliver: @escaping @Sendable (Delivery) -> Void)

    /// The design's `map` (chapter 1 calls it `then`).
    func map(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Int) -> Box
}
// ANCHOR_END: functor-design

extension FunctorDesign {
    /// No error channel, unless the design is an ``ErrorChannelDesign``.
    public var hasErrorChannel: Bool { false }

    /// A design delivers on time, unless it says otherwise.
    public var promisesTiming: Bool { true }

    /// A design runs on virtual time, unless it says otherwise.
    public var usesVirtualTime: Bool { true }

    /// A design locks with the project's locks, unless it says otherwise.
    public var schedulesCanEnter: Bool { true }
}

/// A design with `pure` and `flatMap` (chapter 1 calls it `bind`).
public protocol MonadDesign: FunctorDesign {
    /// A promise that delivers `value` and does nothing else.
    func pure(_ value: Int) -> Box

    /// The design's `flatMap`: continue with the promise `transform` chooses for the value.
    func flatMap(_ promise: Box, _ transform: @escaping @Sendable (Int) -> Box) -> Box
}

/// A design whose promises can fail.
public protocol ErrorChannelDesign: MonadDesign {
    /// A promise that fails with `error` and does nothing else.
    func fail(_ error: LawError) -> Box
}

extension ErrorChannelDesign {
    /// Always: failures are part of what the laws generate.
    public var hasErrorChannel: Bool { true }
}

/// A design that can turn a failure into a new promise.
public protocol RecoveringDesign: ErrorChannelDesign {
    /// The design's `recover` (or `catch`): continue a failure with the promise `transform` chooses.
    func recover(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> Box) -> Box
}

/// A design that can change a failure without touching a value (chapter 2's `mapError`).
public protocol ErrorMappingDesign: ErrorChannelDesign {
    /// The design's `mapError`: transform a failure with `transform`; a value passes through.
    func mapError(_ promise: Box, _ transform: @escaping @Sendable (LawError) -> LawError) -> Box
}

/// A design that continues its value and maps its error at once (chapter 4's `map`).
public protocol BifunctorDesign: ErrorChannelDesign {
    /// Continues the value with the promise `value` makes, or transforms the error with `error`.
    func bimap(
        _ promise: Box,
        value: @escaping @Sendable (Int) -> Box,
        error: @escaping @Sendable (LawError) -> LawError
    ) -> Box
}

/// A lazy design: nothing runs until a promise is observed (executed), and observing it again
/// runs it all again. The laziness laws apply.
public protocol LazyDesign: MonadDesign {}

/// A design whose `pure` (and `fail`, where it has one) makes a promise that is settled
/// already: observed from outside any observer, it delivers before `observe` returns, on the
/// observing thread. Chapters 1 to 3 promise this; a design that hands every callback to a
/// queue, or to a `Task`, does not.
public protocol SettledDesign: MonadDesign {}

/// A design whose callbacks run on a queue the caller names. The harness names
/// ``LawQueue/callbacks``, where no generated promise delivers, so a callback found anywhere
/// else was put there by the design.
public protocol QueueDesign: FunctorDesign {
    /// The queue every callback of this adapter must run on; `nil` when it calls back at once,
    /// wherever it is (an immediate queue), which the laws then do not check.
    var callbackQueue: LawQueue? { get }
}

/// An eager design whose promises a producer settles by hand, the way real work does: what
/// the resolution laws (settled twice, many observers, racing threads) need.
public protocol ResolvableDesign: ErrorChannelDesign {
    /// What the design promises about how it calls its observers, beyond what every promise
    /// owes (each observer called once, with the one outcome). A law about a guarantee the design
    /// does not make is not checked (``Law/applies(to:)``), and a law that checks several
    /// checks only those the design makes.
    var guarantees: Guarantees { get }

    /// A promise that nothing has settled yet, and the producer's way to settle it.
    func pending() -> (promise: Box, settle: @Sendable (Result<Int, LawError>) -> Void)
}

/// What a design promises about its observers and its `zip`, each on its own, so that a design
/// is checked for what it promises and for nothing it never said. The chapters' designs make
/// ``chapters``; Swift's `Task` makes none of these; Combine's `Future` makes only
/// ``zipFailsFast``. An adapter says which in one line: `var guarantees: Guarantees { [.order] }`.
public struct Guarantees: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Observers are called in the order they were added: one added later never before one
    /// added earlier.
    public static let order = Guarantees(rawValue: 1 << 0)
    /// One promise's observers are called one at a time: never two of them at once, on two threads.
    public static let oneAtATime = Guarantees(rawValue: 1 << 1)
    /// Where observers are called: at once, by the call that makes them due. Observers waiting
    /// are called by the thread that settles; one added to a settled promise is called before its
    /// `observe` returns (by its own thread, or by another that hands out then). A design that
    /// hands its callbacks to a queue (``QueueDesign``) does not make this one: its queue says
    /// where they run.
    public static let callsBackAtOnce = Guarantees(rawValue: 1 << 2)
    /// `zip` fails with the first promise's failure, else the second's: it waits for the first
    /// promise even when the second has failed (chapter 3's `zip`).
    public static let zipFailsWithTheFirstPromise = Guarantees(rawValue: 1 << 3)
    /// `zip` fails with the first failure in time, at once, without waiting for the other
    /// promise (exercise 3.2's `zipFailingFast`, and the `zip` of most libraries).
    public static let zipFailsFast = Guarantees(rawValue: 1 << 4)

    /// What the chapters' eager designs promise about their observers: order, one at a time,
    /// called at once (chapter 4's on its immediate queue; on a Dispatch queue, the queue says where).
    public static let chapters: Guarantees = [.order, .oneAtATime, .callsBackAtOnce]

    private static let names: [(Guarantees, String)] = [
        (.order, "order"), (.oneAtATime, "one at a time"), (.callsBackAtOnce, "calls back at once"),
        (.zipFailsWithTheFirstPromise, "zip fails with the first promise"), (.zipFailsFast, "zip fails fast"),
    ]

    /// `order, one at a time`, or `none`.
    public var description: String {
        let named = Self.names.filter { contains($0.0) }.map(\.1)
        return named.isEmpty ? "none" : named.joined(separator: ", ")
    }
}

/// A design with a `zip` of two eager promises (chapter 3's): it delivers the pair, packed as
/// `a &* 31 &+ b`, once both values are in, or a failure: which one, its guarantees say
/// (``Guarantees/zipFailsWithTheFirstPromise``, ``Guarantees/zipFailsFast``); a design that makes
/// neither may deliver either.
public protocol ZipDesign: ResolvableDesign {
    /// The design's `zip`, its pair packed into one `Int` as `a &* 31 &+ b`.
    func zip(_ first: Box, _ second: Box) -> Box
}

/// A design with a bridge to `async` code that a waiter may leave (chapter 6's `Settlement`):
/// a producer settles it, and a waiter, waiting in a task, is resumed once, with the outcome or
/// with its cancellation, whichever comes first.
public protocol BridgeDesign: FunctorDesign {
    /// A new bridge: the producer's `settle`, and `wait`, which starts one waiter that hands
    /// `resume` the outcome, or nil if it was cancelled first. `wait` returns once the waiter
    /// is really waiting, with the way to cancel it.
    func bridge() -> (
        settle: @Sendable (Result<Int, LawError>) -> Void,
        wait: @Sendable (@escaping @Sendable (Result<Int, LawError>?) -> Void) -> @Sendable () -> Void
    )
}
