import Foundation

/// The deepest chain on a pending root that a design settles without exhausting the thread's
/// stack. A design that runs out of stack crashes, so each length is tried in a child process of
/// the benchmark (`--depth-probe`), on its main thread, with the stack every program gets: the
/// benchmark itself never crashes.
enum Depth {
    /// Doubles the length from 1,024 until a chain fails or `cap` works, then halves the gap
    /// between the last length that worked and the first that failed `refinements` times.
    /// Returns the longest length that worked, and whether the search stopped at `cap`.
    static func deepest(design: Int, cap: Int, refinements: Int) -> (length: Int, capped: Bool) {
        var works = 0
        var fails = 1_024
        while works < cap {
            guard probe(design: design, length: fails) else { break }
            works = fails
            fails = min(fails * 2, cap)
        }
        if works >= cap { return (works, true) }
        for _ in 0..<refinements where fails - works > 1 {
            let middle = works + (fails - works) / 2
            if probe(design: design, length: middle) { works = middle } else { fails = middle }
        }
        return (works, false)
    }

    /// Whether a child process settles a chain of `length` on design number `design` and
    /// delivers the right value.
    static func probe(design: Int, length: Int) -> Bool {
        let child = Process()
        child.executableURL = Bundle.main.executableURL
        child.arguments = ["--depth-probe", String(design), String(length)]
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice  // a crash's backtrace is the expected answer
        do {
            try child.run()
        } catch {
            return false
        }
        child.waitUntilExit()
        return child.terminationReason == .exit && child.terminationStatus == 0
    }

    /// The child's side: build, settle, check, exit 0; a crash is the parent's answer too.
    static func runProbe(design: Int, length: Int) -> Never {
        guard designs.indices.contains(design) else { exit(64) }
        let delivered = designs[design].depthChain(length: length)
        exit(delivered == length ? 0 : 1)
    }
}
