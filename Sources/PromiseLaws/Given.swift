/// The inputs the laws are written with.
public enum Given {
    /// Any `Int`, small ones most often, the edges of the type often (``Gen/value``).
    public static func value(_ name: String) -> Input<Int> {
        Input(name, generate: { _ in Gen.value })
    }

    /// A count of things, from `range`: how many observers, how many threads.
    public static func count(_ name: String, in range: ClosedRange<Int>) -> Input<Int> {
        Input(name, generate: { _ in Gen.int(in: range) }, where: { range.contains($0) })
    }

    /// An error.
    public static func error(_ name: String) -> Input<LawError> {
        Input(name, generate: { _ in LawError.gen })
    }

    /// A generated promise: failing ones too, for a design that can fail.
    public static func promise(_ name: String) -> Input<PromiseRecipe> {
        Input(name, generate: { PromiseRecipe.gen(failures: $0) })
    }

    /// A promise that fails.
    public static func failing(_ name: String) -> Input<PromiseRecipe> {
        Input(
            name, note: "(a failing promise)", generate: { _ in PromiseRecipe.failing }, where: \.fails)
    }

    /// A promise that delivers a value, or nothing, but never fails.
    public static func succeeding(_ name: String) -> Input<PromiseRecipe> {
        Input(name, generate: { _ in PromiseRecipe.gen(failures: false) }, where: { !$0.fails })
    }

    /// A settled outcome, a value or a failure (only values for a design that cannot fail).
    public static func outcome(_ name: String) -> Input<PromiseRecipe> {
        Input(
            name, generate: { PromiseRecipe.gen(failures: $0).map { PromiseRecipe($0.outcome) } },
            where: { $0.timing == .immediately && $0.outcome != .never })
    }

    /// A function from `Int` to `Int`.
    public static func function(_ name: String) -> Input<IntFunction> {
        Input(name, generate: { _ in IntFunction.gen })
    }

    /// A function from error to error.
    public static func errorFunction(_ name: String) -> Input<ErrorFunction> {
        Input(name, generate: { _ in ErrorFunction.gen })
    }

    /// A function from a value to a promise: failing promises too, for a design that can fail.
    public static func kleisli(_ name: String, note: String? = nil) -> Input<KleisliRecipe> {
        Input(name, note: note, generate: { KleisliRecipe.gen(failures: $0) })
    }
}
