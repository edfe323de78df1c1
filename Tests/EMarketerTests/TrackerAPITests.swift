import EMarketer
import Foundation
import Testing

/// The rest of the tracker's API, as the SDK has it.
struct TrackerAPITests {
    /// The kinds recorded besides the session starts.
    func sent(_ bench: TrackerBench) -> [PanelReport.Kind] {
        bench.panel.reports.map(\.kind).filter { $0 != .sessionStarted }
    }

    @Test func eventsWaitForTheNextRequest() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        bench.tracker.productViewed(productId: "p1")
        bench.tracker.articleViewed(articleId: "a1")
        #expect(sent(bench).isEmpty)
        bench.tracker.done()
        #expect(sent(bench) == [.productViewed, .articleViewed])
    }

    @Test func anActionReportSendsTheQueuedEventsWithIt() async throws {
        let bench = TrackerBench()
        let banner = try await bench.action(1)
        bench.tracker.productLiked(productId: "p1")
        banner.reportClick()
        #expect(sent(bench) == [.productLiked, .click])
    }

    @Test func everyEventIsRecordedWithItsIdAndSession() async throws {
        let bench = TrackerBench()
        let t = bench.tracker
        t.logUserData(field: "email", value: "ann@example.com")
        t.productViewed(productId: "p")
        t.productAddedToCart(productId: "p")
        t.productLiked(productId: "p")
        t.productPurchased(productId: "p")
        t.productUnliked(productId: "p")
        t.productRemovedFromCart(productId: "p")
        t.productsPurchased()
        t.productsUnliked()
        t.productsRemovedFromCart()
        t.articleViewed(articleId: "a")
        t.articleLiked(articleId: "a")
        t.articleCommented(articleId: "a")
        t.articleUnliked(articleId: "a")
        t.articleGoal(articleId: "a")
        t.done()
        #expect(
            sent(bench) == [
                .userData, .productViewed, .productAddedToCart, .productLiked, .productPurchased, .productUnliked,
                .productRemovedFromCart, .productsPurchased, .productsUnliked, .productsRemovedFromCart,
                .articleViewed, .articleLiked, .articleCommented, .articleUnliked, .articleGoal,
            ])
        let events = bench.panel.reports.filter { $0.kind != .sessionStarted }
        #expect(Set(events.map(\.session)) == [1])
        #expect(
            events.filter { $0.kind.rawValue.hasPrefix("product") && !$0.kind.rawValue.hasPrefix("products") }
                .allSatisfy { $0.productId == "p" })
        #expect(events.filter { $0.kind.rawValue.hasPrefix("article") }.allSatisfy { $0.articleId == "a" })
    }

    @Test func eventsWithAnEmptyIdOrFieldAreIgnored() {
        let bench = TrackerBench()
        let t = bench.tracker
        t.logUserData(field: "", value: "x")
        for product in [t.productViewed, t.productLiked, t.productUnliked, t.productRemovedFromCart] {
            product("")
        }
        for article in [t.articleViewed, t.articleLiked, t.articleCommented, t.articleUnliked, t.articleGoal] {
            article("")
        }
        t.done()
        #expect(bench.panel.reports.isEmpty)
    }

    @Test func doneWithNothingQueuedSendsNothing() {
        let bench = TrackerBench()
        bench.tracker.done()
        #expect(bench.panel.reports.isEmpty)
    }

    @Test func aKeyThatIsNot40CharactersFailsEveryRequestAndKeepsTheQueue() async throws {
        let bench = TrackerBench()
        bench.tracker.initialize(apiKey: "0123456789")
        bench.tracker.productViewed(productId: "p1")
        await #expect(throws: eMarketerError.malformedApiKey("API key must be 40 characters")) {
            try await bench.tracker.getResult()
        }
        #expect(bench.panel.reports.isEmpty)
        bench.tracker.initialize(apiKey: String(repeating: "k", count: 40))
        #expect(try await bench.visibleIds() == [1, 2])
        #expect(sent(bench) == [.productViewed])
    }

    @Test func theSDKsErrorsSayTheirMessage() {
        let errors: [eMarketerError] = [
            .requestTooBig("Request was too big"), .http401("Invalid API key"), .http500("Server error"),
            .http503("Service temporarily unavailable"), .other("HTTP request failed"),
        ]
        #expect(
            errors.map(\.localizedDescription) == [
                "Request was too big", "Invalid API key", "Server error", "Service temporarily unavailable",
                "HTTP request failed",
            ])
    }

    @Test func clearCacheChangesNothingObservable() async throws {
        let bench = TrackerBench()
        _ = try await bench.visibleIds()
        try bench.tracker.clearCache()
        #expect(try await bench.visibleIds() == [1, 2])
        #expect(bench.panel.currentSession == 1)
    }

    @Test func getResultListsThePanelsConditions() async throws {
        let panel = EMarketerPanel(
            actions: [PanelAction(id: 1, content: "<p>")], conditions: [PanelCondition(id: 4, name: "Buyers")])
        let tracker = eMarketerTracker(panel: panel, clock: ManualPanelClock())
        let result = try await tracker.getResult()
        #expect(result.conditions.map(\.id) == [4])
        #expect(result.conditions.map(\.name) == ["Buyers"])
    }

    @Test func theSDKsActionInitializersMakeActionsWithoutADefinition() {
        let bare = eMarketerAction(id: 3)
        #expect(bare.contentType == nil && bare.content == "" && bare.contentHtmlDoc == nil)
        let withData = eMarketerAction(id: 3, data: ["": "<p>x</p>"], cacheVersion: 7)
        #expect(withData.content == "<p>x</p>")
        #expect(eMarketerCondition(id: 2).name == nil)
        #expect(eMarketerPlaceholder(id: 2).unitsCountMax == 0)
    }

    @Test func theCacheVersionIsInTheLibraryURL() {
        let action = eMarketerAction(id: 3, contentType: "text/html", content: "<p>", cacheVersion: 7)
        #expect(action.contentHtmlDoc?.contains("web-view.js?v=7\"") == true)
    }
}

/// What the panel counts per product.
struct ProductStatisticsTests {
    @Test func viewedAndLikedAreCountedPerProduct() {
        let bench = TrackerBench()
        bench.tracker.productViewed(productId: "p1")
        bench.tracker.productViewed(productId: "p1")
        bench.tracker.productLiked(productId: "p1")
        bench.tracker.productViewed(productId: "p2")
        bench.tracker.done()
        #expect(bench.panel.statistics(forProduct: "p1")?.viewed == 2)
        #expect(bench.panel.statistics(forProduct: "p1")?.liked == 1)
        #expect(bench.panel.statistics(forProduct: "p2")?.viewed == 1)
        #expect(bench.panel.productStatistics().map(\.productId) == ["p1", "p2"])
    }

    @Test func productsRemovedFromCartEmptiesTheCartBeforeAPurchase() async throws {
        let bench = TrackerBench()
        try await bench.action(2).reportProductClick(productId: "p1")
        bench.tracker.productAddedToCart(productId: "p1")
        bench.tracker.productsRemovedFromCart()
        bench.tracker.productsPurchased()
        bench.tracker.done()
        #expect(bench.panel.statistics(forAction: 2)?.purchases == 0)
        #expect(bench.panel.statistics(forProduct: "p1")?.purchases == 0)
    }

    @Test func productRemovedFromCartTakesOneOut() async throws {
        let bench = TrackerBench()
        bench.tracker.productAddedToCart(productId: "p1")
        bench.tracker.productAddedToCart(productId: "p2")
        bench.tracker.productRemovedFromCart(productId: "p1")
        bench.tracker.productsPurchased()
        bench.tracker.done()
        #expect(bench.panel.statistics(forProduct: "p1")?.purchases == 0)
        #expect(bench.panel.statistics(forProduct: "p2")?.purchases == 1)
    }
}
