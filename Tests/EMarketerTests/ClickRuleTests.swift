import EMarketer
import Foundation
import HeadlessWebView
import ShopStageTesting
import Testing

/// Renders a rule fixture (`Fixtures/actions/rules/<name>.html`) and clicks selectors.
@MainActor
struct RenderedRule {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let panel = EMarketerPanel()
    let action: eMarketerAction
    private let box = Recorder<eMarketerActionClicked>()

    init(_ fixture: String, actionId: Int = 7) throws {
        let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
        action = eMarketerAction(
            id: actionId, contentType: "text/html", content: try Fixtures.text("actions/rules/\(fixture).html"), tracker: tracker)
        let box = self.box
        try action.render(on: webView, clickedCallback: box.record)
    }

    /// The clicks captured by clicking `selector`.
    func click(_ selector: String) throws -> [eMarketerActionClicked] {
        let before = box.events.count
        try webView.click(selector: selector)
        return Array(box.events[before...])
    }

    /// The one click captured by clicking `selector`, as (status, arg, href).
    func captured(_ selector: String) throws -> Captured? {
        let clicks = try click(selector)
        #expect(clicks.count <= 1, "one click, one message")
        return clicks.first.map { Captured(status: $0.status, arg: $0.arg, href: $0.href) }
    }
}

struct Captured: Equatable, CustomStringConvertible {
    var status: String
    var arg: String
    var href: String
    var description: String { "\(status) \(arg) \(href)" }
}

@MainActor
struct ClickRuleTests {
    @Test func aLinkWithoutMarkerIsATargetClickWithItsHref() throws {
        let page = try RenderedRule("plain-link")
        #expect(
            try page.captured("#sale-label")
                == Captured(status: "target", arg: "", href: "https://shop.example/sale?src=app"))
    }

    @Test func aClickOutsideMarkersAndLinksPostsNothing() throws {
        let page = try RenderedRule("plain-link")
        #expect(try page.click("#text").isEmpty)
        #expect(try page.click("#no-href").isEmpty)
    }

    @Test func theMessageCarriesTheActionId() throws {
        let page = try RenderedRule("plain-link", actionId: 4242)
        #expect(try page.click("#sale").first?.actionId == 4242)
    }

    @Test func aProductTileWhoseLinkIsClickedIsAProductClickWithTheLinksHref() throws {
        let page = try RenderedRule("product-tile-link")
        #expect(
            try page.captured("#tile-title")
                == Captured(status: "product", arg: "sku-7", href: "https://shop.example/p/sku-7"))
        #expect(
            try page.captured("#tile-image")
                == Captured(status: "product", arg: "sku-7", href: "https://shop.example/p/sku-7"))
    }

    @Test func aProductTileClickedOutsideItsLinkHasAnEmptyHref() throws {
        let page = try RenderedRule("product-tile-link")
        #expect(try page.captured("#tile-price") == Captured(status: "product", arg: "sku-7", href: ""))
    }

    @Test func theNearestMarkerWinsAndAnInvalidValueIsSkipped() throws {
        let page = try RenderedRule("nested-markers")
        #expect(try page.captured("#inner-bold") == Captured(status: "product", arg: "sku-11", href: ""))
        #expect(try page.captured("#journal-title") == Captured(status: "article", arg: "journal-3", href: ""))
    }

    @Test func aMarkerValueIsTrimmedAndItsIdIsTheRestAfterTheFirstWhiteSpace() throws {
        let page = try RenderedRule("nested-markers")
        #expect(try page.captured("#spaced-id") == Captured(status: "product", arg: "sku 12 b", href: ""))
    }

    @Test func aMarkerInsideALinkTakesTheLinksHref() throws {
        let page = try RenderedRule("nested-markers")
        #expect(
            try page.captured("#inner-product")
                == Captured(status: "product", arg: "sku-13", href: "https://shop.example/journal/3"))
    }

    @Test func aCloseButtonGivesItsSessionCount() throws {
        let page = try RenderedRule("close-buttons")
        #expect(try page.captured("#close-3") == Captured(status: "close", arg: "3", href: ""))
    }

    @Test func aCloseButtonWithoutDataNSessionsGivesZero() throws {
        let page = try RenderedRule("close-buttons")
        #expect(try page.captured("#close-plain") == Captured(status: "close", arg: "0", href: ""))
    }

    @Test func aCloseLinkIsACloseWithItsHref() throws {
        let page = try RenderedRule("close-buttons")
        #expect(
            try page.captured("#close-link")
                == Captured(status: "close", arg: "1", href: "https://counter.personyze.com/#close"))
    }

    @Test func hrefsResolveAgainstTheBaseElement() throws {
        let page = try RenderedRule("base-relative")
        let expected = [
            "#relative": "https://shop.example/p/42?size=m#reviews",
            "#root": "https://shop.example/cart",
            "#same-dir": "https://shop.example/collections/summer/hats.html",
            "#absolute": "https://other.example/x",
            "#scheme-relative": "https://cdn.example/promo",
            "#fragment": "https://shop.example/collections/summer/#top",
        ]
        for (selector, href) in expected {
            #expect(try page.captured(selector) == Captured(status: "target", arg: "", href: href), "\(selector)")
        }
    }

    @Test func upperCaseAttributeNamesAreMarkersToo() throws {
        let page = try RenderedRule("uppercase-attributes")
        #expect(try page.captured("#upper-product") == Captured(status: "product", arg: "SKU-UP", href: ""))
        #expect(try page.captured("#upper-close") == Captured(status: "close", arg: "2", href: ""))
        #expect(
            try page.captured("#upper-link") == Captured(status: "target", arg: "", href: "https://shop.example/UP"))
    }

    @Test func aClickOnSVGInsideACloseButtonIsAClose() throws {
        let page = try RenderedRule("svg-close-button")
        #expect(try page.captured("#svg-path") == Captured(status: "close", arg: "5", href: ""))
    }

    @Test func personyzeMarkupIsAccepted() throws {
        let page = try RenderedRule("personyze-markup")
        #expect(try page.captured("#article-teaser") == Captured(status: "article", arg: "a-12", href: ""))
        #expect(
            try page.captured("#personyze-product")
                == Captured(status: "product", arg: "p-77", href: "https://shop.example/p/77"))
        #expect(try page.captured("#personyze-close") == Captured(status: "close", arg: "4", href: ""))
    }

    @Test func contentInsertedByTheActionsScriptIsCaptured() throws {
        let page = try RenderedRule("dynamic-content")
        #expect(
            try page.captured("#script-link")
                == Captured(status: "product", arg: "sku-script", href: "https://shop.example/p/sku-script"))
    }

    @Test func contentInsertedByATimerDueAtZeroIsCaptured() throws {
        let page = try RenderedRule("dynamic-content")
        #expect(try page.captured("#timer-close") == Captured(status: "close", arg: "2", href: ""))
    }

    @Test func anActionListenerCallingStopPropagationCannotHideTheClick() throws {
        let page = try RenderedRule("stop-propagation")
        #expect(try page.captured("#stopper") == Captured(status: "product", arg: "sku-stop", href: ""))
        #expect(
            try page.captured("#swallowed")
                == Captured(status: "target", arg: "", href: "https://shop.example/swallowed"))
    }

    @Test func aCapturedLinkClickNeverNavigates() throws {
        let page = try RenderedRule("base-relative")
        _ = try page.click("#relative")
        _ = try page.click("#absolute")
        #expect(page.webView.navigations.isEmpty)
    }

    @Test func withoutTheLibraryTheSameLinkWouldNavigate() throws {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.loadHTMLString(try Fixtures.text("actions/rules/base-relative.html"), baseURL: nil)
        try webView.click(selector: "#absolute")
        #expect(webView.navigations.map(\.url) == ["https://other.example/x"])
    }
}
