import Locking

/// A ``TextOutput`` that keeps everything in memory, for tests and for checking a tour's transcript.
///
/// ```swift
/// let output = CapturedOutput()
/// Narrator(output: output).step("bind flattens")
/// output.text   // "▶ bind flattens\n"
/// ```
package final class CapturedOutput: TextOutput {
    /// Whether writers may use ANSI; false unless a test asks to see the terminal drawing.
    package let allowsANSI: Bool

    private let captured = Locked(Captured())

    private struct Captured {
        var lines: [String] = []
        var frames: [String] = []
    }

    /// Makes an empty capture.
    ///
    /// - Parameter allowsANSI: Pretend to be an interactive terminal, to test the drawing in place.
    package init(allowsANSI: Bool = false) {
        self.allowsANSI = allowsANSI
    }

    /// Every line written so far, in order.
    package var lines: [String] {
        captured.withLock { $0.lines }
    }

    /// Every line written so far, each followed by a newline: what standard output would have shown.
    package var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Every animation frame drawn so far; always empty unless ``allowsANSI``.
    package var frames: [String] {
        captured.withLock { $0.frames }
    }

    /// Appends complete lines as one block.
    ///
    /// - Parameter lines: The lines, without their newlines.
    package func write(_ lines: [String]) {
        captured.withLock { $0.lines.append(contentsOf: lines) }
    }

    /// Records an animation frame, if ``allowsANSI``.
    ///
    /// - Parameter frame: One line without a newline.
    package func redraw(_ frame: String) {
        guard allowsANSI else { return }
        captured.withLock { $0.frames.append(frame) }
    }
}
