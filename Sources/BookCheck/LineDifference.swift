/// The first line at which two texts differ, the way a reader wants to see drift.
///
/// ```swift
/// LineDifference.first(expected: ["a", "b"], actual: ["a", "c"])
/// // LineDifference(line: 2, expected: "b", actual: "c")
/// ```
public struct LineDifference: Sendable, Equatable {
    /// The 1-based number of the differing line within the compared texts.
    public let line: Int
    /// The line the truth (a source region, a transcript) has there; `nil` when it has ended.
    public let expected: String?
    /// The line that was found there (in the book, or in the output); `nil` when it has ended.
    public let actual: String?

    /// Makes a difference from its parts.
    ///
    /// - Parameters:
    ///   - line: The 1-based line number within the compared texts.
    ///   - expected: The truth's line, or `nil` past its end.
    ///   - actual: The found line, or `nil` past its end.
    public init(line: Int, expected: String?, actual: String?) {
        self.line = line
        self.expected = expected
        self.actual = actual
    }

    /// The first line at which `actual` differs from `expected`, or `nil` when they are equal.
    ///
    /// - Parameters:
    ///   - expected: The truth, one string per line.
    ///   - actual: What was found, one string per line.
    /// - Returns: Where they first differ; a text that is a prefix of the other differs at the
    ///   line after its end.
    public static func first(expected: [String], actual: [String]) -> LineDifference? {
        let count = max(expected.count, actual.count)
        for index in 0..<count {
            let want = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            if want != got {
                return LineDifference(line: index + 1, expected: want, actual: got)
            }
        }
        return nil
    }

    /// Two indented lines showing both sides, quoted so that spaces, tabs and escape codes show.
    ///
    /// - Parameters:
    ///   - expectedEnd: What to show when the truth has ended, such as "(end of the region)".
    ///   - actualEnd: What to show when the found text has ended, such as "(end of the block)".
    func rendered(expectedEnd: String, actualEnd: String) -> String {
        let want = expected.map { String(reflecting: $0) } ?? expectedEnd
        let got = actual.map { String(reflecting: $0) } ?? actualEnd
        return "  expected: \(want)\n  actual:   \(got)"
    }
}
