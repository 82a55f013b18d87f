import PromiseLaws
import Testing

@Suite("the seeded generator")
struct GeneratorTests {
    @Test("SplitMix64 gives the reference outputs for seed 1234567")
    func pinsReferenceOutputs() {
        // The published test vector of SplitMix64: a seed must replay on every machine, forever.
        var rng = SplitMix64(seed: 1_234_567)
        let first = (0..<5).map { _ in rng.next() }
        #expect(
            first == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    @Test("the bounded draw stays in bounds and is pinned for a seed")
    func boundedDraw() {
        var rng = SplitMix64(seed: 7)
        let draws = (0..<1_000).map { _ in rng.next(below: 6) }
        #expect(draws.allSatisfy { $0 < 6 })
        #expect(Set(draws).count == 6)
        var again = SplitMix64(seed: 7)
        #expect((0..<8).map { _ in again.next(below: 6) } == Array(draws.prefix(8)))
        var ranged = SplitMix64(seed: 7)
        #expect((0..<200).map { _ in ranged.next(in: -3...3) }.allSatisfy { (-3...3).contains($0) })
    }

    @Test("the same seed gives the same values through every combinator")
    func combinatorsAreDeterministic() {
        let gen = zip(Gen.int(in: 0...100), Gen.small.array(of: .int(in: 0...4)), Gen.element(of: ["a", "b"]))
            .flatMap { n, xs, s in Gen.frequency([(1, .always("\(n)\(s)")), (1, .always("\(xs)"))]).map { ($0, n) } }
        var first = SplitMix64(seed: 99)
        var second = SplitMix64(seed: 99)
        let a = (0..<50).map { _ in gen.run(&first) }
        let b = (0..<50).map { _ in gen.run(&second) }
        #expect(a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1))
    }

    @Test("frequency never picks a choice of weight zero, and array lengths follow their generator")
    func frequencyAndArrays() {
        var rng = SplitMix64(seed: 3)
        let picks = (0..<300).map { _ in Gen.frequency([(0, .always("never")), (3, .always("yes"))]).run(&rng) }
        #expect(picks.allSatisfy { $0 == "yes" })
        let arrays = (0..<100).map { _ in Gen.bool.array(of: .int(in: 2...3)).run(&rng) }
        #expect(arrays.allSatisfy { (2...3).contains($0.count) })
    }
}

@Suite("data that prints and shrinks")
struct DataTests {
    @Test("functions print as their equations and apply as they print")
    func functionsPrint() {
        #expect(IntFunction(Affine(3, 1)).description == "x → 3x + 1")
        #expect(IntFunction(Affine(-1, -2)).description == "x → -x - 2")
        #expect(IntFunction(Affine(0, 4)).description == "x → 4")
        #expect(IntFunction([0: Affine(0, 5)], otherwise: Affine(0, 2)).description == "{0 → 5, _ → 2}")
        #expect(IntFunction(Affine(3, 1))(2) == 7)
        #expect(IntFunction([0: Affine(0, 5)], otherwise: Affine(0, 2))(0) == 5)
        #expect(IntFunction(Affine(2, 1))(Int.max) == Int.max &* 2 &+ 1, "arithmetic wraps: no law can trap")
        #expect(ErrorFunction(IntFunction(Affine(2, 1))).description == "#n → #(2n + 1)")
        #expect(ErrorFunction(IntFunction(Affine(0, 4))).description == "#n → #4")
        #expect(ErrorFunction(IntFunction(Affine(2, 1)))(LawError(code: 3)) == LawError(code: 7))
    }

    @Test("recipes and Kleisli functions print as plain text")
    func recipesPrint() {
        #expect(PromiseRecipe(.succeed(3)).description == "succeed(3)")
        #expect(
            PromiseRecipe(.fail(LawError(code: 2)), .on(.a, afterMilliseconds: 2)).description
                == "fail(#2) after 2 ms on laws.a")
        #expect(PromiseRecipe(.never).description == "never")
        let k = KleisliRecipe(
            [0: Shape(.fail(LawError(code: 1)))],
            otherwise: Shape(.succeed(Affine(1, 1)), .on(.b, afterMilliseconds: 0)))
        #expect(k.description == "{0 → fail(#1), _ → succeed(x + 1) on laws.b}")
        #expect(k(0) == PromiseRecipe(.fail(LawError(code: 1))))
        #expect(k(4) == PromiseRecipe(.succeed(5), .on(.b, afterMilliseconds: 0)))
    }

    @Test("shrinking moves towards zero, constants, and immediate values")
    func shrinking() {
        #expect(Int(8).shrinks == [0, 4, 6, 7])
        #expect(Int(-8).shrinks == [0, 8, -4, -6, -7])
        #expect(Int(0).shrinks.isEmpty)
        #expect(IntFunction(Affine(3, 1)).shrinks.first == IntFunction(Affine(0, 0)))
        #expect(IntFunction(Affine(3, 1)).shrinks.contains(IntFunction(Affine(0, 1))))
        #expect(IntFunction([1: Affine(0, 2)], otherwise: Affine(0, 0)).shrinks.contains(IntFunction(Affine(0, 0))))
        #expect(PromiseRecipe(.never).shrinks == [PromiseRecipe(.succeed(0))])
        let late = PromiseRecipe(.fail(LawError(code: 4)), .on(.b, afterMilliseconds: 3))
        #expect(late.shrinks.first == PromiseRecipe(.fail(LawError(code: 4))))
        #expect(late.shrinks.contains(PromiseRecipe(.succeed(0), .on(.b, afterMilliseconds: 3))))
        #expect(PromiseRecipe(.succeed(0)).shrinks.isEmpty)
        #expect(Int.max.shrinks.count < 70, "a large value is approached by halving the step, not one by one")
    }

    @Test("values reach the edges of Int, and small ones stay the most common")
    func valuesReachTheEdges() {
        var rng = SplitMix64(seed: 11)
        let values = (0..<5_000).map { _ in Gen.value.run(&rng) }
        #expect(values.contains(Int.max) && values.contains(Int.min))
        #expect(values.contains { $0.magnitude > UInt(Int32.max) })
        #expect(values.filter { (-20...20).contains($0) }.count > values.count / 2)
    }

    @Test("delays reach tens of milliseconds, and half the promises deliver at once")
    func delaysVary() {
        var rng = SplitMix64(seed: 12)
        let recipes = (0..<2_000).map { _ in PromiseRecipe.gen(failures: true).run(&rng) }
        #expect(recipes.contains { $0.delay >= 30 })
        #expect(recipes.filter { $0.timing == .immediately }.count > recipes.count * 4 / 10)
        #expect(recipes.contains { $0.fails } && recipes.contains { $0.outcome == .never })
    }

    @Test("LAWS_SEED, LAWS_CASES and LAWS_LAW are read, and bad values are refused in words")
    func environment() throws {
        #expect(try LawConfig.fromEnvironment([:]) == LawConfig())
        #expect(try LawConfig.fromEnvironment(["LAWS_LAW": "Monad · left identity"]).only == "Monad · left identity")
        let set = try LawConfig.fromEnvironment(["LAWS_SEED": "42", "LAWS_CASES": "7"])
        #expect(set.seed == .fixed(42) && set.cases == 7)
        #expect(try LawConfig.fromEnvironment(["LAWS_SEED": "random"]).seed == .random)
        #expect(throws: LawConfig.EnvironmentError.self) { try LawConfig.fromEnvironment(["LAWS_CASES": "many"]) }
        #expect(
            try LawConfig.fromEnvironment(["LAWS_SCHEDULE": "t2 to step 3, t1"]).schedule?.description
                == "t2 to step 3, t1")
        #expect(throws: LawConfig.EnvironmentError.self) {
            try LawConfig.fromEnvironment(["LAWS_SCHEDULE": "t1 then t2"])
        }
        #expect(throws: LawConfig.EnvironmentError.self) { try LawConfig.fromEnvironment(["LAWS_SEED": "-1"]) }
        #expect(LawConfig().seed(for: "a law") == LawConfig().seed(for: "a law"))
        #expect(LawConfig().seed(for: "a law") != LawConfig().seed(for: "another law"))
    }
}
