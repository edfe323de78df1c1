import EMarketer
import Foundation
import Testing

struct ActionContentTests {
    func json(_ content: String, type: String? = "application/json") -> [[String: String]]? {
        eMarketerAction(id: 1, contentType: type, content: content).contentJsonArray
    }

    @Test func contentJsonArrayParsesAnArrayOfStringObjects() {
        #expect(json(#"[{"id":"a","title":"Hat"},{"id":"b"}]"#) == [["id": "a", "title": "Hat"], ["id": "b"]])
    }

    @Test func contentJsonArrayGivesNumbersAsTheSDKsDecoderPrintsThem() {
        #expect(
            json(#"[{"price":19.9,"qty":3,"neg":-5,"zero":-0,"n":3.0,"e":2.5e3,"tiny":1e-7,"tenth":0.1}]"#) == [
                [
                    "price": "19.9", "qty": "3", "neg": "-5", "zero": "0", "n": "3", "e": "2500", "tiny": "1e-07",
                    "tenth": "0.1",
                ]
            ])
    }

    @Test func contentJsonArrayGivesBigNumbersAsTheSDKsDecoderPrintsThem() {
        #expect(
            json(#"[{"big":1e17,"beyond":9223372036854775808}]"#) == [
                ["big": "100000000000000000", "beyond": "9.223372036854776e+18"]
            ])
    }

    @Test func contentJsonArrayGivesBooleansNullsAndNestedValuesAsEmptyStringsWithTheirKeys() {
        #expect(
            json(#"[{"sku":"A1","onSale":true,"off":false,"note":null,"sizes":["S","M"],"meta":{"k":1}}]"#) == [
                ["sku": "A1", "onSale": "", "off": "", "note": "", "sizes": "", "meta": ""]
            ])
    }

    @Test func contentJsonArrayIsNilWhenAnElementIsNotAnObject() {
        #expect(json(#"[{"a":1},2]"#) == nil)
        #expect(json(#"["a"]"#) == nil)
    }

    @Test func contentJsonArrayOfAnEmptyArrayIsEmptyAndOfAnObjectIsNil() {
        #expect(json("[]") == [])
        #expect(json(#"{"a":1}"#) == nil)
    }

    @Test(arguments: [#"[{"a":+1}]"#, #"[{"a":.5}]"#, "not json", #"[{"a":1}"#, #"[{'a':1}]"#])
    func contentJsonArrayIsNilForMalformedJSON(content: String) {
        #expect(json(content) == nil)
    }

    @Test func contentJsonArrayTakesTheFirstOfADuplicateKey() {
        #expect(json(#"[{"a":"first","a":"second"}]"#) == [["a": "first"]])
    }

    @Test func contentJsonArrayNeedsTheExactContentType() {
        #expect(json("[]", type: "application/json") == [])
        for type in ["application/json; charset=utf-8", "Application/JSON", " application/json", "text/html"] {
            #expect(json("[]", type: type) == nil, "content type: \(type)")
        }
        #expect(json("[]", type: nil) == nil)
    }

    @Test func libraryScriptIsBundled() {
        #expect(ClickCaptureScript.source.contains("_S_T = { new_elem: newElem }"))
        #expect(!ClickCaptureScript.source.contains("</script"))
    }
}

/// Malformed scalars inside otherwise valid JSON: Foundation's decoder (Swift 6) reports them per
/// value, and the SDK's value rule turns the failure into `""`; older Foundation gave `nil`.
struct MalformedScalarTests {
    @Test(arguments: [#"[{"a":01}]"#, "[{\"a\":\"x\ny\"}]", #"[{"a":"\q"}]"#])
    func aMalformedScalarBecomesAnEmptyString(content: String) {
        let action = eMarketerAction(id: 1, contentType: "application/json", content: content)
        #expect(action.contentJsonArray == [["a": ""]])
    }
}
