import Foundation
import Locking

/// A ``TextOutput`` writing to the process's standard output or standard error.
///
/// ```swift
/// let narrator = Narrator(output: StandardOutput.shared)
/// ```
package final class StandardOutput: TextOutput {
    /// The process's standard output; share it so frames and lines from every writer stay in order.
    package static let shared = StandardOutput(stream: .standardOutput)

    /// The stream written to.
    package let stream: Terminal.Stream
    /// Whether the stream is a terminal that is not dumb, and `NO_COLOR` is unset or empty; see ``Terminal/allowsANSI(isTerminal:environment:)``.
    package let allowsANSI: Bool

    /// Whether a frame from ``redraw(_:)`` is on screen, to be wiped before the next write.
    private let frameShowing = Locked(false)

    /// Makes an output for one of the process's streams, deciding ANSI support from that stream.
    ///
    /// - Parameter stream: Standard output or standard error.
    package init(stream: Terminal.Stream) {
        self.stream = stream
        allowsANSI = Terminal.allowsANSI(
            isTerminal: Terminal.isTerminal(stream),
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// Writes complete lines as one block, wiping any animation frame first.
    ///
    /// - Parameter lines: The lines, without their newlines.
    package func write(_ lines: [String]) {
        frameShowing.withLock { showing in
            let wipe = showing ? Terminal.clearLine : ""
            showing = false
            // Writing inside the lock keeps blocks whole and in order; it calls no one back.
            emit(wipe + lines.map { $0 + "\n" }.joined())
        }
    }

    /// Replaces the frame on screen with this one; does nothing unless ``allowsANSI``.
    ///
    /// - Parameter frame: One line without a newline.
    package func redraw(_ frame: String) {
        guard allowsANSI else { return }
        frameShowing.withLock { showing in
            showing = true
            emit(Terminal.clearLine + frame)
        }
    }

    private func emit(_ text: String) {
        let handle: FileHandle = stream == .standardOutput ? .standardOutput : .standardError
        // A closed pipe is not the tour's fault and not worth a crash; the text is simply lost.
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
