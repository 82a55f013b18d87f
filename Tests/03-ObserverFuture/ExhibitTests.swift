import PromiseLaws
import TestSupport
import Testing

@Suite("the chapter's exhibit: broken on purpose, caught by the law it breaks")
struct ExhibitTests {
    @Test(
        "the exhibit fails its law, with the report the book shows",
        arguments: [
            Exhibit(PostDesign(), breaks: .atMostOnce, transcript: "observer-future-exhibit")
        ])
    func exhibit(_ exhibit: Exhibit<PostDesign>) async {
        await expectExhibit(exhibit)
    }
}
