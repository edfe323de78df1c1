import Foundation

// The Codable bridge: Swift values in and out of JavaScript through JSON, the form both
// sides agree on. Decoding failures name the JSON path that failed.

extension ScriptValue: Codable {
    /// Decodes any JSON value: `null`, a boolean, a number (``int(_:)`` when integral), a string, an
    /// array or an object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int.self) {
            self = .int(i)
        } else if let d = try? container.decode(Double.self) {
            self = .number(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([ScriptValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: ScriptValue].self))
        }
    }

    /// Encodes as `JSON.stringify` would: `undefined` and non-finite numbers as `null`, `undefined`
    /// properties left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .undefined, .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .int(let i): try container.encode(i)
        case .double(let d):
            if d.isFinite { try container.encode(d) } else { try container.encodeNil() }  // JSON.stringify's rule
        case .string(let s): try container.encode(s)
        case .utf16: try container.encode(stringValue ?? "")
        case .array(let items): try container.encode(items)
        case .object(let properties):
            try container.encode(properties.filter { $0.value != .undefined })
        }
    }

}

extension ScriptContext {
    /// Makes a JavaScript value of an `Encodable` Swift value.
    public func encode<T: Encodable>(_ value: T) throws -> ScriptHandle {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let error as EncodingError {
            throw ScriptError.conversion(path: Self.path(of: error), message: "\(error)")
        }
        return try evaluateHandle("(" + String(decoding: data, as: UTF8.self) + ")", sourceName: "<encode>")
    }

    /// Decodes a JavaScript value into a `Decodable` Swift value.
    ///
    /// - Throws: ``ScriptError/conversion(path:message:)`` naming the path (`items[1].price`) that did not fit.
    public func decode<T: Decodable>(_ type: T.Type, from handle: ScriptHandle) throws -> T {
        try decode(type, from: handle.value())
    }

    /// Decodes a converted value into a `Decodable` Swift value.
    public func decode<T: Decodable>(_ type: T.Type, from value: ScriptValue) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(value.jsonString().utf8))
        } catch let error as DecodingError {
            throw ScriptError.conversion(path: error.jsonPath, message: error.reason)
        }
    }

    static func path(of error: EncodingError) -> String {
        switch error {
        case .invalidValue(_, let c): return c.codingPath.jsonPath
        @unknown default: return ""
        }
    }
}
