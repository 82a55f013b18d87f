import ResultPromise
import TourKit

extension ResultChainingTour {
    static func overloads(_ narrator: Narrator) {
        narrator.section("Which then?")
        let number = Promise<Int, LookupError>(value: 20)
        narrator.step("a closure returning a value")
        narrator.result(String(describing: type(of: number.then { $0 + 1 })))
        narrator.step("a closure returning a promise: flattened, not nested")
        narrator.result(String(describing: type(of: number.then { Promise<Int, LookupError>(value: $0 + 1) })))
        narrator.step("a function returning a Result: then(ITunes.toModel)")
        narrator.result(
            String(
                describing: type(
                    of: Promise<LookupResponse, LookupError>(value: .init(resultCount: 0, results: []))
                        .then(ITunes.toModel))))
        narrator.step("a closure returning a promise with another error type: nested, the one surprise")
        narrator.result(String(describing: type(of: number.then { Promise<Int, Never>(value: $0) })))
        narrator.step("steer it with mapError first")
        narrator.result(
            String(
                describing: type(of: number.then { Promise<Int, Never>(value: $0).mapError { _ -> LookupError in } })))
    }
}
