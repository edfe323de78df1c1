#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

extension ScriptContext {
    /// Waits for a JavaScript promise, moving the virtual clock forward while it is pending.
    ///
    /// A value that is not a promise is returned as it is. Microtasks run as JavaScript
    /// returns to Swift; timers run in order until the promise settles.
    ///
    /// - Parameters:
    ///   - promise: the value to wait for, a promise or not.
    ///   - timeout: the most virtual time to move forward.
    /// - Returns: the fulfilled value.
    /// - Throws: ``ScriptError/promiseRejected(reason:stack:)`` with the reason,
    ///   ``ScriptError/promiseNeverSettled(waited:)`` when no timer is left or `timeout` passes.
    @discardableResult
    public func awaitPromise(_ promise: ScriptHandle, timeout: Duration = .seconds(3600)) throws -> ScriptValue {
        try awaitPromiseHandle(promise, timeout: timeout).value()
    }

    /// Like ``awaitPromise(_:timeout:)`` but keeps the fulfilled value as a handle.
    public func awaitPromiseHandle(_ promise: ScriptHandle, timeout: Duration = .seconds(3600)) throws -> ScriptHandle {
        guard promise.isThenable else { return promise }
        enum Outcome { case pending, fulfilled(ScriptHandle), rejected(ScriptHandle) }
        final class Box { var outcome = Outcome.pending }
        let box = Box()
        let onFulfilled = makeFunction("onFulfilled") { call in
            box.outcome = .fulfilled(call.handle(0))
            return .undefined
        }
        let onRejected = makeFunction("onRejected") { call in
            box.outcome = .rejected(call.handle(0))
            return .undefined
        }
        try promise.property("then").call(handles: [onFulfilled, onRejected], this: promise)
        let start = timers.now
        let limit = timeout.inMilliseconds
        while true {
            switch box.outcome {
            case .fulfilled(let value): return value
            case .rejected(let reason):
                let info = errorInfo(reason.ref)
                let text = JSValueIsObject(ref, reason.ref) && !info.name.isEmpty ? "\(info.name): \(info.message)" : info.message
                throw ScriptError.promiseRejected(reason: text, stack: info.stack)
            case .pending:
                guard let due = timers.nextDue(in: ref), due - start <= limit else {
                    throw ScriptError.promiseNeverSettled(waited: now - .milliseconds(clamping: start))
                }
                try advance(by: .milliseconds(clamping: due - timers.now, rounding: .up))
            }
        }
    }
}
