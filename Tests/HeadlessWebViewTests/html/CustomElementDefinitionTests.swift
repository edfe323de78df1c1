import HeadlessWebView
import ShopStageTesting
import Testing

/// `customElements` as WebKit has it: `define`'s checks and exceptions, `get`/`getName`/`whenDefined`,
/// and the elements a definition makes: by `createElement`, by the parser, by `new`, and by upgrades.
@MainActor
struct CustomElementDefinitionTests {
    /// The name of what `define(name, constructor, options)` throws, or "ok".
    static let defineOutcome = """
        function outcome(f) { try { f(); return 'ok'; } catch (e) { return e.name; } }
        """

    @Test func anInvalidNameIsASyntaxError() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            Self.defineOutcome + """
                [outcome(() => customElements.define('nohyphen', class extends HTMLElement {})),
                 outcome(() => customElements.define('Upper-case', class extends HTMLElement {})),
                 outcome(() => customElements.define('font-face', class extends HTMLElement {}))].join()
                """)
        #expect(answer == "SyntaxError,SyntaxError,SyntaxError")
    }

    @Test func aNameOrAConstructorDefinedTwiceIsNotSupported() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            Self.defineOutcome + """
                class A extends HTMLElement {}
                customElements.define('shop-a', A);
                [outcome(() => customElements.define('shop-a', class extends HTMLElement {})),
                 outcome(() => customElements.define('shop-b', A))].join()
                """)
        #expect(answer == "NotSupportedError,NotSupportedError")
    }

    @Test func aConstructorThatIsNotOneIsATypeError() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            Self.defineOutcome + """
                [outcome(() => customElements.define('shop-a', () => {})), outcome(() => customElements.define('shop-b', {})),
                 outcome(() => customElements.define('shop-c', Math.max))].join()
                """)
        #expect(answer == "TypeError,TypeError,TypeError")
    }

    @Test func aPrototypeThatIsNotAnObjectIsThePagesTypeError() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            const broken = new Proxy(class extends HTMLElement {}, { get: () => null });
            const plain = function () {}; plain.prototype = 5;
            const kinds = [];
            for (const c of [broken, plain]) {
                try { customElements.define('shop-card', c); kinds.push('defined'); } catch (e) { kinds.push(e.constructor === TypeError); }
            }
            kinds.join()
            """)
        #expect(answer == "true,true")
    }

    @Test func extendsIsNotSupportedAsInWebKit() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            Self.defineOutcome + """
                [outcome(() => customElements.define('shop-button', class extends HTMLButtonElement {}, { extends: 'button' })),
                 String(customElements.get('shop-button'))].join()
                """)
        #expect(answer == "NotSupportedError,undefined")
    }

    @Test func aDefineInsideAnotherDefineIsNotSupported() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            Self.defineOutcome + """
                let inner;
                class Outer extends HTMLElement {
                    get connectedCallback() { inner = outcome(() => customElements.define('shop-inner', class extends HTMLElement {})); }
                }
                customElements.define('shop-outer', Outer);
                inner
                """)
        #expect(answer == "NotSupportedError")
    }

    @Test func theCallbacksAreReadFromThePrototypeWhenDefined() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            const log = [];
            class Card extends HTMLElement { connectedCallback() { log.push('at define'); } }
            customElements.define('shop-card', Card);
            Card.prototype.connectedCallback = () => log.push('later');
            document.body.appendChild(document.createElement('shop-card'));
            log.join()
            """)
        #expect(answer == "at define")
    }

    @Test func getAndGetNameAnswerWithTheDefinition() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            class Card extends HTMLElement {}
            customElements.define('shop-card', Card);
            [customElements.get('shop-card') === Card, customElements.get('shop-none'), customElements.getName(Card),
             customElements.getName(class {}), customElements instanceof CustomElementRegistry].join()
            """)
        #expect(answer == "true,,shop-card,,true")
    }

    @Test func whenDefinedResolvesWithTheConstructorOnceDefined() async throws {
        let webView = WKWebView.loaded("<p>")
        _ = try await webView.evaluateJavaScript(
            """
            var seen = [];
            customElements.whenDefined('shop-card').then((c) => seen.push(c === Card));
            var Card = class extends HTMLElement {};
            seen.push('before');
            customElements.define('shop-card', Card);
            """)
        #expect(try await webView.string("seen.join()") == "before,true")
    }

    @Test func whenDefinedRejectsAnInvalidNameWithASyntaxError() async throws {
        let webView = WKWebView.loaded("<p>")
        _ = try await webView.evaluateJavaScript(
            "var seen; customElements.whenDefined('nohyphen').catch((e) => { seen = e.name; });")
        #expect(try await webView.string("seen") == "SyntaxError")
    }

    @Test func createElementConstructsADefinedElementAtOnce() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            let constructed = 0;
            class Card extends HTMLElement { constructor() { super(); constructed++; this.price = 12; } }
            customElements.define('shop-card', Card);
            const card = document.createElement('shop-card');
            [constructed, card instanceof Card, card.price, card.localName, card.matches(':defined')].join()
            """)
        #expect(answer == "1,true,12,shop-card,true")
    }

    @Test func newMakesAnElementOfItsDefinition() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            class Card extends HTMLElement {}
            customElements.define('shop-card', Card);
            const card = new Card();
            [card.localName, card.ownerDocument === document, card instanceof HTMLElement, card.outerHTML].join()
            """)
        #expect(answer == "shop-card,true,true,<shop-card></shop-card>")
    }

    @Test func aClassWithoutADefinitionIsAnIllegalConstructor() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            class Loose extends HTMLElement {}
            const messages = [];
            const makers = [() => new Loose(), () => new HTMLElement(), () => { customElements; return new Loose(); }, () => new HTMLElement()];
            for (const make of makers) {
                try { make(); messages.push('made'); } catch (e) { messages.push(e.constructor === TypeError ? e.message : 'other'); }
            }
            messages.join('|')
            """)
        // WebKitGTK 2.50's messages, in its order: a window whose page has not read `customElements`
        // has no registry to look the class up in.
        #expect(answer == [
            "new.target is not a valid custom element constructor", "new.target is not a valid custom element constructor",
            "new.target does not define a custom element", "new.target is not a valid custom element constructor",
        ].joined(separator: "|"))
    }

    @Test func theParsersElementsUpgradeWhenTheirDefinitionComesInTreeOrder() async throws {
        let webView = WKWebView.loaded("<shop-card id=a><shop-card id=b></shop-card></shop-card><shop-card id=c></shop-card>")
        let answer = try await webView.string(
            """
            const order = [];
            const before = document.querySelectorAll(':not(:defined)').length;
            class Card extends HTMLElement { constructor() { super(); order.push(this.id); } }
            customElements.define('shop-card', Card);
            [before, order.join(''), document.getElementById('b') instanceof Card, document.querySelectorAll(':not(:defined)').length].join()
            """)
        #expect(answer == "3,abc,true,0")
    }

    @Test func theDocumentsParserConstructsBeforeSettingAttributesAndChildren() async throws {
        let webView = WKWebView.loaded(
            """
            <script>
            var seen = [];
            customElements.define('shop-card', class extends HTMLElement {
                constructor() { super(); seen.push('constructed with ' + this.attributes.length + ' attributes, ' + this.childNodes.length + ' children'); }
                static get observedAttributes() { return ['sku']; }
                attributeChangedCallback(name, old, value) { seen.push(name + '=' + value + ' with ' + this.childNodes.length + ' children'); }
                connectedCallback() { seen.push('connected'); }
            });
            </script>
            <shop-card sku=42 lang=en><b>tee</b></shop-card>
            """)
        #expect(
            try await webView.string("seen.join('|')")
                == "constructed with 0 attributes, 0 children|sku=42 with 0 children|connected")
    }

    @Test func innerHTMLsElementsAreUpgraded() async throws {
        let webView = WKWebView.loaded("<div id=host></div>")
        let answer = try await webView.string(
            """
            class Card extends HTMLElement { constructor() { super(); this.made = true; } }
            customElements.define('shop-card', Card);
            host.innerHTML = '<shop-card><b>tee</b></shop-card>';
            [host.firstChild instanceof Card, host.firstChild.made].join()
            """)
        #expect(answer == "true,true")
    }

    @Test func upgradeUpgradesADisconnectedTree() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            const holder = document.createElement('div');
            holder.innerHTML = '<shop-card></shop-card>';
            class Card extends HTMLElement {}
            customElements.define('shop-card', Card);
            const before = holder.firstChild instanceof Card;
            customElements.upgrade(holder);
            [before, holder.firstChild instanceof Card].join()
            """)
        #expect(answer == "false,true")
    }

    @Test func aThrowingConstructorIsReportedAndLeavesAnUnknownElement() async throws {
        let webView = WKWebView.loaded("<p>")
        let answer = try await webView.string(
            """
            const reported = [];
            addEventListener('error', (e) => reported.push(e.error.message));
            customElements.define('shop-card', class extends HTMLElement { constructor() { super(); throw new Error('no stock'); } });
            const card = document.createElement('shop-card');
            [reported.join(), card instanceof HTMLUnknownElement, card.localName, card.matches(':defined')].join()
            """)
        #expect(answer == "no stock,true,shop-card,false")
    }

    @Test func definedMatchesBuiltInsAndUpgradedElementsOnly() async throws {
        let webView = WKWebView.loaded("<p id=p></p><shop-card id=card></shop-card>")
        let answer = try await webView.string(
            """
            const before = [p.matches(':defined'), card.matches(':defined'), document.createElementNS('http://www.w3.org/2000/svg', 'shop-card').matches(':defined')];
            customElements.define('shop-card', class extends HTMLElement {});
            [...before, card.matches(':defined')].join()
            """)
        #expect(answer == "true,false,true,true")
    }

    @Test func aFrameHasARegistryOfItsOwn() async throws {
        let webView = WKWebView.loaded("<iframe id=f srcdoc='<shop-card></shop-card>'></iframe>")
        _ = try await webView.evaluateJavaScript("0")
        let answer = try await webView.string(
            """
            const w = f.contentWindow;
            class Card extends w.HTMLElement {}
            w.customElements.define('shop-card', Card);
            [w.customElements !== customElements, customElements.get('shop-card'),
             f.contentDocument.querySelector('shop-card') instanceof Card].join()
            """)
        #expect(answer == "true,,true")
    }
}
