import Foundation

/// A bar chart of ratios to a baseline, one panel per measure and one bar per design, drawn as
/// SVG by hand (no dependencies): bars grow right of the 1× line when a design costs more than the
/// baseline, left when it costs less, on a logarithmic axis so that 2× and ½× look as far apart.
///
/// ```swift
/// let chart = Chart(title: "cost per step", designs: ["Mutex", "ch3"], measures: ["map"],
///                   ratios: [[1.0], [1.6]])
/// try chart.svg().write(toFile: "costs.svg", atomically: true, encoding: .utf8)
/// ```
public struct Chart: Sendable {
    public var title: String
    public var designs: [String]
    public var measures: [String]
    /// `ratios[design][measure]`; `nil` where a design has no such measure.
    public var ratios: [[Double?]]

    public init(title: String, designs: [String], measures: [String], ratios: [[Double?]]) {
        self.title = title
        self.designs = designs
        self.measures = measures
        self.ratios = ratios
    }

    /// The axis runs from 1/16× to 64×; a ratio beyond it is drawn to the edge and labelled.
    static let lowest = 1.0 / 16
    static let highest = 64.0

    /// The chart as a standalone SVG document.
    public func svg() -> String {
        let width = 760.0
        let labelWidth = 230.0
        let plotLeft = labelWidth + 10
        let plotWidth = width - plotLeft - 60
        let bar = 14.0
        let gap = 4.0
        let panelHeader = 26.0
        let panelHeight = panelHeader + Double(designs.count) * (bar + gap) + 10
        let top = 40.0
        let height = top + Double(measures.count) * panelHeight + 24
        func x(_ ratio: Double) -> Double {
            let clamped = min(max(ratio, Chart.lowest), Chart.highest)
            let span = log2(Chart.highest) - log2(Chart.lowest)
            return plotLeft + (log2(clamped) - log2(Chart.lowest)) / span * plotWidth
        }
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="24" font-size="15" font-weight="bold">\(escaped(title))</text>

            """
        for (index, measure) in measures.enumerated() {
            let panelTop = top + Double(index) * panelHeight
            out += "<text x=\"10\" y=\"\(fixed(panelTop + 16, digits: 1))\" font-weight=\"bold\">"
            out += escaped(measure) + "</text>\n"
            var tick = Chart.lowest
            while tick <= Chart.highest {
                let tickX = fixed(x(tick), digits: 1)
                let stroke = tick == 1 ? "#333" : "#ddd"
                out += "<line x1=\"\(tickX)\" y1=\"\(fixed(panelTop + 20, digits: 1))\" x2=\"\(tickX)\" "
                out += "y2=\"\(fixed(panelTop + panelHeight - 8, digits: 1))\" stroke=\"\(stroke)\"/>\n"
                out += "<text x=\"\(tickX)\" y=\"\(fixed(panelTop + 18, digits: 1))\" font-size=\"9\" "
                out += "text-anchor=\"middle\" fill=\"#777\">\(formatRatio(tick))</text>\n"
                tick *= 4
            }
            for (row, design) in designs.enumerated() {
                let y = panelTop + panelHeader + Double(row) * (bar + gap)
                let textY = fixed(y + bar - 3, digits: 1)
                out += "<text x=\"\(fixed(labelWidth, digits: 1))\" y=\"\(textY)\" text-anchor=\"end\">"
                out += escaped(design) + "</text>\n"
                guard let ratio = ratios[row][index] else {
                    out += "<text x=\"\(fixed(x(1) + 4, digits: 1))\" y=\"\(textY)\" fill=\"#999\">—</text>\n"
                    continue
                }
                let from = min(x(1), x(ratio))
                let to = max(x(1), x(ratio))
                let fill = ratio <= 1 ? "#4a90c2" : ratio <= 3 ? "#e0a030" : "#c8553d"
                out += "<rect x=\"\(fixed(from, digits: 1))\" y=\"\(fixed(y, digits: 1))\" "
                out += "width=\"\(fixed(max(to - from, 1), digits: 1))\" height=\"\(fixed(bar, digits: 1))\" "
                out += "fill=\"\(fill)\"/>\n"
                out += "<text x=\"\(fixed(to + 4, digits: 1))\" y=\"\(textY)\">\(formatRatio(ratio))</text>\n"
            }
        }
        out += "<text x=\"10\" y=\"\(fixed(height - 8, digits: 1))\" font-size=\"10\" fill=\"#555\">"
        out += "ratio to the baseline (1×), logarithmic; blue: cheaper, orange: up to 3×, red: more</text>\n"
        out += "</svg>\n"
        return out
    }
}

/// Text made safe inside an SVG element.
func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
}
