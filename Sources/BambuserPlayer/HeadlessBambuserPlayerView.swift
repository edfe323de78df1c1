import Foundation
import ScriptEngine
import StageFailures

/// ShopStage's ``BambuserPlayerView``: the Bambuser web player's behaviour (`player.js`) in its own
/// JavaScript context, driven from Swift on a virtual clock.
///
/// The protocol's calls work as BambuserCommerceSDK's do on iOS — `delegate`, `invoke(function:arguments:)`,
/// `notify(callbackKey:info:)`, `play()`/`pause()`/`seek(to:)` — and the headless extras let
/// tests see what a phone would show: the ``show``, the ``viewer``, the virtual clock
/// (``advance(by:)``), the ``snapshot()``, the ``hydrations`` and the ``eventLog``. Host code that keeps
/// the view as a `BambuserPlayerView` reaches the extras with `as? HeadlessBambuserPlayerView`.
///
/// Nothing plays in real time: a show's timeline, callback time-outs and progress run only when the
/// test moves the clock (``advance(by:)``, ``runToEnd(limit:)``), and delegate calls the player makes
/// during one of the host's calls arrive on a later turn of the main actor, as WebKit's messages do.
///
/// ```swift
/// let playerView = BambuserVideoPlayer(shows: [show]).createPlayerView(
///     videoConfiguration: .init(type: .live(id: show.id), configuration: ["currency": "USD", "locale": "en-US"]))
/// playerView.delegate = appController          // hydrates on provide-product-data, answers the cart
/// playerView.play()
/// try await playerView.advance(by: .seconds(61))
/// try playerView.viewer.open("bmb-1")
/// try playerView.viewer.chooseSize("TEE-BLK-M")
/// try playerView.viewer.addToCart()            // should-add-item-to-cart, with a callbackKey
/// await playerView.settle()
/// #expect(try playerView.snapshot().productPage?.message == "added")
/// ```
@MainActor
public final class HeadlessBambuserPlayerView: BambuserPlayerView {
    /// What a hydration the player rejects does to the `invoke` that sent it.
    public enum HydrationMode: Sendable {
        /// ShopStage extra, for tests that want it: a rejected hydration makes `invoke` throw
        /// `.hydrationRejected`, listing every violation.
        case strict
        /// The default, as on a phone: `invoke` throws only JavaScript errors, so the usual
        /// `for product in products { try await invoke(…) }` loop carries on. A rejection is
        /// recorded in ``hydrations`` and the log, and sent to the delegate's `onErrorOccurred`.
        case lenient
    }

    /// Receives events, errors, status and progress, on the main actor; held weakly. Set it before
    /// ``play()``: what the player sends while it is `nil` is not delivered later (the ``eventLog`` keeps it).
    public weak var delegate: (any BambuserPlayerViewDelegate)?
    /// Delegate methods the player had something to send to that the delegate implements in
    /// neither spelling (`"onErrorOccurred"`, …): each fell to the protocol's empty default.
    public internal(set) var delegateMethodsNotImplemented: Set<String> = []
    /// The show id, passed to every delegate call.
    public let id: String
    /// The show being played: its products, their dashboard data and its timeline (``load(_:)`` replaces it).
    public private(set) var show: BambuserShow
    /// Whether a rejected hydration makes `invoke` throw (``HydrationMode/strict``) or, as on a phone, is only
    /// recorded and reported to the delegate (``HydrationMode/lenient``, the default).
    public var hydrationMode: HydrationMode
    /// The player configuration (`currency`, `locale`, …) as JavaScript values.
    public let configuration: [String: ScriptValue]
    /// The events delivered to the delegate: `["*"]` for all.
    public let events: [String]
    /// Everything that happened, in order: events (delivered or filtered), invocations,
    /// hydrations accepted and rejected, callback answers and time-outs, status changes.
    public var eventLog: [PlayerLogEntry] {
        // Accepted products are logged as their JSON text (most logs are never read): parsed once, here.
        for (index, text) in unparsedDetails {
            log[index].details = (try? ScriptValue(json: text)) ?? .string(text)
        }
        unparsedDetails.removeAll()
        return log
    }
    private var log: [PlayerLogEntry] = []
    /// Index in `log` and the JSON text its details are still to be parsed from, in log order (an
    /// append per accepted hydration: no hashing).
    private var unparsedDetails: [(index: Int, json: String)] = []
    /// What hydrations are checked with.
    public let validator: HydrationValidator
    /// What `createPlayerView(videoConfiguration:ignoredSafeAreaEdges:)` was given.
    public internal(set) var ignoredSafeAreaEdges: SafeAreaEdges?
    /// Picture in picture; a ``HeadlessPictureInPictureController`` unless the host sets its own.
    public var pipController: (any PictureInPictureController)?
    /// What ``track(event:with:)`` was given, in order (SDK 2.x tracks on the view).
    public private(set) var trackedEvents: [TrackedEvent] = []
    /// After ``cleanup()`` the player sends nothing more.
    var isCleanedUp = false
    /// Every hydration the player received, in order: accepted or rejected, each violation and
    /// each field the player filled in (dashboard data, the configuration's currency) with its path.
    /// Reading it counts as looking at the rejections so far: a stage's run no longer fails for them.
    public var hydrations: [HydrationReport] {
        failureLedger?.acknowledge(.hydrationRejected, from: failureOrigin)
        return recordedHydrations
    }
    private(set) var recordedHydrations: [HydrationReport] = []

    let context: ScriptContext?
    /// What the configuration's `videoScaleMode` asked for (nothing is drawn headlessly).
    public let videoScaleMode: BambuserVideoScaleMode
    /// Whether this is a shoppable-video player (``currentPlayerMode``, ``changeMode(to:)``).
    public let isShoppable: Bool
    /// `.preview` or `.fullExperience` for a shoppable video; always `.fullExperience` for a show.
    public private(set) var currentPlayerMode: InlinePlayerMode
    /// Where failures the host may not have seen go (the stage's, when made inside `Stage.run`).
    let failureLedger: StageFailureLedger?
    /// This player in the ledger's failures, so reading its reports marks only its own as looked at.
    let failureOrigin = StageFailure.Origin()
    /// This player among all made in the process (an address can be reused once a player is gone).
    let serial: Int
    private static var playersMade = 0
    /// How deep the host's calls into the player are nested (see ``hostCall(_:)``).
    var hostCallDepth = 0
    /// Delegate calls waiting for a later turn of the main actor, in order.
    var queuedDeliveries: [(method: String, call: @MainActor (any BambuserPlayerViewDelegate) -> Void)] = []
    var pendingSetupError: BambuserStageError?
    /// Set by the `hydrate` host function during an `invoke`, read when it returns.
    var lastRejection: (id: String, violations: [HydrationViolation])?
    /// `hydrate check` accepts any id (there is no show to look products up in).
    var acceptsAnyProduct = false
    /// Product id → index in `show.products`.
    private var productIndex: [String: Int] = [:]
    private(set) var functionNames: [String] = []
    /// Function name → the source name its invocations run under (`invoke(hideProductList)`): made once
    /// at boot, so an invoke neither searches the list nor builds that name.
    private var invocationSourceNames: [String: String] = [:]
    private let deliversAllEvents: Bool
    private let deliveredEvents: Set<String>
    private var playerControl: ScriptHandle?
    private var viewerControl: ScriptHandle?
    let prices: PriceFormatter

    /// The player's JavaScript source, read once.
    static let playerScript: Result<String, BambuserStageError> =
        BundledScript.source(named: "player", in: .module).mapError { .engine($0.description) }

    /// - Parameter shoppable: a shoppable-video player (`createShoppableVideoPlayer…`): it starts in
    ///   `.preview`, reads hydration's currency and locale from `playerConfig`, preloads unless
    ///   `preload` is `false`, and has picture in picture off.
    init(
        show: BambuserShow, id: String, events: [String], configuration given: [String: any Sendable]?,
        hydrationMode: HydrationMode, shoppable: Bool = false, videoScaleMode: BambuserVideoScaleMode = .fit
    ) {
        self.id = id
        self.videoScaleMode = videoScaleMode
        self.show = show
        self.hydrationMode = hydrationMode
        self.isShoppable = shoppable
        self.currentPlayerMode = shoppable ? .preview : .fullExperience
        self.failureLedger = StageFailureLedger.current
        Self.playersMade += 1
        self.serial = Self.playersMade
        self.events = events
        self.deliversAllEvents = events.contains("*")
        self.deliveredEvents = Set(events)
        var configuration: [String: ScriptValue] = [:]
        for (key, value) in given ?? [:] {
            configuration[key] = (try? ScriptValue(any: value)) ?? .undefined
        }
        if shoppable { configuration = Self.shoppablePlayerConfiguration(configuration) }
        self.configuration = configuration
        let currency = configuration["currency"]?.stringValue
        let locale = configuration["locale"]?.stringValue
        self.validator = HydrationValidator(currency: currency, locale: locale)
        self.prices = PriceFormatter(locale: locale ?? "en-US", currency: currency ?? "USD")
        self.pipController = HeadlessPictureInPictureController(id: id, isEnabled: !shoppable)
        do {
            // Players live on the main actor and share its VM: cheaper to boot and lighter.
            self.context = try ScriptContext(configuration: .init(name: "bambuser-player:\(id)"), group: .main)
            StageScope.current?.enroll(self)
        } catch {
            self.context = nil
            self.pendingSetupError = .engine("\(error)")
            return
        }
        do {
            try boot()
        } catch let error as BambuserStageError {
            pendingSetupError = error
        } catch {
            pendingSetupError = .engine("\(error)")
        }
    }

    // MARK: Start-up

    private func boot() throws {
        guard let context else { return }
        let host = try context.evaluateHandle("({})", sourceName: "<bambuser-host>")
        context.defineFunction("hydrate", on: host) { [unowned self] call in
            .value(self.hydrate(call))
        }
        context.defineFunction("log", on: host) { [unowned self] call in
            self.record(.player, name: call.string(0) ?? "log", details: (try? call.argument(1)) ?? .undefined)
            return .undefined
        }
        context.defineFunction("status", on: host) { [unowned self] call in
            self.statusChanged(call.string(0) ?? "")
            return .undefined
        }
        context.defineFunction("timedOut", on: host) { [unowned self] call in
            self.callbackTimedOut(key: call.string(0) ?? "", event: call.string(1) ?? "", afterMs: call.number(2) ?? 0)
            return .undefined
        }
        context.defineFunction("closed", on: host) { [unowned self] call in
            self.failureLedger?.callbackClosed(key: self.ledgerKey(call.string(0) ?? ""))
            return .undefined
        }
        context.defineFunction("progress", on: host) { [unowned self] call in
            self.deliverProgress(duration: call.number(0) ?? 0, currentTime: call.number(1) ?? 0)
            return .undefined
        }
        // Events travel as in the web view the iOS SDK hosts: window.webkit.messageHandlers.bambuser.
        try context.addMessageHandler(named: "bambuser") { [unowned self] body in
            self.receive(type: body["type"]?.stringValue ?? "", data: body["data"] ?? .object([:]))
        }
        try context.globalObject.setProperty("__bambuserHost", host)
        let script = try Self.playerScript.get()
        try context.evaluateShared(script, sourceName: "player.js")
        playerControl = try context.globalObject.property("__bambuserPlayer")
        let configurationValue = try context.evaluateHandle(
            "(" + ScriptValue.object(configuration).jsonString() + ")", sourceName: "<configuration>")
        try playerControl?.property("configure").call(handles: [configurationValue], this: playerControl)
        viewerControl = try context.globalObject.property("__bambuserViewer")
        functionNames = try context.evaluate("Object.keys(player)", sourceName: "<bambuser>")
            .arrayValue.compactMap(\.stringValue)
        invocationSourceNames = Dictionary(
            functionNames.map { ($0, "invoke(\($0))") }, uniquingKeysWith: { first, _ in first })
        try load(show)
    }

    /// Loads another show in place of the current one (before `play()`): the scenario runner's way to set
    /// the show a script declares. The player's state, hydrations and callbacks are kept; use
    /// ``resetPlayer()`` first for a fresh start.
    ///
    /// - Throws: ``BambuserStageError/engine(_:)`` when the player could not start.
    public func load(_ show: BambuserShow) throws {
        let context = try requireContext()
        self.show = show
        productIndex = Dictionary(show.products.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // `(<JSON>)` takes JavaScriptCore's JSON fast path: no compiling.
        let value = try context.evaluateHandle("(" + show.scriptValue.jsonString() + ")", sourceName: "<show>")
        try playerControl?.property("load").call(handles: [value], this: playerControl)
    }

    func requireContext() throws -> ScriptContext {
        if let pendingSetupError, context == nil || pendingSetupError.isFatal { throw pendingSetupError }
        guard let context else { throw BambuserStageError.engine("the player's JavaScript context could not be created") }
        return context
    }

    // MARK: Host functions

    /// `__bambuserHost.hydrate(id, product)`: the rules of ``HydrationValidator``, applied over dashboard data.
    private func hydrate(_ call: ScriptCall) -> ScriptValue {
        guard let productId = call.string(0) else {
            let got = HydrationValidator.describe((try? call.argument(0)) ?? .undefined)
            return reject(
                id: "", [HydrationViolation(path: "", message: "expected the Bambuser product id (a String) as the first argument, got \(got)")])
        }
        guard let dashboard = dashboard(of: productId) else {
            return reject(
                id: productId,
                [HydrationViolation(path: "", message: "no product with id \"\(productId)\" in show \"\(show.id)\"")])
        }
        // The player sends the product as JSON.stringify's text (undefined when there was nothing to send).
        let text = call.string(1)
        if let text, acceptAsGiven(id: productId, text: text, dashboard: dashboard) { return .bool(true) }
        let product: ScriptValue
        if let text {
            do {
                product = try ScriptValue(json: text)
            } catch {
                return reject(id: productId, [HydrationViolation(path: "", message: "\(error)")])
            }
        } else {
            product = .undefined
        }
        let result = validator.hydrate(product, dashboard: dashboard)
        guard let merged = result.product else { return reject(id: productId, result.violations, warnings: result.warnings) }
        recordedHydrations.append(HydrationReport(id: productId, isAccepted: true, violations: [], warnings: result.warnings))
        record(.hydrationAccepted, name: productId, details: merged)
        // Nothing fell back: the player keeps the text it sent. Otherwise the merged product goes back
        // as JSON text, one string parsed there (see ScriptValue+JSONText.swift).
        if result.isAsGiven { return .bool(true) }
        do {
            return .string(try merged.jsonString())
        } catch {
            return reject(id: productId, [HydrationViolation(path: "", message: "\(error)")])
        }
    }

    /// The show's dashboard data for `productId` (`.some(nil)` when there is none), `nil` when the
    /// id names no product the player takes.
    private func dashboard(of productId: String) -> ScriptValue?? {
        if let index = productIndex[productId] { return .some(show.products[index].dashboard) }
        return acceptsAnyProduct ? .some(nil) : nil
    }

    /// Whether the product in JSON `text` is hydrated for `productId` exactly as given, recorded as
    /// accepted when it is. Nearly every product is: checked straight from the text, the player keeps
    /// it and the log parses it only when read. `false` leaves the full check to the caller.
    private func acceptAsGiven(id productId: String, text: String) -> Bool {
        guard let dashboard = dashboard(of: productId) else { return false }
        return acceptAsGiven(id: productId, text: text, dashboard: dashboard)
    }

    private func acceptAsGiven(id productId: String, text: String, dashboard: ScriptValue?) -> Bool {
        if case .object(let fallback)? = dashboard, !fallback.isEmpty { return false }
        guard validator.acceptsAsGiven(json: text) else { return false }
        recordedHydrations.append(HydrationReport(id: productId, isAccepted: true, violations: [], warnings: []))
        record(.hydrationAccepted, name: productId, json: text)
        return true
    }

    private func reject(id: String, _ violations: [HydrationViolation], warnings: [HydrationViolation] = []) -> ScriptValue {
        lastRejection = (id, violations)
        recordRejection(id: id, .hydrationRejected(id: id, violations: violations), warnings: warnings)
        return .null
    }

    /// A rejected hydration, whatever the cause: in ``hydrations`` with its error, in the log, and in
    /// the stage's failures.
    private func recordRejection(id: String, _ error: BambuserStageError, warnings: [HydrationViolation] = []) {
        let violations = error.violations
        recordedHydrations.append(
            HydrationReport(id: id, isAccepted: false, violations: violations, warnings: warnings, error: error))
        record(
            .hydrationRejected, name: id,
            details: .array(violations.map { .object(["path": .string($0.path), "message": .string($0.message)]) }))
        reportToStage(.hydrationRejected, subject: id, message: error.description)
    }

    /// Adds a failure to the stage's ledger (nothing outside a stage).
    func reportToStage(_ kind: StageFailure.Kind, subject: String, message: String) {
        failureLedger?.report(
            StageFailure(
                kind: kind, source: stageSource, subject: subject, message: message, time: now, origin: failureOrigin))
    }

    /// Who a ``StageFailure`` of this player names.
    private var stageSource: String { "Bambuser player \"\(id)\"" }

    /// A callback key in the stage's ledger: this player's key, told apart from another player's same key.
    private func ledgerKey(_ callbackKey: String) -> String { "\(serial)/\(callbackKey)" }

    /// `__bambuserHost.timedOut(key, event, ms)`: a callback nobody answered. The host hears it through
    /// `onErrorOccurred`, the log has it, and so does the stage.
    private func callbackTimedOut(key: String, event: String, afterMs: Double) {
        record(.player, name: "callback-timeout", details: .object([
            "callbackKey": .string(key), "type": .string(event), "afterMs": .number(afterMs),
        ]))
        failureLedger?.callbackClosed(key: ledgerKey(key))
        let error = BambuserStageError.callbackTimedOut(callbackKey: key, event: event, after: .milliseconds(afterMs))
        report(error)
        reportToStage(.callbackTimedOut, subject: event, message: error.description)
    }

    private func receive(type: String, data: ScriptValue) {
        let delivered = !isCleanedUp && (deliversAllEvents || deliveredEvents.contains(type))
        record(.event, name: type, details: data, delivered: delivered)
        if let failureLedger, let key = data["callbackKey"]?.stringValue {
            failureLedger.callbackOpened(
                key: ledgerKey(key),
                StageFailure(
                    kind: .callbackUnanswered, source: stageSource, subject: type,
                    message: "\(type) (callbackKey \"\(key)\") was still waiting for notify(callbackKey:info:) "
                        + "when the run ended", time: now, origin: failureOrigin))
        }
        guard delivered, delegate != nil else { return }
        var payload = BambuserEventPayload(type: type, data: (data.phoneValue as? [String: any Sendable]) ?? [:])
        payload.scriptData = data
        deliver(payload)
    }

    private func statusChanged(_ state: String) {
        record(.status, name: state)
        if isCleanedUp { return }
        guard let status = BambuserVideoState(rawValue: state) else { return }
        deliver(state: status)
    }

    func record(_ kind: PlayerLogEntry.Kind, name: String, details: ScriptValue = .undefined, delivered: Bool? = nil) {
        let seconds = context.map { $0.now.inSeconds } ?? 0
        log.append(PlayerLogEntry(time: seconds, kind: kind, name: name, details: details, delivered: delivered))
    }

    /// A log entry whose details are `json`, parsed when the log is read.
    func record(_ kind: PlayerLogEntry.Kind, name: String, json: String) {
        unparsedDetails.append((log.count, json))
        record(kind, name: name)
    }

    /// Reports an error to the delegate and the log.
    func report(_ error: any Error) {
        record(.error, name: "error", details: .string("\(error)"))
        deliver(error: error)
    }

    /// Logs `product-not-hydrated` with the cause when the viewer opens a product the player has no data for.
    func noteIfNotHydrated(_ productId: String) {
        let hydrated = (try? playerControl?.callMethod("isHydrated", [.string(productId)]).value().boolValue) ?? nil
        guard hydrated == false else { return }
        record(.player, name: "product-not-hydrated", details: .object([
            "id": .string(productId), "cause": .string(hydrationFailure(of: productId)),
        ]))
    }

    /// Why `productId` has no hydrated data: its last rejected hydration's error, or that none arrived.
    func hydrationFailure(of productId: String) -> String {
        if let rejected = recordedHydrations.last(where: { $0.id == productId && !$0.isAccepted }), let error = rejected.error {
            return "its hydration was rejected: \(error)"
        }
        return "no hydration for it arrived (updateProductWithData was never called with its id)"
    }

    // MARK: Playback

    /// Starts (or resumes) the show: `show-started`, then `provide-product-data` for every product.
    public func play() {
        hostCall {
            if let pendingSetupError, !pendingSetupError.isFatal {
                self.pendingSetupError = nil
                report(pendingSetupError)
            }
            control("play")
        }
    }

    /// Pauses the show: its timeline stops on the virtual clock until ``play()`` resumes it (`.paused`).
    public func pause() {
        hostCall { control("pause") }
    }

    /// Moves a shoppable video between its preview and the full player: `.fullExperience` plays it in
    /// the full player (its product events start), `.preview` pauses it back inline. A show's player has
    /// no modes (the SDK's reference: "only applicable for shoppable video players"): nothing happens.
    ///
    /// - Throws: ``BambuserStageError/engine(_:)`` when the player could not start.
    public func changeMode(to mode: InlinePlayerMode) async throws {
        guard isShoppable, mode != currentPlayerMode else { return }
        _ = try requireContext()
        currentPlayerMode = mode
        switch mode {
        case .fullExperience: play()
        case .preview: pause()
        }
    }

    /// The viewer taps the inline preview: the player asks the app to expand it (`preview-should-expand`).
    func previewTapped() throws {
        guard isShoppable, currentPlayerMode == .preview else { return }
        try viewerAction("expandPreview")
    }

    /// Moves an on-demand show's position to `seconds` (cues before it are not replayed). As on a
    /// phone (the SDK's reference for `seek(to:)`), it has no effect on a live show.
    public func seek(to seconds: TimeInterval) {
        hostCall { control("seek", [.double(seconds)]) }
    }

    /// Loads the show without playing it: an idle player becomes `.ready` (CommerceSDK 3.0 README, "Preloading").
    public func preload() {
        hostCall { control("preload") }
    }

    /// Back to the start: timers and pending callbacks dropped, hydrations forgotten, `.idle`.
    public func resetPlayer() {
        hostCall {
            control("reset")
            do { try load(show) } catch { report(error) }
        }
        // A shoppable video goes back to its preview (CommerceSDK 3.0.2 README, "Player Mode").
        if isShoppable { currentPlayerMode = .preview }
    }

    /// What every example calls when the player leaves the screen: playback stops (`.stopped`),
    /// timers and pending callbacks are dropped, picture in picture ends, and the player sends
    /// nothing more to the delegate.
    public func cleanup() {
        pipController?.stop()
        hostCall { control("cleanup") }
        isCleanedUp = true
    }

    /// Sends an analytics event (SDK 2.x; 3.x has it on `BambuserSDK`). Headless it is recorded in
    /// ``trackedEvents`` and the result is `nil` (there is no server to answer).
    @discardableResult
    public func track(event: String, with data: [String: any Sendable]) async throws -> [String: any Sendable]? {
        trackedEvents.append(try TrackedEvent(event: event, data: data))
        return nil
    }

    private func control(_ name: String, _ arguments: [ScriptValue] = []) {
        do {
            _ = try requireContext()
            try playerControl?.callMethod(name, arguments)
        } catch {
            report(error)
        }
    }

    /// The player's state (2.0+): `.idle`, `.ready`, `.playing`, `.paused`, `.completed`, `.stopped`.
    public var currentPlayerState: BambuserVideoState {
        let status = (try? playerControl?.callMethod("state").property("status").value().stringValue) ?? nil
        return status.flatMap(BambuserVideoState.init(rawValue:)) ?? .idle
    }

    // MARK: The virtual clock

    /// Virtual time since the view was created.
    public var now: Duration { context?.now ?? .zero }

    /// Lets work the delegate started (the product hydration guide's `Task { try await hydrate(…) }`)
    /// run before time moves on.
    /// Picture in picture's states and the delegate calls the host's own calls caused are delivered too.
    public func settle() async {
        for _ in 0..<4 { await Task.yield() }
        var turns = 0
        let pip = pipController as? HeadlessPictureInPictureController
        while turns < 1000, !queuedDeliveries.isEmpty || pip?.isTransitioning == true {
            await Task.yield()
            turns += 1
        }
    }

    /// Moves virtual time forward, in steps of at most `step`, settling between steps so that
    /// the app's answers to one event arrive before the next is due.
    public func advance(by duration: Duration, step: Duration = .milliseconds(250)) async throws {
        let context = try requireContext()
        var remaining = duration
        await settle()
        while remaining > .zero {
            let next = min(step, remaining)
            try context.advance(by: next)
            remaining -= next
            await settle()
        }
    }

    /// Plays until the show has ended (`.completed`), or until `limit` of virtual time has passed,
    /// settling as it goes; an idle or ready player is started first. Callbacks still waiting at the end
    /// are given their 30 s, so an unanswered one is reported (`callbackTimedOut`) before this returns.
    public func runToEnd(limit: Duration = .seconds(4 * 3600)) async throws {
        if currentPlayerState == .idle || currentPlayerState == .ready { play() }
        let context = try requireContext()
        let start = context.now
        await settle()
        while currentPlayerState != .completed, context.now - start < limit {
            try await advance(by: .milliseconds(250))
        }
        // Callbacks still pending at the end fail after their 30 s, as on a phone.
        if context.pendingTimerCount > 0 { try await advance(by: .seconds(31)) }
    }

    // MARK: invoke

    /// Calls `player.<function>(<arguments>)` the way BambuserCommerceSDK does: `arguments` is pasted
    /// into JavaScript source, so strings in it need quotes. A promise result is awaited; the result comes
    /// back as Swift values: `Bool`, `Int` for an integral number and `Double` otherwise, `String`,
    /// `NSNull` for `null`, `[any Sendable]` and `[String: any Sendable]`.
    ///
    /// The functions the player has: `updateProductWithData('<id>', {…})` (hydration), `hideProductList()`,
    /// `showProductList()`, `showProductView('<id>')`, `hideProductView()`, `updateItemInCart('<sku>', n)`,
    /// `getProductData('<id>')` (a promise of the hydrated product, or `null`) and
    /// `updateWishlistStatus({"statuses": {"<sku>": true}})`.
    ///
    /// ```swift
    /// let json = try HydratedProduct(sku: "TEE") /* .withName(…) … */ .build().toJSON()
    /// try await playerView.invoke(function: "updateProductWithData", arguments: "'\(productId)', \(json)")
    /// try await playerView.invoke(function: "hideProductList", arguments: "")
    /// ```
    ///
    /// A hydration the player rejects does not throw in the default ``HydrationMode/lenient`` mode, as on
    /// a phone: it is in ``hydrations``, the ``eventLog`` and the delegate's `onErrorOccurred`.
    ///
    /// - Parameters:
    ///   - function: The player function's name.
    ///   - arguments: JavaScript source for the arguments, without the parentheses.
    /// - Returns: The function's result (for a promise, its settled value); `nil` for `undefined`.
    /// - Throws: ``BambuserStageError`` — `.syntax` with the line and column within
    ///   `arguments`, `.unknownFunction`, `.exception`, `.timeLimitExceeded` (1 s of running script),
    ///   `.promise` (rejected, or unsettled after 60 s of virtual time); `.hydrationRejected` listing every violation
    ///   only in ``HydrationMode/strict`` mode.
    @discardableResult
    public func invoke(function: String, arguments: String = "") async throws -> Any? {
        try invokeValue(function: function, arguments: arguments).anyValue
    }

    /// ``invoke(function:arguments:)`` without leaving the main actor's current job: the result as a `ScriptValue`.
    public func invokeValue(function: String, arguments: String) throws -> ScriptValue {
        do {
            return try hostCall { try invokeUnlogged(function: function, arguments: arguments) }
        } catch let error as BambuserStageError {
            record(.invokeFailed, name: function, details: .string(error.description))
            // A rejection by the rules is recorded where it happened; any other failure of a hydration
            // (syntax error, exception, time limit) is recorded here, so a lost throw is not lost.
            if function == "updateProductWithData", !error.isRuleRejection {
                recordRejection(id: Self.leadingStringLiteral(arguments) ?? "", error)
            }
            throw error
        }
    }

    private func invokeUnlogged(function: String, arguments: String) throws -> ScriptValue {
        let context = try requireContext()
        guard let sourceName = invocationSourceNames[function] else {
            throw BambuserStageError.unknownFunction(name: function, available: functionNames)
        }
        record(.invoke, name: function, details: .string(arguments))
        lastRejection = nil
        // The usual hydration — an id and a product written as literals — accepted as given: the
        // player keeps the product's JSON text, exactly what evaluating the call would have it keep,
        // without compiling the source. Anything else is evaluated (see LiteralArguments).
        if function == "updateProductWithData", let (productId, json) = LiteralArguments.stringAndJSON(arguments),
           acceptAsGiven(id: productId, text: json) {
            do {
                try playerControl?.callMethod("keepHydrated", [.string(productId), .string(json)])
            } catch let error as ScriptError {
                throw translate(error, function: function, arguments: arguments)
            }
            return .bool(true)
        }
        // The arguments start on line 2, so a syntax error's line within them is its line - 1. Built in
        // one buffer of the right size (interpolation grows it as it goes).
        var source = "player."
        source.reserveCapacity(source.utf8.count + function.utf8.count + arguments.utf8.count + 4)
        source += function
        source += "(\n"
        source += arguments
        source += "\n)"
        var result: ScriptHandle
        do {
            result = try context.evaluateHandle(source, sourceName: sourceName)
            // Only an object can be a thenable: a plain result skips the look-up of `then`.
            if result.isObject, result.isThenable {
                result = try context.awaitPromiseHandle(result, timeout: .seconds(60))
            }
        } catch let error as ScriptError {
            throw translate(error, function: function, arguments: arguments)
        }
        try settleRejection()
        do {
            return try result.value()
        } catch {
            return .undefined
        }
    }

    private func translate(_ error: ScriptError, function: String, arguments: String) -> BambuserStageError {
        switch error {
        case .syntax(let message, _, let line, let column):
            let lines = arguments.split(separator: "\n", omittingEmptySubsequences: false)
            var argumentLine = line - 1
            var argumentColumn = column
            if argumentLine < 1 || argumentLine > lines.count {
                // The parser only noticed at the closing parenthesis: point past the end of the arguments.
                argumentLine = max(1, lines.count)
                argumentColumn = (lines.last?.count ?? 0) + 1
            }
            let text = lines.isEmpty ? "" : String(lines[argumentLine - 1])
            let excerpt = "    \(text)\n    " + String(repeating: " ", count: max(0, argumentColumn - 1)) + "^"
            return .syntax(function: function, message: message, line: argumentLine, column: argumentColumn, excerpt: excerpt)
        case .exception(let name, let message, _, _, _, _):
            return .exception(function: function, name: name, message: message)
        case .timeLimitExceeded(let limit, _):
            return .timeLimitExceeded(function: function, limit: limit)
        case .promiseRejected(let reason, _):
            return .promise(function: function, message: "promise rejected: \(reason)")
        case .promiseNeverSettled(let waited):
            return .promise(function: function, message: "promise still pending after \(waited)")
        default:
            return .engine("\(error)")
        }
    }

    /// ShopStage convenience, **not in the real SDK** (host code that calls it does not build against
    /// CommerceSDK): `updateProductWithData` with the id escaped by ShopStage and the product as JSON,
    /// so no quote in any value can break the call. Code meant for a phone builds the same JSON with the
    /// example app's builder and `toJSON()` and passes it to `invoke`.
    public func updateProduct(id productId: String, with product: HydratedProduct) async throws {
        try updateProductNow(id: productId, with: product)
    }

    func updateProductNow(id productId: String, with product: HydratedProduct) throws {
        try hostCall { try updateProductUnlogged(id: productId, with: product) }
    }

    private func updateProductUnlogged(id productId: String, with product: HydratedProduct) throws {
        let idJSON = try ScriptValue.string(productId).jsonString()
        let productJSON = try product.value.jsonString()
        record(.invoke, name: "updateProductWithData", details: .string(idJSON + ", " + productJSON))
        _ = try requireContext()
        lastRejection = nil
        // The JSON goes to the player as one string, not as source to compile: no quote can break
        // it and there is nothing to parse but JSON. The id's JSON has no raw newline, so one separates them.
        do {
            try playerControl?.callMethod("hydrateJSON", [.string(idJSON + "\n" + productJSON)])
        } catch let error as ScriptError {
            throw translate(error, function: "updateProductWithData", arguments: "")
        }
        do {
            try settleRejection()
        } catch {
            record(.invokeFailed, name: "updateProductWithData", details: .string("\(error)"))
            throw error
        }
    }

    /// After a call that hydrated: in strict mode a rejection throws; otherwise, as on a phone, the
    /// call succeeds and the rejection goes to the delegate (it is in ``hydrations`` and the log either way).
    private func settleRejection() throws {
        guard let rejection = lastRejection else { return }
        lastRejection = nil
        let error = BambuserStageError.hydrationRejected(id: rejection.id, violations: rejection.violations)
        if hydrationMode == .strict { throw error }
        deliver(error: error)
    }

    // MARK: Callbacks

    /// Answers an event that carried a `callbackKey` (`should-add-item-to-cart`, …), as on a phone:
    /// `info` is pasted into the JavaScript call of the callback, like `invoke`'s arguments. So a
    /// `String` is JavaScript source — `"{ success: false, reason: 'out-of-stock' }"` fails the add —,
    /// `true`/`false` and numbers are literals. ShopStage extra: a dictionary or array goes as JSON.
    ///
    /// What the player makes of the answer: `true` (or `{ success: true }`) succeeds; `false` fails with
    /// reason `refused`; `{ success: false, reason: '…' }` fails with that reason, which the open product
    /// page shows (``ViewerSnapshot/ProductPage/message``). `should-sync-cart-state` takes a list of
    /// `{ sku, quantity }` that replaces the player's cart (`true` keeps it).
    ///
    /// ```swift
    /// // In onNewEventReceived(_:event:), for should-add-item-to-cart:
    /// if let key = event.data["callbackKey"] as? String {
    ///     playerView.notify(callbackKey: key, info: inStock ? true : "{ success: false, reason: 'out-of-stock' }")
    /// }
    /// ```
    ///
    /// A callback not answered within 30 s of virtual time fails (reason `timeout`, reported to
    /// `onErrorOccurred`). Problems (no such callback, a syntax error located within `info`, an exception)
    /// go to the delegate's `onErrorOccurred` and the log. Like the real method it returns nothing;
    /// ``answer(callbackKey:info:)`` does the same and says whether a pending callback took the answer.
    public func notify(callbackKey: String, info: Any) {
        answer(callbackKey: callbackKey, info: info)
    }

    /// ShopStage extra: ``notify(callbackKey:info:)`` that returns whether a callback was waiting
    /// for `callbackKey` and took the answer (`false` after a problem, which is also reported).
    @discardableResult
    public func answer(callbackKey: String, info: Any) -> Bool {
        hostCall { answerNow(callbackKey: callbackKey, info: info) }
    }

    private func answerNow(callbackKey: String, info: Any) -> Bool {
        do {
            let context = try requireContext()
            // A Bool or number's JSON is its JavaScript literal; a dictionary's JSON is the ShopStage extra.
            let source = try (info as? String) ?? ScriptValue(any: info).jsonString()
            record(.notify, name: callbackKey, details: .string(source))
            // The info starts on line 2, so a syntax error's line within it is its line - 1 (as for invoke).
            let call = "__bambuserPlayer.notify(\(try ScriptValue.string(callbackKey).jsonString()),\n\(source)\n)"
            let answered: ScriptValue
            do {
                answered = try context.evaluate(call, sourceName: "notify")
            } catch let error as ScriptError {
                throw translate(error, function: "notify", arguments: source)
            }
            guard answered.boolValue == true else {
                report(BambuserStageError.exception(function: "notify", name: "Error", message: "no pending callback \"\(callbackKey)\""))
                return false
            }
            return true
        } catch {
            report(error)
            return false
        }
    }

    /// The callback keys still waiting for ``notify(callbackKey:info:)``, oldest first: the player's own
    /// keys (`cb-1`, `cb-2`, …), as the events' `data["callbackKey"]` carried them. Empty once every
    /// callback was answered, timed out (30 s), or dropped by ``cleanup()`` or ``resetPlayer()``.
    /// Reading it counts as looking at them: a stage's run no longer fails for these callbacks being
    /// unanswered when it ends.
    public var pendingCallbackKeys: [String] {
        failureLedger?.acknowledge(.callbackUnanswered, from: failureOrigin)
        return ((try? playerControl?.callMethod("pendingCallbacks").value()) ?? nil)?.arrayValue.compactMap(\.stringValue) ?? []
    }

    // MARK: Viewer

    /// The person watching: what they tap produces the events the real player sends. A fresh handle
    /// each read; every handle drives this view.
    public var viewer: BambuserViewer { BambuserViewer(view: self) }

    func viewerAction(_ name: String, _ arguments: [ScriptValue] = []) throws {
        _ = try requireContext()
        do {
            try viewerControl?.callMethod(name, arguments)
        } catch let error as ScriptError {
            let translated = translate(error, function: "viewer.\(name)", arguments: "")
            // The knock-on of a failed hydration names its cause.
            if case .exception(_, "NotHydratedError", let productId) = translated {
                throw BambuserStageError.notHydrated(
                    id: productId, action: name, cause: hydrationFailure(of: productId))
            }
            throw translated
        }
    }

    /// Runs JavaScript in the player's context (scenario scripts; `player` and `viewer` are globals there)
    /// and returns the completion value.
    ///
    /// - Throws: ``BambuserStageError/engine(_:)`` when the player could not start; a
    ///   `ScriptError` when the source does not parse or throws.
    @discardableResult
    public func evaluate(_ source: String, sourceName: String = "<scenario>") throws -> ScriptValue {
        try requireContext().evaluate(source, sourceName: sourceName)
    }

    /// The raw state of the player script (`status`, `hydrated`, `cart`, `productView`…).
    func rawState() throws -> ScriptValue {
        _ = try requireContext()
        return try playerControl?.callMethod("state").value() ?? .undefined
    }
}

extension HeadlessBambuserPlayerView {
    /// The value of the string literal `arguments` starts with (`'bmb-1', {…`), read even when the rest
    /// does not parse: the product id of a hydration that failed. Nil when it starts otherwise.
    static func leadingStringLiteral(_ arguments: String) -> String? {
        let text = arguments.drop { $0.isWhitespace }
        guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
        var value = ""
        var escaped = false
        for character in text.dropFirst() {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == quote {
                return value
            } else if character.isNewline {
                return nil
            } else {
                value.append(character)
            }
        }
        return nil
    }

    /// The player configuration of a shoppable video: `playerConfig`'s keys (currency, locale, buttons…) are
    /// what the full player reads; `preload` (default `true`), `thumbnail` and `previewConfig` stay beside them.
    static func shoppablePlayerConfiguration(_ given: [String: ScriptValue]) -> [String: ScriptValue] {
        var configuration: [String: ScriptValue] = [:]
        if case .object(let playerConfig)? = given["playerConfig"] { configuration = playerConfig }
        configuration["preload"] = given["preload"] ?? .bool(true)
        if let thumbnail = given["thumbnail"] { configuration["thumbnail"] = thumbnail }
        if let preview = given["previewConfig"] { configuration["previewConfig"] = preview }
        configuration["shoppable"] = .bool(true)
        return configuration
    }
}

extension BambuserStageError {
    /// Errors after which the player cannot run at all.
    var isFatal: Bool {
        if case .engine = self { return true }
        return false
    }

    /// A hydration the player's rules rejected (recorded where the rules ran).
    var isRuleRejection: Bool {
        if case .hydrationRejected = self { return true }
        return false
    }
}

extension ScriptValue {
    var arrayValue: [ScriptValue] {
        if case .array(let items) = self { return items }
        return []
    }
}
