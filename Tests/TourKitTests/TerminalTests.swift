import Testing
import TourKit

@Suite("Terminal colour decision")
struct TerminalTests {
    @Test(
        "ANSI only on a terminal that is not dumb, with NO_COLOR unset or empty",
        arguments: [
            (true, [String: String](), true),
            (true, ["NO_COLOR": "1"], false),
            (true, ["NO_COLOR": ""], true),
            (true, ["TERM": "dumb"], false),
            (true, ["TERM": "xterm-256color", "NO_COLOR": ""], true),
            (false, [:], false),
            (false, ["TERM": "xterm-256color"], false),
        ]
    )
    func decision(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(Terminal.allowsANSI(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test("every colour has a lowercase display name")
    func names() {
        #expect(
            TerminalColor.allCases.allSatisfy {
                $0.displayName == $0.rawValue && $0.displayName == $0.displayName.lowercased()
            })
        #expect(TerminalColor.purple.description == "purple")
    }
}
