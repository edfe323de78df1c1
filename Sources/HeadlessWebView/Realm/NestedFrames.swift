import Foundation
import ScriptEngine

/// The nested browsing contexts (`<iframe>` windows) of one top-level document, at any depth.
///
/// Each is a ``DOMContext`` of its own (another global of the same VM, so objects pass between
/// the parent and the child directly, as between same-origin frames) sharing the top document's
/// ``PageRecorder``: its resource loads, navigations and dialogs are the web view's. The DOM's
/// side (Frames.js) makes them through the host functions below, puts their timers on the top
/// document's virtual clock, and drops them when their iframe goes; the contexts themselves are
/// kept until the top document goes, so a script of a removed frame still on the stack, and what
/// it reported, outlive the removal.
final class FrameRegistry {
    private var frames: [Int: DOMContext] = [:]
    /// Context numbers in the order the frames were made.
    private var order: [Int] = []

    func add(_ frame: DOMContext) {
        frames[frame.scriptContext.contextID] = frame
        order.append(frame.scriptContext.contextID)
    }

    func frame(_ id: Int) -> DOMContext? { frames[id] }

    /// Errors nothing caught in the frames (their scripts as they loaded; later errors of a frame's
    /// timers and listeners are the top document's), frame by frame in the order they were made.
    var uncaughtErrors: [ScriptError] { order.compactMap { frames[$0] }.flatMap { $0.scriptContext.uncaughtErrors } }
    /// Console output the frames' own contexts recorded (what their loads reported; a frame's `console` is the top document's).
    var consoleRecords: [ConsoleRecord] { order.compactMap { frames[$0] }.flatMap { $0.scriptContext.consoleRecords } }

    /// The DOM's host functions for frames (`PageHost.createFrame`, `PageHost.loadFrame`), each
    /// called with the number of the context of the document that holds the iframe.
    static let hostFunctions: [(String, @Sendable (ScriptCall) throws -> ScriptReturn)] = [
        ("createFrame", { call in
            let parent = call.context
            guard let recorder = parent.attachment as? PageRecorder, let registry = recorder.frames else {
                throw ScriptThrow("Error", "ShopStage: this document cannot hold nested frames (its web view is gone)")
            }
            let frame = try DOMContext(
                name: parent.configuration.name + " (frame)", timeLimit: parent.timeLimit, group: parent.group,
                recorder: recorder, nested: true)
            registry.add(frame)
            recorder.frameSetup?(frame.scriptContext)
            return .handle(frame.scriptContext.globalObject)
        }),
        ("loadFrame", { call in
            guard let recorder = call.context.attachment as? PageRecorder, let registry = recorder.frames,
                let id = JavaScriptNumber.integer(call.number(0) ?? .nan, as: Int.self), let frame = registry.frame(id)
            else {
                throw ScriptThrow("Error", "ShopStage: loadFrame was given no frame of this web view")
            }
            let scripts = recorder.frameUserScripts
            try frame.load(
                html: call.string(1) ?? "", url: call.string(2) ?? "about:blank", startScripts: scripts.start,
                endScripts: scripts.end)
            return .undefined
        }),
    ]
}
