import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A document's list of style sheet owners holds the connected ones: removed or never inserted
/// `<style>` elements leave it, and come back when they are inserted again.
@MainActor
struct StyleOwnerPruningTests {
    @Test func removedStyleElementsLeaveTheDocumentsOwnerList() async throws {
        let webView = WKWebView.loaded("<style>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                """
                for (let i = 0; i < 1000; i++) {
                  const s = document.createElement('style'); s.textContent = 'p { opacity: 0.5 }';
                  document.head.appendChild(s); s.remove();
                }
                getComputedStyle(p).opacity + ' ' + document._styleState.owners.length
                """) == "1 1")
    }

    @Test func styleElementsNeverInsertedLeaveTheListWhenStyleIsRead() async throws {
        let webView = WKWebView.loaded("<style>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                "for (let i = 0; i < 1000; i++) document.createElement('style'); getComputedStyle(p).color; String(document._styleState.owners.length)")
                == "1")
    }

    @Test func aRemovedStyleElementAppliesAgainWhenReinserted() async throws {
        let webView = WKWebView.loaded("<style id=s>p { color: red }</style><p id=p>x</p>")
        #expect(
            try await webView.string(
                """
                const style = document.getElementById('s');
                style.remove(); const without = getComputedStyle(p).color;
                document.body.appendChild(style);
                [without, getComputedStyle(p).color, document.styleSheets.length].join(' ')
                """) == "rgb(0, 0, 0) rgb(255, 0, 0) 1")
    }

    @Test func sheetsApplyInTreeOrderWhereverTheirOwnersAre() async throws {
        // A later sheet wins between equal selectors: the owners are ordered by their place in the tree (head or
        // body, inserted before another, moved), not by when they were made. WebKitGTK 2.50 gives the same steps.
        let webView = WKWebView.loaded("""
            <style id=a>p { width: 10px }</style><p id=p>x</p><div id=box><style id=b>p { width: 20px }</style></div>
            """)
        #expect(
            try await webView.string(
                """
                const $ = (id) => document.getElementById(id);
                const read = () => getComputedStyle(p).width + ' ' + Array.from(document.styleSheets, (s) => s.ownerNode.id).join('');
                const steps = [read()];
                const c = document.createElement('style'); c.id = 'c'; c.textContent = 'p { width: 30px }';
                $('a').before(c); steps.push(read());
                document.head.prepend($('b')); steps.push(read());
                document.body.append(c); steps.push(read());
                box.append($('a')); steps.push(read());
                steps.join(' | ')
                """) == "20px ab | 20px cab | 10px bca | 30px bac | 30px bac")
    }

    @Test func anOwnersAttributesAndAnAncestorsRemovalReachTheSheets() async throws {
        // The sheets are looked at again only when an owner is inserted or removed, or its text, its
        // attributes or a sheet change: each of those, made after the page's style was read, is seen.
        let webView = WKWebView.loaded("""
            <style id=a>p { width: 10px }</style><div id=box><style id=b>p { width: 20px }</style></div><p id=p>x</p>
            """)
        #expect(
            try await webView.string(
                """
                const $ = (id) => document.getElementById(id);
                const read = () => getComputedStyle(p).width + ' ' + document.styleSheets.length;
                const steps = [read()];
                $('b').type = 'text/plain'; steps.push(read());
                $('b').removeAttribute('type'); $('b').media = '(max-width: 1px)'; steps.push(read());
                $('b').media = ''; steps.push(read());
                $('box').remove(); steps.push(read());
                $('a').firstChild.data = 'p { width: 15px }'; steps.push(read());
                $('a').sheet.cssRules[0].style.width = '16px'; steps.push(read());
                $('a').sheet.disabled = true; steps.push(read());
                steps.join(' | ')
                """) == "20px 2 | 10px 1 | 10px 2 | 20px 2 | 10px 1 | 15px 1 | 16px 1 | 374px 1")
    }

    @Test func styleElementsTheParserEndsReachTheScriptsThatRunLater() async throws {
        // The parser tells the document when it ends a `<style>`, so a script that runs during the parse
        // reads the sheets parsed before it, and a style write between two reads keeps them standing.
        // WebKitGTK 2.50 gives the same steps.
        let webView = WKWebView.loaded("""
            <p id=p>x</p>
            <script>window.steps = [getComputedStyle(p).color]; p.style.left = '1px'; steps.push(getComputedStyle(p).color)</script>
            <style>p { color: rgb(255, 0, 0) }</style>
            <script>p.style.left = '2px'; steps.push(getComputedStyle(p).color)</script>
            <style media="(max-width: 1px)">p { color: rgb(0, 128, 0) }</style>
            <style>p { color: rgb(0, 0, 255) }</style>
            <script>steps.push(getComputedStyle(p).color, document.styleSheets.length)</script>
            """)
        #expect(try await webView.string("steps.join(' ')") == "rgb(0, 0, 0) rgb(0, 0, 0) rgb(255, 0, 0) rgb(0, 0, 255) 3")
    }
}
