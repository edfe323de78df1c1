import HeadlessWebView
import Testing

/// ProcessingInstruction and CDATASection as the DOM standard gives them to an HTML document.
struct ProcessingInstructionTests {
    @Test func processingInstructionHasItsTargetAndType() throws {
        let page = try Page("<p>x</p>")
        let script = "const pi = document.createProcessingInstruction('xml-stylesheet', 'href=a'); [pi.nodeType, pi.target, pi.nodeName, pi.data, pi instanceof CharacterData].join()"
        #expect(try page.run(script) == "7,xml-stylesheet,xml-stylesheet,href=a,true")
    }

    @Test func anInvalidTargetIsAnInvalidCharacterError() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("try { document.createProcessingInstruction('0a', 'x'); 'no error' } catch (e) { e.name }") == "InvalidCharacterError")
    }

    @Test func dataWithTheClosingDelimiterIsRefused() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("try { document.createProcessingInstruction('a', '?>'); 'no error' } catch (e) { e.name }") == "InvalidCharacterError")
    }

    @Test func aClonedProcessingInstructionIsEqual() throws {
        let page = try Page("<p>x</p>")
        let script = "const pi = document.createProcessingInstruction('t', 'd'); const c = pi.cloneNode(); [c.target, c.data, c.isEqualNode(pi), c === pi].join()"
        #expect(try page.run(script) == "t,d,true,false")
    }

    @Test func aProcessingInstructionSerialises() throws {
        let page = try Page("<p id=p>x</p>")
        #expect(try page.run("p.append(document.createProcessingInstruction('t', 'd')); p.innerHTML") == "x<?t d>")
    }

    @Test func anHTMLDocumentRefusesCDATASections() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("try { document.createCDATASection('x'); 'no error' } catch (e) { e.name }") == "NotSupportedError")
    }
}
