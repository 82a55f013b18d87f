import BookCheck
import Testing

/// Regions read out of sources: nesting, overlap, indentation, and anchors that do not pair up.
@Suite("Anchored regions")
struct AnchoredSourceTests {
    static let source = """
        enum Outer {
            // ANCHOR: outer
            struct Inner {
                // ANCHOR: inner
                let a = 1
            \t
                // ANCHOR: overlap
                let b = 2
                // ANCHOR_END: inner
                let c = 3
                //ANCHOR_END: overlap
            }
            // ANCHOR_END: outer
        }
        """

    @Test(
        "nested and overlapping regions leave out every anchor line and their shared indentation",
        arguments: [
            ("outer", ["struct Inner {", "    let a = 1", "", "    let b = 2", "    let c = 3", "}"]),
            ("inner", ["let a = 1", "", "let b = 2"]),
            ("overlap", ["let b = 2", "let c = 3"]),
        ])
    func regions(name: String, lines: [String]) {
        let source = AnchoredSource(text: Self.source)
        #expect(source.region(named: name) == lines)
        #expect(source.mismatches == [])
    }

    @Test("indentation is removed only as far as every non-blank line shares it, tabs included")
    func sharedIndentation() {
        let source = AnchoredSource(text: "\t// ANCHOR: mixed\n\t\tlet a = 1\n\t let b = 2\n\t// ANCHOR_END: mixed\n")
        #expect(source.region(named: "mixed") == ["\tlet a = 1", " let b = 2"])
    }

    @Test("Windows line endings do not leak into regions")
    func carriageReturns() {
        let source = AnchoredSource(text: "// ANCHOR: a\r\nlet a = 1\r\n// ANCHOR_END: a\r\n")
        #expect(source.region(named: "a") == ["let a = 1"])
    }

    @Test("anchors that do not pair up are listed with their lines, in file order")
    func mismatches() {
        let source = AnchoredSource(
            text: """
                // ANCHOR: open
                // ANCHOR_END: stray
                // ANCHOR: done
                // ANCHOR_END: done
                // ANCHOR: done
                // ANCHOR_END: done
                // ANCHOR:
                """)
        #expect(
            source.mismatches == [
                .unterminated(name: "open", line: 1),
                .endWithoutStart(name: "stray", line: 2),
                .duplicate(name: "done", line: 5),
                .unnamed(line: 7),
            ])
        #expect(source.region(named: "open") == nil)
        #expect(source.region(named: "done") == [])
    }

    @Test("a comment that merely mentions ANCHOR is code, not an anchor")
    func mentionIsNotAnAnchor() {
        let source = AnchoredSource(text: "// ANCHOR: a\nlet s = \"// ANCHOR: b\" // see ANCHOR: c\n// ANCHOR_END: a\n")
        #expect(source.region(named: "a") == ["let s = \"// ANCHOR: b\" // see ANCHOR: c"])
        #expect(source.mismatches == [])
    }
}
