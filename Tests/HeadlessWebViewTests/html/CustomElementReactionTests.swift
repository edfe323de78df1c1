import HeadlessWebView
import ShopStageTesting
import Testing

/// The lifecycle callbacks of custom elements: which DOM operations queue them, with what
/// arguments, and that they run before the operation returns to the page; what they throw is
/// reported to the page, not to the caller.
@MainActor
struct CustomElementReactionTests {
    /// A page defining `<shop-card>`, observing `sku`, whose callbacks write to `log`.
    static let logging = """
        <script>
        var log = [];
        class Card extends HTMLElement {
            static get observedAttributes() { return ['sku']; }
            connectedCallback() { log.push('connected'); }
            disconnectedCallback() { log.push('disconnected'); }
            adoptedCallback(oldDocument, newDocument) { log.push('adopted ' + (oldDocument === document) + ' ' + (newDocument === document)); }
            attributeChangedCallback(name, old, value, namespace) { log.push(name + ':' + old + '>' + value + ':' + namespace); }
        }
        customElements.define('shop-card', Card);
        </script>
        """

    @Test func connectedCallbackRunsBeforeAppendChildReturns() async throws {
        let webView = WKWebView.loaded(Self.logging)
        let answer = try await webView.string(
            """
            const card = document.createElement('shop-card');
            const holder = document.createElement('div');
            holder.appendChild(card);
            const detached = log.length;
            document.body.appendChild(holder);
            detached + ' ' + log.join()
            """)
        #expect(answer == "0 connected")
    }

    @Test func disconnectedCallbackRunsBeforeRemoveReturns() async throws {
        let webView = WKWebView.loaded(Self.logging + "<div id=box><shop-card></shop-card></div>")
        let answer = try await webView.string("log.length = 0; box.remove(); log.join()")
        #expect(answer == "disconnected")
    }

    @Test func attributeChangedCallbackRunsForObservedAttributesOnly() async throws {
        let webView = WKWebView.loaded(Self.logging)
        let answer = try await webView.string(
            """
            const card = document.createElement('shop-card');
            card.setAttribute('sku', '42');
            card.setAttribute('title', 'tee');
            card.setAttributeNS('urn:shop', 's:sku', '7');
            card.removeAttribute('sku');
            log.join('|')
            """)
        #expect(answer == "sku:null>42:null|sku:null>7:urn:shop|sku:42>null:null")
    }

    /// A document shown in no window still connects its custom elements (the standard's "connected").
    @Test func adoptedCallbackGetsTheOldAndTheNewDocument() async throws {
        let webView = WKWebView.loaded(Self.logging)
        let answer = try await webView.string(
            """
            const card = document.createElement('shop-card');
            const other = document.implementation.createHTMLDocument('');
            other.body.appendChild(card);
            log.join()
            """)
        #expect(answer == "adopted true false,connected")
    }

    /// The new element's upgrade was queued by the parse, before the old child's removal: it runs
    /// first, connected, once the children are replaced.
    @Test func innerHTMLRunsItsReactionsInQueueOrderOnceTheChildrenAreReplaced() async throws {
        let webView = WKWebView.loaded(Self.logging + "<div id=box><shop-card></shop-card></div>")
        let answer = try await webView.string("log.length = 0; box.innerHTML = '<shop-card sku=1></shop-card>'; log.join('|')")
        #expect(answer == "sku:null>1:null|connected|disconnected")
    }

    @Test func aCallbacksErrorIsReportedNotThrownToTheCaller() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            const reported = [];
            addEventListener('error', (e) => reported.push(e.message));
            customElements.define('shop-card', class extends HTMLElement { connectedCallback() { throw new TypeError('no price'); } });
            let threw = false;
            try { document.body.appendChild(document.createElement('shop-card')); } catch (e) { threw = true; }
            [threw, reported.join()].join()
            """)
        #expect(answer == "false,TypeError: no price")
    }

    @Test func reactionsQueuedInsideACallbackRunBeforeItsOwnCallReturns() async throws {
        let webView = WKWebView.loaded(Self.logging)
        let answer = try await webView.string(
            """
            customElements.define('shop-shelf', class extends HTMLElement {
                connectedCallback() { log.push('shelf in'); this.appendChild(document.createElement('shop-card')); log.push('shelf done'); }
            });
            document.body.appendChild(document.createElement('shop-shelf'));
            log.join()
            """)
        #expect(answer == "shelf in,connected,shelf done")
    }

    @Test func anElementMovedWithinTheDocumentDisconnectsThenConnects() async throws {
        let webView = WKWebView.loaded(Self.logging + "<div id=a><shop-card id=card></shop-card></div><div id=b></div>")
        let answer = try await webView.string("log.length = 0; b.appendChild(card); log.join()")
        #expect(answer == "disconnected,connected")
    }
}
