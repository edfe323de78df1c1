import Testing

@testable import FireworkShopping

@MainActor
@Suite struct CTATests {
    private func playerOnRunner(cartProvider: Bool = false) throws -> PlayerHarness {
        let h = try PlayerHarness(videos: ["v_runner"], cartProvider: cartProvider)
        try h.player.open()
        try h.player.openProduct("p_runner")
        return h
    }

    @Test func delegateGetsTheSelectedProductAndVariant() throws {
        let h = try playerOnRunner()
        try h.player.tapCTA()
        #expect(h.delegate.ctaItems == [SelectedProductVariant(productID: "p_runner", variantID: "runner-red-42")])
    }

    @Test func answerWithinTwoSecondsShowsItsFeedback() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = nil
        try h.player.tapCTA()
        try h.player.advance(by: .milliseconds(1900))
        let answer = try #require(h.delegate.pendingCTA)
        answer(.feedbackOnly(.success(message: "In your bag")))
        try h.player.advance(by: .seconds(1))
        let snapshot = try h.player.snapshot()
        #expect(snapshot.toasts.map(\.message) == ["In your bag"])
        #expect(snapshot.drawer != nil)
        #expect(!h.eventNames.contains("cta.timedOut"))
    }

    @Test func noAnswerWithinTwoSecondsIsAFailure() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = nil
        try h.player.tapCTA()
        try h.player.advance(by: .milliseconds(1999))
        #expect(try h.player.snapshot().toasts.isEmpty)
        try h.player.advance(by: .milliseconds(1))
        let toast = try #require(try h.player.snapshot().toasts.first)
        #expect(toast.kind == .failure)
        #expect(toast.message == ShoppingCTAFeedback.defaultFailureMessage)
        #expect(toast.time == 2)
    }

    @Test func lateAnswerIsIgnoredAndLogged() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = nil
        try h.player.tapCTA()
        try h.player.advance(by: .seconds(3))
        let answer = try #require(h.delegate.pendingCTA)
        answer(.dismissWithFeedback(.successWithDefaultMessage))
        let snapshot = try h.player.snapshot()
        #expect(snapshot.toasts.map(\.kind) == [.failure])
        #expect(snapshot.drawer != nil)
        #expect(h.eventNames.suffix(1) == ["cta.lateCompletionIgnored"])
        #expect(h.player.context.consoleRecords.contains { $0.level == .warn && $0.message.contains("ignored") })
    }

    @Test func dismissWithFeedbackClosesTheDrawer() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = .dismissWithFeedback(.failure(message: "Out of stock"))
        try h.player.tapCTA()
        let snapshot = try h.player.snapshot()
        #expect(snapshot.drawer == nil)
        #expect(snapshot.toasts.map(\.message) == ["Out of stock"])
        #expect(snapshot.toasts.map(\.kind) == [.failure])
    }

    @Test func noneDoesNothing() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = ShoppingCTAAction.none
        try h.player.tapCTA()
        let snapshot = try h.player.snapshot()
        #expect(snapshot.toasts.isEmpty)
        #expect(snapshot.drawer != nil)
        #expect(!snapshot.isCTAPending)
    }

    @Test func showEmbeddedCartWithoutProviderIsDismissWithSuccess() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = .showEmbeddedCart
        try h.player.tapCTA()
        let snapshot = try h.player.snapshot()
        #expect(snapshot.drawer == nil)
        #expect(snapshot.embeddedCart == nil)
        #expect(snapshot.toasts.map(\.message) == [ShoppingCTAFeedback.defaultSuccessMessage])
        #expect(snapshot.toasts.map(\.kind) == [.success])
    }

    @Test func showEmbeddedCartShowsTheProvidersCartWhichItsDrawerControllerCloses() throws {
        let h = try playerOnRunner(cartProvider: true)
        h.delegate.ctaAnswer = .showEmbeddedCart
        try h.player.tapCTA()
        #expect(try h.player.snapshot().embeddedCart?.title == "My cart")
        let cart = try #require(h.player.embeddedCart)
        let drawer = try #require(cart.drawerController)
        drawer.closeDrawer(animated: true, completion: nil)
        #expect(try h.player.snapshot().embeddedCart == nil)
        #expect(h.player.embeddedCart == nil)
        #expect(h.eventNames.suffix(1) == ["cart.closed"])
    }

    @Test func secondTapWhileWaitingIsRefused() throws {
        let h = try playerOnRunner()
        h.delegate.ctaAnswer = nil
        try h.player.tapCTA()
        #expect(throws: FireworkPlayerError.ctaPending) { try h.player.tapCTA() }
    }

    @Test func unavailableVariantShowsUnavailableTextInsteadOfCTA() throws {
        let h = try playerOnRunner()
        try h.player.chooseVariant("runner-blue-43")
        let drawer = try #require(try h.player.snapshot().drawer)
        #expect(drawer.ctaButton == nil)
        #expect(drawer.unavailableText == "Unavailable")
        #expect(throws: FireworkPlayerError.unavailable(productID: "p_runner", variantID: "runner-blue-43")) {
            try h.player.tapCTA()
        }
    }

    @Test func chosenVariantIsTheOneAddedToCart() throws {
        let h = try playerOnRunner()
        h.delegate.hydrate = { _, _ in }
        try h.player.chooseVariant("runner-red-42")
        try h.player.tapCTA()
        #expect(h.delegate.ctaItems.last?.variantID == "runner-red-42")
        #expect(throws: FireworkPlayerError.unknownVariant(variantID: "nope", productID: "p_runner")) {
            try h.player.chooseVariant("nope")
        }
    }
}
