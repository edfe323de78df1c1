import Foundation
import HeadlessWebView
import ScriptEngine
import ShopStageTesting
import Testing

/// HTML's realm rules across frames: a window's functions act on the window they belong to or are
/// called on (`parent.alert()`), a constructor makes objects of its own window (`new parent.Image()`),
/// and a frame's jobs act as the frame even when they run at the end of its parent's entry.
@MainActor
struct CrossRealmWindowFunctionTests {
    /// Records each dialog with whether the main frame raised it, as WebKit's `initiatedByFrame` says.
    @MainActor
    final class FrameDialogs: WKUIDelegate {
        var seen: [String] = []
        func webView(
            _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor () -> Void
        ) {
            seen.append("alert \(message) \(frame.isMainFrame ? "main" : "frame")")
            completionHandler()
        }
        func webView(
            _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (Bool) -> Void
        ) {
            seen.append("confirm \(message) \(frame.isMainFrame ? "main" : "frame")")
            completionHandler(frame.isMainFrame)
        }
        func webView(
            _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
            initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor (String?) -> Void
        ) {
            seen.append("prompt \(prompt) \(frame.isMainFrame ? "main" : "frame")")
            completionHandler(frame.isMainFrame ? "main answer" : "frame answer")
        }
    }

    private func pageWithFrame(_ delegate: FrameDialogs? = nil) -> WKWebView {
        let webView = WKWebView.loaded("<script>var log = []</script><iframe id=f></iframe>")
        webView.uiDelegate = delegate
        return webView
    }

    @Test func parentsDialogsCalledFromAFrameAreTheParents() async throws {
        let dialogs = FrameDialogs()
        let webView = pageWithFrame(dialogs)
        // The frame's code runs inside the parent's entry: only the function called decides the window.
        let answer = try await webView.string(
            """
            f.contentWindow.eval(`
              parent.alert('to parent'); alert('own');
              var a = parent.confirm('parent sure?'), b = confirm('frame sure?');
              var p = parent.prompt('parent name?'), q = prompt('frame name?');
              var detached = parent.alert; detached('detached parent');
              alert.call(parent, 'called on parent');
              [a, b, p, q].join()`)
            """)
        #expect(answer == "true,false,main answer,frame answer")
        #expect(
            dialogs.seen == [
                "alert to parent main", "alert own frame", "confirm parent sure? main", "confirm frame sure? frame",
                "prompt parent name? main", "prompt frame name? frame", "alert detached parent main",
                "alert called on parent main",
            ])
    }

    @Test func locationHandlersAndFramesOfAnotherWindowAreThatWindows() async throws {
        let webView = WKWebView.loaded(
            """
            <script>var log = []</script>
            <iframe id=f srcdoc="<script>
              parent.log.push(parent.location.href, location.href, parent.origin);
              parent.onclick = () => parent.log.push('parent clicked');
              parent.dispatchEvent(new Event('click'));
              parent.location.hash = 'from-frame';
            </script>"></iframe>
            """)
        try webView.settle()
        let log = try await webView.string("log.join(' | ')")
        #expect(log == "https://shop.example/ | about:srcdoc | https://shop.example | parent clicked")
        let urls = try await webView.string("location.href + ' ' + f.contentWindow.location.href")
        #expect(urls == "https://shop.example/#from-frame about:srcdoc")
    }

    @Test func namedAndInterfaceConstructorsMakeObjectsOfTheirOwnWindow() async throws {
        let webView = pageWithFrame()
        let fromParent = try await webView.string(
            """
            var child = f.contentWindow, doc = f.contentDocument;
            [new child.Image(3).ownerDocument === doc, new child.Option('a').ownerDocument === doc,
             new child.Audio().ownerDocument === doc, new child.Text('t').ownerDocument === doc,
             new child.Range().startContainer === doc, new Image().ownerDocument === document,
             new child.Image() instanceof child.HTMLImageElement, child.alert !== alert].join()
            """)
        #expect(fromParent == "true,true,true,true,true,true,true,true")
        let fromFrame = try await webView.string(
            """
            f.contentWindow.eval(`[new parent.Image().ownerDocument === parent.document,
              new parent.Option('x', 'y').ownerDocument === parent.document,
              new parent.Audio('/a.mp3').ownerDocument === parent.document,
              new Image().ownerDocument === document, new Option().ownerDocument === document].join()`)
            """)
        #expect(fromFrame == "true,true,true,true,true")
        let audio = try await webView.string(
            "var a = new f.contentWindow.Audio('/song.mp3'); [a.getAttribute('preload'), a.src, a.localName].join()")
        #expect(audio == "auto,https://shop.example/song.mp3,audio")
    }

    @Test func aFramesJobsActAsTheFrameWhenTheyRunInItsParentsEntry() async throws {
        let dialogs = FrameDialogs()
        let webView = pageWithFrame(dialogs)
        // Queued by the frame's code inside the parent's entry, the jobs run when that entry drains.
        _ = try await webView.evaluateJavaScript(
            """
            f.contentWindow.eval(`
              Promise.resolve().then(() => {
                parent.log.push('promise ' + (new Image().ownerDocument === document) + ' ' + location.href);
                alert('from the frame job');
              });
              queueMicrotask(() => parent.log.push('microtask ' + (new Option().ownerDocument === document)));
              new MutationObserver(() => parent.log.push('mutation')).observe(document.body, {childList: true});
              document.body.append('x');
              parent.setTimeout(() => parent.log.push('parent timer ' + (new Image().ownerDocument === document)));
              setTimeout(() => parent.log.push('frame timer ' + (new Image().ownerDocument === document)));
            `)
            """)
        try webView.settle()
        let log = try await webView.string("log.join(' | ')")
        #expect(log == "promise true about:blank | microtask true | mutation | parent timer true | frame timer true")
        #expect(dialogs.seen == ["alert from the frame job frame"])
        #expect(try await webView.string("location.href") == "https://shop.example/")
    }

    @Test func anAttackerFrameCannotActAsItsParent() async throws {
        let dialogs = FrameDialogs()
        let webView = WKWebView.loaded(
            """
            <script>var log = []</script>
            <iframe id=f srcdoc="<script>
              // Left to run at the end of whatever entry comes next: the parent's.
              parent.addEventListener('click', () => Promise.resolve().then(() => {
                alert('attacker'); location.hash = 'owned'; open('https://evil.example/');
                parent.log.push(new Image().ownerDocument === parent.document ? 'reached parent' : 'stayed in frame');
              }));
            </script>"></iframe>
            """)
        webView.uiDelegate = dialogs
        try webView.settle()
        _ = try await webView.evaluateJavaScript("dispatchEvent(new Event('click'))")
        let log = try await webView.string("log.join()")
        #expect(log == "stayed in frame")
        #expect(dialogs.seen == ["alert attacker frame"])
        let urls = try await webView.string("location.href + ' ' + f.contentWindow.location.href")
        #expect(urls == "https://shop.example/ about:srcdoc#owned")
    }
}
