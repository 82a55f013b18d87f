import PromiseLaws

/// A lawful control with an error channel: a lazy value type that delivers a `Result`.
struct ResultThunk: Sendable {
    let run: @Sendable (@escaping @Sendable (Result<Int, LawError>) -> Void) -> Void
}

struct ResultThunkDesign: RecoveringDesign {
    let name = "a lazy Result promise (control)"

    func make(_ source: PromiseSource) -> ResultThunk { ResultThunk { done in source.start(done) } }
    func observe(_ promise: ResultThunk, _ deliver: @escaping @Sendable (Delivery) -> Void) {
        promise.run { deliver(Delivery($0)) }
    }
    func map(_ promise: ResultThunk, _ transform: @escaping @Sendable (Int) -> Int) -> ResultThunk {
        ResultThunk { done in promise.run { done($0.map(transform)) } }
    }
    func pure(_ value: Int) -> ResultThunk { ResultThunk { done in done(.success(value)) } }
    func fail(_ error: LawError) -> ResultThunk { ResultThunk { done in done(.failure(error)) } }
    func flatMap(_ promise: ResultThunk, _ transform: @escaping @Sendable (Int) -> ResultThunk) -> ResultThunk {
        ResultThunk { done in
            promise.run { result in
                switch result {
                case .success(let value): transform(value).run(done)
                case .failure(let error): done(.failure(error))
                }
            }
        }
    }
    func recover(_ promise: ResultThunk, _ transform: @escaping @Sendable (LawError) -> ResultThunk) -> ResultThunk {
        ResultThunk { done in
            promise.run { result in
                switch result {
                case .success: done(result)
                case .failure(let error): transform(error).run(done)
                }
            }
        }
    }
}
