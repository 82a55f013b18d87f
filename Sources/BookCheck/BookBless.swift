import Foundation

/// Whether this run should bless: rewrite the book's blocks and the transcripts from the truth
/// instead of failing.
///
/// ```swift
/// // BOOK_BLESS=1 swift test --filter BookTests
/// BookBless.isRequested // true
/// ```
///
/// - Note: Every checking function takes an explicit `bless:` argument whose default is this
///   value, so tests of the checker itself can pass `false` and stay unaffected by the variable.
public enum BookBless {
    /// The environment variable that asks for blessing: `BOOK_BLESS`.
    public static let variable = "BOOK_BLESS"

    /// True when `BOOK_BLESS` is set to `1`, `true` or `yes` in this process's environment.
    public static var isRequested: Bool {
        let value = ProcessInfo.processInfo.environment[variable]?.lowercased()
        return value == "1" || value == "true" || value == "yes"
    }
}
