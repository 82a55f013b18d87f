/// A generated value with its input's name, as a side of a law is handed a promise or a
/// function: `s.promise(fa)` logs `start fa`, `s.function(f)` logs `f(3)`. It reads as the
/// value it holds: `x.result`, `k(3)`, `f(x)`.
///
/// ```swift
/// let k = Named("k", KleisliRecipe(Shape(.succeed(Affine(3, 1)))))
/// let chosen = k(2)  // succeed(7), named k(2): its work logs start k(2)
/// ```
@dynamicMemberLookup
public struct Named<Value: Sendable>: Sendable {
    /// The input's name: `fa`, `k`, or for a promise a Kleisli function chose, `k(3)`.
    public let name: String
    /// The generated value.
    public let value: Value

    /// `value`, called `name`.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    /// The value's own properties: `x.result`, `fa.outcome`.
    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
        value[keyPath: property]
    }
}

extension Named: CustomStringConvertible where Value: CustomStringConvertible {
    /// The value as it prints, without its name: `succeed(3)`, as a race's step names it.
    public var description: String { value.description }
}

extension Named where Value == IntFunction {
    /// `f(x)`, computed, not logged: for a side that does by hand what the design should.
    /// The design is handed `s.function(f)`, which logs each call.
    public func callAsFunction(_ x: Int) -> Int { value(x) }
}

extension Named where Value == ErrorFunction {
    /// `ef(e)`, computed, not logged.
    public func callAsFunction(_ error: LawError) -> LawError { value(error) }
}

extension Named where Value == KleisliRecipe {
    /// The promise recipe `k` chooses for `x`, named `k(x)`, so that its work logs `start k(3)`.
    public func callAsFunction(_ x: Int) -> Named<PromiseRecipe> { Named<PromiseRecipe>("\(name)(\(x))", value(x)) }

    /// The outcome `k` chooses for `x`, read at once: ``Table/result(_:)``.
    public func result(_ x: Int) -> Result<Int, LawError> { value.result(x) }
}
