import Locking
import TourKit

/// When each form of a scene appeared, began to be dismissed and was gone, measured on the
/// clock, and drawn as a Gantt chart in half-seconds of the normal pace.
///
/// - Note: Every animation and delay in the scene lasts a whole number of half-seconds, so a
///   measured time rounded to the nearest half-second is the scheduled one, unless a timer fires
///   a quarter of a second late.
final class FormTimes: Sendable {
    enum Moment: Sendable { case appeared, dismissing, gone }

    private let start = ContinuousClock.now
    private let moments = Locked<[(form: String, moment: Moment, at: Duration)]>([])

    /// Notes that `form` reached `moment` now.
    func note(_ form: String, _ moment: Moment) {
        let now = ContinuousClock.now - start
        moments.withLock { $0.append((form, moment, now)) }
    }

    /// The chart: for each form, a bar while it was on screen and one while it was going.
    func chart(name: String, pace: Pace, cleanup: EnsureAsyncTour.Cleanup) -> GanttPicture {
        let chart = GanttPicture(
            name: name, title: "Two forms in a row, cleaned up with \(cleanup.rawValue)", unit: "half-seconds")
        let all = moments.withLock { $0 }
        var forms: [String] = []
        for entry in all where !forms.contains(entry.form) { forms.append(entry.form) }
        for form in forms {
            func time(_ moment: Moment) -> Int? {
                all.first { $0.form == form && $0.moment == moment }.map { halfSeconds($0.at, pace) }
            }
            guard let appeared = time(.appeared), let gone = time(.gone) else { continue }
            chart.bar(form, "on screen", from: appeared, to: gone)
            if let dismissing = time(.dismissing) { chart.bar(form, "dismissing", from: dismissing, to: gone) }
        }
        return chart
    }

    /// `duration` in half-seconds of the normal pace, rounded.
    private func halfSeconds(_ duration: Duration, _ pace: Pace) -> Int {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return Int((seconds * Double(pace.divisor) * 2).rounded())
    }
}
