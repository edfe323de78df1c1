import Foundation
import ScriptEngine

/// Runs a scenario script with the player (`shopstage run scenario.js`): the script sees the
/// player's `player` and `viewer`, and a `host` object that stands for the app.
///
/// ```js
/// host.show = { id: 'demo', type: 'live', title: 'Demo', durationSeconds: 60, products: [...], timeline: [...] };
/// host.on('provide-product-data', data => {
///     for (const p of data.event.products) player.updateProductWithData(p.id, catalog[p.ref]);
/// });
/// host.on('should-add-item-to-cart', data => host.notify(data.callbackKey, { success: false, reason: 'out-of-stock' }));
/// // data is shaped as on iOS: data.event.sku, data.callbackKey
/// host.at(10, () => { viewer.open('bmb-1'); });
/// ```
@MainActor
public final class BambuserScenario: BambuserVideoPlayerDelegate {
    /// The player the scenario drives (lenient hydration, events `["*"]`).
    public let playerView: HeadlessBambuserPlayerView

    static let hostScript = """
        var viewer = __bambuserViewer;
        var host = {
            show: null,
            handlers: {},
            on: function (type, handler) { (this.handlers[type] = this.handlers[type] || []).push(handler); },
            notify: function (callbackKey, info) { return __bambuserPlayer.notify(callbackKey, info); },
            at: function (seconds, fn) { setTimeout(fn, seconds * 1000); },
            __dispatch: function (type, data) {
                var list = (this.handlers[type] || []).concat(this.handlers['*'] || []);
                for (var i = 0; i < list.length; i++) {
                    try { list[i](data, type); } catch (e) { reportError(e); }
                }
            },
        };
        """

    /// Loads the scenario: runs `source`, then loads the show it set as `host.show`.
    public init(source: String, sourceName: String, currency: String = "USD", locale: String = "en-US") throws {
        let player = BambuserVideoPlayer()
        player.hydrationMode = .lenient
        playerView = player.createPlayerView(
            videoConfiguration: .init(
                type: .live(id: "scenario"), events: ["*"], configuration: ["currency": currency, "locale": locale]))
        playerView.pendingSetupError = nil
        let context = try playerView.requireContext()
        try context.evaluate(Self.hostScript, sourceName: "<scenario-host>")
        let host = try context.globalObject.property("host")
        do {
            try context.evaluate(source, sourceName: sourceName)
        } catch let error as ScriptError {
            throw BambuserStageError.invalidShow(source: sourceName, message: "\(error)")
        }
        let showValue = try host.property("show").value()
        guard !showValue.isNullish else {
            throw BambuserStageError.invalidShow(source: sourceName, message: "the scenario set no host.show")
        }
        try playerView.load(try BambuserShow(json: Data(try showValue.jsonString().utf8), source: sourceName))
        playerView.delegate = self
    }

    /// Plays the show to its end on the virtual clock.
    public func run() async throws {
        try await playerView.runToEnd()
    }

    /// Hands each event to the script's `host.on(type, handler)` handlers (and `'*'` handlers), with
    /// `data` shaped as on iOS.
    public func onNewEventReceived(_ id: String, event: BambuserEventPayload) {
        do {
            let data = try event.scriptData ?? ScriptValue(any: event.data)
            try playerView.evaluate(
                "host.__dispatch(\(try ScriptValue.string(event.type).jsonString()), \(try data.jsonString()))",
                sourceName: "<host>")
        } catch {
            playerView.report(error)
        }
    }
}
