#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether to use ANSI colour, and the few escape sequences the terminal view needs.
///
/// ```swift
/// Terminal.allowsANSI(isTerminal: true, environment: [:])                  // true
/// Terminal.allowsANSI(isTerminal: true, environment: ["NO_COLOR": "1"])    // false
/// Terminal.allowsANSI(isTerminal: true, environment: ["TERM": "dumb"])     // false
/// Terminal.allowsANSI(isTerminal: false, environment: [:])                 // false: a pipe or a file
/// ```
package enum Terminal {
    /// One of the process's output streams.
    package enum Stream: Sendable {
        /// File descriptor 1.
        case standardOutput
        /// File descriptor 2.
        case standardError
    }

    /// Decides whether colour and drawing in place are allowed.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the stream is an interactive terminal.
    ///   - environment: The process environment: a non-empty `NO_COLOR` turns colour off (the
    ///     convention at no-color.org: set but empty does not), and so does `TERM=dumb`.
    /// - Returns: True only for a terminal that is not dumb, with `NO_COLOR` unset or empty.
    /// - Note: Piped or redirected output (a transcript, CI) is therefore always plain text.
    package static func allowsANSI(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether a stream of this process is an interactive terminal.
    ///
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: The answer of `isatty` for the stream's file descriptor.
    package static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    /// Whether standard input is an interactive terminal, so that waiting for Enter makes sense
    /// (`--step`); a pipe or `/dev/null` would make the wait end at once or never.
    package static var isInteractiveInput: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Returns to the start of the line and erases it.
    static let clearLine = "\r\u{1B}[2K"
    /// Ends every colour and style.
    static let reset = "\u{1B}[0m"
}
