/// A ``ScriptContext`` on an executor of its own, with a thread of its own.
///
/// The context lives inside the actor and is reached only through ``run(_:)``, so it is
/// always used from one executor at a time, and two `IsolatedScriptContext`s run their
/// JavaScript truly in parallel: each on its own thread (a serial executor of its own), so a script
/// that runs long or waits never holds a thread of Swift's cooperative pool.
///
/// ```swift
/// let a = try IsolatedScriptContext(), b = try IsolatedScriptContext()
/// async let x = a.run { try $0.evaluate("heavy()") }
/// async let y = b.run { try $0.evaluate("heavy()") }
/// ```
public actor IsolatedScriptContext {
    private let context: ScriptContext
    private let executor = ScriptThreadExecutor(name: "shopstage.isolated-context")

    /// The actor's executor: a thread of its own.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// A context of its own VM, set up with `configuration`.
    ///
    /// - Throws: ``ScriptError/engine(_:)`` when the context cannot be created.
    public init(configuration: ScriptContext.Configuration = .init()) throws {
        context = try ScriptContext(configuration: configuration)
    }

    /// Runs `body` with the context, on this actor's executor.
    public func run<T: Sendable>(_ body: @Sendable (ScriptContext) throws -> T) throws -> T {
        try body(context)
    }
}
