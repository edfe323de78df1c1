import HeadlessWebView
import ShopStageTesting
import Testing

/// What a page compares with its own globals: a list's iterators are its window's Array.prototype
/// functions, and a frame's node throws the frame's TypeError when an argument is missing.
@MainActor
struct PageRealmFunctionTests {
    @Test func aListsIteratorsAreThePagesArrayFunctions() throws {
        let page = try Page("<p><b></b></p>")
        let answer = try page.run(
            """
            const list = document.querySelector('p').childNodes;
            [list[Symbol.iterator] === Array.prototype[Symbol.iterator], list.values === Array.prototype.values,
             list.keys === Array.prototype.keys, list.forEach === Array.prototype.forEach, [...list].length,
             NodeList.prototype.entries === Array.prototype.entries].join()
            """)
        #expect(answer == "true,true,true,true,1,true")
    }

    @Test func aFrameNodesMissingArgumentThrowsTheFramesTypeError() async throws {
        let webView = WKWebView.loaded("<iframe id=f></iframe>")
        let answer = try await webView.string(
            """
            const doc = f.contentDocument, w = f.contentWindow, el = doc.createElement('div');
            const thrown = (call) => { try { call(); return 'no error'; } catch (e) { return e instanceof w.TypeError && !(e instanceof TypeError); } };
            [thrown(() => el.matches()), thrown(() => el.webkitMatchesSelector()), thrown(() => doc.querySelector()),
             thrown(() => doc.createDocumentFragment().querySelectorAll()),
             (() => { try { document.body.matches(); } catch (e) { return e instanceof TypeError; } })()].join()
            """)
        #expect(answer == "true,true,true,true,true")
    }
}
