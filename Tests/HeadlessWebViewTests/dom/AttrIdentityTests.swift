import HeadlessWebView
import ShopStageTesting
import Testing

/// An element keeps its attributes without their Attr nodes until a page asks for one; from then on
/// that node is the attribute: every way of reading it gives the same object, and every way of
/// changing the attribute shows in it, as in a browser.
struct AttrIdentityTests {
    @Test func everyReadOfAParsedAttributeGivesTheSameNode() throws {
        let page = try Page("<p id=p title=t data-sku=s1>x</p>")
        let answer = try page.run(
            """
            const first = p.attributes[1];
            [first === p.getAttributeNode('title'), first === p.attributes[1], first === p.attributes.item(1),
             first === p.attributes.title, first === p.attributes.getNamedItem('title'),
             first === p.getAttributeNodeNS(null, 'title'), first === [...p.attributes][1],
             first === Array.from(p.attributes)[1], p.attributes[0] === p.getAttributeNode('id'),
             first.ownerElement === p, first.name, first.value].join()
            """)
        #expect(answer == "true,true,true,true,true,true,true,true,true,true,title,t")
    }

    @Test func anAttributeSetByScriptHasOneNodeToo() throws {
        let page = try Page("<p id=p>x</p>")
        let answer = try page.run(
            """
            p.setAttribute('data-tab', 'new');
            const node = p.getAttributeNode('data-tab');
            p.setAttribute('data-tab', 'sale');
            [node === p.attributes[1], node === p.getAttributeNode('data-tab'), node.value, p.attributes.length].join()
            """)
        #expect(answer == "true,true,sale,2")
    }

    @Test func settingAnAttrsValueReachesItsElement() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let answer = try page.run(
            """
            const node = p.attributes.title;
            node.value = 'summer';
            const viaValue = [p.getAttribute('title'), p.title, p.matches('[title=summer]'), p.outerHTML];
            node.nodeValue = 'winter';
            const viaNodeValue = p.getAttribute('title');
            node.textContent = 'spring';
            [...viaValue, viaNodeValue, p.getAttribute('title'), document.querySelector('[title=spring]') === p].join()
            """)
        #expect(answer == #"summer,summer,true,<p id="p" title="summer">x</p>,winter,spring,true"#)
    }

    @Test func aRemovedAttrKeepsItsValueAndLosesItsElement() throws {
        let page = try Page("<p id=p title=t lang=fr>x</p>")
        let answer = try page.run(
            """
            const title = p.getAttributeNode('title');
            p.removeAttribute('title');
            const lang = p.attributes.removeNamedItem('lang');
            title.value = 'later';
            [title.value, title.ownerElement, lang.value, lang.ownerElement, p.hasAttribute('title'),
             p.getAttribute('title'), p.attributes.length].join('|')
            """)
        #expect(answer == "later||fr||false||1")
    }

    @Test func setAttributeNodeReplacesTheAttrsNodeAndHandsBackTheOldOne() throws {
        let page = try Page("<p id=p title=old>x</p>")
        let answer = try page.run(
            """
            const replacement = document.createAttribute('title');
            replacement.value = 'new';
            const old = p.setAttributeNode(replacement);
            const again = p.setAttributeNode(replacement);
            [old.value, old.ownerElement, old === p.getAttributeNode('title'),
             replacement === p.getAttributeNode('title'), replacement === p.attributes[1],
             replacement.ownerElement === p, again === replacement, p.title, p.attributes.length,
             p.removeAttributeNode(replacement) === replacement, p.hasAttribute('title')].join('|')
            """)
        #expect(answer == "old||false|true|true|true|true|new|2|true|false")
    }

    @Test func theOldAttrOfSetAttributeNodeIsTheNodeThePageHeld() throws {
        let page = try Page("<p id=p title=old>x</p>")
        let answer = try page.run(
            """
            const held = p.getAttributeNode('title');
            const replacement = document.createAttribute('title');
            [p.setAttributeNode(replacement) === held, held.ownerElement, held.value].join('|')
            """)
        #expect(answer == "true||old")
    }

    @Test func toggleAttributeDetachesTheOldNodeAndAddsAFreshOne() throws {
        let page = try Page("<button id=b disabled>x</button>")
        let answer = try page.run(
            """
            const before = b.getAttributeNode('disabled');
            const off = b.toggleAttribute('disabled');
            const on = b.toggleAttribute('disabled');
            const after = b.getAttributeNode('disabled');
            [off, on, before.ownerElement, after.ownerElement === b, after === before, after === b.attributes[1],
             b.toggleAttribute('disabled', true), b.getAttributeNode('disabled') === after].join('|')
            """)
        #expect(answer == "false|true||true|false|true|true|true")
    }

    @Test func namespacedAttributesKeepTheirNamesAndIdentity() throws {
        let page = try Page("<svg id=s><use id=u xlink:href=#icon></use></svg>")
        let answer = try page.run(
            """
            const xlink = 'http://www.w3.org/1999/xlink';
            const use = document.getElementById('u');
            const href = use.getAttributeNodeNS(xlink, 'href');
            s.setAttributeNS('urn:shop', 'shop:sku', 'sku-1');
            const sku = s.attributes[1];
            sku.value = 'sku-2';
            [href === use.attributes[1], href.name, href.prefix, href.namespaceURI === xlink, href.value,
             sku === s.getAttributeNodeNS('urn:shop', 'sku'), sku.name, s.getAttributeNS('urn:shop', 'sku'),
             use.outerHTML, s.hasAttributeNS('urn:shop', 'sku')].join('|')
            """)
        let use = ##"<use id="u" xlink:href="#icon"></use>"##
        #expect(answer == "true|xlink:href|xlink|true|#icon|true|shop:sku|sku-2|\(use)|true")
    }

    @Test func aClonesAttributesAreItsOwnNodes() throws {
        let page = try Page("<p id=p title=t class=c>x</p>")
        let answer = try page.run(
            """
            const original = p.getAttributeNode('title');
            original.value = 'changed';
            const copy = p.cloneNode(true);
            const copied = copy.getAttributeNode('title');
            copied.value = 'copy';
            [copied !== original, copied.ownerElement === copy, copied === copy.attributes[1], original.value,
             p.title, copy.title, copy.attributes.length, copy.className].join('|')
            """)
        #expect(answer == "true|true|true|changed|changed|copy|3|c")
    }

    @Test func isEqualNodeComparesAttributesWhetherOrNotTheirNodesWereMade() throws {
        let page = try Page("<p id=p title=t lang=fr>x</p>")
        let answer = try page.run(
            """
            const copy = p.cloneNode(true);
            const equal = p.isEqualNode(copy);
            p.getAttributeNode('lang').value = 'de';
            const afterChange = p.isEqualNode(copy);
            copy.attributes.lang.value = 'de';
            [equal, afterChange, p.isEqualNode(copy), p.attributes.lang.isEqualNode(copy.attributes.lang)].join()
            """)
        #expect(answer == "true,false,true,true")
    }

    @Test func attributeChangedCallbackSeesChangesMadeThroughAttrNodes() throws {
        let page = try Page("<shop-card id=c sku=a1 price=5></shop-card>")
        let answer = try page.run(
            """
            const log = [];
            customElements.define('shop-card', class extends HTMLElement {
                static get observedAttributes() { return ['sku', 'price']; }
                attributeChangedCallback(name, old, value) { log.push(name + ':' + old + '>' + value); }
            });
            const sku = c.getAttributeNode('sku');
            sku.value = 'a2';
            const price = document.createAttribute('price');
            price.value = '7';
            c.setAttributeNode(price);
            c.removeAttributeNode(sku);
            log.join()
            """)
        #expect(answer == "sku:null>a1,price:null>5,sku:a1>a2,price:5>7,sku:a2>null")
    }

    @MainActor @Test func attributeChangedCallbackSeesTheAttributesOfAnElementTheParserConstructs() async throws {
        let page = WKWebView.loaded(
            """
            <script>
            var log = [];
            customElements.define('shop-card', class extends HTMLElement {
                static get observedAttributes() { return ['sku']; }
                attributeChangedCallback(name, old, value) { log.push(name + ':' + old + '>' + value); }
            });
            </script>
            <shop-card id=c sku=a1></shop-card>
            """)
        let answer = try await page.evaluateJavaScript(
            "c.attributes.sku.value = 'a2'; log.join() + ' ' + (c.attributes.sku === c.getAttributeNode('sku'))"
        ) as? String
        #expect(answer == "sku:null>a1,sku:a1>a2 true")
    }

    @Test func mutationRecordsCarryTheOldValueOfChangesMadeThroughAttrNodes() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let answer = try page.run(
            """
            const observer = new MutationObserver(() => {});
            observer.observe(p, { attributes: true, attributeOldValue: true });
            const title = p.attributes.title;
            title.value = 'u';
            p.setAttribute('title', 'v');
            p.removeAttributeNode(title);
            observer.takeRecords().map((r) => r.attributeName + ':' + r.oldValue).join() + ' ' + title.value
            """)
        #expect(answer == "title:t,title:u,title:v v")
    }

    @Test func serializationAndSelectorsReadAttributesWhateverTheirForm() throws {
        let page = try Page(#"<div id=d data-a="1"><a href="/x" title=t>x</a></div>"#)
        let answer = try page.run(
            """
            const link = d.querySelector('a');
            link.attributes.href.value = '/y';
            link.setAttribute('data-b', '2');
            [d.innerHTML, d.querySelectorAll('[href="/y"][data-b="2"]').length, d.matches('[data-a="1"]')].join('|')
            """)
        #expect(answer == #"<a href="/y" title="t" data-b="2">x</a>|1|true"#)
    }

    @Test func datasetReadsAndWritesTheSameAttributes() throws {
        let page = try Page("<p id=p data-sku-id=s1 data-shelf=summer>x</p>")
        let answer = try page.run(
            """
            const node = p.getAttributeNode('data-sku-id');
            p.dataset.skuId = 's2';
            const viaDataset = node.value;
            node.value = 's3';
            const tab = document.createAttribute('data-tab-name');
            tab.value = 'new';
            p.setAttributeNode(tab);
            delete p.dataset.tabName;
            [viaDataset, p.dataset.skuId, Object.keys(p.dataset).join('+'), tab.ownerElement, tab.value].join('|')
            """)
        #expect(answer == "s2|s3|skuId+shelf||new")
    }

    @Test func theNamedNodeMapFollowsTheElementLive() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let answer = try page.run(
            """
            const el = p, map = el.attributes;
            el.setAttribute('lang', 'fr');
            const lang = map[2];
            el.removeAttribute('id');
            [map.length, map[0].name, map[1] === lang, map.lang === lang, 'title' in map, '2' in map,
             Object.keys(map).join('+'), String(map.item(5)), map.getNamedItemNS(null, 'lang') === lang,
             map === el.attributes].join('|')
            """)
        #expect(answer == "2|title|true|true|true|false|0+1|null|true|true")
    }

    /// A page's own window (and a frame's) has its copy of `Attr`: the nodes made before the page names
    /// it move to it, those made after are made on it.
    @MainActor @Test func anAttrHasItsWindowsPrototypeBeforeAndAfterThePageNamesAttr() async throws {
        let page = WKWebView.loaded("<p id=p title=t lang=fr>x</p><iframe srcdoc='<p title=in>in</p>'></iframe>")
        try page.settle()
        let answer = try await page.evaluateJavaScript(
            """
            const before = p.getAttributeNode('title');
            const proto = Attr.prototype;
            const after = p.attributes.lang;
            const frame = document.querySelector('iframe').contentWindow;
            const inFrame = frame.eval(`const made = document.createAttribute('made');
                const title = document.querySelector('p').attributes[0], own = Attr.prototype;
                [Object.getPrototypeOf(title) === own, Object.getPrototypeOf(made) === own,
                 made.ownerDocument === document].join()`);
            [Object.getPrototypeOf(before) === proto, Object.getPrototypeOf(after) === proto,
             after instanceof Attr, after instanceof Node, after.nodeType, after.constructor === Attr,
             Object.prototype.toString.call(after), inFrame].join()
            """) as? String
        #expect(answer == "true,true,true,true,2,true,[object Attr],true,true,true")
    }

    /// A patch of the page's `Attr.prototype` reaches its attribute nodes, made before or after, and no
    /// other page's.
    @MainActor @Test func aPatchOfAttrReachesThePagesNodesOnly() async throws {
        let page = WKWebView.loaded(
            """
            <p id=p title=t lang=fr>x</p>
            <script>Attr.prototype.mark = function () { return 'marked ' + this.name; };</script>
            """)
        let answer = try await page.evaluateJavaScript(
            """
            [p.getAttributeNode('title').mark(), p.attributes.lang.mark(), document.createAttribute('x').mark()].join()
            """) as? String
        #expect(answer == "marked title,marked lang,marked x")
        let other = WKWebView.loaded("<p id=p title=t>x</p>")
        #expect(try await other.evaluateJavaScript("typeof p.getAttributeNode('title').mark") as? String == "undefined")
    }

    @Test func anAttrBelongsToTheDocumentThatMadeIt() throws {
        let page = try Page("<p id=p title=t>x</p>")
        let answer = try page.run(
            """
            const other = document.implementation.createHTMLDocument('');
            const made = other.createAttribute('lang'), madeNS = other.createAttributeNS('urn:x', 'x:sku');
            const copy = p.getAttributeNode('title').cloneNode();
            let thrown;
            try { new Attr(); } catch (e) { thrown = e.name; }
            [made.ownerDocument === other, madeNS.ownerDocument === other, made.ownerElement,
             copy.ownerDocument === document, copy.ownerElement, copy.value, thrown].join('|')
            """)
        #expect(answer == "true|true||true||t|TypeError")
    }

    @Test func anXMLDocumentsAttributesHaveOneNodeEach() throws {
        let page = try Page("<p>x</p>")
        let answer = try page.run(
            """
            const xml = new DOMParser().parseFromString(
                '<feed xmlns:s="urn:shop"><item s:sku="k1" id="i1"/></feed>', 'application/xml');
            const item = xml.documentElement.firstChild;
            const sku = item.getAttributeNodeNS('urn:shop', 'sku');
            sku.value = 'k2';
            [sku === item.attributes[0], sku.name, sku.ownerDocument === xml, item.getAttributeNS('urn:shop', 'sku'),
             xml.querySelector('[id=i1]') === item, item.attributes.id === item.getAttributeNode('id')].join('|')
            """)
        #expect(answer == "true|s:sku|true|k2|true|true")
    }
}
