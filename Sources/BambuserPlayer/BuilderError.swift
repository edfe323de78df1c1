import ScriptEngine

/// What a builder's `build()` throws (the example app's two cases), naming the first broken field
/// by its path within what was built: `"name"`, `"sizes"`, `"variations[0].sizes[1].inStock"`.
public enum BuilderError: Error, Sendable, Hashable {
    /// A required field is absent, or a required list is empty.
    case missingRequiredProperty(String)
    /// A field is there but breaks the rules (a negative price or stock, a bad currency code, a wrong type).
    case invalidRequiredProperty(String)

    /// Checks with the player's rules; the configuration's currency and locale are the player's business.
    static func check(_ value: ScriptValue, level: HydrationLevel) throws {
        let violations = HydrationValidator(currency: nil, locale: nil).validate(value, level: level)
        guard let first = violations.first else { return }
        throw HydrationValidator.isMissing(first) ? missingRequiredProperty(first.path) : invalidRequiredProperty(first.path)
    }
}

extension BuilderError: CustomStringConvertible {
    /// `missing required property <path>` or `invalid required property <path>`.
    public var description: String {
        switch self {
        case .missingRequiredProperty(let path): return "missing required property \(path)"
        case .invalidRequiredProperty(let path): return "invalid required property \(path)"
        }
    }
}
