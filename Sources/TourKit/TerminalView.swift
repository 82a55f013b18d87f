import Dispatch
import Locking

/// A small stand-in for a `UIView`: a named block with a background colour that can animate.
///
/// ```swift
/// let view = TerminalView(name: "form", narrator: narrator, pace: .fast)
/// view.animate(duration: 2, changes: { $0.backgroundColor = .red }) {
///     narrator.step("the form is red")
/// }
/// // prints "form: white → red (2 s)" at once, then the step 2 s later (80 ms when fast)
/// view.history   // [.white, .red]
/// ```
///
/// On an interactive terminal (``TextOutput/allowsANSI``) the change is drawn in place as a coloured block
/// wiping from the old colour to the new one, then left on screen as a line; anywhere else each change
/// prints exactly one plain line, the same at every pace.
package final class TerminalView: Sendable {
    /// The name that starts each of the view's lines, such as "form"; "view" unless given.
    package let name: String
    /// The pace that scales the view's animations.
    package let pace: Pace

    private let narrator: Narrator
    private let queue: DispatchQueue
    private let state: Locked<State>

    private struct State {
        var color: TerminalColor
        var history: [TerminalColor]
        var animationDepth = 0
    }

    /// How many frames an animation is drawn in, on a terminal.
    static let frameCount = 6
    /// How many character cells wide the drawn block is.
    static let blockWidth = 12

    /// Makes a view with a starting colour.
    ///
    /// - Parameters:
    ///   - name: What the view's lines start with, so several views can be told apart.
    ///   - backgroundColor: The starting colour, the first entry of ``history``.
    ///   - narrator: Whose output the view writes to.
    ///   - pace: How to scale animation durations; the printed duration is always the nominal one.
    package init(
        name: String = "view", backgroundColor: TerminalColor = .white, narrator: Narrator, pace: Pace = .normal
    ) {
        self.name = name
        self.pace = pace
        self.narrator = narrator
        queue = DispatchQueue(label: "TerminalView.\(name)")
        state = Locked(State(color: backgroundColor, history: [backgroundColor]))
    }

    /// The view's colour; setting it outside an animation prints `<name>: <old> → <new>` at once.
    package var backgroundColor: TerminalColor {
        get { state.withLock { $0.color } }
        set {
            let change = state.withLock { state -> (TerminalColor, Int) in
                let old = state.color
                state.color = newValue
                state.history.append(newValue)
                return (old, state.animationDepth)
            }
            if change.1 == 0 {
                narrator.emit([Self.line(name: name, from: change.0, to: newValue, duration: nil)])
            }
        }
    }

    /// Every colour the view has had, the starting one first, one entry per change.
    package var history: [TerminalColor] {
        state.withLock { $0.history }
    }

    /// Applies changes at once, like `UIView.animate`, and calls back when the paced duration has passed.
    ///
    /// - Parameters:
    ///   - duration: The nominal duration in seconds; the wait is ``Pace/scaled(seconds:)`` of it.
    ///   - changes: Sets the view's properties; runs synchronously, before this method returns.
    ///   - completion: Runs on the view's own serial queue once the animation is over, never before this method returns.
    /// - Note: Without a terminal the one line is printed when the animation starts, because that is when the
    ///   view's state changes; on a terminal the line stays on screen when the animation ends.
    package func animate(
        duration: Double,
        changes: @escaping @Sendable (TerminalView) -> Void,
        completion: @escaping @Sendable () -> Void
    ) {
        let before = state.withLock { state in
            state.animationDepth += 1
            return state.color
        }
        changes(self)
        let after = state.withLock { state in
            state.animationDepth -= 1
            return state.color
        }
        let line = Self.line(name: name, from: before, to: after, duration: duration)
        let paced = pace.scaled(seconds: duration)
        let start = DispatchTime.now()
        guard narrator.output.allowsANSI else {
            narrator.emit([line])
            queue.asyncAfter(deadline: start + paced.dispatchInterval, execute: completion)
            return
        }
        let output = narrator.output
        for frame in 0..<Self.frameCount {
            let drawing = Self.block(from: before, to: after, progress: frame) + " " + line
            queue.asyncAfter(deadline: start + (paced * Double(frame) / Double(Self.frameCount)).dispatchInterval) {
                output.redraw(drawing)
            }
        }
        let finalLine = Self.block(from: before, to: after, progress: Self.frameCount) + " " + line
        queue.asyncAfter(deadline: start + paced.dispatchInterval) { [narrator] in
            narrator.emit([finalLine])
            completion()
        }
    }

    /// Applies changes at once and returns when the paced duration has passed.
    ///
    /// - Parameters:
    ///   - duration: The nominal duration in seconds.
    ///   - changes: Sets the view's properties.
    package func animate(duration: Double, changes: @escaping @Sendable (TerminalView) -> Void) async {
        await withCheckedContinuation { continuation in
            animate(duration: duration, changes: changes) { continuation.resume() }
        }
    }

    /// The plain line for a change: `form: white → red (2 s)`, or without the duration for a direct change.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - old: The colour before.
    ///   - new: The colour after.
    ///   - duration: The nominal duration in seconds, or `nil` for a change made without animation.
    /// - Returns: The line, with whole seconds printed without a decimal point ("2 s", "0.5 s").
    package static func line(name: String, from old: TerminalColor, to new: TerminalColor, duration: Double?) -> String
    {
        let change = "\(name): \(old) → \(new)"
        guard let duration else { return change }
        let seconds = duration == duration.rounded() && abs(duration) < 1e15 ? String(Int(duration)) : String(duration)
        return "\(change) (\(seconds) s)"
    }

    /// A block of coloured cells, the new colour wiping over the old from the left.
    private static func block(from old: TerminalColor, to new: TerminalColor, progress frame: Int) -> String {
        let painted = blockWidth * frame / frameCount
        return new.ansiBackground + String(repeating: " ", count: painted)
            + old.ansiBackground + String(repeating: " ", count: blockWidth - painted)
            + Terminal.reset
    }
}
