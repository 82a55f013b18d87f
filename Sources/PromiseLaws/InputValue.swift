/// A kind of value a law's input generates: it prints, shrinks, and says what a side of the
/// law is handed for it. A value a side only computes with (an `Int`, an error, a schedule) is
/// handed over as it is; a value the side logs under its input's name (a promise logs
/// `start fa`, a function `f(3)`) is a ``NamedInputValue``, handed over as ``Named``, so the
/// law writes the name once, in its ``Given``.
public protocol InputValue: Sendable, Shrinkable, CustomStringConvertible {
    /// What a side is handed for a value of this kind: the value, or the value with its name.
    associatedtype Argument: Sendable = Self

    /// The value as a side is handed it, for the input called `name`.
    static func argument(_ value: Self, named name: String) -> Argument
}

extension InputValue where Argument == Self {
    /// The value itself: the name is the equation's, not the side's.
    public static func argument(_ value: Self, named name: String) -> Self { value }
}

/// A kind of value that a side logs under its input's name: it is handed over as ``Named``.
public protocol NamedInputValue: InputValue where Argument == Named<Self> {}

extension NamedInputValue {
    /// The value with its input's name: `fa`, `f`.
    public static func argument(_ value: Self, named name: String) -> Named<Self> { Named(name, value) }
}

extension Int: InputValue {}
extension LawError: InputValue {}
extension Schedule: InputValue {}
extension PromiseRecipe: NamedInputValue {}
extension Table: NamedInputValue {}
extension ErrorFunction: NamedInputValue {}
