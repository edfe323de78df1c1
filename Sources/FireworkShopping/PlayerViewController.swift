import Foundation
import Logging
import ScriptEngine

/// The Firework video player, headless: a feed of videos played by `FireworkPlayer.js` on the
/// virtual clock, with the host app's shopping, playback and cart code called as the SDK would.
///
/// A viewer API drives it (open, swipe, pause, resume, open a product, choose a variant, tap the
/// CTA, the link button, a product card, the cart icon, share, close), ``advance(by:)`` moves
/// virtual time, and ``snapshot()`` tells what the viewer sees.
///
/// ```swift
/// let player = try PlayerViewController(source: .channel(channelID: "ch_style"))
/// try player.open()
/// try player.openProduct("p_runner")
/// try player.tapCTA()                 // the shopping delegate answers within 2 s
/// try player.advance(by: .seconds(2))
/// print(try player.snapshot().toasts)
/// ```
@MainActor
public final class PlayerViewController: UIViewController {
    /// The videos of the feed, in order.
    public let feed: [VideoDetails]
    /// The shopping object whose delegate and cart provider this player calls (`FireworkVideoSDK.shopping` unless
    /// the initializer was given another).
    public let shopping: FireworkVideoShopping
    /// The delegates this player tells of playback, feed and live stream events (`FireworkVideoSDK.eventTracking`
    /// unless the initializer was given another).
    public let eventTracking: FireworkEventTracking
    /// The player's look and behaviour: buttons, CTA timing, first-launch muting, the end-of-video action,
    /// shared links. A change applies at once.
    public var contentConfiguration: VideoFeedContentConfiguration {
        didSet { applyCompleteAction() }
    }
    /// Full screen, or embedded in a story block.
    public internal(set) var presentationMode = PlayerSnapshot.PresentationMode.fullScreen
    /// Whether the player plays in picture in picture now.
    public internal(set) var isPictureInPictureActive = false
    /// Everything that happened, in order, with virtual times.
    public private(set) var timeline: [FireworkTimelineEntry] = []
    /// Hydration calls that could not be applied (hydrating an unknown product is reported, not fatal).
    public private(set) var hydrationIssues: [HydrationIssue] = []
    /// The host app's cart while it is shown in the player.
    public private(set) var embeddedCart: CartViewController?
    /// Receives a warning for each late CTA completion and script error.
    public var logger: Logger

    let catalog: FireworkCatalog
    /// Brings host calls made on other threads to the main actor.
    let hop = MainActorHop()
    let context: ScriptContext
    let script: ScriptHandle
    private var products: [ProductID: Product]
    private var inbox: [ScriptValue] = []
    private var isDraining = false
    /// The video shown, as the script last said.
    private var currentIndex: Int?
    /// Videos played to their end in this player: they show the replay badge.
    private var watchedVideoIDs: Set<String> = []
    private var hasLaunched = false
    private var nextChatID = 1
    /// The live stream the viewer joined and has not left.
    private var joinedLiveStreamID: String?

    /// Opens a player on the videos a content source selects from ``FireworkVideoSDK/configuration``'s catalog.
    public convenience init(
        source: VideoFeedContentSource,
        contentConfiguration: VideoFeedContentConfiguration = VideoFeedContentConfiguration()
    ) throws {
        // Firework iOS SDK README, "Troubleshooting": content loads only once the SDK is initialized.
        guard FireworkVideoSDK.isInitialized else { throw FireworkPlayerError.sdkNotInitialized }
        let catalog = FireworkVideoSDK.configuration.catalog
        try self.init(
            videos: try catalog.videos(for: source), catalog: catalog, contentConfiguration: contentConfiguration)
    }

    /// A player on `videos`, with products from `catalog`, without going through the SDK's configuration
    /// (no `initializeSDK` needed): for a test of one scenario.
    ///
    /// - Parameters:
    ///   - videos: the feed, in order; at least one.
    ///   - catalog: where the videos' products come from.
    ///   - shopping: default `FireworkVideoSDK.shopping`.
    ///   - eventTracking: default `FireworkVideoSDK.eventTracking`.
    ///   - contentConfiguration: the player's look and behaviour; the SDK's defaults by default.
    ///   - locale: how prices are formatted (`en-US`: `$100.00`).
    ///   - logger: receives late CTA completions and script errors; silent by default.
    /// - Throws: ``FireworkPlayerError/emptyFeed`` for no videos, or ``FireworkPlayerError/script(_:)``
    ///   when the player script cannot start.
    public init(
        videos: [FireworkCatalog.Video], catalog: FireworkCatalog,
        shopping: FireworkVideoShopping? = nil, eventTracking: FireworkEventTracking? = nil,
        contentConfiguration: VideoFeedContentConfiguration = VideoFeedContentConfiguration(),
        locale: String = "en-US",
        logger: Logger = Logger(label: "shopstage.firework", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws {
        guard !videos.isEmpty else { throw FireworkPlayerError.emptyFeed }
        let source = try Self.playerSource.mapError(FireworkPlayerError.missingPlayerScript).get()
        feed = videos.map(VideoDetails.init)
        self.catalog = catalog
        self.shopping = shopping ?? FireworkVideoSDK.shopping
        self.eventTracking = eventTracking ?? FireworkVideoSDK.eventTracking
        self.contentConfiguration = contentConfiguration
        self.logger = logger
        products = Dictionary(catalog.products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        do {
            // Players live on the main actor and share its VM: cheaper to boot and lighter.
            context = try ScriptContext(configuration: .init(name: "firework-player"), group: .main)
            context.defineFunction("shopstageFormatPrice") { call in
                .value(
                    .string(
                        PriceText.string(
                            call.number(0) ?? .nan, currency: call.string(1) ?? "", locale: call.string(2) ?? "en-US")))
            }
            try context.evaluateShared(source, sourceName: "FireworkPlayer.js")
            script = try context.evaluateHandle("fireworkPlayer")
        } catch let error as ScriptError {
            throw FireworkPlayerError.script(error)
        }
        super.init()
        StageScope.current?.enroll(self)
        title = "Firework player"
        try context.addMessageHandler(named: "firework") { [weak self] body in
            self?.inbox.append(body)
        }
        let feedPayload = videos.map { video -> ScriptValue in
            var fields: [String: ScriptValue] = [
                "id": .string(video.id), "caption": .string(video.caption), "duration": .double(video.duration),
                "productIDs": .array(video.productIDs.map(ScriptValue.string)), "isAd": .bool(video.isAd),
            ]
            if let cta = video.cta { fields["cta"] = .object(["label": .string(cta.label), "url": .string(cta.url)]) }
            return .object(fields)
        }
        try call(
            "load",
            [
                .array(feedPayload),
                .object([
                    "locale": .string(locale),
                    "defaultFailureMessage": .string(ShoppingCTAFeedback.defaultFailureMessage),
                ]),
            ])
        try call("setProducts", encoding: catalog.products)
        applyCompleteAction()
        FireworkVideoSDK.observePurchases(self)
    }

    static let playerSource = BundledScript.source(named: "FireworkPlayer", in: .module)

    // MARK: Viewer actions

    /// Shows the video at `index` of the feed and starts playing it (impression, then start).
    /// - Throws: ``FireworkPlayerError/noSuchVideo(index:)``, or ``FireworkPlayerError/playerClosed``.
    public func open(videoAt index: Int = 0) throws {
        if !hasLaunched { try applyFirstLaunchMuting() }
        try call("open", [.int(index)])
        hasLaunched = true
    }

    /// Shows the video with this id.
    /// - Throws: ``FireworkPlayerError/unknownVideo(_:)`` when the feed has no such video.
    public func open(videoID: String) throws {
        guard let index = feed.firstIndex(where: { $0.videoID == videoID }) else {
            throw FireworkPlayerError.unknownVideo(videoID)
        }
        try open(videoAt: index)
    }

    /// Swipes to the next video: the next one starts (the one left does not finish: FW 1.24.7).
    /// - Throws: ``FireworkPlayerError/endOfFeed`` on the last video, ``FireworkPlayerError/noVideoShown``.
    public func swipeToNext() throws { try call("swipe", [.int(1)]) }
    /// Swipes to the previous video: it starts again from its beginning.
    /// - Throws: ``FireworkPlayerError/endOfFeed`` on the first video.
    public func swipeToPrevious() throws { try call("swipe", [.int(-1)]) }
    /// The viewer taps pause (refused when the play/pause button is hidden): `fireworkVideoDidPause`.
    /// - Throws: ``FireworkPlayerError/notPlaying(status:)``, ``FireworkPlayerError/playbackButtonHidden``.
    public func pause() throws {
        try requireVisible(\.playbackButton, .playbackButtonHidden)
        try call("pause")
    }

    /// The viewer mutes (refused when the mute button is hidden): `fireworkVideoDidMute`; with
    /// `.muteOnFirstLaunch`, later launches start muted.
    public func mute() throws {
        try requireVisible(\.muteButton, .muteButtonHidden)
        try call("setMuted", [.bool(true)])
        FireworkVideoSDK.launchesMuted = true
    }

    /// The viewer unmutes: with `.muteOnFirstLaunch`, later launches keep the sound on.
    public func unmute() throws {
        try requireVisible(\.muteButton, .muteButtonHidden)
        try call("setMuted", [.bool(false)])
        FireworkVideoSDK.launchesMuted = false
    }

    /// The app goes to the background: a playing video pauses by itself (`fireworkVideoDidAutomaticallyPause`),
    /// unless it plays in picture in picture.
    public func enterBackground() throws {
        guard !isPictureInPictureActive else { return }
        try call("setAppActive", [.bool(false)])
    }
    /// The app comes back: a video the player paused resumes (`fireworkVideoDidAutomaticallyResume`);
    /// one the viewer paused stays paused.
    public func enterForeground() throws { try call("setAppActive", [.bool(true)]) }
    /// The viewer taps play on a paused video (refused when the play/pause button is hidden): `fireworkVideoDidResume`.
    public func resume() throws {
        try requireVisible(\.playbackButton, .playbackButtonHidden)
        try call("resume")
    }

    /// Pauses or resumes for the app (a story block's `pause()`/`play()`), whatever buttons show.
    func pauseForApp() throws { try call("pause") }
    func resumeForApp() throws { try call("resume") }
    /// Dismisses the player: `fireworkVideoDidClose` (the video does not finish), a pending CTA is dropped.
    public func close() throws {
        try call("close")
        embeddedCart = nil
    }

    /// Dismissed by the app — itself (Firework's video sample does it from its CTA delegate), or the feed or
    /// screen under it — the player closes as ``close()`` does: on a phone a dismissed player stops playing.
    override func didLeaveScreen() {
        do { try close() } catch FireworkPlayerError.playerClosed {} catch {
            logger.warning("closing the dismissed player failed: \(error)")
        }
    }

    /// Opens a product of the current video in the drawer, its first available variant chosen.
    /// - Throws: ``FireworkPlayerError/productNotInVideo(productID:videoID:)`` when the video is not tagged
    ///   with it, ``FireworkPlayerError/unknownProduct(_:)``, ``FireworkPlayerError/noVideoShown``.
    public func openProduct(_ productID: ProductID) throws { try call("openProduct", [.string(productID)]) }
    /// Chooses a variant of the product open in the drawer; the CTA then acts on it.
    /// - Throws: ``FireworkPlayerError/unknownVariant(variantID:productID:)`` when the product has no such variant.
    public func chooseVariant(_ variantID: ProductVariantID) throws { try call("chooseVariant", [.string(variantID)]) }
    /// Closes the product drawer.
    public func closeProduct() throws { try call("closeProduct") }

    /// Taps the drawer's CTA; the shopping delegate gets `productVariantCTASelected` and has 2 seconds
    /// of virtual time to call its handler. An answer applies at once (toast, cart, drawer closed); no
    /// answer by then shows the failure toast, and a later answer is ignored and logged.
    ///
    /// ```swift
    /// try player.openProduct("p_runner")
    /// try player.chooseVariant("runner-red-42")
    /// try player.tapCTA()
    /// #expect(try player.snapshot().isCTAPending)   // the app has not answered yet
    /// try player.advance(by: .seconds(2))
    /// #expect(try player.snapshot().toasts.last?.message == "Failed to add to cart")
    /// ```
    ///
    /// - Throws: ``FireworkPlayerError/noProductOpen``, ``FireworkPlayerError/unavailable(productID:variantID:)``
    ///   when the drawer shows no CTA, ``FireworkPlayerError/ctaPending`` while an answer is awaited.
    public func tapCTA() throws { try call("tapCTA") }

    /// Taps the drawer's link button: the delegate may handle it, else the SDK opens the URL in its web view
    /// (``PlayerSnapshot/openedURLs``).
    /// - Throws: ``FireworkPlayerError/noProductOpen``, ``FireworkPlayerError/linkButtonHidden``,
    ///   ``FireworkPlayerError/noURL(productID:)``.
    public func tapLinkButton() throws {
        let target = try call("linkTarget")
        let (item, url) = try selection(target)
        let handled =
            shopping.delegate?.fireworkShopping(
                shopping, didTapLinkButtonAt: item, fromVideo: try currentVideo(), withURL: url) ?? false
        try afterTap(handled: handled, entry: "link.handledByApp", item: item, url: url)
    }

    /// Taps a product card: the delegate may handle it, else the SDK opens the variant URL in its web view.
    /// - Throws: ``FireworkPlayerError/productNotInVideo(productID:videoID:)``,
    ///   ``FireworkPlayerError/noURL(productID:)``.
    public func tapProductCard(_ productID: ProductID) throws {
        let target = try call("cardTarget", [.string(productID)])
        let (item, url) = try selection(target)
        let handled =
            shopping.delegate?.fireworkShopping(shopping, didTapProductVariant: item, forVideo: try currentVideo())
            ?? false
        try afterTap(handled: handled, entry: "productCard.handledByApp", item: item, url: url)
    }

    /// Taps the cart icon: `.custom` asks the delegate; `.showEmbeddedCart` shows the provider's cart, if any.
    /// - Throws: ``FireworkPlayerError/cartIconHidden`` (hidden by default: the app shows it in
    ///   `willDisplayProductInfo`).
    public func tapCartIcon() throws {
        try call("tapCartIcon")
        let video = try currentVideo()
        switch shopping.cartAction {
        case .custom:
            record("cartIcon.custom")
            shopping.delegate?.fireworkShopping(shopping, didTapCartIconForVideo: video)
        case .showEmbeddedCart:
            // seed 000: with no provider, the cart icon does nothing
            guard shopping.hasCartProvider else { return record("cartIcon.ignored", ["reason": "no cartProvider"]) }
            showEmbeddedCart(for: video)
        }
    }

    /// Taps the video's own call-to-action button: the playback delegate is told, then
    /// `FireworkVideoSDK.ctaDelegate` may handle the URL; otherwise the SDK opens it in its web view.
    /// - Throws: ``FireworkPlayerError/noVideoCTA``, or ``FireworkPlayerError/videoCTANotShown(appearsAt:)``
    ///   before the button's delay has passed.
    public func tapVideoCTA() throws {
        let snapshot = try snapshot()
        if let button = snapshot.chrome.videoCTA, !button.isVisible {
            throw FireworkPlayerError.videoCTANotShown(appearsAt: button.appearsAt)
        }
        let answer = try call("tapVideoCTA")
        guard let url = answer["url"]?.stringValue else { return }
        if let delegate = FireworkVideoSDK.ctaDelegate, let link = URL(string: url),
            delegate.handleCustomCTAClick(self, url: link, for: try currentVideo())
        {
            return record("videoCTA.handledByApp", ["url": url])
        }
        try call("openWebView", [.string(url)])
    }

    /// Taps share: the playback delegate is told, the share sheet offers the app's activities less the
    /// excluded ones; returns the link with the `fwplayer` parameter. Refused when the button is hidden.
    @discardableResult
    public func share() throws -> URL {
        let button = contentConfiguration.playerView.shareButton
        guard !button.isHidden else { throw FireworkPlayerError.shareButtonHidden }
        let video = try currentVideo()
        let url = FireworkShareLink.url(for: video, baseURL: button.behavior.baseURL)
        try call("share", [.string(url.absoluteString)])
        let activities = (button.behavior.applicationActivities ?? []).map {
            $0.activityTitle ?? $0.activityType?.rawValue ?? "\(type(of: $0))"
        }
        let excluded = (button.behavior.excludedActivityTypes ?? []).map(\.rawValue)
        record(
            "shareSheet.shown",
            ["activities": activities.joined(separator: ","), "excluded": excluded.joined(separator: ",")])
        return url
    }

    // MARK: Live streams

    /// The viewer sends a chat message to the live stream shown: `fireworkLiveStreamUserDidSendChat`.
    /// - Throws: ``FireworkPlayerError/notALiveStream(videoID:)`` when the video shown is not live.
    public func sendChat(_ text: String, username: String = "viewer") throws {
        let (_, details) = try currentLiveStream()
        let message = LiveStreamMessageDetails(messageID: "msg_\(nextChatID)", text: text, username: username)
        nextChatID += 1
        record("live.chat", ["messageID": message.messageID, "text": text])
        eventTracking.liveStreamEventDelegate?.fireworkLiveStreamUserDidSendChat(message, to: details)
    }

    /// The viewer likes the live stream shown: `fireworkLiveStreamUserDidSendLike`.
    /// - Throws: ``FireworkPlayerError/notALiveStream(videoID:)`` when the video shown is not live.
    public func sendLike() throws {
        let (_, details) = try currentLiveStream()
        record("live.like")
        eventTracking.liveStreamEventDelegate?.fireworkLiveStreamUserDidSendLike(details)
    }

    private func currentLiveStream() throws -> (VideoDetails, LiveStreamEventDetails) {
        let video = try currentVideo()
        guard let details = liveStreamDetails(video.videoID) else {
            throw FireworkPlayerError.notALiveStream(videoID: video.videoID)
        }
        return (video, details)
    }

    private func liveStreamDetails(_ videoID: String) -> LiveStreamEventDetails? {
        guard let video = catalog.video(id: videoID), video.isLiveStream else { return nil }
        return LiveStreamEventDetails(id: video.id, channelID: video.channelID, caption: video.caption)
    }

    // MARK: Configuration

    private func requireVisible(
        _ button: KeyPath<VideoPlayerContentConfiguration, HideableConfiguration>, _ error: FireworkPlayerError
    ) throws {
        if contentConfiguration.playerView[keyPath: button].isHidden { throw error }
    }

    private func applyCompleteAction() {
        let action = contentConfiguration.playerView.videoCompleteAction == .loop ? "loop" : "advanceToNext"
        do { try call("setCompleteAction", [.string(action)]) } catch {
            logger.error("setting the video complete action failed: \(error)")
        }
    }

    /// Firework iOS SDK README: `.muteOnFirstLaunch` mutes the first launch; the viewer's choice then
    /// carries over. Ignored when the mute button is hidden.
    private func applyFirstLaunchMuting() throws {
        let player = contentConfiguration.playerView
        guard player.onFirstLaunch == .muteOnFirstLaunch, !player.muteButton.isHidden else { return }
        let muted = FireworkVideoSDK.launchesMuted ?? true
        FireworkVideoSDK.launchesMuted = muted
        try call("setMutedSilently", [.bool(muted)])
    }

    /// Closes the embedded cart, as its `drawerController` would.
    public func closeEmbeddedCart() throws {
        try call("closeCart")
        embeddedCart = nil
    }

    /// Moves virtual time forward: milestones, auto-advance, the CTA deadline fire in order.
    ///
    /// Time moves timer by timer, and the delegates hear each event before the next one fires,
    /// so a delegate that pauses on the first quartile pauses exactly there.
    public func advance(by duration: Duration) throws {
        let deadline = context.now + max(duration, .zero)
        do {
            while let due = context.nextTimerDue, due <= deadline {
                try context.advance(by: max(due - context.now, .zero))
                drain()
            }
            try context.advance(by: deadline - context.now)
        } catch let error as ScriptError {
            drain()
            throw FireworkPlayerError.script(error)
        }
        drain()
    }

    /// What the viewer sees now.
    public func snapshot() throws -> PlayerSnapshot {
        var snapshot: PlayerSnapshot
        do {
            snapshot = try context.decode(PlayerSnapshot.self, from: try script.callMethod("snapshot"))
        } catch let error as ScriptError {
            throw FireworkPlayerError.script(error)
        }
        snapshot.chrome = chrome(for: snapshot)
        return snapshot
    }

    /// The player's buttons and badges as the viewer sees them over the current video.
    private func chrome(for snapshot: PlayerSnapshot) -> PlayerSnapshot.Chrome {
        let player = contentConfiguration.playerView
        let video = snapshot.videoID.flatMap { catalog.video(id: $0) }
        var chrome = PlayerSnapshot.Chrome(
            presentationMode: presentationMode, playerStyle: player.playerStyle,
            scrollDirection: player.scrollDirection,
            isShareButtonVisible: !player.shareButton.isHidden, isMuteButtonVisible: !player.muteButton.isHidden,
            isPlaybackButtonVisible: !player.playbackButton.isHidden,
            isPictureInPictureActive: isPictureInPictureActive)
        guard let video, snapshot.status != .closed else { return chrome }
        let replayBadgeShown = !player.replayBadge.isHidden || !player.playerView.replayBadge.isHidden
        chrome.isReplayBadgeVisible = replayBadgeShown && watchedVideoIDs.contains(video.id)
        chrome.isCountdownTimerVisible = !player.countdownTimerConfiguration.isHidden && video.isLiveStream
        if video.isAd {
            let badge = contentConfiguration.adBadge
            chrome.adBadge = .init(
                text: badge.badgeText.label, textColor: badge.textColor.description,
                backgroundColor: badge.backgroundColor.description)
        }
        if let cta = video.cta {
            let button = player.ctaButton
            let appearsAt = button.behavior.delay.seconds(of: video.duration)
            let highlightsAt = appearsAt + button.behavior.highlightDelay.seconds(of: video.duration)
            chrome.videoCTA = .init(
                label: cta.label, url: cta.url, appearsAt: appearsAt, isVisible: snapshot.position >= appearsAt,
                isHighlighted: snapshot.position >= highlightsAt, width: button.width,
                backgroundColor: button.contentConfiguration.backgroundColor.description,
                textColor: button.contentConfiguration.textColor.description,
                font: button.contentConfiguration.font.description)
        }
        return chrome
    }

    /// Waits until what the host app handed over from other threads — hydrations and CTA answers
    /// called from a network completion, say — has reached the player.
    ///
    /// On the main thread those calls take effect at once; from another thread they are queued to
    /// the main actor, as the real SDK would dispatch them to the main queue.
    public func settle() async { await hop.settled() }

    /// Virtual time since the player was created.
    public var now: Duration { context.now }

    /// The hydrated state of a product in this player.
    public func product(_ id: ProductID) -> Product? { products[id] }

    // MARK: Script bridge

    @discardableResult
    func call(_ method: String, _ arguments: [ScriptValue] = []) throws -> ScriptValue {
        let answer: ScriptValue
        do {
            answer = try script.callMethod(method, arguments).value()
        } catch let error as ScriptError {
            drain()
            throw FireworkPlayerError.script(error)
        }
        drain()
        if answer["ok"]?.boolValue == false {
            var error = FireworkPlayerError(answer: answer)
            if case .productNotInVideo(let product, _) = error {
                error = .productNotInVideo(productID: product, videoID: try? currentVideo().videoID)
            }
            throw error
        }
        return answer
    }

    /// Calls a script method with one argument encoded from Swift.
    @discardableResult
    func call<Argument: Encodable>(_ method: String, encoding argument: Argument) throws -> ScriptValue {
        let answer: ScriptValue
        do {
            let handle = try context.encode(argument)
            answer = try script.property(method).call(handles: [handle], this: script).value()
        } catch let error as ScriptError {
            drain()
            throw FireworkPlayerError.script(error)
        }
        drain()
        if answer["ok"]?.boolValue == false { throw FireworkPlayerError(answer: answer) }
        return answer
    }

    /// Handles the script's messages in order; a handler that calls the script again queues behind.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while !inbox.isEmpty {
            handle(inbox.removeFirst())
        }
    }

    private func handle(_ message: ScriptValue) {
        let type = message["type"]?.stringValue ?? "?"
        let videoID = message["videoID"]?.stringValue
        var details: [String: String] = [:]
        if case .object(let data)? = message["data"] {
            for (key, value) in data { details[key] = Self.text(value) }
        }
        let time = Duration.milliseconds(clamping: message["time"]?.doubleValue ?? 0)
        timeline.append(FireworkTimelineEntry(time: time, name: type, videoID: videoID, details: details))
        guard let video = videoID.flatMap({ id in feed.first { $0.videoID == id } }) else { return }
        let position = message["position"]?.doubleValue ?? 0
        let cta = catalog.video(id: video.videoID)?.cta
        let playback = VideoPlaybackDetails(
            videoID: video.videoID, caption: video.caption, duration: video.duration, position: position,
            progress: video.duration > 0 ? min(max(position / video.duration, 0), 1) : 0,
            badge: video.isAd ? contentConfiguration.adBadge.badgeText.label : nil, isAd: video.isAd,
            hasCTA: cta != nil,
            ctaActionType: cta == nil ? nil : "url", ctaActionURL: cta?.url,
            isAutoplay: message["isAutoplay"]?.boolValue ?? false)
        let delegate = eventTracking.videoPlaybackDelegate
        switch type {
        case "video.shown":
            currentIndex = details["index"].flatMap(Int.init)
            prepareProducts(for: video)
        case "player.closed":
            currentIndex = nil
            delegate?.fireworkVideoDidClose(playback)
            leaveLiveStream(video.videoID)
        case "video.left":
            leaveLiveStream(video.videoID)
        case "mute": delegate?.fireworkVideoDidMute(playback)
        case "unmute": delegate?.fireworkVideoDidUnmute(playback)
        case "autoPause": delegate?.fireworkVideoDidAutomaticallyPause(playback)
        case "autoResume": delegate?.fireworkVideoDidAutomaticallyResume(playback)
        case "impression": delegate?.fireworkVideoDidRecordImpression(playback)
        case "start":
            delegate?.fireworkVideoDidStartPlaying(playback)
            if details["loop"] == nil, let live = liveStreamDetails(video.videoID) {
                joinedLiveStreamID = live.id
                eventTracking.liveStreamEventDelegate?.fireworkLiveStreamUserDidJoin(live)
                eventTracking.liveStreamEventDelegate?.fireworkLiveStreamDidStartPlaying(live)
            }
        case "firstQuartile": delegate?.fireworkVideoReachedFirstQuartile(playback)
        case "midpoint": delegate?.fireworkVideoReachedMidPoint(playback)
        case "thirdQuartile": delegate?.fireworkVideoReachedThirdQuartile(playback)
        case "finish":
            watchedVideoIDs.insert(video.videoID)
            delegate?.fireworkVideoDidFinishPlaying(playback)
        case "pause": delegate?.fireworkVideoDidPause(playback)
        case "resume": delegate?.fireworkVideoDidResume(playback)
        case "ad.start": delegate?.fireworkVideoDidStartPlayingAd(playback)
        case "ad.finish":
            watchedVideoIDs.insert(video.videoID)
            delegate?.fireworkVideoDidFinishPlayingAd(playback)
        case "videoCTA.tapped": delegate?.fireworkVideoDidTapCTAButton(playback)
        case "share": delegate?.fireworkVideoDidTapShareButton(playback)
        case "cta.selected": askForCTAAction(details: details, video: video)
        case "cta.lateCompletionIgnored":
            logger.warning(
                "late CTA completion ignored",
                metadata: ["video": "\(video.videoID)", "token": "\(details["token"] ?? "")"])
        case "cart.requested": showEmbeddedCart(for: video)
        default: break
        }
    }

    private func leaveLiveStream(_ videoID: String) {
        guard joinedLiveStreamID == videoID, let live = liveStreamDetails(videoID) else { return }
        joinedLiveStreamID = nil
        eventTracking.liveStreamEventDelegate?.fireworkLiveStreamUserDidLeave(live)
    }

    private static func text(_ value: ScriptValue) -> String {
        if let string = value.stringValue { return string }
        if let int = value.intValue { return String(int) }
        if let double = value.doubleValue { return JavaScriptNumber.string(double) }
        if let bool = value.boolValue { return String(bool) }
        return (try? value.jsonString()) ?? ""
    }

    // MARK: Shopping

    /// Shopping guide: the product views are configured, then the products hydrated, when a video with products shows.
    private func prepareProducts(for video: VideoDetails) {
        guard !video.productIDs.isEmpty else { return }
        let configurator = ProductInfoViewConfigurator()
        shopping.delegate?.fireworkShopping(shopping, willDisplayProductInfo: configurator, forVideo: video)
        do {
            try call("setConfiguration", encoding: configurator.payload)
        } catch {
            logger.error("configuring the product views failed: \(error)")
        }
        record("productInfo.configured", videoID: video.videoID)
        let hydrator = PlayerProductHydrator(player: self, video: video)
        shopping.delegate?.fireworkShopping(
            shopping, updateDetailsForProducts: video.productIDs, forVideo: video, hydrator)
    }

    func hydrate(_ productID: ProductID, in video: VideoDetails, with changes: ProductChanges) {
        guard let product = products[productID] else {
            hydrationIssues.append(.unknownProduct(productID, videoID: video.videoID))
            logger.warning("hydration of unknown product \(productID) ignored")
            return record("hydration.unknownProduct", videoID: video.videoID, ["productID": productID])
        }
        let hydrated = changes.applied(to: product)
        products[productID] = hydrated
        do {
            try call("setProducts", encoding: [hydrated])
        } catch {
            logger.error("pushing hydrated product \(productID) failed: \(error)")
        }
        record(
            "product.hydrated", videoID: video.videoID,
            ["productID": productID, "variants": String(hydrated.variants.count)])
    }

    private func askForCTAAction(details: [String: String], video: VideoDetails) {
        guard let token = details["token"].flatMap(Int.init), let productID = details["productID"],
            let variantID = details["variantID"]
        else { return }
        let item = selected(productID: productID, unitID: variantID)
        guard let delegate = shopping.delegate else { return }
        let missingMethod = UnimplementedDelegateMethod.fellThrough {
            delegate.fireworkShopping(
                shopping, productVariantCTASelected: item, fromVideo: video,
                ctaCompletionHandler: { [weak self, hop] action in
                    hop.run { self?.completeCTA(token: token, with: action) }
                })
        }
        if let missingMethod {
            // The sample says this method "must be implemented": a delegate without it is a bug to show.
            logger.warning(
                "the shopping delegate implements no spelling of \(missingMethod): the CTA will time out",
                metadata: ["delegate": "\(type(of: delegate))"])
            record("cta.notImplemented", videoID: video.videoID, ["delegate": "\(type(of: delegate))"])
        }
    }

    private func completeCTA(token: Int, with action: ShoppingCTAAction) {
        var action = action
        // seed 000: without a cart provider, showEmbeddedCart is treated as a success with feedback
        if action == .showEmbeddedCart, !shopping.hasCartProvider {
            action = .dismissWithFeedback(.successWithDefaultMessage)
        }
        let payload: ScriptValue
        switch action {
        case .showEmbeddedCart: payload = .object(["kind": .string("showEmbeddedCart")])
        case .dismissWithFeedback(let feedback): payload = Self.payload("dismissWithFeedback", feedback)
        case .feedbackOnly(let feedback): payload = Self.payload("feedbackOnly", feedback)
        case .none: payload = .object(["kind": .string("none")])
        }
        do {
            try call("completeCTA", [.int(token), payload])
        } catch FireworkPlayerError.ctaCompletionIgnored {
            // late or repeated: the script recorded and logged it
        } catch {
            logger.error("completing the CTA failed: \(error)")
        }
    }

    private static func payload(_ kind: String, _ feedback: ShoppingCTAFeedback) -> ScriptValue {
        .object([
            "kind": .string(kind),
            "feedback": .object(["success": .bool(feedback.isSuccess), "message": .string(feedback.message)]),
        ])
    }

    private func showEmbeddedCart(for video: VideoDetails) {
        guard let cart = shopping.cartViewController(for: video) else { return }
        _ = cart.view  // shown: its view loads (`viewDidLoad`), as UIKit loads a presented controller's
        cart.cartDrawerController = EmbeddedCartDrawer(player: self)
        embeddedCart = cart
        do { try call("showCart", [cart.title.map(ScriptValue.string) ?? .null]) } catch {
            logger.error("showing the embedded cart failed: \(error)")
        }
    }

    private func afterTap(handled: Bool, entry: String, item: SelectedProductVariant, url: String) throws {
        if handled {
            record(entry, ["productID": item.productID, "variantID": item.variantID])
        } else {
            try call("openWebView", [.string(url)])
        }
    }

    private func selection(_ target: ScriptValue) throws -> (SelectedProductVariant, String) {
        guard let productID = target["productID"]?.stringValue, let variantID = target["variantID"]?.stringValue,
            let url = target["url"]?.stringValue
        else { throw FireworkPlayerError.unexpected((try? target.jsonString()) ?? "") }
        return (selected(productID: productID, unitID: variantID), url)
    }

    /// The selection as the delegate receives it: ids, and the product and variant as shown.
    private func selected(productID: ProductID, unitID: ProductVariantID) -> SelectedProductVariant {
        let product = products[productID]
        return SelectedProductVariant(
            productID: productID, unitID: unitID, product: product,
            variant: product?.variants.first { $0.id == unitID })
    }

    private func currentVideo() throws -> VideoDetails {
        guard let currentIndex, feed.indices.contains(currentIndex) else { throw FireworkPlayerError.noVideoShown }
        return feed[currentIndex]
    }

    func record(_ name: String, videoID: String? = nil, _ details: [String: String] = [:]) {
        let video = videoID ?? timeline.last?.videoID
        timeline.append(FireworkTimelineEntry(time: context.now, name: name, videoID: video, details: details))
    }

    func record(_ purchase: TrackedPurchase) {
        var details = ["orderID": purchase.orderID, "value": String(purchase.value)]
        if let currency = purchase.currencyCode { details["currencyCode"] = currency }
        if let country = purchase.countryCode { details["countryCode"] = country }
        // FW 1.45.0: amounts in their shortest form ("5.28"), as `user:purchase` sends them
        if let orderValue = purchase.orderValue { details["orderValue"] = "\(orderValue)" }
        if !purchase.lineItems.isEmpty {
            details["lineItems"] = purchase.lineItems.map { "\($0.sku)×\($0.quantity)@\($0.price)" }
                .joined(separator: ",")
        }
        record("purchase.tracked", details)
    }

    func cartDrawerClosed() {
        guard embeddedCart != nil else { return }
        try? closeEmbeddedCart()
    }
}

/// A hydration call that could not be applied.
public enum HydrationIssue: Sendable, Equatable, CustomStringConvertible {
    /// The app hydrated a product id the video's data does not know.
    case unknownProduct(ProductID, videoID: String)

    /// What went wrong, naming the product and video.
    public var description: String {
        switch self {
        case .unknownProduct(let product, let video):
            "hydration of unknown product '\(product)' in video '\(video)' ignored"
        }
    }
}

/// The `any ProductHydrating` handed to `updateDetailsForProducts`; usable later too (after a server
/// fetch) and from any thread: the builders run on the caller's, the result is applied on the main actor.
final class PlayerProductHydrator: ProductHydrating {
    weak let player: PlayerViewController?
    let video: VideoDetails
    let hop: MainActorHop

    init(player: PlayerViewController, video: VideoDetails) {
        self.player = player
        self.video = video
        hop = player.hop
    }

    func hydrateProduct(_ productID: ProductID, _ hydration: (ProductBuilder) -> ProductBuilder) {
        let changes = hydration(ProductBuilder()).changes
        hop.run { [player, video] in player?.hydrate(productID, in: video, with: changes) }
    }
}

/// The `drawerController` of an embedded cart: closing it closes the cart in the player.
@MainActor
final class EmbeddedCartDrawer: DrawerControllerRepresentable {
    weak var player: PlayerViewController?

    init(player: PlayerViewController) { self.player = player }

    func closeDrawer(animated: Bool, completion: (() -> Void)?) {
        player?.cartDrawerClosed()
        completion?()
    }
}
