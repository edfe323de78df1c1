import HeadlessWebView
import Testing

/// A comment before the doctype stays before it, in both parsers (the "initial" insertion mode
/// appends each to the document in source order).
struct DocumentChildOrderTests {
    @Test func aCommentBeforeTheDoctypeStaysFirst() throws {
        let page = try Page("<!-- comment -->\n<!doctype html>\n<meta charset=utf-8>\n<title>x</title>")
        #expect(try page.run("Array.from(document.childNodes, n => n.nodeName).join() + ' ' + (document.doctype === document.childNodes[1])")
            == "#comment,html,HTML true")
    }

    @Test func aCommentBeforeTheDoctypeStaysFirstWhenTheFullParserRuns() throws {
        // A `<table>` with text in it is beyond the fast parser: the full parser builds this page.
        let page = try Page("<!--a--> <!--b--><!DOCTYPE html><!--c--><table>x<tr><td>1</td></tr></table>")
        #expect(try page.run("Array.from(document.childNodes, n => n.nodeName + (n.data || '')).join()")
            == "#commenta,#commentb,html,#commentc,HTML")
    }
}
