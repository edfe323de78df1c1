import Foundation

// The one rendering of a decoding error, for every module and the CLI: the JSON path that failed
// (`videos[0].duration`) and what was wrong there, in a few words rather than Foundation's dump.

extension Array where Element == any CodingKey {
    /// The coding path as a JSON path: `videos[0].duration`; `""` for the top level.
    public var jsonPath: String {
        var text = ""
        for key in self {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

extension DecodingError {
    /// The JSON path of the value that did not fit (for a missing key, the key's own path);
    /// `""` for the whole document.
    public var jsonPath: String {
        switch self {
        case .keyNotFound(let key, let context): (context.codingPath + [key]).jsonPath
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.jsonPath
        @unknown default: ""
        }
    }

    /// What was wrong, without the path: `missing "id"`, `expected Double`,
    /// `expected String, found null`, `not valid JSON: …`, or the decoder's own sentence.
    public var reason: String {
        switch self {
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(let type, _): return "expected \(type)"
        case .valueNotFound(let type, _): return "expected \(type), found null"
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else { return context.debugDescription }
            // Foundation keeps the parser's words (line, column) in the underlying error.
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { ": " + $0 } ?? "")
        @unknown default: return "\(self)"
        }
    }

    /// Where and what, in one line: `videos[0].duration: expected Double`; a missing key is named
    /// in its parent (`items[0]: missing "id"`); the reason alone at the top level.
    public var summary: String {
        let place: String
        if case .keyNotFound(_, let context) = self { place = context.codingPath.jsonPath } else { place = jsonPath }
        return place.isEmpty ? reason : place + ": " + reason
    }
}
