/// A background colour a ``TerminalView`` can have, with its name and its ANSI code.
///
/// ```swift
/// TerminalColor.purple.displayName   // "purple"
/// ```
package enum TerminalColor: String, Sendable, CaseIterable, CustomStringConvertible {
    /// White.
    case white
    /// Black.
    case black
    /// Gray.
    case gray
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Purple.
    case purple
    /// Cyan.
    case cyan
    /// Orange.
    case orange

    /// The colour's name as the plain output shows it.
    package var displayName: String {
        rawValue
    }

    /// The same as ``displayName``.
    package var description: String {
        displayName
    }

    /// `text` in this colour, when `allowsANSI`; otherwise `text` as it is.
    ///
    /// ```swift
    /// TerminalColor.green.paint("✓", allowsANSI: false)   // "✓"
    /// ```
    package func paint(_ text: String, allowsANSI: Bool) -> String {
        guard allowsANSI else { return text }
        let code: String =
            switch self {
            case .black: "30"
            case .red: "31"
            case .green: "32"
            case .yellow: "33"
            case .blue: "34"
            case .purple: "35"
            case .cyan: "36"
            case .white: "97"
            case .gray: "90"
            case .orange: "38;5;208"
            }
        return "\u{1B}[\(code)m" + text + Terminal.reset
    }

    /// The escape sequence that paints the background in this colour.
    var ansiBackground: String {
        let code: String =
            switch self {
            case .black: "40"
            case .red: "41"
            case .green: "42"
            case .yellow: "43"
            case .blue: "44"
            case .purple: "45"
            case .cyan: "46"
            case .white: "107"
            case .gray: "100"
            // The 16 basic colours have no orange; 208 is orange in the 256-colour palette.
            case .orange: "48;5;208"
            }
        return "\u{1B}[\(code)m"
    }
}
