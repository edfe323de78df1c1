import Foundation

/// `contentJsonArray`'s parsing: a JSON array of objects → `[[String: String]]`.
enum ActionContentJSON {
    /// Any JSON value, decoded without loss so that non-string values keep their text.
    indirect enum Value: Decodable {
        case string(String)
        case integer(Int64)
        case number(Double)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if var array = try? decoder.unkeyedContainer() {
                var values: [Value] = []
                while !array.isAtEnd { values.append(try array.decode(Value.self)) }
                self = .array(values)
                return
            }
            if let object = try? decoder.container(keyedBy: Key.self) {
                self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(Value.self, forKey: $0)) })
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? single.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }

        /// Compact JSON text (object keys sorted, so the text is stable).
        var jsonText: String {
            switch self {
            case .string(let string): return Self.quoted(string)
            case .integer(let integer): return String(integer)
            case .number(let number):
                return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            case .bool(let bool): return bool ? "true" : "false"
            case .null: return "null"
            case .array(let values): return "[" + values.map(\.jsonText).joined(separator: ",") + "]"
            case .object(let members):
                return "{"
                    + members.sorted { $0.0 < $1.0 }.map { Self.quoted($0.0) + ":" + $0.1.jsonText }.joined(
                        separator: ",") + "}"
            }
        }

        static func quoted(_ string: String) -> String {
            guard let data = try? JSONEncoder().encode(string) else { return "\"\"" }
            return String(decoding: data, as: UTF8.self)
        }
    }

    static func stringDictionaries(_ content: String) -> [[String: String]]? {
        guard let value = try? JSONDecoder().decode(Value.self, from: Data(content.utf8)),
            case .array(let elements) = value
        else { return nil }
        var result: [[String: String]] = []
        for element in elements {
            guard case .object(let members) = element else { return nil }
            var dictionary: [String: String] = [:]
            for (key, member) in members {
                switch member {
                case .null: continue
                case .string(let string): dictionary[key] = string
                default: dictionary[key] = member.jsonText
                }
            }
            result.append(dictionary)
        }
        return result
    }
}
