import EMarketer
import Foundation
import HeadlessWebView
import ScriptEngine
import StageTesting

/// A stage's e-Marketer part: its panel, the panel's clock and the tracker `run` binds.
@MainActor
final class EMarketerStagePart: StageAttachment {
    let panel: EMarketerPanel
    let panelClock: ManualPanelClock
    let tracker: eMarketerTracker

    init(panel: EMarketerPanel, clock: VirtualClock) {
        self.panel = panel
        panelClock = ManualPanelClock(clock: clock)
        tracker = eMarketerTracker(panel: panel, clock: panelClock)
    }

    func withBindings<T>(_ body: @MainActor () async throws -> T) async rethrows -> T {
        try await eMarketerTracker.$stageInstance.withValue(tracker) { try await body() }
    }
}

extension StageVMPreparation {
    /// The DOM's code compiled and linked in the VM's realm, so a stage's first page costs what a later one does.
    static let domRealm = StageVMPreparation(name: "DOM realm") { group in
        _ = try DOMContext(name: "shopstage-stage", group: group)
    }
}

extension Stage {
    /// A stage with an e-Marketer panel: inside `run(_:)`,
    /// `eMarketerTracker.inst` is ``tracker`` (initialized, no API key needed), reporting to `panel`
    /// on the stage's clock. Its VM comes with the DOM's realm ready for a first page.
    ///
    /// ```swift
    /// let stage = try await Stage(panel: EMarketerPanel(actions: [banner]))
    /// try await stage.run { stage in
    ///     let action = try #require(try await eMarketerTracker.inst.getResult().actions.first)
    ///     let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    ///     action.renderOnWebkitView(webView)   // the stage holds its members weakly: keep them
    ///     try await stage.advance(by: .seconds(2))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - panel: what the tracker asks for actions and reports to.
    ///   - epoch: the date at virtual time zero (the panel's clock; 2026-01-01T00:00:00Z unless given).
    public convenience init(panel: EMarketerPanel = EMarketerPanel(), epoch: Date = VirtualClock.defaultEpoch)
        async throws
    {
        try await self.init(epoch: epoch, preparing: .domRealm)
        attach(EMarketerStagePart(panel: panel, clock: clock))
    }

    /// The e-Marketer part; a stage made without one (`Stage(epoch:)` where EMarketerTesting was not
    /// imported) gets an empty panel at first use.
    private var eMarketer: EMarketerStagePart {
        if let part = attachment(EMarketerStagePart.self) { return part }
        let part = EMarketerStagePart(panel: EMarketerPanel(), clock: clock)
        attach(part)
        return part
    }

    /// The panel the stage's tracker reports to.
    public var panel: EMarketerPanel { eMarketer.panel }
    /// The panel's clock: the stage's `clock` read as a date.
    public var panelClock: ManualPanelClock { eMarketer.panelClock }
    /// The tracker on the stage: `eMarketerTracker.inst` inside `run(_:)`,
    /// initialized.
    public var tracker: eMarketerTracker { eMarketer.tracker }
}
