import HeadlessWebView
import Testing

/// A page may redefine `nodeType`, `getAttribute` or `isConnected` on its own `Node.prototype` and
/// `Element.prototype` (a polyfill, a test spy): the page then sees its definitions, but the DOM's
/// own work (a tree's text, an element's `id`, selector matching, custom element reactions) reads the
/// node itself, as a browser's engine does, and another page sees nothing of the patch.
struct PatchedNodeMemberTests {
    /// Patches the page's `nodeType`, `getAttribute` and `isConnected`, counting their calls.
    private let patch = """
        globalThis.calls = 0;
        Object.defineProperty(Node.prototype, 'nodeType', { get() { calls++; return 42; }, configurable: true });
        Element.prototype.getAttribute = function () { calls++; return 'patched'; };
        Object.defineProperty(Node.prototype, 'isConnected', { get() { calls++; return false; }, configurable: true });
        """

    @Test func thePageSeesItsPatches() throws {
        let page = try Page("<p id=p class=c>sale</p>")
        let answer = try page.run(patch + """
            [p.nodeType, p.firstChild.nodeType, document.nodeType, p.getAttribute('id'), p.isConnected, calls].join()
            """)
        #expect(answer == "42,42,42,patched,false,5")
    }

    @Test func theDOMsOwnWorkReadsTheNodesThemselves() throws {
        let page = try Page("<div id=d><p id=p class='c summer'>sum<b>mer</b> sale</p></div>")
        let answer = try page.run(patch + """
            const found = [p.id, p.className, p.slot, p.textContent, d.textContent, p.parentElement === d,
                p.firstChild.ownerDocument === document, document.querySelector('#p') === p,
                document.querySelector('.summer') === p, p.matches('div > p[id=p]'), p.contains(p.firstChild),
                document.getElementsByClassName('c').length, p.cloneNode(true).outerHTML];
            [...found, calls].join('|')
            """)
        #expect(answer == #"p|c summer||summer sale|summer sale|true|true|true|true|true|true|1|"#
            + #"<p id="p" class="c summer">sum<b>mer</b> sale</p>|0"#)
    }

    @Test func customElementReactionsAskTheTreeWhetherAnElementIsConnected() throws {
        let page = try Page("<div id=d></div>")
        let answer = try page.run(patch + """
            const seen = [];
            customElements.define('emk-tile', class extends HTMLElement {
                connectedCallback() { seen.push('connected'); }
                disconnectedCallback() { seen.push('disconnected'); }
            });
            const tile = document.createElement('emk-tile');
            d.appendChild(tile);
            tile.remove();
            [...seen, calls].join()
            """)
        #expect(answer == "connected,disconnected,0")
    }

    @Test func reflectedPropertiesTokenListsAndDatasetChangeAttributesThemselves() throws {
        let page = try Page("<a id=a href=/sale class=tile data-sku=s1>x</a>")
        let answer = try page.run(
            """
            const link = document.querySelector('a');
            globalThis.calls = 0;
            for (const name of ['getAttribute', 'setAttribute', 'removeAttribute', 'hasAttribute']) {
                Element.prototype[name] = function () { calls++; };
            }
            link.classList.add('summer');
            link.classList.remove('tile');
            link.id = 'b';
            link.dataset.sku = 's2';
            delete link.dataset.missing;
            link.title = 'sale';
            link.hidden = true;
            const read = [link.pathname, link.href, link.className, link.dataset.sku, 'sku' in link.dataset, link.title,
                link.hidden];
            [...read, link.outerHTML, calls].join('|')
            """)
        #expect(answer == "/sale|https://shop.example/sale|summer|s2|true|sale|true|"
            + #"<a id="b" href="/sale" class="summer" data-sku="s2" title="sale" hidden="">x</a>|0"#)
    }

    @Test func anotherPageSeesNoPatch() throws {
        let patched = try Page("<p id=p>x</p>")
        _ = try patched.run(patch + "p.nodeType")
        let other = try Page("<p id=p class=c>x</p>")
        let answer = try other.run("[p.nodeType, p.getAttribute('class'), p.isConnected, p.id].join()")
        #expect(answer == "1,c,true,p")
    }
}
