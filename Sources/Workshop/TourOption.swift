/// An option a tour declares beyond the shared `--fast` and `--help`: a flag, or an option taking a value.
///
/// ```swift
/// let id = TourOption.value("--id", placeholder: "N", help: "the artist to look up",
///                           default: "909253", requirement: "a whole number") { Int($0) != nil }
/// let verbose = TourOption.flag("--verbose", help: "narrate every callback")
/// ```
public struct TourOption: Sendable {
    /// The option as typed, starting with "--", such as "--id".
    public let name: String
    /// One line for the usage text.
    public let help: String
    /// What the usage shows for the value, such as "N"; `nil` for a flag.
    public let placeholder: String?
    /// The value used when the option is not given; `nil` for a flag, or for an option with no default.
    public let defaultValue: String?
    /// What a valid value is, for the error message: "expects <requirement>".
    public let requirement: String
    let isValid: @Sendable (String) -> Bool

    /// How the usage shows the option: "--id <N>" for an option with a value, "--verbose" for a flag.
    public var synopsis: String {
        placeholder.map { "\(name) <\($0)>" } ?? name
    }

    /// Whether the option takes a value.
    public var takesValue: Bool {
        placeholder != nil
    }

    /// Declares a flag: present or absent, no value.
    ///
    /// - Parameters:
    ///   - name: The flag as typed, starting with "--".
    ///   - help: One line for the usage text.
    /// - Returns: The declaration.
    public static func flag(_ name: String, help: String) -> TourOption {
        TourOption(name: name, help: help, placeholder: nil, defaultValue: nil, requirement: "no value") { _ in true }
    }

    /// Declares an option taking a value, given as `--name value` or `--name=value`.
    ///
    /// - Parameters:
    ///   - name: The option as typed, starting with "--".
    ///   - placeholder: What the usage shows for the value.
    ///   - help: One line for the usage text.
    ///   - defaultValue: The value when the option is not given; it is not checked by `isValid`.
    ///   - requirement: Describes a valid value, such as "a whole number".
    ///   - isValid: Decides whether a typed value is acceptable.
    /// - Returns: The declaration.
    public static func value(
        _ name: String,
        placeholder: String,
        help: String,
        default defaultValue: String? = nil,
        requirement: String = "a value",
        isValid: @escaping @Sendable (String) -> Bool = { _ in true }
    ) -> TourOption {
        TourOption(
            name: name, help: help, placeholder: placeholder, defaultValue: defaultValue,
            requirement: requirement, isValid: isValid
        )
    }
}
