import PromiseLaws

/// Two outcomes settled at once, from two threads on a schedule, into a combinator of both
/// (`zip`, `all` of two): what it should deliver, and how to read what it did. Which of two
/// failures comes first is the schedule's choice, so when both fail either one is right.
///
/// ```swift
/// let both = AtOnce(PromiseRecipe(.succeed(2)), PromiseRecipe(.succeed(3)))
/// both.expected                                   // 2 * 31 + 3, as `combined([2, 3])`
/// AtOnce(failing, alsoFailing).judged(.failure(LawError(code: 4)))   // .value(0): either failure
/// ```
package struct AtOnce: Sendable {
    /// The first outcome.
    package let x: PromiseRecipe
    /// The second outcome.
    package let y: PromiseRecipe

    /// Two outcomes.
    package init(_ x: PromiseRecipe, _ y: PromiseRecipe) {
        self.x = x
        self.y = y
    }

    /// Two outcomes a law was given: ``Given/outcome(_:)``.
    package init(_ x: Named<PromiseRecipe>, _ y: Named<PromiseRecipe>) {
        self.init(x.value, y.value)
    }

    /// Both values, ``combined(_:)``; the failure, if one fails; `0` if both fail.
    package var expected: Delivery {
        if x.fails && y.fails { return .value(0) }
        return Delivery(x.result.flatMap { a in y.result.map { b in combined([a, b]) } })
    }

    /// `delivery`, with either failure shown as `0` when both fail.
    package func judged(_ delivery: Delivery) -> Delivery {
        let failures = [x.result, y.result].map(Delivery.init)
        return x.fails && y.fails && failures.contains(delivery) ? .value(0) : delivery
    }

    /// `delivery`, with either outcome shown as `0`: for a race, which either may win.
    package func eitherWins(_ delivery: Delivery) -> Delivery {
        [x.result, y.result].map(Delivery.init).contains(delivery) ? .value(0) : delivery
    }
}
