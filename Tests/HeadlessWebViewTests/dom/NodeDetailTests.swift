import HeadlessWebView
import Testing

/// Smaller DOM standard details of nodes: unscopable mixin members, empty ids, prefixes kept by
/// createElementNS, Attr cloning, insertAdjacentElement's argument.
struct NodeDetailTests {
    @Test func childNodeMembersAreUnscopable() throws {
        let page = try Page("<p>x</p>")
        let script = "const u = Element.prototype[Symbol.unscopables]; [u.before, u.append, u.remove, u.replaceChildren, Object.getPrototypeOf(u)].join()"
        #expect(try page.run(script) == "true,true,true,true,")
    }

    @Test func anEmptyIdFindsNothing() throws {
        let page = try Page("<div id=''></div>")
        #expect(try page.run("String(document.getElementById(''))") == "null")
    }

    @Test func createElementNSKeepsThePrefixOfAnHTMLElement() throws {
        let page = try Page("<p>x</p>")
        let script = "const e = document.createElementNS('http://www.w3.org/1999/xhtml', 'x:b'); [e.prefix, e.localName, e.tagName, document.body.appendChild(e) && document.getElementsByTagName('X:B').length].join()"
        #expect(try page.run(script) == "x,b,X:B,1")
    }

    @Test func anAttrClones() throws {
        let page = try Page("<p>x</p>")
        let script = "const a = document.createAttribute('title'); a.value = 't'; const c = a.cloneNode(); [c.name, c.value, c.ownerElement, c === a].join()"
        #expect(try page.run(script) == "title,t,,false")
    }

    @Test func insertAdjacentElementRefusesANonElement() throws {
        let page = try Page("<p id=p>x</p>")
        #expect(try page.run("try { p.insertAdjacentElement('afterbegin', document.createTextNode('t')); 'no error' } catch (e) { e.name }") == "TypeError")
    }

    @Test func tagNameUpperCasesOnlyASCII() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("document.createElement('\\u0131nput').tagName") == "\u{0131}NPUT")
    }

    @Test func anUndefinedNamespaceIsTheNullNamespace() throws {
        let page = try Page("<p id=p title=t>x</p>")
        #expect(try page.run("p.hasAttributeNS(undefined, 'title')") == "true")
    }

    @Test func createTreeWalkerNeedsARoot() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("try { document.createTreeWalker(); 'no error' } catch (e) { e.name }") == "TypeError")
    }

    @Test func anEmptyTitleGetsItsTextNode() throws {
        let page = try Page("<p>x</p>")
        #expect(try page.run("document.implementation.createHTMLDocument('').querySelector('title').childNodes.length") == "1")
    }
}
