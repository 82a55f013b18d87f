/// Where a promise is in its life. It starts `pending` and changes once, to `fulfilled` or
/// `rejected`; after that it never changes again.
///
/// - Note: The post's first version declared `case pending()`, an empty payload Swift no longer
///   accepts, and later spelt the label `future:` in the enum and `futures:` where it was used.
// ANCHOR: state
enum State<Value: Sendable, E: Error> {
    /// Waiting for the work; holds the callbacks to call when it ends.
    /// Becomes `fulfilled` or `rejected`, once.
    case pending(callbacks: [Callback<Value, E>])
    /// The work ended with a value. Final.
    case fulfilled(value: Value)
    /// The work ended with an error. Final.
    case rejected(error: E)
}
// ANCHOR_END: state

extension State {
    /// The outcome, once there is one.
    var outcome: Result<Value, E>? {
        switch self {
        case .pending: nil
        case .fulfilled(let value): .success(value)
        case .rejected(let error): .failure(error)
        }
    }
}
