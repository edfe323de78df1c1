import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// An e-Marketer action as one is written: HTML with a `<style>` block whose banner slides in by a
/// class change when the offer is tapped, and the page listening for the transition's end.
@MainActor
struct StyleSheetActionTests {
    static let action = """
        <!doctype html>
        <html><head><meta name=viewport content="width=device-width">
        <style>
          .banner { position: fixed; bottom: 0; transform: translateY(100%); transition: transform .3s ease-out }
          .banner.open { transform: none }
          .badge { animation: pulse 1s 2 }
          @keyframes pulse { 50% { transform: scale(1.1) } }
        </style></head>
        <body>
          <button id=offer>See the offer</button>
          <div class=banner id=banner><span class=badge>-20%</span><a href="https://shop.example/sale">Shop now</a></div>
          <script>
            var shown = [];
            offer.addEventListener('click', () => banner.classList.add('open'));
            banner.addEventListener('transitionend', (e) => shown.push('banner in after ' + e.elapsedTime + 's at ' + performance.now()));
            document.querySelector('.badge').addEventListener('animationend', (e) => shown.push(e.animationName + ' done at ' + performance.now()));
          </script>
        </body></html>
        """

    @Test func theBannerSlidesInOnTheVirtualClockWhenTheOfferIsTapped() async throws {
        let webView = WKWebView.loaded(Self.action)
        try webView.advance(by: .milliseconds(1000))
        try webView.click(selector: "#offer")
        // Tapped at 1000 (frame 60's time): starts on frame 61 (1016.7); + 300 is frame 79 (1316.7, run at 1317).
        try webView.advance(by: .milliseconds(316))
        #expect(try await webView.string("shown.join('; ')") == "")
        try webView.advance(by: .milliseconds(1))
        #expect(try await webView.string("shown.join('; ')") == "banner in after 0.3s at 1317")
    }

    @Test func theBadgePulsesTwiceFromTheLoad() async throws {
        let webView = WKWebView.loaded(Self.action)
        // Starts on frame 1 (16.7); two 1 s iterations end on frame 121 (2016.7, run at 2017).
        try webView.advance(by: .milliseconds(2017))
        #expect(try await webView.string("shown.join('; ')") == "pulse done at 2017")
    }
}
