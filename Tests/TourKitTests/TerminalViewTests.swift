import Locking
import PromiseLaws
import Testing
import TourKit

@Suite("TerminalView")
struct TerminalViewTests {
    /// A short script of changes: one direct, three animated, the last one with no change at all.
    private func runScript(pace: Pace, output: CapturedOutput) async -> [TerminalColor] {
        let narrator = Narrator(output: output)
        let form = TerminalView(name: "form", narrator: narrator, pace: pace)
        let banner = TerminalView(name: "banner", backgroundColor: .gray, narrator: narrator, pace: pace)
        form.backgroundColor = .yellow
        await form.animate(duration: 0.05) { $0.backgroundColor = .red }
        await banner.animate(duration: 0.02) { $0.backgroundColor = .green }
        await form.animate(duration: 0.01) { _ in }
        return form.history
    }

    @Test("without a terminal each step is one plain line, with no escape bytes")
    func plain() async {
        let output = CapturedOutput()
        let history = await runScript(pace: .fast, output: output)
        #expect(
            output.lines == [
                "form: white → yellow",
                "form: yellow → red (0.05 s)",
                "banner: gray → green (0.02 s)",
                "form: red → red (0.01 s)",
            ])
        #expect(!output.text.contains("\u{1B}"))
        #expect(!output.text.contains("\r"))
        #expect(output.frames.isEmpty)
        #expect(history == [.white, .yellow, .red])
    }

    @Test("fast and normal pace print exactly the same text")
    func sameAtEveryPace() async {
        let fast = CapturedOutput()
        let normal = CapturedOutput()
        _ = await runScript(pace: .fast, output: fast)
        _ = await runScript(pace: .normal, output: normal)
        #expect(fast.text == normal.text)
    }

    @Test("the view's pace shortens what it waits, not what it prints")
    func pacedDuration() {
        let view = TerminalView(narrator: Narrator(output: CapturedOutput()), pace: .fast)
        #expect(view.pace.scaled(seconds: 2) == 0.08)
        #expect(TerminalView.line(name: "view", from: .white, to: .red, duration: 2) == "view: white → red (2 s)")
    }

    @Test("the change is applied before animate returns, the completion comes after")
    func ordering() async throws {
        let output = CapturedOutput()
        let view = TerminalView(narrator: Narrator(output: output), pace: .fast)
        let completed = Locked(false)
        let colorInCompletion: TerminalColor = try await waitForCallback { done in
            view.animate(duration: 1, changes: { $0.backgroundColor = .blue }) {
                completed.withLock { $0 = true }
                done(view.backgroundColor)
            }
            #expect(view.backgroundColor == .blue)
        }
        #expect(colorInCompletion == .blue)
        #expect(completed.withLock { $0 })
        #expect(output.lines == ["view: white → blue (1 s)"])
    }

    @Test(
        "durations print whole seconds without a decimal point",
        arguments: [(2.0, "2 s"), (0.5, "0.5 s"), (1.25, "1.25 s"), (0, "0 s")])
    func durationText(duration: Double, text: String) {
        #expect(
            TerminalView.line(name: "v", from: .black, to: .white, duration: duration) == "v: black → white (\(text))")
    }

    @Test("on a terminal the change is drawn in place in colour and then left as a line")
    func ansi() async {
        let output = CapturedOutput(allowsANSI: true)
        let view = TerminalView(name: "form", narrator: Narrator(output: output), pace: .fast)
        await view.animate(duration: 0.1) { $0.backgroundColor = .purple }
        #expect(output.frames.count == 6)
        #expect(output.frames.allSatisfy { $0.contains("\u{1B}[45m") && $0.hasSuffix("form: white → purple (0.1 s)") })
        #expect(output.lines.count == 1)
        #expect(output.lines.first?.hasSuffix("form: white → purple (0.1 s)") == true)
        #expect(output.lines.first?.contains("\u{1B}[") == true)
    }
}
