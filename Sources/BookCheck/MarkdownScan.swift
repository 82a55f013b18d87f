/// A book chapter read as the checker needs it: fenced blocks, and the markers above them.
///
/// Markers inside a fenced block are text, not markers, so a chapter may show the conventions
/// themselves in a block.
struct MarkdownScan {
    /// A fenced block: where it opens and closes, and its fence.
    struct Block {
        /// The fence that opened the block.
        let fence: Fence
        /// The 0-based index of the opening fence line.
        let opening: Int
        /// The 0-based index of the closing fence line, or `nil` when the block is never closed.
        let closing: Int?
        /// The 0-based indices of the content lines.
        let content: Range<Int>
    }

    /// A marker and the 0-based index of its line.
    struct PlacedMarker {
        let marker: Marker
        let index: Int
    }

    /// What follows a marker that no block follows.
    enum Follower {
        /// Prose at this 0-based line index.
        case prose(Int)
        /// Another marker at this 0-based line index.
        case marker(Int)
        /// Nothing: the file ends.
        case endOfFile
    }

    /// One finding, in file order.
    enum Event {
        /// A block whose last non-blank line above is this marker.
        case marked(PlacedMarker, Block)
        /// A block with no marker right above it.
        case unmarked(Block)
        /// A marker with no block after it.
        case stranded(PlacedMarker, Follower)
    }

    /// The findings, in file order.
    let events: [Event]

    /// Scans `lines` (raw, as `TextLines.raw` splits them).
    init(lines: [String]) {
        var events: [Event] = []
        var pending: PlacedMarker?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let fence = Fence(opening: line) {
                var closing: Int?
                var next = index + 1
                while next < lines.count {
                    if fence.isClosed(by: lines[next]) { closing = next; break }
                    next += 1
                }
                let end = closing ?? lines.count
                let block = Block(fence: fence, opening: index, closing: closing, content: (index + 1)..<end)
                events.append(pending.map { .marked($0, block) } ?? .unmarked(block))
                pending = nil
                index = end + 1
                continue
            }
            if let marker = Marker(line: line) {
                if let stranded = pending { events.append(.stranded(stranded, .marker(index))) }
                pending = PlacedMarker(marker: marker, index: index)
            } else if !TextLines.isBlank(line), let stranded = pending {
                events.append(.stranded(stranded, .prose(index)))
                pending = nil
            }
            index += 1
        }
        if let stranded = pending { events.append(.stranded(stranded, .endOfFile)) }
        self.events = events
    }
}
