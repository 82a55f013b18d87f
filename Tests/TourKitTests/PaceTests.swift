import Testing
import TourKit

@Suite("Pace")
struct PaceTests {
    @Test("fast divides durations by 25, exactly")
    func fast() {
        #expect(Pace.fast.scaled(.seconds(2)) == .milliseconds(80))
        #expect(Pace.fast.scaled(.milliseconds(300)) == .milliseconds(12))
        #expect(Pace.fast.scaled(seconds: 2) == 0.08)
    }

    @Test("normal leaves durations as they are", arguments: [0.0, 0.25, 1.0, 3.5])
    func normal(seconds: Double) {
        #expect(Pace.normal.scaled(seconds: seconds) == seconds)
        #expect(Pace.normal.scaled(.seconds(seconds)) == .seconds(seconds))
    }

    @Test("fast is always shorter than normal for a positive duration", arguments: [0.01, 1.0, 60.0])
    func shorter(seconds: Double) {
        #expect(Pace.fast.scaled(seconds: seconds) < Pace.normal.scaled(seconds: seconds))
    }
}
