import Foundation
import ScriptEngine

/// What a scenario run produced.
public struct FireworkScenarioResult: Sendable {
    /// Every timeline entry of the run, in order.
    public var timeline: [FireworkTimelineEntry]
    /// What the viewer sees at the end.
    public var finalSnapshot: PlayerSnapshot
    /// The purchases tracked during the run.
    public var purchases: [TrackedPurchase]
    /// Viewer steps the player refused (also in the timeline as `viewer.error`).
    public var stepErrors: [String]
}

extension FireworkScenario {
    /// Plays the scenario on the virtual clock and prints each timeline entry as it happens,
    /// then a summary of what the viewer sees at the end.
    ///
    /// ```
    /// [00:00.000] video.shown  video=v_runner index=0 productIDs=p_runner,p_bottle
    /// [00:05.000] cta.selected  video=v_runner productID=p_runner token=1 variantID=runner-red-42
    /// ```
    ///
    /// A viewer step the player refuses does not stop the run: it is in ``FireworkScenarioResult/stepErrors``.
    /// - Throws: ``FireworkFixtureError`` for an `until` or a step's `at` outside 0 to
    ///   ``FireworkScenario/longestSession``, ``VideoFeedError`` when the source selects no video the catalog
    ///   has, ``FireworkPlayerError`` when the player cannot start.
    @MainActor
    @discardableResult
    public func run(printingTo output: (String) -> Void) throws -> FireworkScenarioResult {
        // A scenario built in code gets the file's rule: `until` and each step's `at` within a day.
        let times = [("firework.until", until)] + viewer.enumerated().map { ("firework.viewer[\($0)].at", $1.at) }
        for (path, seconds) in times where Self.sessionSeconds(seconds) == nil {
            throw FireworkFixtureError.invalid(file: "scenario", path: path, message: Self.sessionSecondsRule(seconds))
        }
        let shopping = FireworkVideoShopping()
        let tracking = FireworkEventTracking()
        let host = ScenarioHostApp(app: app)
        shopping.delegate = host
        shopping.cartViewControllerProvider = app.cartProvider ? host : nil
        shopping.cartAction = app.cartAction == "custom" ? .custom : .showEmbeddedCart
        let videos = try catalog.videos(for: source)
        let player = try PlayerViewController(
            videos: videos, catalog: catalog, shopping: shopping, eventTracking: tracking)
        let purchasesBefore = FireworkVideoSDK.trackedPurchases.count
        var printed = 0
        var stepErrors: [String] = []
        func flush() {
            for entry in player.timeline.dropFirst(printed) { output(entry.description) }
            printed = player.timeline.count
        }
        func advance(to seconds: Double) throws {
            let target = Duration.milliseconds(clamping: seconds * 1000)
            while player.now < target {
                let next = host.nextAnswerDue.map { min($0, target) } ?? target
                if next > player.now { try player.advance(by: next - player.now) }
                host.answerDue(at: player.now)
                flush()
                if next >= target { break }
            }
            host.answerDue(at: player.now)
            flush()
        }
        for step in viewer {
            try advance(to: step.at)
            var details: [String: String] = [:]
            if let video = step.video { details["video"] = video }
            if let product = step.product { details["product"] = product }
            if let variant = step.variant { details["variant"] = variant }
            player.record("viewer.\(step.action.rawValue)", details)
            do {
                try perform(step, on: player)
            } catch {
                stepErrors.append("\(step.action.rawValue) at \(step.at)s: \(error)")
                player.record("viewer.error", ["action": step.action.rawValue, "error": "\(error)"])
            }
            host.answerDue(at: player.now)
            flush()
        }
        try advance(to: until)
        let snapshot = try player.snapshot()
        let purchases = Array(FireworkVideoSDK.trackedPurchases.dropFirst(purchasesBefore))
        output(Self.summary(snapshot, purchases: purchases, errors: stepErrors))
        return FireworkScenarioResult(
            timeline: player.timeline, finalSnapshot: snapshot, purchases: purchases, stepErrors: stepErrors)
    }

    @MainActor
    private func perform(_ step: Step, on player: PlayerViewController) throws {
        switch step.action {
        case .open:
            if let video = step.video { try player.open(videoID: video) } else { try player.open() }
        case .swipeNext: try player.swipeToNext()
        case .swipePrevious: try player.swipeToPrevious()
        case .pause: try player.pause()
        case .resume: try player.resume()
        case .close: try player.close()
        case .share: try player.share()
        case .openProduct: try player.openProduct(step.product ?? "")
        case .chooseVariant: try player.chooseVariant(step.variant ?? "")
        case .closeProduct: try player.closeProduct()
        case .tapCTA: try player.tapCTA()
        case .tapLinkButton: try player.tapLinkButton()
        case .tapProductCard: try player.tapProductCard(step.product ?? "")
        case .tapCartIcon: try player.tapCartIcon()
        case .tapVideoCTA: try player.tapVideoCTA()
        case .closeCart:
            guard let drawer = player.embeddedCart?.drawerController else { throw FireworkPlayerError.noCartOpen }
            drawer.closeDrawer(animated: true, completion: nil)
        case .purchase:
            FireworkVideoSDK.trackPurchase(
                orderID: step.orderID ?? "", value: step.value ?? 0, currencyCode: step.currencyCode,
                countryCode: step.countryCode)
        }
    }

    private static func summary(_ snapshot: PlayerSnapshot, purchases: [TrackedPurchase], errors: [String]) -> String {
        var lines = ["— end: \(snapshot.status.rawValue), video \(snapshot.videoID ?? "none") at \(snapshot.position)s"]
        for card in snapshot.productCards {
            lines.append("  card \(card.productID): \(card.name)\(card.price.map { " — \($0)" } ?? "")")
        }
        if let drawer = snapshot.drawer {
            let price = drawer.selectedVariant?.price.map { " \($0)" } ?? ""
            let cta = drawer.ctaButton?.label ?? drawer.unavailableText ?? ""
            lines.append(
                "  drawer \(drawer.productID): \(drawer.name) [\(drawer.selectedVariantID ?? "-")]\(price) [\(cta)]")
        }
        if let cart = snapshot.embeddedCart { lines.append("  embedded cart: \(cart.title ?? "untitled")") }
        for toast in snapshot.toasts { lines.append("  toast (\(toast.kind.rawValue)): \(toast.message)") }
        for url in snapshot.openedURLs { lines.append("  web view: \(url)") }
        for purchase in purchases {
            lines.append("  purchase \(purchase.orderID): \(purchase.value) \(purchase.currencyCode ?? "")")
        }
        for error in errors { lines.append("  refused: \(error)") }
        return lines.joined(separator: "\n")
    }
}

extension FireworkTimelineEntry {
    /// One line of JSON: `{"details":{…},"event":"cta.selected","time":5,"videoID":"v_runner"}` (sorted keys).
    public var jsonLine: String {
        var object: [String: ScriptValue] = [
            "time": .number(time.inSeconds), "event": .string(name),
            "details": .object(details.mapValues(ScriptValue.string)),
        ]
        if let videoID { object["videoID"] = .string(videoID) }
        // The JSON writer cannot fail on strings and a finite number.
        return (try? ScriptValue.object(object).jsonString()) ?? "{}"
    }
}

/// The host app a scenario scripts: configuration, hydration, CTA answers (possibly late), cart, links.
@MainActor
final class ScenarioHostApp: FireworkVideoShoppingDelegate, CartViewControllerProviding {
    let app: FireworkScenario.App
    private var pendingAnswers: [(due: Duration, handler: ShoppingCTAHandler, action: ShoppingCTAAction)] = []
    private var clock: Duration = .zero

    init(app: FireworkScenario.App) { self.app = app }

    var nextAnswerDue: Duration? { pendingAnswers.map(\.due).min() }

    /// Calls the CTA handlers whose delay has passed.
    func answerDue(at now: Duration) {
        clock = now
        while let index = pendingAnswers.firstIndex(where: { $0.due <= now }) {
            let answer = pendingAnswers.remove(at: index)
            answer.handler(answer.action)
        }
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        willDisplayProductInfo productInfoViewConfigurator: ProductInfoViewConfigurable,
        forVideo video: VideoDetails
    ) {
        var cartIcon = productInfoViewConfigurator.shoppingCartIconConfiguration
        cartIcon.isHidden = app.cartIconHidden ?? !app.cartProvider
        productInfoViewConfigurator.shoppingCartIconConfiguration = cartIcon
        var details = productInfoViewConfigurator.productDetailsConfiguration
        if app.ctaText == "shopNow" { details.ctaButton.text = .shopNow }
        if let hidden = app.linkButtonHidden { details.linkButtonConfiguration.isHidden = hidden }
        if let text = app.unavailableText { details.unavailableText = .custom(text) }
        productInfoViewConfigurator.productDetailsConfiguration = details
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        updateDetailsForProducts products: [ProductID],
        forVideo video: VideoDetails,
        _ productHydrator: any ProductHydrating
    ) {
        for (productID, hydration) in app.hydration.sorted(by: { $0.key < $1.key }) where products.contains(productID) {
            productHydrator.hydrateProduct(productID) { builder in
                if let name = hydration.name { builder.name(name) }
                if let description = hydration.description { builder.description(description) }
                if let isAvailable = hydration.isAvailable { builder.isAvailable(isAvailable) }
                if let variants = hydration.variants {
                    builder.variants(hydration.strategy == "replace" ? .replace : .merge) { variantsBuilder in
                        for variant in variants {
                            variantsBuilder.variant(variant.id) { v in
                                let currency = variant.currencyCode ?? "USD"
                                if let name = variant.name { v.name(name) }
                                if let price = variant.price { v.formattedPrice(price, currencyCode: currency) }
                                if let original = variant.originalPrice {
                                    v.formattedOriginalPrice(original, currencyCode: currency)
                                }
                                if let url = variant.url { v.url(url) }
                                if let isAvailable = variant.isAvailable { v.isAvailable(isAvailable) }
                                if let options = variant.options { v.options(options) }
                                return v
                            }
                        }
                        return variantsBuilder
                    }
                }
                return builder
            }
        }
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        productVariantCTASelected item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        ctaCompletionHandler: @escaping ShoppingCTAHandler
    ) {
        guard let cta = app.cta, cta.action != "noAnswer" else { return }
        let feedback: ShoppingCTAFeedback =
            switch (cta.success ?? true, cta.message) {
            case (true, let message?): .success(message: message)
            case (true, nil): .successWithDefaultMessage
            case (false, let message?): .failure(message: message)
            case (false, nil): .failureWithDefaultMessage
            }
        let action: ShoppingCTAAction =
            switch cta.action {
            case "showEmbeddedCart": .showEmbeddedCart
            case "dismissWithFeedback": .dismissWithFeedback(feedback)
            case "feedbackOnly": .feedbackOnly(feedback)
            default: .none
            }
        // a scenario's delay is input: clamped, never a trap (1e300 s waits forever)
        let delay = Duration.milliseconds(clamping: (cta.delay ?? 0) * 1000)
        if delay <= .zero {
            ctaCompletionHandler(action)
        } else {
            pendingAnswers.append((clock + delay, ctaCompletionHandler, action))
        }
    }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapLinkButtonAt item: SelectedProductVariant,
        fromVideo video: VideoDetails,
        withURL itemURL: String
    ) -> Bool { app.handlesLinks }

    func fireworkShopping(
        _ fireworkShopping: FireworkVideoShopping,
        didTapProductVariant item: SelectedProductVariant,
        forVideo video: VideoDetails
    ) -> Bool { app.handlesProductCards }

    func cartViewController(for video: VideoDetails) -> CartViewController {
        let cart = ScenarioCartViewController()
        cart.title = app.cartTitle
        return cart
    }
}

/// The scripted app's cart: a title, closed by its drawer controller.
@MainActor
final class ScenarioCartViewController: UIViewController, CartViewRepresentable {}
