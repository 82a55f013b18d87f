/// A function from a value to a promise, as data: it chooses a promise recipe by its input, so
/// `flatMap` laws run on asynchronous, failing and silent continuations too, and print.
///
/// ```swift
/// let k: KleisliRecipe = Table(Shape(.succeed(Affine(3, 1)), .on(.a, afterMilliseconds: 2)))
/// let promise = k(2)  // succeed(7) after 2 ms on laws.a
/// // k itself prints as x → succeed(3x + 1) after 2 ms on laws.a
/// ```
public typealias KleisliRecipe = Table<Shape>

extension Table where Entry == Shape {
    /// The recipe this function chooses for `x`.
    public func callAsFunction(_ x: Int) -> PromiseRecipe { entry(for: x).recipe(for: x) }

    /// Kleisli functions: mostly one shape for all inputs, sometimes one special input.
    public static func gen(failures: Bool) -> Gen<Table> { gen(Shape.gen(failures: failures)) }

    /// The outcome this function chooses for `x`, read at once, as a `Result`: for a step that
    /// answers without waiting (a `then` returning a `Result`, or one that throws). Its delay
    /// is ignored; a promise that never delivers reads as failure `#0`.
    public func result(_ x: Int) -> Result<Int, LawError> {
        switch self(x).outcome {
        case .succeed(let value): .success(value)
        case .fail(let error): .failure(error)
        case .never: .failure(LawError(code: 0))
        }
    }
}
