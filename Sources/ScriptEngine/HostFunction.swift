#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif

/// The arguments and `this` of a call from JavaScript into a Swift host function.
///
/// Valid only while the host function runs; keep a ``ScriptHandle`` to hold on to a value.
public struct ScriptCall {
    /// The context the call runs in.
    public let context: ScriptContext
    let thisObject: JSObjectRef?
    let argv: UnsafePointer<JSValueRef?>?
    /// How many arguments JavaScript passed.
    public let count: Int

    init(context: ScriptContext, thisObject: JSObjectRef?, argv: UnsafePointer<JSValueRef?>?, count: Int) {
        self.context = context
        self.thisObject = thisObject
        self.argv = argv
        self.count = count
    }

    func ref(_ index: Int) -> JSValueRef {
        guard index < count, let argv, let value = argv[index] else { return JSValueMakeUndefined(context.ref) }
        return value
    }

    /// Argument `index` copied into Swift (`.undefined` when not passed).
    public func argument(_ index: Int) throws -> ScriptValue {
        do {
            return try context.scriptValue(ref(index))
        } catch ScriptError.conversion(let path, let message) {
            throw ScriptError.conversion(path: "arguments[\(index)]" + (path.isEmpty || path.hasPrefix("[") ? path : ".\(path)"), message: message)
        }
    }

    /// Every argument copied into Swift.
    public var arguments: [ScriptValue] {
        get throws { try (0..<count).map { try argument($0) } }
    }

    /// Argument `index` as a string, if it is one.
    public func string(_ index: Int) -> String? {
        let value = ref(index)
        guard JSValueIsString(context.ref, value) else { return nil }
        return context.displayString(value)
    }

    /// Argument `index` as a number, if it is one.
    public func number(_ index: Int) -> Double? {
        let value = ref(index)
        guard JSValueIsNumber(context.ref, value) else { return nil }
        return JSValueToNumber(context.ref, value, nil)
    }

    /// Argument `index` kept as a JavaScript value.
    public func handle(_ index: Int) -> ScriptHandle {
        ScriptHandle(context: context, ref: ref(index))
    }

    /// The call's `this`, or nil when it was undefined.
    public var this: ScriptHandle? {
        thisObject.map { ScriptHandle(context: context, ref: $0) }
    }
}

/// What a host function gives back to JavaScript.
public enum ScriptReturn {
    /// A Swift value, copied into JavaScript.
    case value(ScriptValue)
    /// A JavaScript value kept in a handle, returned as it is (the same object).
    case handle(ScriptHandle)

    /// `undefined`: what a host function with nothing to return gives.
    public static var undefined: ScriptReturn { .value(.undefined) }
}

/// A Swift error thrown inside a host function becomes a JavaScript exception of this name.
public struct ScriptThrow: Error, CustomStringConvertible {
    /// The exception's name (`TypeError`, `RangeError`, …; `Error` by default).
    public var name: String
    /// The exception's message.
    public var message: String
    /// An exception of `name` with `message`.
    public init(_ name: String = "Error", _ message: String) {
        self.name = name
        self.message = message
    }
    /// `<name>: <message>`.
    public var description: String { "\(name): \(message)" }
}

/// What a host function object carries: its body and whom it acts for. A plain host function
/// acts for the context that made it; JavaScript can call it only while that context is alive,
/// so the unowned reference is never read after the context has gone. A routed one serves every
/// context of a group: the calling context comes as the first argument (its
/// ``ScriptContext/id``), found in `registry`. The box is released by the object's finalizer,
/// exactly once.
final class HostFunctionBox {
    unowned(unsafe) let context: ScriptContext?
    let registry: ContextRegistry?
    let name: String
    let body: (ScriptCall) throws -> ScriptReturn

    init(
        context: ScriptContext? = nil, registry: ContextRegistry? = nil, name: String,
        body: @escaping (ScriptCall) throws -> ScriptReturn
    ) {
        self.context = context
        self.registry = registry
        self.name = name
        self.body = body
    }
}

/// One JSClass for every host function: callable, with the Swift box as private data. A routed
/// function's argument 0 picks the context; a call for a context that has gone (a function of it
/// kept by another page) is refused with an error, one naming no context does nothing.
nonisolated(unsafe) private let hostFunctionClass: JSClassRef = makeCallableClass(
    named: "HostFunction",
    callAsFunction: { ctx, function, thisObject, argc, argv, exception in
        guard let ctx, let function, let raw = JSObjectGetPrivate(function) else { return nil }
        let box = Unmanaged<HostFunctionBox>.fromOpaque(raw).takeUnretainedValue()
        let call: ScriptCall
        if let registry = box.registry {
            guard argc >= 1, let argv, let first = argv[0], JSValueIsNumber(ctx, first),
                let id = JavaScriptNumber.integer(JSValueToNumber(ctx, first, nil), as: Int.self)
            else { return JSValueMakeUndefined(ctx) }
            guard let context = registry.context(id: id) else {
                guard registry.wasIssued(id) else { return JSValueMakeUndefined(ctx) }
                // Its page or player has closed: what it would show a host reaches no one.
                exception?.pointee = makeError(
                    ctx, name: "Error", message: "\(box.name): refused, the page or player that called it has closed")
                return JSValueMakeUndefined(ctx)
            }
            call = ScriptCall(context: context, thisObject: thisObject, argv: argv + 1, count: argc - 1)
        } else if let context = box.context {
            call = ScriptCall(context: context, thisObject: thisObject, argv: argv, count: argc)
        } else {
            return JSValueMakeUndefined(ctx)
        }
        if call.context.group.registry.refusingHostCalls {
            exception?.pointee = makeError(
                ctx, name: "Error",
                message: "\(box.name): refused, a job left by a script the time limit stopped is dropped")
            return JSValueMakeUndefined(ctx)
        }
        return runHostFunction(ctx, name: box.name, box.body, call, exception)
    },
    finalize: { object in
        guard let object, let raw = JSObjectGetPrivate(object) else { return }
        Unmanaged<HostFunctionBox>.fromOpaque(raw).release()
    })

/// Runs a host function's body and turns what it returns, or throws, into JavaScript.
private func runHostFunction(
    _ ctx: JSContextRef, name: String, _ body: (ScriptCall) throws -> ScriptReturn, _ call: ScriptCall,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    do {
        switch try body(call) {
        case .value(let value): return call.context.jsValue(value)
        case .handle(let handle): return handle.ref
        }
    } catch let thrown as ScriptThrow {
        exception?.pointee = makeError(ctx, name: thrown.name, message: thrown.message)
    } catch let error as ScriptError {
        if case .timeLimitExceeded = error {
            // Keep the termination going: a nested runaway stops the whole entry.
            exception?.pointee = makeError(ctx, name: "Error", message: error.description)
        } else {
            exception?.pointee = makeError(ctx, name: "Error", message: "\(name): \(error)")
        }
    } catch {
        exception?.pointee = makeError(ctx, name: "Error", message: "\(name): \(error)")
    }
    return JSValueMakeUndefined(ctx)
}

/// A routed host function made in `realm`, for the contexts in `registry` (see ``HostFunctionBox``).
func makeRoutedFunction(
    in realm: JSGlobalContextRef, registry: ContextRegistry, name: String,
    _ body: @escaping (ScriptCall) throws -> ScriptReturn
) -> JSObjectRef {
    let box = HostFunctionBox(registry: registry, name: name, body: body)
    // JSObjectMake fails only when out of memory, where JavaScriptCore itself aborts.
    return JSObjectMake(realm, hostFunctionClass, Unmanaged.passRetained(box).toOpaque()).unsafelyUnwrapped
}

/// `new <name>(message)` in the given context.
func makeError(_ ctx: JSContextRef, name: String, message: String) -> JSValueRef? {
    let messageValue = message.withJSString { JSValueMakeString(ctx, $0) }
    var args: [JSValueRef?] = [messageValue]
    let error = args.withUnsafeMutableBufferPointer { JSObjectMakeError(ctx, 1, $0.baseAddress, nil) }
    if let error, name != "Error" {
        let global = JSContextGetGlobalObject(ctx)
        let constructor = name.withJSString { JSObjectGetProperty(ctx, global, $0, nil) }
        if let constructor, let ctorObject = JSValueToObject(ctx, constructor, nil), JSObjectIsConstructor(ctx, ctorObject) {
            return args.withUnsafeMutableBufferPointer { JSObjectCallAsConstructor(ctx, ctorObject, 1, $0.baseAddress, nil) }
        }
        let nameValue = name.withJSString { JSValueMakeString(ctx, $0) }
        "name".withJSString { JSObjectSetProperty(ctx, error, $0, nameValue, 0, nil) }
    }
    return error
}

extension ScriptContext {
    /// Makes a JavaScript function that runs `body` in Swift.
    ///
    /// Arguments arrive as a ``ScriptCall``; a Swift error thrown by `body` becomes a
    /// JavaScript exception (a ``ScriptThrow`` keeps its name, e.g. `TypeError`).
    /// `body` must not hold the context strongly (capture it `unowned` or use `call.context`).
    public func makeFunction(
        _ name: String, _ body: @escaping (ScriptCall) throws -> ScriptReturn
    ) -> ScriptHandle {
        ScriptHandle(context: self, ref: makeFunctionRef(name, body))
    }

    func makeFunctionRef(_ name: String, _ body: @escaping (ScriptCall) throws -> ScriptReturn) -> JSObjectRef {
        let box = HostFunctionBox(context: self, name: name, body: body)
        // JSObjectMake fails only when out of memory, where JavaScriptCore itself aborts.
        let function = JSObjectMake(ref, hostFunctionClass, Unmanaged.passRetained(box).toOpaque()).unsafelyUnwrapped
        // The name first: once Function.prototype (read-only `name`) is the prototype, it cannot be set.
        let nameValue = name.withJSString { JSValueMakeString(ref, $0) }
        "name".withJSString {
            JSObjectSetProperty(ref, function, $0, nameValue, JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontEnum), nil)
        }
        // Function.prototype, so `call`, `apply` and `bind` work.
        if let functionPrototype = functionPrototype {
            JSObjectSetPrototype(ref, function, functionPrototype)
        }
        return function
    }

    /// Makes a host function that serves every context of this context's group: JavaScript
    /// passes the ``contextID`` of the context it acts for as the first argument, and `body`
    /// gets that context as `call.context` with the arguments after it. Made once (in a realm
    /// the group keeps, say), it spares each new context a function object of its own; a
    /// number of no live context makes the call return `undefined`. The function is meant for
    /// code of the embedder's: it has no `name` or `Function.prototype`.
    package func makeRoutedFunction(_ name: String, _ body: @escaping (ScriptCall) throws -> ScriptReturn) -> ScriptHandle {
        ScriptHandle(context: self, ref: ScriptEngine.makeRoutedFunction(in: ref, registry: group.registry, name: name, body))
    }

    /// `Function.prototype` of this context, looked up once (it lives as long as the global object).
    private var functionPrototype: JSValueRef? {
        if let cachedFunctionPrototype { return cachedFunctionPrototype }
        let global = JSContextGetGlobalObject(ref)
        guard let function = "Function".withJSString({ JSObjectGetProperty(ref, global, $0, nil) }),
            let functionObject = JSValueToObject(ref, function, nil)
        else { return nil }
        cachedFunctionPrototype = "prototype".withJSString { JSObjectGetProperty(ref, functionObject, $0, nil) }
        return cachedFunctionPrototype
    }

    /// Installs a Swift function as `object[name]` (the global object when nil).
    ///
    /// ```swift
    /// context.defineFunction("add") { call in
    ///     .value(.double((call.number(0) ?? 0) + (call.number(1) ?? 0)))
    /// }
    /// try context.evaluate("add(2, 3)")   // .int(5)
    /// ```
    public func defineFunction(
        _ name: String, on object: ScriptHandle? = nil,
        _ body: @escaping (ScriptCall) throws -> ScriptReturn
    ) {
        let function = makeFunctionRef(name, body)
        let target = object?.object ?? JSContextGetGlobalObject(ref)
        name.withJSString { JSObjectSetProperty(ref, target, $0, function, JSPropertyAttributes(kJSPropertyAttributeDontEnum), nil) }
    }
}

/// The live contexts of a group by ``ScriptContext/id``, for routed host functions. Each context
/// removes itself when it goes, so an entry never outlives its context.
final class ContextRegistry {
    /// While true (the jobs of a stopped entry being dropped), every host function of the group refuses.
    var refusingHostCalls = false
    private struct Entry { unowned(unsafe) let context: ScriptContext }
    private var entries: [Int: Entry] = [:]
    private var lastID = 0

    func add(_ context: ScriptContext) { entries[context.id] = Entry(context: context) }
    func remove(id: Int) { entries[id] = nil }
    func context(id: Int) -> ScriptContext? { entries[id]?.context }
    /// Whether `id` was a context's number (that context may have gone since).
    func wasIssued(_ id: Int) -> Bool { id > 0 && id <= lastID }

    func makeID() -> Int {
        lastID += 1
        return lastID
    }
}
