import Foundation
import ShopStageTesting
import Testing

/// Carousels and banners that wait for `transitionend` or `animationend` move on in the settle after
/// a tap, with the events' `elapsedTime` as WebKit gives it (checked against WebKitGTK 2.50 with
/// `action verify`: ActionVerifyTests).
struct ActionAnimationSettleTests {
    /// A slider whose link changes when its 300 ms slide ends.
    static let carousel = """
        <base href="https://shop.example/">
        <style>#track { transition: transform 300ms ease; }</style>
        <div id=track style="transform: translateX(0px)"><a id=slide href="/p/1">slide</a></div>
        <button id=next>next</button>
        <script>
        next.onclick = () => { track.style.transform = 'translateX(-390px)'; };
        track.addEventListener('transitionend', (e) => {
          slide.href = '/p/2?after=' + e.propertyName + '-' + e.elapsedTime;
        });
        </script>
        """

    /// A banner whose link records its animation's events: two 200 ms iterations.
    static let banner = """
        <base href="https://shop.example/">
        <style>@keyframes slideIn { from { opacity: 0 } to { opacity: 1 } } .in { animation: slideIn 200ms 2; }</style>
        <div id=banner><a id=cta href="/p/1">cta</a></div>
        <button id=show>show</button>
        <script>
        var seen = [];
        show.onclick = () => { banner.className = 'in'; };
        for (const t of ['animationstart', 'animationiteration', 'animationend'])
          banner.addEventListener(t, (e) => {
            seen.push(t.slice(9) + e.elapsedTime); cta.href = '/p/' + seen.join('.');
          });
        </script>
        """

    static func hrefs(_ html: String, _ selectors: [String]) async throws -> [String] {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let file = scratch.url.appendingPathComponent("action.html")
        try Data(html.utf8).write(to: file)
        let result = try await ShopStageCommand.built().run(
            ["action", "click", file.path, "--json"] + selectors.flatMap { ["--selector", $0] })
        #expect(result.status == 0, "\(result.stderr)")
        return try result.jsonLines().map { $0["href"] as? String ?? "?" }
    }

    @Test func aCarouselWaitingForTransitionEndMovesOnInTheSettleAfterTheTap() async throws {
        #expect(
            try await Self.hrefs(Self.carousel, ["#slide", "#next", "#slide"])
                == ["https://shop.example/p/1", "https://shop.example/p/2?after=transform-0.3"])
    }

    @Test func aBannersAnimationEventsFireInTheSettleWithTheirElapsedTimes() async throws {
        #expect(
            try await Self.hrefs(Self.banner, ["#show", "#cta"])
                == ["https://shop.example/p/start0.iteration0.2.end0.4"])
    }
}
