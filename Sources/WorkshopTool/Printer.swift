import TourKit

/// Where the workshop writes, and whether it may use colour: the tours' terminal conventions
/// (a terminal, `NO_COLOR` unset, `TERM` not dumb), from TourKit.
struct Printer: Sendable {
    let output: any TextOutput

    /// Writes one line.
    func line(_ text: String) { output.write([text]) }

    /// `text` in `color` where the terminal allows it.
    func paint(_ text: String, _ color: TerminalColor) -> String { color.paint(text, allowsANSI: output.allowsANSI) }
}
