// The README's "ShopStageTesting" examples, one per SDK, verbatim: if one stops compiling, fix both.
import BambuserPlayer
import EMarketer
import FireworkShopping
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing
import ZappDownloads

// MARK: Bambuser

@MainActor
@Test func aLiveShowAsksForItsProductsAndEndsOnTheStageClock() async throws {
    BambuserShowRegistry.shared.register(Fixtures.show(id: "readme-drop", products: ["bmb-1"], every: 30))
    let stage = try await Stage()
    try await stage.run { stage in
        // The app's code under test: a player made as the SDK's samples make it.
        let playerView = BambuserSDK(server: .US).createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "readme-drop"), events: ["*"], configuration: ["currency": "USD", "locale": "en-US"]))
        let calls = BambuserDelegateRecorder()
        playerView.delegate = calls
        playerView.play()

        try await stage.advance(by: .seconds(40))  // 40 s of show, in microseconds

        calls.recorder.expect([
            .status(.playing), .event("show-started"), .event("provide-product-data"), .event("provide-product-data"),
            .event("product-highlighted"), .status(.completed), .event("show-ended"),
        ])
        #expect(calls.recorder.recorded.map(\.time.clockText) == [
            "00:00.000", "00:00.000", "00:00.000", "00:00.000", "00:01.000", "00:31.000", "00:31.000",
        ])
        #expect(playerView.currentPlayerState == .completed)
    }
}

// MARK: e-Marketer

@MainActor
@Test func tappingAProductTileReportsAProductClick() async throws {
    let stage = try await Stage(
        panel: EMarketerPanel(actions: [
            PanelAction(
                id: 7, name: "Picks",
                content: """
                    <div data-emarketer-click-target="products sku-42">
                      <a href="https://shop.example/p/42"><span class="title">Straw hat</span></a>
                    </div>
                    <button class="emarketer_button_dont_show_again" data-n_sessions="1">×</button>
                    """)
        ]))
    try await stage.run { stage in
        // The app's code under test: the e-Marketer documentation's usage example, on the SDK's singleton.
        let tracker = eMarketerTracker.inst
        let action = try #require(try await tracker.getResult().actions.first)
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let clicks = Recorder<eMarketerActionClicked>()
        action.renderOnWebkitView(webView) { clicked in
            tracker.reportActionClicked(clicked: clicked)
            clicks.record(clicked)
        }

        // The user taps the tile's title, and two seconds later the close button.
        try webView.click(selector: ".title")
        try await stage.advance(by: .seconds(2))
        try webView.click(selector: "button")

        clicks.expect([
            eMarketerActionClicked(actionId: 7, href: "https://shop.example/p/42", status: "product", arg: "sku-42"),
            eMarketerActionClicked(actionId: 7, href: "", status: "close", arg: "1"),
        ])
        stage.panel.reportRecorder().expect([
            "sessionStarted", "executed 7", "productClick 7 sku-42", "close 7 arg=1 dontShow=1",
        ])
    }
}

// MARK: Firework

@MainActor
@Test func theCartAnswerReachesTheViewerWithinItsTwoSeconds() async throws {
    let stage = try await Stage()
    try await stage.run { stage in
        let feed = Fixtures.feed(
            videos: [.init(id: "v1", channelID: "ch", caption: "Runner", duration: 30, productIDs: ["p1"])],
            products: [
                Product(
                    id: "p1", name: "Runner",
                    variants: [ProductVariant(id: "p1-42", name: "42", price: ProductPrice(amount: 89, currencyCode: "USD"))])
            ])
        let shopping = FireworkVideoShopping()
        let delegate = FireworkShoppingRecorder()
        shopping.delegate = delegate
        let player = try PlayerViewController(
            videos: feed.videos, catalog: feed, shopping: shopping, eventTracking: FireworkEventTracking())

        try player.open()
        try player.openProduct("p1")
        try player.tapCTA()
        try await stage.advance(by: .seconds(2))

        delegate.recorder.expect([
            "willDisplayProductInfo v1", "updateDetailsForProducts p1", "productVariantCTASelected p1/p1-42",
        ])
        #expect(try player.snapshot().toasts.map(\.message) == ["Added to cart"])
    }
}

// MARK: Zapp

@MainActor
@Test func anEpisodeDownloadsFromTheLoopbackServer() async throws {
    let server = try LoopbackMediaServer.serving(Fixtures.media)
    let scratch = try ScratchDirectory()
    defer { server.stop(); scratch.cleanUp() }
    let center = NotificationCenter()
    let manager = try HqmeDownloadManager(directory: scratch.url, notificationCenter: center)
    let notifications = DownloadNotificationRecorder(center: center, identifier: "episode-1")

    manager.startProcess(for: HqmeItem(identifier: "episode-1", contentURL: server.url("clip.mp4")))
    let stored = await manager.waitUntilFinished(identifier: "episode-1")

    #expect(stored?.status == .completed)
    #expect(notifications.states.last == "completed")
}
