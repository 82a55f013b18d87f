import HeapInUse

/// Bytes allocated from the C heap and still in use, or `nil` where the C library does not say.
/// Every Swift object, closure context and array buffer is allocated there. Only glibc (2.33 or
/// later) says, through `mallinfo2`; elsewhere the table prints "—".
func heapInUse() -> Int? {
    let bytes = heap_in_use()
    return bytes < 0 ? nil : Int(bytes)
}

/// The heap `count` pending promises with one callback each hold, per promise, or `nil` where
/// it cannot be measured or the design has no pending promise. Checks what they deliver once
/// settled, like every measure.
func heapPerPending(_ design: any Design.Type, count: Int) -> Result<Double?, WrongResult> {
    guard let before = heapInUse() else { return .success(nil) }
    guard let settle = design.holdPending(count: count) else { return .success(nil) }
    guard let after = heapInUse() else { return .success(nil) }
    let delivered = settle()
    let expected = count * (count - 1) / 2
    guard delivered == expected else {
        return .failure(WrongResult(design: design.name, measure: "heap", delivered: delivered, expected: expected))
    }
    return .success(Double(after - before) / Double(count))
}
