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
///
/// Tests running in parallel take turns on the main actor, where their pages run, so more stages
/// alive at once than cores make nothing faster; a stage asked for while that many live waits for
/// one to end (``awaitEnded(patience:)``, about two builds' time) rather than building a VM of its own.
@MainActor
enum StagePool {
    /// At most this many idle VMs are kept: as many as tests can use at once, twice over.
    static let capacity = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    /// With this many stages alive, a new one first waits for one of them to end.
    static let liveBeforeWaiting = max(2, ProcessInfo.processInfo.activeProcessorCount)
    /// Idle VMs, each with what it was prepared with.
    private static var idle: [(group: ScriptContextGroup, preparation: StageVMPreparation?)] = []
    /// Stages waiting for a stage to end, first come first served, by number.
    private static var waiting: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private static var nextWaiter = 0

    /// How many stages are alive now, those whose VM is being built included.
    private(set) static var live = 0
    /// How long the last VM took to build.
    static var lastBuild: Duration?
    /// How long a new stage waits for one to end before it builds a VM: twice a build (the one
    /// it waits for may have just begun), a second before any build was timed.
    static var patience: Duration { lastBuild.map { max(.milliseconds(50), $0 * 2) } ?? .seconds(1) }

    /// An idle VM prepared as `preparation` asks (a stage that asks for none takes any), if an ended
    /// stage left one.
    static func take(preparedWith preparation: StageVMPreparation?) -> ScriptContextGroup? {
        guard let index = idle.lastIndex(where: { preparation == nil || $0.preparation == preparation }) else {
            return nil
        }
        return idle.remove(at: index).group
    }

    /// Keeps `group`, a VM no stage uses any more, prepared with `preparation`, for a later stage
    /// (unless enough are kept), and wakes the first stage waiting for one.
    static func give(_ group: ScriptContextGroup, preparedWith preparation: StageVMPreparation?) {
        guard idle.count < capacity || !waiting.isEmpty else { return }
        idle.append((group, preparation))
        if !waiting.isEmpty { waiting.removeFirst().continuation.resume(returning: true) }
    }

    /// Counts a stage from its start to its end.
    static func stageStarted() { live += 1 }
    static func stageEnded() { live -= 1 }

    /// An idle VM once the next stage ends, or nil when none ends within `patience` (a test may hold
    /// its stages for long: then the caller builds a VM after all) or another stage took it first.
    static func awaitEnded(
        patience: Duration, preparedWith preparation: StageVMPreparation?
    ) async -> ScriptContextGroup? {
        nextWaiter += 1
        let id = nextWaiter
        let ended = await withCheckedContinuation { continuation in
            waiting.append((id, continuation))
            Task { @MainActor in
                try? await Task.sleep(for: patience)
                // Still waiting: give up on this one (a stage that ended meanwhile resumed and removed it).
                guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
                waiting.remove(at: index).continuation.resume(returning: false)
            }
        }
        return ended ? take(preparedWith: preparation) : nil
    }

    /// How many VMs wait now.
    static var idleCount: Int { idle.count }
    /// How many stages wait for one to end now.
    static var waitingCount: Int { waiting.count }
}
