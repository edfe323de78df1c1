import ScriptEngine

/// `contentJsonArray`'s parsing: a JSON array of objects → `[[String: String]]`.
///
/// String values are kept as they are; any other value keeps its JSON text (`3`, `true`,
/// `{"a":1}`, keys sorted); a `null` leaves its key out. Content that is not a JSON array,
/// or an array with an element that is not an object, gives `nil`.
enum ActionContentJSON {
    static func stringDictionaries(_ content: String) -> [[String: String]]? {
        guard let value = try? ScriptValue(json: content), case .array(let elements) = value else { return nil }
        var result: [[String: String]] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard case .object(let members) = element else { return nil }
            var dictionary: [String: String] = [:]
            for (key, member) in members {
                switch member {
                case .null, .undefined: continue
                case .string(let string): dictionary[key] = string
                default: dictionary[key] = (try? member.jsonString()) ?? ""
                }
            }
            result.append(dictionary)
        }
        return result
    }
}
