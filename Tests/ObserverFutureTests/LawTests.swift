import ObserverFuture
import PromiseLaws
import Testing

@Suite("the observer-array future is lawful")
struct LawTests {
    @Test("functor, monad and error laws",
          arguments: Law<ObserverDesign>.functor + Law<ObserverDesign>.monad + Law<ObserverDesign>.errors)
    func laws(_ law: Law<ObserverDesign>) async {
        await expectLaw(law, holdsFor: ObserverDesign())
    }

    @Test("at most once: a second resolution is ignored")
    func atMostOnce() async {
        await expectLaw(.atMostOnce, holdsFor: ObserverDesign())
    }

    @Test("exhibit: the post's promise notifies its observers again on every resolution")
    func postPromiseExhibit() async {
        // A known issue: this design is broken on purpose. If it ever passes, the test fails.
        await withKnownIssue {
            await expectLaw(.atMostOnce, holdsFor: PostDesign())
        }
    }
}
