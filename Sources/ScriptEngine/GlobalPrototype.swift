#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// A global object's prototype, set from the host.
///
/// A browser's window has a prototype chain of its own (`Window.prototype`, `WindowProperties`,
/// `EventTarget.prototype`), and its prototype is immutable to scripts, as HTML requires:
/// JavaScriptCore's global objects refuse `Object.setPrototypeOf` and the C API's
/// `JSObjectSetPrototype` alike. WebKit gives its windows their chain from C++; libjavascriptcoregtk
/// exports, outside its C API, the setter it uses (`JSC::JSObject::setPrototypeDirect`) and the
/// VM's lock holder, looked up at run time. Where they are missing (another JavaScriptCore), the
/// global keeps `Object.prototype`.
enum GlobalPrototype {
    /// `JSObject::setPrototypeDirect(VM&, JSValue)`: the object, the VM (a `JSContextGroupRef` is the
    /// VM's address), the encoded value (a `JSValueRef`'s bits).
    private typealias SetPrototypeDirect = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UInt64) ->
        Void
    /// `JSLockHolder(JSGlobalObject*)` on the holder's storage, and its destructor: the VM's lock,
    /// which the C API takes for each of its calls and drops around a host function's callback.
    private typealias LockHolderInit = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
    private typealias LockHolderDeinit = @convention(c) (UnsafeMutableRawPointer) -> Void

    private struct Entry: @unchecked Sendable {
        let setPrototypeDirect: SetPrototypeDirect
        let lock: LockHolderInit
        let unlock: LockHolderDeinit
    }

    private static let entry: Entry? = {
        guard let set = exportedFunction("_ZN3JSC8JSObject18setPrototypeDirectERNS_2VMENS_7JSValueE", as: SetPrototypeDirect.self),
            let lock = exportedFunction("_ZN3JSC12JSLockHolderC1EPNS_14JSGlobalObjectE", as: LockHolderInit.self),
            let unlock = exportedFunction("_ZN3JSC12JSLockHolderD1Ev", as: LockHolderDeinit.self)
        else { return nil }
        return Entry(setPrototypeDirect: set, lock: lock, unlock: unlock)
    }()

    /// Makes `prototype` (an object) the prototype of `global`'s global object (a
    /// `JSGlobalContextRef` is its global object's address), under the VM's lock. False when it could not.
    static func set(_ prototype: JSValueRef, of global: JSGlobalContextRef) -> Bool {
        guard let entry, JSValueIsObject(global, prototype), let group = JSContextGetGroup(global) else { return false }
        let object = UnsafeMutableRawPointer(mutating: UnsafeRawPointer(global))
        // A JSLockHolder is one reference to the VM: room for two words.
        withUnsafeTemporaryAllocation(byteCount: 16, alignment: 8) { holder in
            guard let storage = holder.baseAddress else { return }
            entry.lock(storage, object)
            defer { entry.unlock(storage) }
            entry.setPrototypeDirect(
                object, UnsafeMutableRawPointer(mutating: UnsafeRawPointer(group)), UInt64(UInt(bitPattern: prototype)))
        }
        return true
    }
}

extension ScriptContext {
    /// Makes `prototype` the prototype of this context's global object, which scripts cannot
    /// change (``GlobalPrototype``). False when this JavaScriptCore does not allow it, or
    /// `prototype` is not an object.
    package func setGlobalPrototype(_ prototype: ScriptHandle) -> Bool {
        GlobalPrototype.set(prototype.ref, of: ref)
    }
}
