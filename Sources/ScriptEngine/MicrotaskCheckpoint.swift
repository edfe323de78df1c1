#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// Microtasks under the execution time limit.
///
/// JavaScriptCore drains a VM's microtasks when the outermost call into its API releases the
/// VM's lock, and 2.50 runs each job as an entry of its own; the watchdog times each entry
/// alone, so a chain of short jobs (`for (;;) await null`, a promise or observer ping-pong) ran
/// forever. libjavascriptcoregtk exports, outside its C API, the VM's drain delay
/// (`JSC::VM::DrainMicrotaskDelayScope`, whose `increment`/`decrement` count on the VM it
/// points to; WebCore uses it). ShopStage holds that delay for each VM's whole life, so the lock's
/// release drains nothing, and runs each outermost entry inside a host function of its own
/// (the entry runner), which drains once the entry's work is done: the work and its microtasks
/// are one entry into the VM, which the watchdog times from its start.
///
/// The VM has one queue for all its contexts, so a job must never outlive the entry of the context
/// that queued it, or the next entry — another page's, in that page's window — would run it. Each
/// outermost entry drains what it queued; one the time limit stopped drops its jobs instead
/// (`ScriptContextGroup.discardJobs`); the jobs getters queue while the host reads a value outside
/// the runner (a result, an error's fields) run at once in an entry of that value's context
/// (`ScriptContext.runJobsQueuedByHostRead`).
///
/// The symbols are looked up at run time. Where they are missing (another JavaScriptCore), the
/// VM drains as before and a loop-free chain of jobs is not stopped.
enum MicrotaskCheckpoint {
    /// `increment()` or `decrement()` of a `DrainMicrotaskDelayScope`, called on a one-pointer
    /// scope that holds the VM (a `JSContextGroupRef` is the VM's address).
    private typealias ScopeCount = @convention(c) (UnsafeMutableRawPointer) -> Void

    private static let increment = exportedFunction("_ZN3JSC2VM24DrainMicrotaskDelayScope9incrementEv", as: ScopeCount.self)
    private static let decrement = exportedFunction("_ZN3JSC2VM24DrainMicrotaskDelayScope9decrementEv", as: ScopeCount.self)

    /// Turns off the drain at the lock's release for `group`'s VM, for the VM's life. False
    /// when this JavaScriptCore does not export the delay (the VM then drains as before).
    static func delayDrains(of group: JSContextGroupRef) -> Bool {
        guard let increment, decrement != nil else { return false }
        var scope: UnsafeRawPointer? = UnsafeRawPointer(group)
        withUnsafeMutablePointer(to: &scope) { increment(UnsafeMutableRawPointer($0)) }
        return true
    }

    /// Runs the microtasks queued in `context`'s VM (a VM whose drains are delayed), then holds
    /// the delay again. Called inside an entry, so the watchdog times the jobs with it.
    static func drain(in context: JSContextRef) {
        guard let group = JSContextGetGroup(context), let increment, let decrement else { return }
        var scope: UnsafeRawPointer? = UnsafeRawPointer(group)
        withUnsafeMutablePointer(to: &scope) {
            // Down to zero the delay drains (JavaScriptCore's own code), then it is held again.
            decrement(UnsafeMutableRawPointer($0))
            increment(UnsafeMutableRawPointer($0))
        }
    }

    /// The entry runner of `group`, made in `global` (a bare global of the group's own).
    static func makeEntryRunner(in global: JSGlobalContextRef, for group: ScriptContextGroup) -> JSObjectRef? {
        // The group outlives the runner: the runner is in the group's VM.
        JSObjectMake(global, entryRunnerClass, Unmanaged.passUnretained(group).toOpaque())
    }
}

/// Callable objects that run their group's pending entry (``ScriptContextGroup/runOutermost(in:_:_:)``).
nonisolated(unsafe) private let entryRunnerClass: JSClassRef = makeCallableClass(
    named: "EntryRunner",
    callAsFunction: { ctx, function, _, _, _, exception in
        guard let ctx, let function, let raw = JSObjectGetPrivate(function) else { return nil }
        return Unmanaged<ScriptContextGroup>.fromOpaque(raw).takeUnretainedValue().runPendingEntry(ctx, exception)
    })
