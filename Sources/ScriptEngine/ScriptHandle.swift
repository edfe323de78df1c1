#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// A JavaScript value kept alive for Swift: a function to call later, a promise to await,
/// an object to read.
///
/// The value is protected from the garbage collector for as long as the handle lives and
/// released exactly once when it goes. A handle keeps its context alive and shares its
/// isolation: it is not `Sendable`.
public final class ScriptHandle {
    /// The context the value belongs to (kept alive by the handle).
    public let context: ScriptContext
    let ref: JSValueRef

    init(context: ScriptContext, ref: JSValueRef) {
        self.context = context
        self.ref = ref
        JSValueProtect(context.ref, ref)
    }

    deinit {
        JSValueUnprotect(context.ref, ref)
    }

    /// The value copied into Swift.
    public func value() throws -> ScriptValue {
        try context.scriptValue(ref)
    }

    /// Whether the value is `undefined`.
    public var isUndefined: Bool { JSValueIsUndefined(context.ref, ref) }
    /// Whether the value is `null`.
    public var isNull: Bool { JSValueIsNull(context.ref, ref) }
    /// Whether the value is an object (functions and arrays included).
    public var isObject: Bool { JSValueIsObject(context.ref, ref) }

    /// Whether the value can be called.
    public var isFunction: Bool {
        guard let object = object else { return false }
        return JSObjectIsFunction(context.ref, object)
    }

    /// Whether the value is a promise (or any thenable).
    public var isThenable: Bool {
        guard let then = try? property("then") else { return false }
        return then.isFunction
    }

    var object: JSObjectRef? {
        guard JSValueIsObject(context.ref, ref) else { return nil }
        return JSValueToObject(context.ref, ref, nil)
    }

    /// `this[name]`.
    public func property(_ name: String) throws -> ScriptHandle {
        guard let object else { return ScriptHandle(context: context, ref: JSValueMakeUndefined(context.ref)) }
        let value = try context.enter(sourceName: "<property \(name)>") { exception in
            name.withJSString { JSObjectGetProperty(context.ref, object, $0, &exception) }
        }
        return ScriptHandle(context: context, ref: value)
    }

    /// `this[name]` for each of `names`, read in one entry into JavaScript: a host that reads
    /// several members of one object (a page's hooks, a record the page hands back) pays for
    /// one entry, not one per member.
    package func properties(_ names: [String]) throws -> [ScriptHandle] {
        guard let object else {
            return names.map { _ in ScriptHandle(context: context, ref: JSValueMakeUndefined(context.ref)) }
        }
        var values: [JSValueRef] = []
        values.reserveCapacity(names.count)
        defer { for value in values { JSValueUnprotect(context.ref, value) } }
        _ = try context.enter(sourceName: "<properties \(names.joined(separator: ", "))>") { exception in
            for name in names {
                let value = name.withJSString { JSObjectGetProperty(context.ref, object, $0, &exception) }
                guard exception == nil, let value else { return nil }
                // Held until the handles are made: a later read's getter may collect.
                JSValueProtect(context.ref, value)
                values.append(value)
            }
            return nil
        }
        return values.map { ScriptHandle(context: context, ref: $0) }
    }

    /// `this[name]` for each of `names`, read without entering JavaScript: only for an object one
    /// of ShopStage's own realms made as plain data, out of pages' reach (the DOM's hooks, a record
    /// its loader hands back), whose members are values, not getters. Such a read runs no code, so it
    /// needs none of an entry's time limit and microtask checkpoint (an entry costs about 4 µs:
    /// `bench engine`'s small call against the bare C API's).
    package func dataProperties(_ names: [String]) -> [ScriptHandle] {
        let object = self.object
        return names.map { name in
            let value = object.flatMap { object in name.withJSString { JSObjectGetProperty(context.ref, object, $0, nil) } }
            return ScriptHandle(context: context, ref: value ?? JSValueMakeUndefined(context.ref))
        }
    }

    /// `this[name] = value`.
    public func setProperty(_ name: String, _ value: ScriptValue) throws {
        try setProperty(name, ref: context.jsValue(value))
    }

    /// `this[name] = handle`.
    public func setProperty(_ name: String, _ value: ScriptHandle) throws {
        try setProperty(name, ref: value.ref)
    }

    func setProperty(_ name: String, ref value: JSValueRef) throws {
        guard let object else { throw ScriptError.conversion(path: name, message: "cannot set a property on a primitive") }
        _ = try context.enter(sourceName: "<property \(name)>") { exception in
            name.withJSString { JSObjectSetProperty(context.ref, object, $0, value, 0, &exception) }
            return nil
        }
    }

    /// Calls the value as a function with `this` set to `thisValue` (undefined when nil).
    @discardableResult
    public func call(_ arguments: [ScriptValue] = [], this thisValue: ScriptHandle? = nil) throws -> ScriptHandle {
        try context.withJSValues(arguments) { refs in try call(refs: refs, this: thisValue?.object) }
    }

    /// Calls the value as a function with handles as arguments.
    @discardableResult
    public func call(handles arguments: [ScriptHandle], this thisValue: ScriptHandle? = nil) throws -> ScriptHandle {
        try call(refs: arguments.map(\.ref), this: thisValue?.object)
    }

    /// Calls the method `name` of this object.
    @discardableResult
    public func callMethod(_ name: String, _ arguments: [ScriptValue] = []) throws -> ScriptHandle {
        let method = try property(name)
        guard method.isFunction else {
            throw ScriptError.exception(
                name: "TypeError", message: "\(name) is not a function", stack: "", sourceName: "<call \(name)>",
                line: 0, column: 0)
        }
        return try method.call(arguments, this: self)
    }

    func call(refs: [JSValueRef?], this thisObject: JSObjectRef?) throws -> ScriptHandle {
        guard let function = object, JSObjectIsFunction(context.ref, function) else {
            throw ScriptError.exception(
                name: "TypeError", message: "value is not a function", stack: "", sourceName: "<call>", line: 0,
                column: 0)
        }
        let result = try context.enter(sourceName: "<call>") { exception in
            refs.withUnsafeBufferPointer { args in
                JSObjectCallAsFunction(context.ref, function, thisObject, args.count, args.baseAddress, &exception)
            }
        }
        return ScriptHandle(context: context, ref: result)
    }
}
