/// What a tour was asked to do: its pace and the values of the options it declared.
///
/// ```swift
/// let options = TourOptions(pace: .fast, values: ["--id": "909253"])
/// options.value("--id")        // "909253"
/// options.isSet("--verbose")   // false
/// ```
public struct TourOptions: Sendable, Equatable {
    /// `.fast` when `--fast` was given.
    public var pace: Pace
    /// The declared flags that were given.
    public var flags: Set<String>
    /// The value of each declared option that was given or has a default.
    public var values: [String: String]

    /// Makes options directly, for running a tour in-process from a test.
    ///
    /// - Parameters:
    ///   - pace: The pace.
    ///   - flags: The flags that are set, such as `["--verbose"]`.
    ///   - values: The option values, such as `["--id": "909253"]`.
    public init(pace: Pace = .normal, flags: Set<String> = [], values: [String: String] = [:]) {
        self.pace = pace
        self.flags = flags
        self.values = values
    }

    /// Whether a flag was given.
    ///
    /// - Parameter flag: The flag as declared, such as "--verbose".
    /// - Returns: True when it was on the command line.
    public func isSet(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The value of an option, typed or default.
    ///
    /// - Parameter option: The option as declared, such as "--id".
    /// - Returns: The value, or `nil` when it was not given and has no default.
    public func value(_ option: String) -> String? {
        values[option]
    }
}
