import Foundation
import ScriptEngine

extension ScriptValue {
    /// The value as an iOS app receives a WebKit message body: numbers are `NSNumber`s (so `4`
    /// reads with `as? Int` and `as? Double`, and `4.5` only with `as? Double`), booleans `Bool`,
    /// `null` `NSNull`, containers `[any Sendable]` / `[String: any Sendable]`.
    var phoneValue: (any Sendable)? {
        switch self {
        case .int(let i): return NSNumber(value: i)
        case .double(let d): return NSNumber(value: d)
        case .array(let items): return items.map { $0.phoneValue ?? NSNull() } as [any Sendable]
        case .object(let properties): return properties.compactMapValues { $0.phoneValue } as [String: any Sendable]
        default: return anyValue
        }
    }
}
