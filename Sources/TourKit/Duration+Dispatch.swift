import Dispatch

extension Duration {
    /// This duration as a Dispatch interval in whole nanoseconds; negative becomes zero, too long becomes `.never`.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return seconds < 0 ? .nanoseconds(0) : .never }
        return .nanoseconds(Int(clamping: max(0, nanoseconds.partialValue + attoseconds / 1_000_000_000)))
    }
}

extension Double {
    /// These seconds as a Dispatch interval in whole nanoseconds; negative becomes zero, too long becomes `.never`.
    var dispatchInterval: DispatchTimeInterval {
        let nanoseconds = (max(0, self) * 1_000_000_000).rounded()
        // Converting a Double beyond Int's range traps, so anything near it means "never".
        guard nanoseconds < 9e18 else { return .never }
        return .nanoseconds(Int(nanoseconds))
    }
}
