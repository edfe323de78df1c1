#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// A JSClass whose objects can be called, for ShopStage's host-side callables (host functions,
/// the entry runner). Made once per process: the class and its name live as long as the process.
func makeCallableClass(
    named name: String, callAsFunction: JSObjectCallAsFunctionCallback, finalize: JSObjectFinalizeCallback? = nil
) -> JSClassRef {
    let bytes = Array(name.utf8CString)
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    var definition = kJSClassDefinitionEmpty
    definition.className = UnsafePointer(storage)
    definition.callAsFunction = callAsFunction
    definition.finalize = finalize
    return JSClassCreate(&definition)
}
