import Foundation
import HeadlessWebView
import Testing

/// A page reaches the DOM's and the prelude's functions; it must not reach their realms' globals
/// through them, while its own code generation keeps working.
struct RealmIsolationTests {
    @MainActor @Test func theDOMRealmsFunctionConstructorCompilesNothing() async throws {
        let webView = loadedWebView("<p id=p>x</p>")
        let name = try await webView.string(
            "try { document.constructor.constructor('return this')(); 'reached' } catch (e) { e.name }")
        #expect(name == "EvalError")
        let asyncName = try await webView.string(
            "try { Object.getPrototypeOf(async function () {}).constructor; document.querySelector.constructor('return 1')(); 'reached' } catch (e) { e.name }")
        #expect(asyncName == "EvalError")
    }

    @MainActor @Test func thePreludesFunctionsLeadToNoOtherGlobal() async throws {
        let webView = loadedWebView("<p>x</p>")
        let name = try await webView.string(
            "try { setTimeout.constructor('return this')(); 'reached' } catch (e) { e.name }")
        #expect(name == "EvalError")
    }

    @MainActor @Test func thePagesOwnEvalFunctionAndInlineHandlersStillWork() async throws {
        let webView = loadedWebView("<button id=b onclick=\"window.clicked = 1 + 1\">Buy</button>")
        #expect(try await webView.evaluateJavaScript("eval('20 + 1') + Function('return 21')()") as? Int == 42)
        #expect(try await webView.evaluateJavaScript("(() => {}).constructor('return 2')()") as? Int == 2)
        _ = try await webView.evaluateJavaScript("document.getElementById('b').click(); 0")
        #expect(try await webView.evaluateJavaScript("window.clicked") as? Int == 2)
    }
}
