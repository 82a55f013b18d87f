/// Where narration and terminal views write: standard output in a tour, a ``CapturedOutput`` in a test.
///
/// ```swift
/// let output = CapturedOutput()
/// output.write(["▶ first", "  → second"])
/// output.lines   // ["▶ first", "  → second"]
/// ```
///
/// - Note: A block of lines is written in one call, so lines written from callbacks on other threads
///   never interleave in the middle of a line or a block.
package protocol TextOutput: Sendable {
    /// Whether ANSI colour and in-place redrawing may be used: true only for an interactive terminal
    /// that is not dumb, with `NO_COLOR` unset or empty.
    var allowsANSI: Bool { get }

    /// Writes complete lines, each followed by a newline, as one uninterrupted block.
    ///
    /// - Parameter lines: The lines, without their newlines.
    func write(_ lines: [String])

    /// Shows a frame of an animation in place of the previous one; ignored where ``allowsANSI`` is false.
    ///
    /// - Parameter frame: One line without a newline; the next ``write(_:)`` or frame replaces it.
    func redraw(_ frame: String)
}
