#if canImport(CJavaScriptCore)
    internal import CJavaScriptCore
#else
    internal import JavaScriptCore
#endif

/// Whether a promise has a handler, for `rejectionhandled`.
///
/// JavaScriptCore tells its C API about a promise rejected with no handler (the unhandled-rejection
/// callback), never about a handler added later; WebKit learns that through a tracker the C API
/// does not offer. libjavascriptcoregtk exports, outside its C API, `JSPromise::isHandled`, which
/// reads the promise's flags (its `VM&` argument unused). Looked up at run time: where it is
/// missing, no promise is tracked and `rejectionhandled` never fires.
enum PromiseHandledFlag {
    /// `bool JSC::JSPromise::isHandled(JSC::VM&) const`: the promise (a `JSObjectRef` is the
    /// object's address), then the VM (a `JSContextGroupRef` is the VM's address).
    private typealias IsHandled = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    private static let isHandledFunction = exportedFunction("_ZNK3JSC9JSPromise9isHandledERNS_2VME", as: IsHandled.self)

    /// Whether `promise`, a promise JavaScriptCore handed the unhandled-rejection callback, has a
    /// handler now; nil when this JavaScriptCore cannot tell.
    static func isHandled(_ promise: JSObjectRef, in context: JSContextRef) -> Bool? {
        guard let isHandledFunction, let group = JSContextGetGroup(context) else { return nil }
        return isHandledFunction(UnsafeRawPointer(promise), UnsafeRawPointer(group))
    }
}

extension ScriptContext {
    /// Sets the function the prelude calls for the page events of promise rejections, `(type,
    /// promise, reason)` with `type` `unhandledrejection` (returning true when the page cancelled it:
    /// the rejection then stays off the console, as in WebKit) or `rejectionhandled` (a promise reported
    /// unhandled got a handler later). HeadlessWebView's windows dispatch them as
    /// `PromiseRejectionEvent`s. Without one, every unhandled rejection is recorded and no event fires.
    package func setRejectionEvents(_ dispatch: ScriptHandle) throws {
        guard let hooks, let setter = "setRejectionEvents".withJSString({ JSObjectGetProperty(ref, hooks, $0, nil) }),
            let setterObject = JSValueToObject(ref, setter, nil)
        else { throw ScriptError.engine("the prelude has no setRejectionEvents hook") }
        let function = try self.handle(for: dispatch)
        try callOwnFunction(setterObject, this: hooks, [function.ref])
    }

    /// After a top-level entry while promises reported unhandled are waiting: each one handled since
    /// gets its `rejectionhandled` (the prelude's `checkRejectionsHandled`).
    func checkRejectionsHandled() {
        guard let hooks, !checkingRejections,
            let check = "checkRejectionsHandled".withJSString({ JSObjectGetProperty(ref, hooks, $0, nil) }),
            let checkObject = JSValueToObject(ref, check, nil)
        else { return }
        checkingRejections = true
        defer { checkingRejections = false }
        _ = try? enter(sourceName: "shopstage-prelude.js") { exception in
            JSObjectCallAsFunction(ref, checkObject, hooks, 0, nil, &exception)
        }
    }

    /// The prelude's host functions for rejection tracking.
    static let rejectionHostFunctions: [(String, @Sendable (ScriptCall) throws -> ScriptReturn)] = [
        (
            "isHandled",
            { call in
                let context = call.context
                guard let promise = JSValueToObject(context.ref, call.ref(0), nil),
                    let handled = PromiseHandledFlag.isHandled(promise, in: context.ref)
                else { return .undefined }
                return .value(.bool(handled))
            }
        ),
        (
            "rejectionsOutstanding",
            { call in
                call.context.outstandingRejections = JavaScriptNumber.clampedInteger(call.number(0) ?? 0, as: Int.self)
                return .undefined
            }
        ),
    ]
}
