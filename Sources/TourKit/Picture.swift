import Foundation
import Locking

/// A picture of what happened in time, recorded while a tour runs and drawn as a Mermaid
/// diagram, which GitHub renders in Markdown. The book shows it from `Book/pictures/<name>.mmd`,
/// and a test records it again from a run and compares, so a picture cannot drift from the code.
///
/// ```swift
/// let picture = SequencePicture(name: "lazy-monad-laziness", participants: ["tour", "chain", "host"])
/// picture.message("tour", "chain", "execute()")
/// picture.mermaid   // "sequenceDiagram\n    participant tour\n …"
/// ```
package protocol Picture: Sendable {
    /// The file name, without `.mmd`: `<tour>-<scene>`.
    var name: String { get }
    /// The Mermaid text, ending with a newline.
    var mermaid: String { get }
}

/// The pictures a tour run recorded, in the order they were made.
package final class Pictures: Sendable {
    private let recorded = Locked<[any Picture]>([])

    /// An empty collection.
    package init() {}

    /// Keeps `picture` (and returns it, to record into).
    @discardableResult
    package func add<P: Picture>(_ picture: P) -> P {
        recorded.withLock { $0.append(picture) }
        return picture
    }

    /// Every picture recorded so far.
    package var all: [any Picture] { recorded.withLock { $0 } }
}

/// A sequence diagram: who asked whom for what, in the order it happened.
package final class SequencePicture: Picture {
    package let name: String
    private let participants: [String]
    private let lines = Locked<[String]>([])

    /// A picture whose lanes are `participants`, left to right.
    package init(name: String, participants: [String]) {
        self.name = name
        self.participants = participants
    }

    /// An arrow from `from` to `to` labelled `text`; `reply` draws it dashed, `async` open-ended.
    package func message(_ from: String, _ to: String, _ text: String, reply: Bool = false, async: Bool = false) {
        let arrow = async ? "-)" : reply ? "-->>" : "->>"
        record("\(id(from))\(arrow)\(id(to)): \(Self.escaped(text))")
    }

    /// A note spanning the lanes from `first` to `last` (or over `first` alone).
    package func note(over first: String, _ last: String? = nil, _ text: String) {
        record("Note over \(id(first))" + (last.map { ",\(id($0))" } ?? "") + ": \(Self.escaped(text))")
    }

    package var mermaid: String {
        let header = ["sequenceDiagram"] + participants.map { "    participant \(id($0)) as \($0)" }
        return (header + lines.withLock { $0 }.map { "    " + $0 }).joined(separator: "\n") + "\n"
    }

    private func record(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// A lane's id: its position, so any text can name it.
    private func id(_ participant: String) -> String {
        guard let index = participants.firstIndex(of: participant) else {
            preconditionFailure("\(participant) is not a participant of \(name)")
        }
        return "P\(index)"
    }

    /// Text Mermaid reads as text: `;` and `#` start syntax there.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "no. ")
    }
}

/// A Gantt chart: bars of time in sections, on an axis of whole units (rounds, or tenths of a second).
package final class GanttPicture: Picture {
    package let name: String
    private let title: String
    private let unit: String
    private let bars = Locked<[(section: String, label: String, start: Int, end: Int)]>([])

    /// A chart titled `title` whose axis counts `unit`s from 0.
    package init(name: String, title: String, unit: String) {
        self.name = name
        self.title = title
        self.unit = unit
    }

    /// A bar in `section` from `start` to `end` units.
    package func bar(_ section: String, _ label: String, from start: Int, to end: Int) {
        bars.withLock { $0.append((section, label, start, end)) }
    }

    /// The bars, grouped by section in the order each section first appeared, then by start.
    package var mermaid: String {
        let all = bars.withLock { $0 }
        var sections: [String] = []
        for bar in all where !sections.contains(bar.section) { sections.append(bar.section) }
        var lines = ["gantt", "    title \(title) (axis: \(unit))", "    dateFormat X", "    axisFormat %s"]
        for section in sections {
            lines.append("    section \(section)")
            let ordered = all.enumerated().filter { $0.element.section == section }
                .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            lines += ordered.map { "    \(SequencePicture.escaped($0.label)) :\($0.start), \($0.end)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A state diagram: the states a value went through and what moved it, each edge drawn once.
package final class StatePicture: Picture {
    package let name: String
    private let edges = Locked<[String]>([])

    /// An empty diagram.
    package init(name: String) {
        self.name = name
    }

    /// A move from `from` to `to` because of `cause`; `nil` for the start or the end (`[*]`).
    package func transition(from: String?, to: String?, _ cause: String? = nil) {
        let line = "\(from ?? "[*]") --> \(to ?? "[*]")" + (cause.map { ": \(SequencePicture.escaped($0))" } ?? "")
        edges.withLock { if !$0.contains(line) { $0.append(line) } }
    }

    package var mermaid: String {
        (["stateDiagram-v2"] + edges.withLock { $0 }.map { "    " + $0 }).joined(separator: "\n") + "\n"
    }
}
