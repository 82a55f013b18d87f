/// A duration in nanoseconds with three significant digits and the unit a reader expects.
///
/// ```swift
/// formatDuration(nanoseconds: 41.234)   // "41.2 ns"
/// formatDuration(nanoseconds: 1_234.5)  // "1.23 µs"
/// ```
public func formatDuration(nanoseconds: Double) -> String {
    let (value, unit): (Double, String) =
        switch nanoseconds {
        case ..<1_000: (nanoseconds, "ns")
        case ..<1_000_000: (nanoseconds / 1_000, "µs")
        case ..<1_000_000_000: (nanoseconds / 1_000_000, "ms")
        default: (nanoseconds / 1_000_000_000, "s")
        }
    return significant(value) + " " + unit
}

/// A ratio to the baseline, as the table and the chart print it.
///
/// ```swift
/// formatRatio(1.58)   // "1.6×"
/// formatRatio(0.043)  // "0.04×"
/// formatRatio(16.8)   // "17×"
/// ```
public func formatRatio(_ ratio: Double) -> String {
    if ratio >= 9.95 { return String(Int(ratio.rounded())) + "×" }
    if ratio >= 0.095 { return fixed(ratio, digits: 1) + "×" }
    return fixed(ratio, digits: 2) + "×"
}

/// A count of bytes, rounded to a whole byte, with thousands separated.
///
/// ```swift
/// formatBytes(1526.4)  // "1,526 B"
/// ```
public func formatBytes(_ bytes: Double) -> String {
    grouped(Int(bytes.rounded())) + " B"
}

/// A whole number with a comma every three digits: `grouped(1048576)` is `"1,048,576"`.
public func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return (number < 0 ? "-" : "") + out
}

/// Columns padded to their widest cell, two spaces apart, trailing spaces removed; the first row
/// is the header, underlined with dashes.
///
/// ```swift
/// formatTable([["design", "map"], ["Mutex", "1.0×"]])
/// // design  map
/// // ------  ----
/// // Mutex   1.0×
/// ```
public func formatTable(_ rows: [[String]]) -> String {
    guard let header = rows.first else { return "" }
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    let rule = widths.map { String(repeating: "-", count: $0) }
    func line(_ cells: [String]) -> String {
        var text = ""
        for (column, width) in widths.enumerated() {
            let cell = column < cells.count ? cells[column] : ""
            text += (column == 0 ? "" : "  ") + cell + String(repeating: " ", count: width - cell.count)
        }
        while text.last == " " { text.removeLast() }
        return text
    }
    return ([line(header), line(rule)] + rows.dropFirst().map(line)).joined(separator: "\n") + "\n"
}

/// `value` with three significant digits, no exponent: 41.2, 1.23, 123.
func significant(_ value: Double) -> String {
    switch value.magnitude {
    case 100...: fixed(value, digits: 0)
    case 10...: fixed(value, digits: 1)
    default: fixed(value, digits: 2)
    }
}

/// `value` rounded to `digits` decimals, without Foundation's `String(format:)`.
func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value.magnitude * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}
