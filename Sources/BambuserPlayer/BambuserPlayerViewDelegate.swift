/// Receives the player's events, errors, status and progress. Like UIKit, everything happens on the main actor.
///
/// BambuserCommerceSDK (0.4 → 3.0.2) declares every method with an **unlabelled** first parameter —
/// `onNewEventReceived(_ id:event:)`, `onErrorOccurred(_ id:error:)` — and that is what its example
/// apps write. Its READMEs up to 2.3.1 (and Bambuser's product hydration guide) write
/// `onNewEventReceived(id:event:)` and `onErrorOccurred(id:error:)`. Both spellings are requirements here.
/// The player calls the real spelling; its default passes the call on to the READMEs' spelling, whose
/// default does nothing. So a host that implements either spelling of any method, or mixes them, gets
/// every call, and a host that implements both spellings of one method gets it once, in the real
/// spelling, as on a phone.
///
/// Because every requirement has a default, a method spelled neither way (a typo, the 0.2 beta's
/// `playerId:` form) compiles and is never called; the view lists such methods in
/// ``HeadlessBambuserPlayerView/delegateMethodsNotImplemented`` so a test can catch it.
///
/// 3.0 renamed the protocol from `BambuserVideoPlayerDelegate`; both names are this protocol.
///
/// ```swift
/// extension ShowController: BambuserPlayerViewDelegate {
///     func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
///         guard event.type == "provide-product-data",
///               let fields = event.data["event"] as? [String: any Sendable],
///               let products = fields["products"] as? [[String: any Sendable]] else { return }
///         Task {
///             for product in products {
///                 guard let productId = product["id"] as? String, let sku = product["ref"] as? String,
///                       let json = try catalog.product(for: sku)?.hydratedProduct().toJSON() else { continue }
///                 let arguments = "'\(productId)', \(json)"
///                 try await playerView?.invoke(function: "updateProductWithData", arguments: arguments)
///             }
///         }
///     }
///
///     func onErrorOccurred(_ id: String, error: any Error) { errors.append(error) }
/// }
/// ```
@MainActor
public protocol BambuserPlayerViewDelegate: AnyObject {
    /// An event from the player (`provide-product-data`, `should-add-item-to-cart`, …): the real spelling.
    func onNewEventReceived(_ id: String, event: BambuserEventPayload)
    /// The READMEs' (0.4 – 2.3.1) spelling of ``onNewEventReceived(_:event:)``.
    func onNewEventReceived(id: String, event: BambuserEventPayload)
    /// Something went wrong in the player: the real spelling.
    func onErrorOccurred(_ id: String, error: any Error)
    /// The READMEs' spelling of ``onErrorOccurred(_:error:)``.
    func onErrorOccurred(id: String, error: any Error)
    /// The player's state changed (`.playing`, `.paused`, `.completed`, …): the real spelling (2.0+).
    func onVideoStatusChanged(_ id: String, state: BambuserVideoState)
    /// The 2.x READMEs' labelled spelling of ``onVideoStatusChanged(_:state:)``.
    func onVideoStatusChanged(id: String, state: BambuserVideoState)
    /// Playback progress, in seconds (2.0+). ShopStage calls it once a second of virtual time while playing.
    func onVideoProgress(_ id: String, duration: Double, currentTime: Double)
    /// The viewer tapped the player's thumbnail (2.2+).
    func onThumbnailTapped(_ id: String)
}

/// The 1.x/2.x name of ``BambuserPlayerViewDelegate``.
public typealias BambuserVideoPlayerDelegate = BambuserPlayerViewDelegate

/// Counts how many defaults a delegate call reached, so the view can tell a method the host
/// implemented in neither spelling from one it implemented.
@MainActor
enum DelegateDefaults {
    static var reached = 0
}

extension BambuserPlayerViewDelegate {
    /// Passes the event on to ``onNewEventReceived(id:event:)``.
    public func onNewEventReceived(_ id: String, event: BambuserEventPayload) { onNewEventReceived(id: id, event: event) }
    /// Does nothing (the view notes the method as not implemented).
    public func onNewEventReceived(id: String, event: BambuserEventPayload) { DelegateDefaults.reached += 1 }
    /// Passes the error on to ``onErrorOccurred(id:error:)``.
    public func onErrorOccurred(_ id: String, error: any Error) { onErrorOccurred(id: id, error: error) }
    /// Does nothing (the view notes the method as not implemented).
    public func onErrorOccurred(id: String, error: any Error) { DelegateDefaults.reached += 1 }
    /// Passes the state on to ``onVideoStatusChanged(id:state:)``.
    public func onVideoStatusChanged(_ id: String, state: BambuserVideoState) { onVideoStatusChanged(id: id, state: state) }
    /// Does nothing (the view notes the method as not implemented).
    public func onVideoStatusChanged(id: String, state: BambuserVideoState) { DelegateDefaults.reached += 1 }
    /// Does nothing (the view notes the method as not implemented).
    public func onVideoProgress(_ id: String, duration: Double, currentTime: Double) { DelegateDefaults.reached += 1 }
    /// Does nothing (the view notes the method as not implemented).
    public func onThumbnailTapped(_ id: String) { DelegateDefaults.reached += 1 }
}

extension HeadlessBambuserPlayerView {
    /// Calls one delegate method by its real spelling; when the call ran down to the last default,
    /// the host implements the method in no spelling and it is listed in ``delegateMethodsNotImplemented``.
    ///
    /// A call the player makes from inside one of the host's calls (`play()`, `invoke`, `notify`, …)
    /// waits for a later turn of the main actor, as the web view's messages do on a phone: a delegate
    /// that calls the player again never runs inside the player's own call. Calls keep their order.
    func callDelegate(_ method: String, _ call: @escaping @MainActor (any BambuserPlayerViewDelegate) -> Void) {
        if hostCallDepth > 0 || !queuedDeliveries.isEmpty {
            queuedDeliveries.append((method, call))
            if queuedDeliveries.count == 1 {
                Task { @MainActor [self] in deliverQueued() }
            }
            return
        }
        callDelegateNow(method, call)
    }

    /// Delivers what ``callDelegate(_:_:)`` queued, in order, including what the delegate queues meanwhile.
    func deliverQueued() {
        while !queuedDeliveries.isEmpty {
            let (method, call) = queuedDeliveries[0]
            callDelegateNow(method, call)
            queuedDeliveries.removeFirst()
        }
    }

    /// Runs `body` as one of the host's calls: the delegate hears what it causes afterwards.
    func hostCall<T>(_ body: () throws -> T) rethrows -> T {
        hostCallDepth += 1
        defer { hostCallDepth -= 1 }
        return try body()
    }

    private func callDelegateNow(_ method: String, _ call: (any BambuserPlayerViewDelegate) -> Void) {
        guard let delegate else { return }
        // A delegate method may make the player call the delegate again: keep the outer count.
        let outer = DelegateDefaults.reached
        DelegateDefaults.reached = 0
        call(delegate)
        if DelegateDefaults.reached > 0 { delegateMethodsNotImplemented.insert(method) }
        DelegateDefaults.reached = outer
    }

    func deliver(_ event: BambuserEventPayload) {
        let id = id
        callDelegate("onNewEventReceived") { $0.onNewEventReceived(id, event: event) }
    }

    func deliver(error: any Error) {
        let id = id
        let error = SendableError(error)
        callDelegate("onErrorOccurred") { $0.onErrorOccurred(id, error: error.error) }
    }

    func deliver(state: BambuserVideoState) {
        let id = id
        callDelegate("onVideoStatusChanged") { $0.onVideoStatusChanged(id, state: state) }
    }

    func deliverProgress(duration: Double, currentTime: Double) {
        let id = id
        callDelegate("onVideoProgress") { $0.onVideoProgress(id, duration: duration, currentTime: currentTime) }
    }

    func deliverThumbnailTap() {
        let id = id
        callDelegate("onThumbnailTapped") { $0.onThumbnailTapped(id) }
    }
}

/// An error held for a later turn of the main actor (errors are not all `Sendable`; it never leaves the actor).
struct SendableError: @unchecked Sendable {
    let error: any Error
    init(_ error: any Error) { self.error = error }
}
