import Foundation
import HeadlessWebView
import Testing
import WebKit

/// Which images load, as WebKitGTK 2.50 loads them (Fixtures/actions/fidelity/fragment-images.html
/// holds the same probes for the WebKit differential): those of HTML fragments parsed for a document a
/// window shows, connected or not, and `new Image()`; not a template's content's, nor those of a
/// document no window shows. Every load is blocked: each loading image gets its `error` event and
/// its record.
@MainActor
struct FragmentImageTests {
    @Test func fragmentImagesOfAShownDocumentLoadAndOthersDoNot() async throws {
        let webView = WKWebView.loaded(
            """
            <div id=d></div>
            <script>
              var seen = [];
              function watch(img, name) {
                img.addEventListener('error', () => seen.push(name + '-error'));
                img.addEventListener('load', () => seen.push(name + '-load'));
              }
              var d = document.getElementById('d');
              d.innerHTML = '<img src="/a.png">';
              watch(d.querySelector('img'), 'inner');
              document.body.insertAdjacentHTML('beforeend', '<p id=adj><img src="/b.png"></p>');
              watch(document.querySelector('#adj img'), 'adjacent');
              var off = document.createElement('div');
              off.innerHTML = '<img src="/c.png">';
              watch(off.firstChild, 'detached');
              var contextual = document.createRange().createContextualFragment('<img src="/d.png">');
              watch(contextual.firstChild, 'contextual');
              var t = document.createElement('template');
              t.innerHTML = '<img src="/f.png">';
              watch(t.content.firstChild, 'template');
              var parsed = new DOMParser().parseFromString('<img src="/g.png">', 'text/html');
              watch(parsed.querySelector('img'), 'parsed');
              var parsedAttr = parsed.createElement('img');
              watch(parsedAttr, 'parsedattr');
              parsedAttr.setAttribute('src', '/h.png');
              var blank = document.implementation.createHTMLDocument('');
              blank.body.innerHTML = '<img src="/i.png">';
              watch(blank.querySelector('img'), 'blankdoc');
              var blankAttr = blank.createElement('img');
              watch(blankAttr, 'blankattr');
              blankAttr.src = '/j.png';
            </script>
            """)
        try webView.settle()
        #expect(
            try await webView.string("seen.slice().sort().join(' ')")
                == "adjacent-error contextual-error detached-error inner-error")
        #expect(
            webView.blockedResources.filter { $0.kind == .image }.map(\.url)
                == ["a", "b", "c", "d"].map { "https://shop.example/\($0).png" })
    }

    /// A template-rendered action (Mustache, Handlebars, a library's `.html(…)`) asks for its product
    /// images as the page parser's own do: each is recorded and fails, and its `onerror` runs.
    @Test func imagesRenderedThroughInnerHTMLRunTheirErrorHandlers() async throws {
        let webView = WKWebView.loaded(
            """
            <ul id=tiles></ul>
            <script>
              var failed = [];
              document.getElementById('tiles').innerHTML = ['sku-1', 'sku-2']
                .map((sku) => '<li><img src="https://cdn.shop.example/' + sku + '.jpg" onerror="failed.push(\\'' + sku + '\\')"></li>')
                .join('');
            </script>
            """)
        try webView.settle()
        #expect(try await webView.string("failed.join(',')") == "sku-1,sku-2")
        #expect(
            webView.blockedResources.map(\.url)
                == ["https://cdn.shop.example/sku-1.jpg", "https://cdn.shop.example/sku-2.jpg"])
    }
}
