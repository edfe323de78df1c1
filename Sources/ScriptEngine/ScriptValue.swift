import Foundation

/// A JavaScript value copied into Swift.
///
/// `ScriptValue` is plain data: it is `Sendable`, can cross executors and outlives the
/// context it came from. Numbers keep JavaScript's integral/fractional distinction:
/// an integral number that fits in `Int` (and is not `-0`) is ``int(_:)``, every other
/// number is ``double(_:)``.
///
/// Strings are exact: a JavaScript string that is well-formed UTF-16 becomes ``string(_:)``;
/// one that holds a lone surrogate (which Swift's `String` cannot represent) becomes
/// ``utf16(_:)`` with its code units, so it survives a round trip unchanged.
///
/// ```swift
/// let value = try context.evaluate("({ name: 'Tee', sizes: [1, 2.5] })")
/// value["sizes"]?[1]   // .double(2.5)
/// ```
public enum ScriptValue: Sendable, Hashable {
    /// JavaScript's `undefined` (also what a function or symbol becomes).
    case undefined
    /// `null`.
    case null
    /// A boolean.
    case bool(Bool)
    /// An integral number: from JavaScript, one of at most 2⁵³ in magnitude and not `-0`.
    case int(Int)
    /// Any other number: fractional, `-0`, `NaN`, `±Infinity`, or integral beyond 2⁵³ in magnitude.
    case double(Double)
    /// A well-formed string.
    case string(String)
    /// A string with a lone surrogate, kept as UTF-16 code units.
    case utf16([UInt16])
    /// An array, its holes `undefined`.
    case array([ScriptValue])
    /// A plain object's enumerable properties. Functions and symbols among them are `undefined`.
    case object([String: ScriptValue])
}

extension ScriptValue {
    /// A JavaScript number: ``int(_:)`` when it is integral and fits, else ``double(_:)``.
    public static func number(_ value: Double) -> ScriptValue {
        if abs(value) <= 9_007_199_254_740_992, !(value == 0 && value.sign == .minus),
            let int = JavaScriptNumber.integer(value, as: Int.self)
        {
            return .int(int)
        }
        return .double(value)
    }

    /// The element at `index` of an array, or `nil`.
    public subscript(index: Int) -> ScriptValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The property `key` of an object, or `nil`.
    public subscript(key: String) -> ScriptValue? {
        guard case .object(let properties) = self else { return nil }
        return properties[key]
    }

    /// Whether this is `undefined` or `null` (what `??` replaces).
    public var isNullish: Bool {
        switch self {
        case .undefined, .null: return true
        default: return false
        }
    }

    /// The string, if this is a string (a lone surrogate is replaced by U+FFFD).
    public var stringValue: String? {
        switch self {
        case .string(let s): return s
        case .utf16(let units): return units.withUnsafeBufferPointer { String(transcoding: $0) }
        default: return nil
        }
    }

    /// The number as a `Double`, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The number, if this is an ``int(_:)``.
    public var intValue: Int? {
        if case .int(let i) = self { return i }
        return nil
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The JavaScript type name, as `typeof` would say it (`null` and `array` told apart).
    public var typeName: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool: return "boolean"
        case .int, .double: return "number"
        case .string, .utf16: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

// MARK: - The `Any` projection

extension ScriptValue {
    /// The value as Foundation-style Swift values, the shape seed code casts with `as?`:
    /// `nil` for undefined, `NSNull()` for null, `Bool`, `Int`, `Double`, `String`,
    /// `[any Sendable]` and `[String: any Sendable]` (undefined properties are left out).
    public var anyValue: (any Sendable)? {
        switch self {
        case .undefined: return nil
        case .null: return NSNull()
        case .bool(let b): return b
        case .int(let i): return i
        case .double(let d): return d
        case .string(let s): return s
        case .utf16: return stringValue
        case .array(let items): return items.map { $0.anyValue ?? NSNull() } as [any Sendable]
        case .object(let properties): return properties.compactMapValues { $0.anyValue } as [String: any Sendable]
        }
    }

    /// Builds a value from Foundation-style Swift values (the inverse of ``anyValue``).
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` naming the first value with no JavaScript form.
    public init(any value: Any?) throws {
        self = try ScriptValue.fromAny(value, path: "")
    }

    private static func fromAny(_ value: Any?, path: String) throws -> ScriptValue {
        guard let value else { return .undefined }
        switch value {
        case let v as ScriptValue: return v
        case is NSNull: return .null
        case let b as Bool: return .bool(b)
        case let i as Int: return .int(i)
        case let i as Int32: return .int(Int(i))
        case let i as Int64: return .int(Int(i))
        case let i as UInt: return .number(Double(i))
        case let d as Double: return .double(d)
        case let f as Float: return .double(Double(f))
        case let s as String: return .string(s)
        case let s as Substring: return .string(String(s))
        case let u as URL: return .string(u.absoluteString)
        case let items as [Any?]:
            return .array(try items.enumerated().map { try fromAny($0.element, path: "\(path)[\($0.offset)]") })
        case let dict as [String: Any?]:
            var out: [String: ScriptValue] = [:]
            for (key, element) in dict {
                out[key] = try fromAny(element, path: path.isEmpty ? key : "\(path).\(key)")
            }
            return .object(out)
        default:
            if case Optional<Any>.none = value as Any? { return .null }
            throw ScriptError.conversion(path: path, message: "a \(type(of: value)) has no JavaScript form")
        }
    }
}

extension ScriptValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
    /// `true`, `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal is ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal is ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal is ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal is ``array(_:)``.
    public init(arrayLiteral elements: ScriptValue...) { self = .array(elements) }
    /// A dictionary literal is ``object(_:)`` (the last of a repeated key wins).
    public init(dictionaryLiteral elements: (String, ScriptValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension ScriptValue: CustomStringConvertible {
    /// A JavaScript-like rendering, for messages and logs.
    public var description: String {
        switch self {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return JavaScriptNumber.string(d)
        case .string(let s): return s
        case .utf16: return stringValue ?? ""
        case .array(let items): return "[" + items.map(\.literal).joined(separator: ", ") + "]"
        case .object(let p):
            return "{" + p.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.literal)" }.joined(separator: ", ") + "}"
        }
    }

    /// Like ``description`` but strings are quoted, as inside a container.
    public var literal: String {
        switch self {
        case .string, .utf16: return "\"" + (stringValue ?? "") + "\""
        default: return description
        }
    }

}
