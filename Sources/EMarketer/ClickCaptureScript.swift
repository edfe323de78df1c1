import Foundation
import HeadlessWebView
import ScriptEngine

/// The click-capture library script (`Resources/click-capture.js`, standing in for the SDK's
/// unpublished `web-view.js`) and the document `contentHtmlDoc` wraps an action's HTML in.
public enum ClickCaptureScript {
    /// The library's source. If the resource is missing from the build, a script that
    /// throws says so, rather than a page whose clicks are silently not captured.
    public static let source: String = {
        switch BundledScript.source(named: "click-capture", in: .module) {
        case .success(let text): return text
        case .failure(let missing):
            return "throw new Error(\(JSONStringEscape.quoted("ShopStage: \(missing)")));\n"
        }
    }()

    /// The library as the web view runs it from the document's `<script src>`: compiled once per VM
    /// in a realm of its own and called with each page's window (HeadlessWebView's `SharedPageScript`).
    static let shared = SharedPageScript(realmKey: "shopstage-click-capture", source: source)

    /// The SDK's document: no doctype (so the page is in quirks mode, as on a phone), the two meta
    /// tags, a body hidden until `load`, the library loaded from `libraryURL?v=<cacheVersion>`,
    /// the content, and the closing script that hands the body to the library.
    public static func htmlDocument(content: String, libraryURL: String, cacheVersion: Int = 0) -> String {
        "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\"></head>"
            + "<body style=\"visibility:hidden\" onload=\"document.body.style.visibility=''\">"
            + "<script src=\"\(libraryURL)?v=\(cacheVersion)\"></script>" + content
            + "<script>_S_T.new_elem(document.body, null)</script></body></html>"
    }
}
