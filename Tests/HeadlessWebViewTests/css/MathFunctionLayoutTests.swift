import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Widths and margins given by `calc()`, `min()`, `max()` and `clamp()`: percentages of the
/// containing block, em and rem, nesting, a negated product, a clamp with two arguments (invalid:
/// `auto`). Each answer is WebKitGTK 2.50's for the same page (a 300 px box, 10 px font).
@MainActor
struct MathFunctionLayoutTests {
    @Test func mathFunctionsResolveAsWebKitResolvesThem() async throws {
        let webView = WKWebView.loaded("""
            <!doctype html><style>body { margin: 0 } #box { width: 300px; font-size: 10px } #box > div { height: 1px }
            #a { width: calc((100% + 8px) / 2 - 8px) } #c { width: min(50%, 120px, 2em * 10) } #d { width: max(10px, 25%) }
            #e { width: clamp(50px, 10% * 3, 80px) } #f { width: calc(-1 * -40px) } #h { width: calc(2 * (10px + 5%)) }
            #i { width: calc(10em - 1rem) } #j { width: clamp(1px, 2px) } #k { margin-left: calc(10% - 5px); width: 10px }
            </style><div id=box><div id=a></div><div id=c></div><div id=d></div><div id=e></div><div id=f></div>
            <div id=h></div><div id=i></div><div id=j></div><div id=k></div></div>
            """)
        let answer = try await webView.string("""
            ['a', 'c', 'd', 'e', 'f', 'h', 'i', 'j', 'k'].map((id) => { const el = document.getElementById(id);
              return id + ':' + el.offsetWidth + ',' + getComputedStyle(el).width + ',' + el.offsetLeft; }).join(' ')
            """)
        #expect(answer == [
            "a:146,146px,0", "c:120,120px,0", "d:75,75px,0", "e:80,80px,0", "f:40,40px,0", "h:50,50px,0",
            "i:84,84px,0", "j:300,300px,0", "k:10,10px,25",
        ].joined(separator: " "))
    }
}
