// Where JavaScriptCore's C API comes from. Files that call it say
// `#if canImport(CJavaScriptCore) internal import CJavaScriptCore #else internal import JavaScriptCore #endif`,
// so nothing outside ScriptEngine ever sees a JSValueRef.
#if !canImport(CJavaScriptCore)
internal import JavaScriptCore

// Exported by JavaScriptCore.framework but declared only in its private headers.
typealias JSShouldTerminateCallback = @convention(c) (JSContextRef?, UnsafeMutableRawPointer?) -> Bool
@_silgen_name("JSContextGroupSetExecutionTimeLimit")
func JSContextGroupSetExecutionTimeLimit(
    _ group: JSContextGroupRef, _ limit: Double, _ callback: JSShouldTerminateCallback?, _ context: UnsafeMutableRawPointer?)
@_silgen_name("JSContextGroupClearExecutionTimeLimit")
func JSContextGroupClearExecutionTimeLimit(_ group: JSContextGroupRef)
@_silgen_name("JSGlobalContextSetEvalEnabled")
func JSGlobalContextSetEvalEnabled(_ ctx: JSGlobalContextRef, _ enabled: Bool, _ message: JSStringRef?)
@_silgen_name("JSSynchronousGarbageCollectForDebugging")
func JSSynchronousGarbageCollectForDebugging(_ ctx: JSContextRef)
#endif
