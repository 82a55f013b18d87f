/// How fast a tour runs: at its natural pace, or shrunk so a whole tour finishes in a second or two.
///
/// ```swift
/// Pace.fast.scaled(.seconds(2))    // .milliseconds(80)
/// Pace.fast.scaled(seconds: 2)     // 0.08
/// Pace.normal.scaled(seconds: 2)   // 2.0
/// ```
///
/// - Note: Only the waiting changes with the pace, never the text: a view prints its nominal
///   duration, so `swift run <tour>` and `swift run <tour> --fast` print the same transcript.
package enum Pace: String, Sendable, CaseIterable {
    /// Delays and animations last as long as they say.
    case normal
    /// Delays and animations are divided by ``Pace/fastDivisor``.
    case fast

    /// How many times shorter every delay and animation is at the fast pace.
    ///
    /// - Note: A whole number, so a paced `Duration` is exact rather than rounded.
    package static let fastDivisor = 25

    /// What a nominal duration is divided by at this pace: 1 when normal, ``fastDivisor`` when fast.
    package var divisor: Int {
        switch self {
        case .normal: 1
        case .fast: Pace.fastDivisor
        }
    }

    /// The time a nominal duration really takes at this pace.
    ///
    /// - Parameter duration: The duration as the tour states it.
    /// - Returns: `duration` divided by ``divisor``.
    package func scaled(_ duration: Duration) -> Duration {
        duration / divisor
    }

    /// The time, in seconds, that a nominal number of seconds really takes at this pace.
    ///
    /// - Parameter seconds: The duration as the tour states it, such as an animation's `duration:`.
    /// - Returns: `seconds` divided by ``divisor``.
    package func scaled(seconds: Double) -> Double {
        seconds / Double(divisor)
    }
}
