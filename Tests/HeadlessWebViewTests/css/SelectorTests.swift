import HeadlessWebView
import Testing

/// querySelectorAll over one document, as a table: selector → ids matched, in document order.
struct SelectorTests {
    static let html = """
        <div id=root class="grid main" data-kind=list lang=en-GB>
          <ul id=list>
            <li id=l1 class="item first" data-sku="A-1">One</li>
            <li id=l2 class=item data-sku="B-2"><a id=a2 href="/two">Two</a></li>
            <li id=l3 class="item last" data-sku="a-3"></li>
          </ul>
          <p id=p1>text</p><p id=p2></p>
          <form id=f><input id=i1 type=checkbox checked><input id=i2 disabled><button id=b1>Go</button></form>
          <svg id=s1><circle id=c1 /></svg>
        </div>
        """

    static let cases: [(String, String)] = [
        ("li", "l1 l2 l3"),
        ("#l2", "l2"),
        (".item.last", "l3"),
        ("ul > li", "l1 l2 l3"),
        ("#root li a", "a2"),
        ("#l1 + li", "l2"),
        ("#l1 ~ li", "l2 l3"),
        ("li:first-child", "l1"),
        ("li:last-child", "l3"),
        ("li:nth-child(2n+1)", "l1 l3"),
        ("li:nth-child(even)", "l2"),
        ("li:nth-last-child(1)", "l3"),
        ("p:nth-of-type(2)", "p2"),
        ("p:first-of-type", "p1"),
        ("a:only-child", "a2"),
        ("li:empty, p:empty", "l3 p2"),
        ("[data-sku]", "l1 l2 l3"),
        ("[data-sku='B-2']", "l2"),
        ("[data-sku^=A]", "l1"),
        ("[data-sku$='3']", "l3"),
        ("[data-sku*='-']", "l1 l2 l3"),
        ("[class~=first]", "l1"),
        ("[lang|=en]", "root"),
        ("[data-sku^=a i]", "l1 l3"),
        ("li:not(.first)", "l2 l3"),
        ("li:is(#l1, #l3)", "l1 l3"),
        ("li:where(.last)", "l3"),
        (":checked", "i1"),
        ("input:disabled", "i2"),
        ("input:enabled, button:enabled", "i1 i2 b1".replacingOccurrences(of: " i2", with: "")),
        ("li:has(> a)", "l2"),
        ("circle", "c1"),
        ("svg > circle", "c1"),
        ("a:link", "a2"),
        ("li:nth-child(2 of .item)", "l2"),
    ]

    @Test(arguments: cases)
    func querySelectorAllMatches(selector: String, ids: String) throws {
        let page = try Page(Self.html)
        let escaped = selector.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        #expect(try page.run("Array.from(document.querySelectorAll(\"\(escaped)\"), e => e.id).join(' ')") == ids)
    }

    @Test func rootMatchesTheDocumentElement() throws {
        let page = try Page(Self.html)
        #expect(try page.run("document.querySelector(':root').tagName") == "HTML")
    }

    @Test func closestAndMatchesWalkTheAncestors() throws {
        let page = try Page(Self.html)
        #expect(try page.run("document.getElementById('a2').closest('li').id") == "l2")
        #expect(try page.run("document.getElementById('a2').closest('.nothing')") == "null")
        #expect(try page.run("document.getElementById('l2').matches('ul > .item:nth-child(2)')") == "true")
    }

    @Test(arguments: ["", "a[", "li:nope", "::", "a >", "#", "li:nth-child(x)", ".1a"])
    func invalidSelectorsThrowSyntaxError(selector: String) throws {
        let page = try Page(Self.html)
        #expect(
            try page.run(
                "try { document.querySelector('\(selector)'); 'no error' } catch (e) { e.name + ' ' + (e instanceof DOMException) }"
            ) == "SyntaxError true")
    }

    /// An invalid selector is remembered as invalid: asked again (jQuery tries its own selectors with
    /// `querySelectorAll` on every find), it throws a new SyntaxError with the same message, from every
    /// method that takes a selector, in this page and the next.
    @Test func anInvalidSelectorThrowsTheSameErrorEachTime() throws {
        let script = """
            (() => {
              const seen = [];
              for (const run of [() => document.querySelectorAll('li:visible'), () => document.querySelector('li:visible'),
                  () => document.body.matches('li:visible'), () => document.body.closest('li:visible'), () => document.querySelectorAll('li:visible')]) {
                try { run(); seen.push('no error'); } catch (e) { seen.push(e); }
              }
              return [seen.every((e) => e instanceof DOMException && e.name === 'SyntaxError' && e.message === seen[0].message),
                new Set(seen).size, seen[0].message].join(' | ');
            })()
            """
        let expected = "true | 5 | 'li:visible' is not a valid selector."
        #expect(try Page(Self.html).run(script) == expected)
        #expect(try Page(Self.html).run(script) == expected)
    }
}
