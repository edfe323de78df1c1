import Foundation
import Testing
import ScriptEngine

/// The one rendering of a decoding error: its JSON path and its reason.
struct DecodingErrorDescriptionTests {
    struct Size: Decodable { var name: String; var inStock: Int }
    struct Product: Decodable { var sku: String; var sizes: [Size] }

    func decodingError(_ json: String) -> DecodingError? {
        do {
            _ = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    @Test func aTypeMismatchNamesThePathAndTheExpectedType() throws {
        let json = #"{"sku":"T","sizes":[{"name":"S","inStock":1},{"name":"M","inStock":"3"}]}"#
        let error = try #require(decodingError(json))
        #expect(error.jsonPath == "sizes[1].inStock")
        #expect(error.reason == "expected Int")
        #expect(error.summary == "sizes[1].inStock: expected Int")
    }

    @Test func aMissingKeyIsNamedInItsParent() throws {
        let error = try #require(decodingError(#"{"sku":"T","sizes":[{"inStock":1}]}"#))
        #expect(error.jsonPath == "sizes[0].name")
        #expect(error.reason == #"missing "name""#)
        #expect(error.summary == #"sizes[0]: missing "name""#)
    }

    @Test func aMissingKeyAtTheTopIsTheReasonAlone() throws {
        let error = try #require(decodingError(#"{"sizes":[]}"#))
        #expect(error.jsonPath == "sku")
        #expect(error.summary == #"missing "sku""#)
    }

    @Test func aNullWhereAValueIsNeededSaysFoundNull() throws {
        let error = try #require(decodingError(#"{"sku":null,"sizes":[]}"#))
        #expect(error.jsonPath == "sku")
        #expect(error.reason == "expected String, found null")
    }

    @Test func textThatIsNotJSONSaysSoWithTheParsersWords() throws {
        let error = try #require(decodingError("{\"sku\": "))
        #expect(error.jsonPath == "")
        #expect(error.reason.hasPrefix("not valid JSON"))
        #expect(error.summary == error.reason)
    }

    @Test func aCorruptValueKeepsTheDecodersSentence() {
        let error = DecodingError.dataCorrupted(
            .init(codingPath: [Key("viewer"), Key(index: 1), Key("do")], debugDescription: "unknown action 'dance'"))
        #expect(error.summary == "viewer[1].do: unknown action 'dance'")
    }

    @Test func anEmptyCodingPathIsTheTopLevel() {
        #expect(([] as [any CodingKey]).jsonPath == "")
        #expect(([Key(index: 0), Key(index: 2)] as [any CodingKey]).jsonPath == "[0][2]")
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ name: String) { stringValue = name }
        init(index: Int) { stringValue = "Index \(index)"; intValue = index }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { self.init(index: intValue) }
    }
}
