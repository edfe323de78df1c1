import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// A page of `Fixtures/real-library/` rendered as a `text/html` action, tapped as
/// `shopstage action click` taps it: render, let the page settle (timers, microtasks and animation
/// frames, up to 1 s of virtual time: a user's pause), then each selector in order, settling after
/// each. `settling: false` taps with no time passing, to show what the pause is for.
@MainActor
struct RealLibraryPage {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let action: eMarketerAction
    let settling: Bool
    private let box = Recorder<eMarketerActionClicked>()

    init(_ name: String, settling: Bool = true) throws {
        let tracker = eMarketerTracker(panel: EMarketerPanel(), clock: ManualPanelClock())
        action = eMarketerAction(
            id: 31, contentType: "text/html", content: try Fixtures.text("real-library/\(name).html"), tracker: tracker)
        self.settling = settling
        let box = self.box
        try action.render(on: webView, clickedCallback: box.record)
        if settling { try webView.settle(within: WKWebView.defaultSettleBound) }
    }

    /// The messages the page posts for a tap on `selector`, as WebKit's table prints them.
    func tap(_ selector: String) throws -> [Posted] {
        let before = box.events.count
        try webView.click(selector: selector)
        if settling { try webView.settle(within: WKWebView.defaultSettleBound) }
        return box.events[before...].map { Posted(clicked: $0.status, arg: $0.arg, href: $0.href) }
    }
}

/// One posted message: the `clicked` status, its argument and the link's resolved href.
struct Posted: Equatable, CustomStringConvertible {
    var clicked: String
    var arg: String
    var href: String
    var description: String { "\(clicked) \(arg) \(href)" }

    /// A product tile's link: `/p/<sku>?src=emarketer` and `query`.
    static func product(_ sku: String, _ query: String = "") -> Posted {
        Posted(clicked: "product", arg: sku, href: "https://shop.example/p/\(sku)?src=emarketer" + query)
    }
    static func article(_ id: String, _ href: String) -> Posted {
        Posted(clicked: "article", arg: id, href: "https://shop.example" + href)
    }
    static func target(_ href: String) -> Posted {
        Posted(clicked: "target", arg: "", href: "https://shop.example" + href)
    }
    static func close(_ sessions: Int) -> Posted { Posted(clicked: "close", arg: "\(sessions)", href: "") }
}

/// Each real-library page's taps (`Fixtures/real-library/taps.json`), expecting the messages real
/// WebKit posts (WebKitGTK 2.50, `Scripts/webkit-differential`).
@MainActor
struct RealLibraryActionTests {
    @Test func jQueryTilesRenderFromJSONAndReRenderOnAFilter() throws {
        let page = try RealLibraryPage("jquery-tiles")
        #expect(try page.tap(#"[data-sku="sku-203"] .emk-title"#) == [.product("sku-203", "&list=all")])
        #expect(try page.tap(#".emk-filters [data-filter="summer"]"#) == [])
        #expect(try page.tap(#"[data-sku="sku-205"] a"#) == [.product("sku-205", "&list=summer")])
        #expect(try page.tap("#emk-all") == [.target("/recommended?src=emarketer")])
        #expect(try page.tap("#close") == [.close(3)])
    }

    @Test func slickCarousel() throws {
        let page = try RealLibraryPage("slick-carousel")
        #expect(try page.tap(".slick-current a") == [.product("sku-301", "")])
        #expect(try page.tap(".slick-next") == [])
        #expect(try page.tap(".slick-current a") == [.product("sku-302", "")])
        #expect(try page.tap("#emk-shop") == [.target("/p/sku-302?src=emarketer&from=carousel")])
        #expect(try page.tap(".slick-dots li:nth-child(4) button") == [])
        #expect(try page.tap(".slick-current a") == [.product("sku-304", "")])
        #expect(try page.tap("#close") == [.close(1)])
    }

    /// What the pause between taps is for: slick's afterChange runs once the clock passes the slide's
    /// 300 ms; tapped with no time passing, the link is still the first slide's.
    @Test func slickAfterChangeRunsOnceTheClockPassesTheSlide() throws {
        let page = try RealLibraryPage("slick-carousel", settling: false)
        #expect(try page.tap(".slick-next") == [])
        #expect(try page.tap("#emk-shop") == [.target("/p/sku-301?src=emarketer&from=carousel")])
        try page.webView.advance(by: .milliseconds(300))
        #expect(try page.tap("#emk-shop") == [.target("/p/sku-302?src=emarketer&from=carousel")])
        #expect(try page.tap(".slick-dots li:nth-child(4) button") == [])
        try page.webView.advance(by: .milliseconds(300))
        #expect(try page.tap(".slick-current a") == [.product("sku-304", "")])
    }

    /// What the pause between taps is for: Glide and Bootstrap's carousel finish their slide once the
    /// clock passes it (Glide's 300 ms animation, Bootstrap's 0.6 s transition).
    @Test func carouselsFinishTheirSlideOnceTheClockPassesIt() throws {
        let glide = try RealLibraryPage("glide-carousel", settling: false)
        #expect(try glide.tap(#"[data-glide-dir=">"]"#) == [])
        #expect(try glide.tap(".glide__slide--active a") == [.product("sku-601", "")])
        try glide.webView.advance(by: .milliseconds(400))
        #expect(try glide.tap(".glide__slide--active a") == [.product("sku-602", "")])
        let bootstrap = try RealLibraryPage("bootstrap-carousel", settling: false)
        #expect(try bootstrap.tap(".carousel-control-next") == [])
        #expect(try bootstrap.tap(".carousel-item.active a") == [.target("/sale/summer?src=emarketer")])
        try bootstrap.webView.advance(by: .milliseconds(700))
        #expect(
            try bootstrap.tap(".carousel-item.active a") == [.article("journal-linen", "/journal/linen?src=emarketer")])
    }

    /// What Swiper and Owl measure before they lay out their slides: the container's width (Swiper's
    /// `updateSize`) and jQuery's `:visible` (offsetWidth, offsetHeight, getClientRects), which Owl
    /// checks before each refresh. With no layout both were 0, and no slide was ever active.
    @Test func carouselsThatMeasureSeeTheirSize() async throws {
        let swiper = try RealLibraryPage("swiper-carousel")
        let width = try await swiper.webView.evaluateJavaScript(
            "String(document.querySelector('.emk-swiper').clientWidth)")
        #expect(Double(width as? String ?? "") ?? 0 > 0, "\(String(describing: width))")
        let owl = try RealLibraryPage("owl-carousel")
        let visible = try await owl.webView.evaluateJavaScript(
            "[jQuery('.emk-owl').is(':visible'), document.querySelector('.emk-owl').offsetWidth].join(' ')")
        #expect((visible as? String)?.hasPrefix("true ") == true, "\(String(describing: visible))")
    }

    @Test func swiperCarousel() throws {
        let page = try RealLibraryPage("swiper-carousel")
        #expect(try page.tap(".swiper-slide-active a") == [.product("sku-401", "")])
        #expect(try page.tap(".swiper-button-next") == [])
        #expect(try page.tap(".swiper-slide-active a") == [.product("sku-402", "")])
        #expect(try page.tap("#emk-shop") == [.target("/p/sku-402?src=emarketer&from=swiper")])
        #expect(try page.tap(".swiper-pagination-bullet:nth-child(4)") == [])
        #expect(try page.tap(".swiper-slide-active a") == [.product("sku-404", "")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func owlCarousel() throws {
        let page = try RealLibraryPage("owl-carousel")
        #expect(try page.tap(".owl-item.active a") == [.product("sku-501", "")])
        #expect(try page.tap(".owl-next") == [])
        #expect(try page.tap(".owl-item.active a") == [.product("sku-502", "")])
        #expect(try page.tap(".owl-dot:nth-child(3)") == [])
        #expect(try page.tap(".owl-item.active a") == [.product("sku-505", "")])
        #expect(try page.tap("#close") == [.close(1)])
    }

    @Test func glideCarousel() throws {
        let page = try RealLibraryPage("glide-carousel")
        #expect(try page.tap(".glide__slide--active a") == [.product("sku-601", "")])
        #expect(try page.tap(#"[data-glide-dir=">"]"#) == [])
        #expect(try page.tap(".glide__slide--active a") == [.product("sku-602", "")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func splideCarousel() throws {
        let page = try RealLibraryPage("splide-carousel")
        #expect(try page.tap(".splide__slide.is-active a") == [.product("sku-701", "")])
        #expect(try page.tap(".splide__arrow--next") == [])
        #expect(try page.tap(".splide__slide.is-active a") == [.product("sku-703", "")])
        #expect(try page.tap(".splide__pagination li:nth-child(3) button") == [])
        #expect(try page.tap(".splide__slide.is-active a") == [.product("sku-705", "")])
        #expect(try page.tap("#close") == [.close(1)])
    }

    @Test func bootstrapTabsRenderAPaneWhenItIsShown() throws {
        let page = try RealLibraryPage("bootstrap-tabs")
        #expect(try page.tap("#women-pane .emk-product") == [.product("sku-801", "&tab=women")])
        #expect(try page.tap("#men-tab") == [])
        #expect(try page.tap("#men-pane .emk-product") == [.product("sku-901", "&tab=men")])
        #expect(try page.tap("#close") == [.close(3)])
    }

    @Test func bootstrapCarousel() throws {
        let page = try RealLibraryPage("bootstrap-carousel")
        #expect(try page.tap(".carousel-item.active a") == [.target("/sale/summer?src=emarketer")])
        #expect(try page.tap(".carousel-control-next") == [])
        #expect(
            try page.tap(".carousel-item.active a") == [.article("journal-linen", "/journal/linen?src=emarketer")])
        #expect(try page.tap(#".carousel-indicators [data-bs-slide-to="2"]"#) == [])
        #expect(try page.tap(".carousel-item.active a") == [.product("sku-1003", "")])
        #expect(try page.tap("#close") == [.close(1)])
    }

    @Test func mustacheTilesTrackImpressions() throws {
        let page = try RealLibraryPage("mustache-tiles")
        #expect(
            try page.tap(#"[data-emarketer-click-target="products sku-1103"] .emk-title"#)
                == [.product("sku-1103", "&seen=1")])
        #expect(try page.tap(".emk-all") == [.target("/looks/summer?src=emarketer")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func handlebarsTilesReRenderSorted() throws {
        let page = try RealLibraryPage("handlebars-tiles")
        #expect(try page.tap(".emk-tile:first-child a") == [.product("sku-1201", "&pos=0")])
        #expect(try page.tap("#emk-sort") == [])
        #expect(try page.tap(".emk-tile:first-child a") == [.product("sku-1202", "&pos=0")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func vue2RecommendationSwitchesTabs() throws {
        let page = try RealLibraryPage("vue2-recommendation")
        #expect(
            try page.tap(".emk-tile:first-child a") == [.product("sku-1301", "&tab=summer&pos=0")])
        #expect(try page.tap("#tab-new") == [])
        #expect(try page.tap(".emk-tile:first-child a") == [.product("sku-1302", "&tab=new&pos=0")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func alpineTilesGetTheirLinksAfterNextTick() throws {
        let page = try RealLibraryPage("alpine-tiles")
        #expect(try page.tap(".emk-tile a") == [.product("sku-1401", "&tab=summer")])
        #expect(try page.tap("#tab-new") == [])
        #expect(try page.tap(".emk-tile a") == [.product("sku-1402", "&tab=new")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    @Test func preactHooks() throws {
        let page = try RealLibraryPage("preact-hooks")
        #expect(try page.tap(".emk-tile:nth-child(2) a") == [.product("sku-1502", "&rec=rec-7f3a")])
        #expect(try page.tap("#emk-more") == [])
        #expect(try page.tap(".emk-tile:nth-child(6) a") == [.product("sku-1506", "&rec=rec-7f3a")])
        #expect(try page.tap("#close") == [.close(1)])
    }

    /// What the settle after the load is for: Preact's effect and mustache's IntersectionObserver come
    /// with the first animation frame (16.7 ms); at virtual time 0 neither has run.
    @Test func effectsAndIntersectionsComeWithTheFirstFrame() throws {
        let preact = try RealLibraryPage("preact-hooks", settling: false)
        #expect(throws: HeadlessWebViewError.noElementMatches(selector: ".emk-tile:nth-child(2) a")) {
            try preact.tap(".emk-tile:nth-child(2) a")
        }
        try preact.webView.advance(by: .milliseconds(17))
        #expect(
            try preact.tap(".emk-tile:nth-child(2) a") == [.product("sku-1502", "&rec=rec-7f3a")])
        #expect(try preact.tap("#emk-more") == [])
        #expect(
            try preact.tap(".emk-tile:nth-child(6) a") == [.product("sku-1506", "&rec=rec-7f3a")])
        let mustache = try RealLibraryPage("mustache-tiles", settling: false)
        try mustache.webView.advance(by: .milliseconds(17))
        #expect(
            try mustache.tap(#"[data-emarketer-click-target="products sku-1103"] .emk-title"#)
                == [.product("sku-1103", "&seen=1")])
    }

    @Test func litElementRendersTilesAndTabs() throws {
        let page = try RealLibraryPage("lit-element")
        #expect(
            try page.tap(".emk-tile:first-child a") == [.product("sku-1601", "&tab=summer&pos=0")])
        #expect(try page.tap("#tab-new") == [])
        #expect(try page.tap(".emk-tile:first-child a") == [.product("sku-1602", "&tab=new&pos=0")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    /// Bootstrap's whole stylesheet decides which cards show (`d-none`), and the page numbers those.
    @Test func bootstrapStylesheetHidesCardsUntilShowMore() throws {
        let page = try RealLibraryPage("bootstrap-css-cards")
        #expect(try page.tap(".col:nth-child(2) a") == [.product("sku-1702", "&pos=1")])
        #expect(try page.tap(".col:nth-child(6) a") == [.product("sku-1706", "")])
        #expect(try page.tap("#emk-more") == [])
        #expect(try page.tap(".col:nth-child(6) a") == [.product("sku-1706", "&pos=5")])
        #expect(try page.tap("#close") == [.close(2)])
    }

    /// No page's script fails in ShopStage (in WebKit none reports an error either).
    @Test(arguments: [
        "jquery-tiles", "slick-carousel", "swiper-carousel", "owl-carousel", "glide-carousel", "splide-carousel",
        "bootstrap-tabs", "bootstrap-carousel", "mustache-tiles", "handlebars-tiles", "vue2-recommendation",
        "alpine-tiles", "preact-hooks", "lit-element", "bootstrap-css-cards",
    ])
    func pageScriptsRunWithoutErrors(page name: String) throws {
        let page = try RealLibraryPage(name)
        #expect(page.webView.scriptErrors.isEmpty, "\(page.webView.scriptErrors)")
    }
}
