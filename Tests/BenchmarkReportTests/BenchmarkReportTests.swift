import Testing

@testable import BenchmarkReport

@Test("the median of an odd count is the middle sample, of an even count the mean of the two middle ones")
func medians() {
    #expect(median([5, 1, 3]) == 3)
    #expect(median([4, 1, 3, 2]) == 2.5)
    #expect(median([]) == nil)
}

@Test(
    "durations keep three significant digits in the unit a reader expects",
    arguments: [
        (41.234, "41.2 ns"), (1_234.5, "1.23 µs"), (999.4, "999 ns"), (12_500_000, "12.5 ms"), (2.5e9, "2.50 s"),
    ])
func durations(nanoseconds: Double, text: String) {
    #expect(formatDuration(nanoseconds: nanoseconds) == text)
}

@Test("ratios", arguments: [(1.58, "1.6×"), (0.043, "0.04×"), (16.8, "17×"), (1, "1.0×")])
func ratios(ratio: Double, text: String) {
    #expect(formatRatio(ratio) == text)
}

@Test("bytes and counts are grouped by thousands")
func grouping() {
    #expect(formatBytes(1526.4) == "1,526 B")
    #expect(grouped(1_048_576) == "1,048,576")
    #expect(grouped(999) == "999")
}

@Test("a table pads its columns, underlines its header and trims trailing spaces")
func table() {
    let text = formatTable([["design", "map"], ["Mutex", "1.0×"], ["ch3 ObserverFuture", "1.6×"]])
    #expect(
        text == """
            design              map
            ------------------  ----
            Mutex               1.0×
            ch3 ObserverFuture  1.6×

            """)
}

@Test("the chart draws one bar per design and measure, a dash where there is none, and escapes its text")
func chart() {
    let svg = Chart(title: "a < b", designs: ["Mutex", "ch5"], measures: ["map"], ratios: [[1], [nil]]).svg()
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("a &lt; b"))
    #expect(svg.components(separatedBy: "<rect ").count - 1 == 2)  // the background and one bar
    #expect(svg.contains(">—</text>"))
}
