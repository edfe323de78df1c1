import ScriptEngine

/// What an SDK's testing module adds to a ``Stage``: state the stage keeps for it, and task-local
/// values ``Stage/run(_:fileID:filePath:line:column:)`` binds while the test's body runs
/// (EMarketerTesting binds the stage's tracker as `eMarketerTracker.inst`).
@MainActor
package protocol StageAttachment: AnyObject {
    /// Runs `body` with what this attachment binds.
    func withBindings<T>(_ body: @MainActor () async throws -> T) async rethrows -> T
}

/// Work done on a stage's new VM before the stage gets it, off the main actor (EMarketerTesting
/// compiles and links the DOM in the VM's realm). Ended stages' VMs go to stages that want the same.
package struct StageVMPreparation: Sendable, Equatable {
    /// Tells preparations apart: an ended stage's VM goes to a stage with the same name, or none.
    package let name: String
    /// Prepares `group`.
    package let prepare: @Sendable (ScriptContextGroup) throws -> Void

    package init(name: String, prepare: @escaping @Sendable (ScriptContextGroup) throws -> Void) {
        self.name = name
        self.prepare = prepare
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}
