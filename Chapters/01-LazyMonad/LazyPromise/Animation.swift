/// Something that animates the way `UIView.animate(withDuration:animations:completion:)` does:
/// apply the changes, and call back when the animation has finished.
public protocol Animatable: Sendable {
    /// Animates `changes` over `duration` seconds, then calls `completion`.
    func animate(
        duration: Double, changes: @escaping @Sendable (Self) -> Void, completion: @escaping @Sendable () -> Void)
}

// ANCHOR: animate
extension Animatable {
    /// The animation as a promise of the view: nothing moves until the chain executes.
    public func animate(duration: Double, _ changes: @escaping @Sendable (Self) -> Void) -> Promise<Self> {
        Promise { completion in
            self.animate(duration: duration, changes: changes) { completion(self) }
        }
    }
}

extension Promise where T: Animatable {
    /// Chains one more animation after this one has finished.
    public func animate(with duration: Double, _ changes: @escaping @Sendable (T) -> Void) -> Promise<T> {
        bind { view in view.animate(duration: duration, changes) }
    }
}
// ANCHOR_END: animate

/// One step of an animation, as data: how long, and what changes.
public struct AnimationToken<View: Animatable>: Sendable {
    /// Seconds.
    public let duration: Double
    /// What the step does to the view.
    public let changes: @Sendable (View) -> Void

    /// A step of `duration` seconds that applies `changes`.
    public init(duration: Double, _ changes: @escaping @Sendable (View) -> Void) {
        self.duration = duration
        self.changes = changes
    }
}

// ANCHOR: tokens
extension Promise where T: Animatable {
    /// Runs the tokens' animations one after another on the view this promise delivers.
    public func animate(with tokens: [AnimationToken<T>]) -> Promise<T> {
        bind { view in
            Promise<T>.sequence(tokens.map { view.animate(duration: $0.duration, $0.changes) }).then { _ in view }
        }
    }
}
// ANCHOR_END: tokens
