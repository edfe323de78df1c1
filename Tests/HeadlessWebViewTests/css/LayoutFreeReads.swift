import Foundation
import HeadlessWebView
import Testing

/// The check of the answers a page gets without a layout of its document (Layout.js `widthBoxOf`,
/// `sizeBoxOf`): for every HTML element, the layout made stale (the body's bottom padding, which no
/// checked read depends on), the element's reads, whether they made a layout, then the same reads
/// from a layout made right after.
@MainActor
enum LayoutFreeReads {
    /// `reads`, a JavaScript expression of `el` and its computed style `cs`, for every element of
    /// `page`: the number of elements, how many were answered without a layout, and the elements
    /// whose answers differ from the layout's.
    static func compared(_ page: String, reads: String) async throws -> (elements: Int, withoutLayout: Int, differ: [String]) {
        let check = """
            (() => { let n = 0, fast = 0; const bad = [];
            const reads = (el) => { const cs = getComputedStyle(el); return [\(reads)].join(','); };
            const all = document.getElementsByTagName('*');
            for (let i = 0; i < all.length; i++) { const el = all[i]; if (!(el instanceof HTMLElement)) continue;
              document.body.style.paddingBottom = (i % 2) + 'px'; const before = document._layout;
              const without = reads(el); if (document._layout === before) fast++;
              el.getBoundingClientRect(); const laidOut = reads(el); n++;
              if (without !== laidOut) bad.push(el.tagName + '#' + el.id + ' ' + without + ' / ' + laidOut); }
            return [n, fast, ...bad].join(' '); })()
            """
        let webView = WKWebView.loaded(page)
        let answer = try #require(try await webView.string(check))
        let parts = answer.split(separator: " ", maxSplits: 2).map(String.init)
        return (Int(parts[0]) ?? -1, Int(parts[1]) ?? -1, parts.count > 2 ? [parts[2]] : [])
    }
}
