import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `getComputedStyle`'s object is a read-only declaration on the interface's prototype, like an element's
/// `style`; both answer `in` for the properties ShopStage knows and read their indices as property names
/// (every answer checked against WebKitGTK 2.50: Fixtures/actions/fidelity/computed-style-object.html).
@MainActor
struct ComputedStyleObjectTests {
    static let html = "<style>#box { color: rgb(1, 2, 3); width: 10px; }</style><div id=box style='margin-left: 3px'>x</div>"

    @Test func theComputedStyleIsADeclarationWithTheInterfacesMethods() async throws {
        let page = WKWebView.loaded(Self.html)
        let answer = try await page.evaluateJavaScript("""
            const box = document.getElementById('box'), cs = getComputedStyle(box), st = box.style;
            [cs instanceof CSSStyleDeclaration, Object.getPrototypeOf(cs) === Object.getPrototypeOf(st),
             cs.getPropertyValue === st.getPropertyValue, Object.prototype.hasOwnProperty.call(cs, 'getPropertyValue'),
             cs === getComputedStyle(box), String(cs.parentRule), String(st.parentRule)].join()
            """) as? String
        #expect(answer == "true,true,true,false,false,null,null")
    }

    @Test func itReadsValuesByNameAndIndexAndStaysReadOnly() async throws {
        let page = WKWebView.loaded(Self.html)
        let answer = try await page.evaluateJavaScript("""
            const box = document.getElementById('box'), cs = getComputedStyle(box);
            const attempt = (f) => { try { f(); return 'changed'; } catch (e) { return e.name; } };
            [cs.color, cs.marginLeft, cs['margin-left'], cs.cssFloat, typeof cs[0], cs[0] === cs.item(0), '0' in cs,
             attempt(() => cs.setProperty('color', 'red')), attempt(() => { cs.color = 'red'; }),
             attempt(() => { cs.cssText = 'color: red'; }), attempt(() => cs.removeProperty('color')), cs.color].join('|')
            """) as? String
        let readOnly = "NoModificationAllowedError|NoModificationAllowedError|NoModificationAllowedError|NoModificationAllowedError"
        #expect(answer == "rgb(1, 2, 3)|3px|3px|none|string|true|true|" + readOnly + "|rgb(1, 2, 3)")
    }

    @Test func aDetachedElementsComputedStyleIsEmpty() async throws {
        let page = WKWebView.loaded(Self.html)
        let answer = try await page.evaluateJavaScript("""
            const c = getComputedStyle(document.createElement('div'));
            [JSON.stringify(c.color), c.length, JSON.stringify(c.item(0)), String(c[0]), '0' in c].join(' ')
            """) as? String
        #expect(answer == "\"\" 0 \"\" undefined false")
    }

    /// jQuery tests for a property with `name in element.style` before it tries the vendor prefixes.
    @Test func inAndIndicesOnAnElementsStyle() async throws {
        let page = WKWebView.loaded(Self.html)
        let answer = try await page.evaluateJavaScript("""
            const st = document.getElementById('box').style;
            [['color' in st, 'transform' in st, 'marginLeft' in st, 'fooBar' in st, '--x' in st, '0' in st, '1' in st].join(),
             st[0], st.item(0), String(st[1]), st.length].join('|')
            """) as? String
        #expect(answer == "true,true,true,false,false,true,false|margin-left|margin-left|undefined|1")
    }
}
