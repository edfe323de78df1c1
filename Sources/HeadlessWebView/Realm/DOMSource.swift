import Foundation
import ScriptEngine

/// The DOM's JavaScript (the files under `DOM/`), read and linked once per process into one function
/// source (``DOMModuleLinker``), evaluated once per VM (the DOM's realm, see `dom/Realm.js`).
enum DOMSource {
    /// The file the realm's function returns from: it imports, directly or not, every other.
    static let entry = "window/RealmEntry.js"

    /// What the entry exports for Swift: `createWindow`, `setHostFunctions`, `recoverFromStop`.
    static let entryExport = "realm"

    /// The global of the DOM's realm that holds what the joined source returns (`createWindow`).
    static let realmName = "__shopstageDOM"

    /// The key of the realm a shared group keeps the DOM's code in
    /// (``ScriptContextGroup/sharedContext(_:configuration:prepare:)``).
    static let realmKey = "shopstage.dom"

    /// The names of the realm's global object the DOM's files may use without importing them: the
    /// ECMAScript built-ins. Anything else a file uses comes from another file.
    static let realmGlobals: Set<String> = [
        "Object", "Function", "Array", "Number", "parseFloat", "parseInt", "Infinity", "NaN", "undefined", "Boolean",
        "String", "Symbol", "Date", "Promise", "RegExp", "Error", "AggregateError", "EvalError", "RangeError",
        "ReferenceError", "SyntaxError", "TypeError", "URIError", "globalThis", "JSON", "Math", "Intl", "ArrayBuffer",
        "Atomics", "Uint8Array", "Int8Array", "Uint16Array", "Int16Array", "Uint32Array", "Int32Array", "Float32Array",
        "Float64Array", "Uint8ClampedArray", "BigUint64Array", "BigInt64Array", "DataView", "Map", "BigInt", "Set",
        "WeakMap", "WeakSet", "Proxy", "Reflect", "FinalizationRegistry", "WeakRef", "decodeURI", "decodeURIComponent",
        "encodeURI", "encodeURIComponent", "escape", "unescape", "eval", "isFinite", "isNaN", "SharedArrayBuffer",
        "Iterator", "arguments",
        // ScriptEngine's hardening of the realm (RealmHardening.swift): the functions it counts as native.
        "shopstageNativeFunctions",
    ]

    /// The DOM's files by their path under `DOM/`, read once.
    static let files: Result<[String: String], HeadlessWebViewError> =
        BundledScript.sources(inFolder: "DOM", in: .module).mapError { .missingResource($0.file) }

    /// The joined source, or the error that kept it from being read or joined. A process reads only
    /// the files' module syntax (``DOMModuleLinker/join(_:entry:returning:)``); the test command links
    /// the same files with every check (``DOMModuleLinker/link(_:entry:returning:globals:)``) and requires
    /// the same source.
    static let joined: Result<String, HeadlessWebViewError> = files.flatMap { files in
        do throws(DOMLinkError) {
            let linked = try DOMModuleLinker.join(files, entry: entry, returning: entryExport)
            return .success("globalThis.\(realmName) = " + linked.source + "();")
        } catch {
            return .failure(.domLink(error))
        }
    }
}
