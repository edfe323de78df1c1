import Foundation
import ScriptEngine

/// The VMs of ended stages, kept warm for the next ones.
///
/// A stage's VM is its own while the stage lives: no other stage gets it. When the stage goes, its VM
/// (its DOM realm compiled and linked, the prelude's realm made) waits here for the next stage, which
/// then costs what a new web view does instead of a VM and a DOM realm. Reusing a VM shows a later
/// test nothing of an earlier one: every page has its own window and its own copies of the DOM's
/// interfaces, every player its own context, and what pages reach of the realms is frozen (README,
/// "Each window's own interfaces").
@MainActor
enum StagePool {
    /// At most this many idle VMs are kept: as many as tests can use at once, twice over.
    static let capacity = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    private static var idle: [ScriptContextGroup] = []

    /// An idle VM, if an ended stage left one.
    static func take() -> ScriptContextGroup? { idle.popLast() }

    /// Keeps `group`, a VM no stage uses any more, for a later stage (unless enough are kept).
    static func give(_ group: ScriptContextGroup) {
        if idle.count < capacity { idle.append(group) }
    }

    /// How many VMs wait now.
    static var idleCount: Int { idle.count }
}
