import Foundation

/// `contentJsonArray`'s conversion, as the SDK computes it: Foundation's `JSONDecoder` reads
/// the content as an array of objects, and each value becomes a string by the SDK's value rule.
///
/// The value rule: a string as is; a number that decodes as `Int64` as its decimal text (`3.0` and
/// `2.5e3` are integers: "3", "2500"); another number as Swift prints the `Double` ("19.9",
/// "1e-07"); anything else (`true`, `null`, an array, an object) `""`, the key kept. Content that
/// is not valid JSON, not an array, or has an element that is not an object gives `nil`.
enum ActionContentJSON {
    static func stringDictionaries(_ content: String) -> [[String: String]]? {
        guard let array = try? JSONDecoder().decode([[String: ValueText]].self, from: Data(content.utf8)) else {
            return nil
        }
        return array.map { $0.mapValues(\.text) }
    }

    /// One value by the SDK's rule; decoding it never fails, so a bad scalar becomes `""`.
    struct ValueText: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let integer = try? container.decode(Int64.self) {
                text = "\(integer)"
            } else if let double = try? container.decode(Double.self) {
                text = "\(double)"
            } else {
                text = ""
            }
        }
    }
}
