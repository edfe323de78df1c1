import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// `element.style`'s and a rule's `style`'s methods are the interface's own functions, as in WebKit:
/// the same function on every read, working when taken off the object and called on it.
@MainActor
struct StyleDeclarationMethodTests {
    @Test func theMethodsAreTheInterfacesOwnFunctions() async throws {
        let page = WKWebView.loaded("<style>p { color: red }</style><div id=a style='width: 10px'></div><p>x</p>")
        let answer = try await page.evaluateJavaScript("""
            const style = document.getElementById('a').style;
            const rule = document.styleSheets[0].cssRules[0].style;
            const proto = CSSStyleDeclaration.prototype;
            [style.setProperty === style.setProperty, style.getPropertyValue === proto.getPropertyValue,
             rule.removeProperty === proto.removeProperty, typeof style.item].join(' ')
            """) as? String
        #expect(answer == "true true true function")
    }

    @Test func aMethodTakenOffTheDeclarationWorksCalledOnIt() async throws {
        let page = WKWebView.loaded("<style>p { color: red }</style><div id=a style='width: 10px'></div><p id=p>x</p>")
        let answer = try await page.evaluateJavaScript("""
            const el = document.getElementById('a');
            const { setProperty, getPropertyValue, removeProperty, item, getPropertyPriority } = el.style;
            setProperty.call(el.style, 'height', '5px', 'important');
            CSSStyleDeclaration.prototype.setProperty.call(el.style, 'color', 'blue');
            const removed = removeProperty.call(el.style, 'width');
            const rule = document.styleSheets[0].cssRules[0].style;
            rule.setProperty('color', 'green');
            [el.getAttribute('style'), getPropertyValue.call(el.style, 'height'), getPropertyPriority.call(el.style, 'height'),
             item.call(el.style, 1), removed, getComputedStyle(document.getElementById('p')).color].join(' | ')
            """) as? String
        #expect(answer == "height: 5px !important; color: blue; | 5px | important | color | 10px | rgb(0, 128, 0)")
    }

    @Test func aPagesPatchOfItsInterfaceIsWhatItsStylesCall() async throws {
        let page = WKWebView.loaded("<div id=a></div>")
        let answer = try await page.evaluateJavaScript("""
            const calls = [];
            const original = CSSStyleDeclaration.prototype.setProperty;
            CSSStyleDeclaration.prototype.setProperty = function (name, value) { calls.push(name); return original.call(this, name, value); };
            const el = document.getElementById('a');
            el.style.setProperty('width', '3px');
            calls.join(',') + ' ' + el.style.width
            """) as? String
        #expect(answer == "width 3px")
    }
}
