import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A window's copies of the DOM's interfaces (WindowInterfaces.js) hold what the realm's do: a page
/// that named an interface meets the same members as one that did not.
@MainActor
struct WindowInterfaceCopyTests {
    /// The frame names no interface, so its body is still on the realm's prototypes; the parent's
    /// body is on the parent's copies. Each member one chain has, the other has.
    @Test func aWindowsCopiesHaveTheMembersOfTheRealmsInterfaces() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe><p>out</p>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const realmBody = document.querySelector('iframe').contentDocument.body;
            const realmKeys = [];
            for (const key in realmBody) if (!Object.prototype.hasOwnProperty.call(realmBody, key)) realmKeys.push(key);
            const copyBody = document.body;
            const copyKeys = [];
            for (let p = Object.getPrototypeOf(copyBody); p !== Object.prototype; p = Object.getPrototypeOf(p)) {
                for (const key of Object.getOwnPropertyNames(p)) if (key !== 'constructor') copyKeys.push(key);
            }
            const missingFromCopies = realmKeys.filter((key) => !(key in copyBody));
            const missingFromRealm = copyKeys.filter((key) => !(key in realmBody));
            JSON.stringify({ missingFromCopies, missingFromRealm, many: copyKeys.length > 250 && realmKeys.length > 100,
                copied: Object.getPrototypeOf(copyBody) === HTMLBodyElement.prototype })
            """) as? String
        #expect(answer == #"{"missingFromCopies":[],"missingFromRealm":[],"many":true,"copied":true}"#)
    }

    /// Each member of an interface's copy has the same kind (method, accessor, constant) and
    /// attributes in every window, whichever way the window's copies were made: by name here, by a
    /// node's `constructor` in the frame.
    @Test func copiesAreAlikeInEveryWindowWhicheverWayTheyWereMade() async throws {
        let page = WKWebView.loaded("""
            <iframe srcdoc="<p>in</p><script>document.body.constructor;</script>"></iframe><script>Element;</script>
            """)
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const frame = document.querySelector('iframe').contentWindow;
            const shape = (object) => Reflect.ownKeys(object).filter((key) => typeof key === 'string').map((key) => {
                const d = Object.getOwnPropertyDescriptor(object, key);
                const kind = 'value' in d ? (typeof d.value === 'function' && key !== 'constructor' ? 'method' : typeof d.value)
                    : (d.get ? 'get' : '') + (d.set ? 'set' : '');
                return key + ':' + kind + (d.writable ? 'w' : '') + (d.enumerable ? 'e' : '') + (d.configurable ? 'c' : '');
            }).join(',');
            const names = ['EventTarget', 'Node', 'Element', 'HTMLElement', 'Document', 'CharacterData', 'Text', 'HTMLParagraphElement'];
            const differ = names.filter((name) => shape(window[name].prototype) !== shape(frame[name].prototype)
                || shape(window[name]) !== shape(frame[name]));
            JSON.stringify({ differ, own: window.Element !== frame.Element,
                method: shape(Element.prototype).includes('getAttribute:methodw'), constant: shape(Node).includes('ELEMENT_NODE:number') })
            """) as? String
        #expect(answer == #"{"differ":[],"own":true,"method":true,"constant":true}"#)
    }
    /// A copy lists its members in the realm interface's order, chained to the window's copy of
    /// the parent interface (copies are built on a root of their own, then given their parent).
    @Test func copiesKeepTheRealmsMemberOrderAndChain() async throws {
        let page = WKWebView.loaded("<iframe srcdoc='<p>in</p>'></iframe><p>out</p><script>HTMLElement;</script>")
        try page.settle()
        let answer = try await page.evaluateJavaScript("""
            const frameP = document.querySelector('iframe').contentDocument.querySelector('p');
            const names = (object) => Object.getOwnPropertyNames(object).filter((key) => key !== 'constructor').join(',');
            const realm = [];
            for (let p = Object.getPrototypeOf(frameP); p !== null && realm.length < 4; p = Object.getPrototypeOf(p)) realm.push(p);
            const copies = [HTMLParagraphElement.prototype, HTMLElement.prototype, Element.prototype, Node.prototype];
            const chained = copies.every((copy, i) => i === copies.length - 1 || Object.getPrototypeOf(copy) === copies[i + 1]);
            JSON.stringify({ sameOrder: copies.map((copy, i) => names(copy) === names(realm[i])),
                chained, own: copies[1] !== realm[1], paragraph: document.querySelector('p') instanceof HTMLElement })
            """) as? String
        #expect(answer == #"{"sameOrder":[true,true,true,true],"chained":true,"own":true,"paragraph":true}"#)
    }
}
