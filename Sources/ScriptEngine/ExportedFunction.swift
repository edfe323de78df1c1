#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A function libjavascriptcoregtk exports outside its C API (a C++ member, a header it does not
/// install), looked up by its symbol at run time, as `type` (a `@convention(c)` function type
/// matching its signature); nil where this JavaScriptCore does not export it.
func exportedFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
    // nil as the handle is RTLD_DEFAULT: the libraries the process has loaded.
    guard let address = dlsym(nil, name) else { return nil }
    return unsafeBitCast(address, to: type)
}
