#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// Remote inspection of ShopStage's contexts, off.
///
/// JavaScriptCore offers every new global object to its remote inspector unless told otherwise
/// (`JSGlobalContextCreateInGroup` calls `setInspectable(true)` when inspection is enabled by
/// default, which it is): each web view's window and each player's context registered a target
/// with the inspector's singleton, under its lock, and built the target's listing, some 6 % of
/// the global object's creation. No ShopStage context is ever inspected remotely (nothing starts
/// the inspector's server), so the default is turned off once, before the first context.
///
/// `JSRemoteInspectorSetInspectionEnabledByDefault` is exported by libjavascriptcoregtk but not
/// declared in its installed headers: it is looked up at run time, and where it is missing
/// (another JavaScriptCore) contexts stay inspectable, as before.
enum RemoteInspection {
    private typealias SetEnabledByDefault = @convention(c) (Bool) -> Void

    static func disableByDefault() {
        exportedFunction("JSRemoteInspectorSetInspectionEnabledByDefault", as: SetEnabledByDefault.self)?(false)
    }

    /// Whether JavaScriptCore offers `context` to its remote inspector.
    static func isInspectable(_ context: ScriptContext) -> Bool { JSGlobalContextIsInspectable(context.ref) }
}
