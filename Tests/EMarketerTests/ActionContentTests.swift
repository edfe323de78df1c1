import EMarketer
import Foundation
import Testing

struct ActionContentTests {
    @Test func contentJsonArrayParsesAnArrayOfStringObjects() {
        let action = eMarketerAction(
            id: 1, contentType: "application/json", content: #"[{"id":"a","title":"Hat"},{"id":"b"}]"#)
        #expect(action.contentJsonArray == [["id": "a", "title": "Hat"], ["id": "b"]])
    }

    @Test func contentJsonArrayKeepsNonStringValuesAsTheirJSONText() {
        let action = eMarketerAction(
            id: 1, contentType: "application/json",
            content:
                #"[{"price":19.9,"qty":3,"big":2.0,"ok":true,"sizes":["S","M"],"meta":{"b":1,"a":"x"},"gone":null}]"#)
        #expect(
            action.contentJsonArray == [
                [
                    "price": "19.9", "qty": "3", "big": "2", "ok": "true", "sizes": #"["S","M"]"#,
                    "meta": #"{"a":"x","b":1}"#,
                ]
            ])
    }

    @Test func contentJsonArrayIsNilForOtherMIMETypes() {
        let action = eMarketerAction(id: 1, contentType: "text/html", content: #"[{"id":"a"}]"#)
        #expect(action.contentJsonArray == nil)
    }

    @Test func contentJsonArrayIsNilWhenContentIsNotAnArrayOfObjects() {
        for content in [#"{"id":"a"}"#, #"[{"id":"a"}, 3]"#, "not json", #"["a"]"#] {
            let action = eMarketerAction(id: 1, contentType: "application/json", content: content)
            #expect(action.contentJsonArray == nil, "content: \(content)")
        }
    }

    @Test func contentJsonArrayAcceptsAMIMETypeWithParameters() {
        let action = eMarketerAction(id: 1, contentType: "Application/JSON; charset=utf-8", content: "[]")
        #expect(action.contentJsonArray == [])
    }

    @Test func contentHtmlDocWrapsTheHTMLWithTheLibraryScript() throws {
        let action = eMarketerAction(id: 42, contentType: "text/html", content: "<p id=x>Hello</p>")
        let doc = try #require(action.contentHtmlDoc)
        #expect(doc.hasPrefix("<!DOCTYPE html>\n<html><head>"))
        #expect(doc.contains("emarketerClickCapture.install(document, { actionId: 42 });"))
        #expect(doc.contains("addEventListener('click'"))
        let head = try #require(doc.range(of: "</head><body>"))
        #expect(doc[head.upperBound...].contains("<p id=x>Hello</p>\n</body></html>"))
    }

    @Test func contentHtmlDocIsNilForOtherMIMETypes() {
        #expect(eMarketerAction(id: 1, contentType: "application/json", content: "[]").contentHtmlDoc == nil)
        #expect(eMarketerAction(id: 1, contentType: nil, content: "<p>").contentHtmlDoc == nil)
    }

    @Test func libraryScriptIsBundled() {
        #expect(ClickCaptureScript.source.contains("emarketerClickCapture"))
        #expect(!ClickCaptureScript.source.contains("</script"))
    }
}
